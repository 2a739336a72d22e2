// The sign-in form of index.html, run without react-admin (main.ts): it shows the
// form, signs in through the console's authProvider (its messages, e.g. "Players
// have no console access.", show above the fields), says why the last session
// ended, and fetches the console's files at idle while the operator types.
import { authProvider, type StaffSignInState, takeSignInNotice } from "./auth-provider";
import { runSecondFactorStep } from "./second-factor-step";

const signIn = (username: string, password: string): Promise<StaffSignInState> =>
  authProvider.login({ username, password });

const byId = <Element extends HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`console/index.html has no #${id}`);
  return element as Element;
};

/**
 * The console's own files, which index.html names (vite.config.ts writes them in
 * <meta name="console-files">): fetched into the cache at low priority, not run,
 * so they cost the sign-in page no main-thread time.
 */
function prefetchConsole() {
  const files =
    document.querySelector<HTMLMetaElement>('meta[name="console-files"]')?.content.split(" ") ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "script";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500);

export function runSignInForm(openConsole: () => Promise<void>) {
  const form = byId<HTMLFormElement>("sign-in-form");
  const status = byId("sign-in-status");
  const notice = byId("sign-in-notice");
  const error = byId("sign-in-error");
  const email = byId<HTMLInputElement>("sign-in-email");
  const password = byId<HTMLInputElement>("sign-in-password");
  const button = form.querySelector("button");

  notice.textContent = takeSignInNotice() ?? "";
  status.hidden = true;
  form.hidden = false;
  email.focus();
  if (document.readyState === "complete") whenIdle(prefetchConsole);
  else window.addEventListener("load", () => whenIdle(prefetchConsole), { once: true });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    if (!email.value.trim() || !password.value) {
      error.textContent = "Enter your e-mail and your password.";
      (email.value.trim() ? password : email).focus();
      return;
    }
    button?.setAttribute("disabled", "");
    form.setAttribute("aria-busy", "true");
    let next: Awaited<ReturnType<typeof signIn>>;
    try {
      next = await signIn(email.value.trim(), password.value);
    } catch (failure) {
      error.textContent = (failure as Error).message || "Sign in failed. Try again.";
      password.select();
      return;
    } finally {
      button?.removeAttribute("disabled");
      form.removeAttribute("aria-busy");
    }
    notice.textContent = "";
    form.hidden = true;
    // A second factor first (docs/decisions/131): its step opens on this page.
    if (next === "needed" || next === "setup_needed") return runSecondFactorStep(next, openConsole);
    status.textContent = "Signed in. Opening the console…";
    status.hidden = false;
    await openConsole();
  });
}
