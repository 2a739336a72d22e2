// react-admin's login route, reached when it finds the session gone (a check
// that redirects to /login rather than through authProvider.logout's address):
// the sign-in page is index.html, so this loads the page the operator was on
// again, where main.ts shows the form and, once signed in, that same page.
import { useEffect } from "react";
import { useBasename } from "react-admin";
import { useLocation } from "react-router-dom";

export function SignInAgain() {
  const basename = useBasename();
  const location = useLocation();
  useEffect(() => {
    const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
    // react-admin's location here is the whole path (the router has no basename of its own).
    const path = state?.nextPathname ?? "/";
    const full = path.startsWith(`${basename}/`) ? path : `${basename}${path}`;
    const next = full === `${basename}/login` ? `${basename}/` : full;
    window.location.replace(`${next}${state?.nextSearch ?? ""}`);
  }, [basename, location.state]);
  return null;
}
