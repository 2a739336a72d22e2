import { Link } from "@remix-run/react";

/** Under the header on every page until a credential sign-up confirms their address. */
export function EmailReminder() {
  return (
    <aside aria-label="Confirm your e-mail" className="container">
      <p className="flash flash--ok">
        Please confirm your e-mail address with the link we sent you, so you can always get back into your
        account. <Link to="/verify-email">Did not get it?</Link>
      </p>
    </aside>
  );
}
