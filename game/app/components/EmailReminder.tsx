import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

const pagesAboutTheAddress = new Set(["/verify-email", "/confirm-email"]);

/**
 * One line under the header until a credential sign-up confirms their address. The root
 * loader shows it only when this server can send the link (never with mail off) and the
 * player has not dismissed it on this device (a week, context.auth.dismissEmailReminder).
 * Dismissing works without JavaScript too: the form posts to /verify-email, which comes back here.
 */
export function EmailReminder() {
  const fetcher = useFetcher();
  const location = useLocation();
  // With JavaScript the reminder goes at once and the page stays; without, the action redirects back.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The pages that confirm an address say it themselves (the root loader may have read the row just before).
  if (fetcher.state !== "idle" || fetcher.data || pagesAboutTheAddress.has(location.pathname)) return null;
  return (
    <aside aria-label="Confirm your e-mail address" className="email-reminder">
      <div className="email-reminder__inner container">
        <p>
          <Link to="/verify-email">Confirm your e-mail address</Link> so you can always get back into your
          account.
        </p>
        <fetcher.Form method="post" action="/verify-email">
          <input type="hidden" name="intent" value="dismiss-reminder" />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
          <button type="submit" className="email-reminder__dismiss" aria-label="Dismiss the e-mail reminder">
            <span aria-hidden="true">×</span>
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
