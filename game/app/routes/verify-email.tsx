import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { NoBreak, OutboxLink } from "../components/AccountMail";
import { Flash } from "../components/Flash";

import { pageMeta } from "../page-meta";
import { answer, done, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Confirm your e-mail", "Confirm the e-mail address of your Monster Arena account.");

// Following the mailed link confirms the address: the token is single-use, so a repeat
// (or a mail scanner's visit) changes nothing but what this page says.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const mail = context.auth.mail();
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const verified = await context.auth.verifyEmail(token);
    // A link that is no good answers with the API's status for it (400), in the page's words.
    return verified.ok
      ? { state: "confirmed" as const, message: null, email: null, mail }
      : data(
          { state: "invalid" as const, message: verified.message, email: null, mail },
          { status: verified.status },
        );
  }
  const user = await requirePlayer(request, context);
  return {
    state: user.emailVerified ? ("confirmed" as const) : ("waiting" as const),
    message: null,
    email: user.email,
    mail,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  // The reminder's ×: hidden on this device for this account; the page it was on stays (or comes back).
  if (form.get("intent") === "dismiss-reminder") {
    const headers = context.auth.dismissEmailReminder(user);
    if (form.get("stay")) return done("Reminder dismissed.", undefined, { headers });
    const back = new URL(context.auth.safeCallbackUrl(String(form.get("returnTo") ?? "") || null));
    // Only a path of this site ("//host" would be another site's).
    return redirect(`${back.pathname.replace(/^\/+/, "/")}${back.search}`, { headers });
  }
  return answer(await context.auth.resendVerification(user), ({ message }) => message);
}

export default function VerifyEmail() {
  const { state, message, email, mail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>
          Confirm your <NoBreak>e-mail</NoBreak>
        </h1>
        {state === "confirmed" ? (
          <Flash tone="success">Your e-mail address is confirmed. Thank you!</Flash>
        ) : null}
        {state === "invalid" ? (
          <>
            <Flash tone="error">{message}</Flash>
            {mail.delivery === "off" ? null : (
              <p>
                <Link to="/verify-email">Ask for a new link</Link>
              </p>
            )}
          </>
        ) : null}
        {state === "waiting" && mail.delivery === "smtp" ? (
          <>
            <p>
              When you signed up we sent a link to <strong className="account-mail__address">{email}</strong>.
              Open it to confirm your address. Not there? Look in your spam folder, or ask for a new link.
            </p>
            <Flash outcome={result} />
            <Form method="post">
              <button type="submit" className="button button--primary">
                Send the link again
              </button>
            </Form>
          </>
        ) : null}
        {state === "waiting" && mail.delivery === "outbox" ? (
          <>
            <p>
              This local demo world sends no real mail: the link to confirm{" "}
              <strong className="account-mail__address">{email}</strong> is in the local outbox. Open it
              there.
            </p>
            <Flash outcome={result} />
            <OutboxLink href={mail.outbox} />
            <Form method="post">
              <button type="submit" className="button button--ghost">
                Send the link again
              </button>
            </Form>
          </>
        ) : null}
        {state === "waiting" && mail.delivery === "off" ? (
          <>
            <p>
              Your address <strong className="account-mail__address">{email}</strong> is not confirmed yet.
              This server is not set up to send e-mail, so it has sent you no link and cannot confirm it for
              now.
            </p>
            <p>Nothing in the game needs it: play as usual.</p>
            <Flash outcome={result} />
          </>
        ) : null}
        <p className="auth-card__switch">
          <Link to="/home">Back to the game</Link>
        </p>
      </div>
    </section>
  );
}
