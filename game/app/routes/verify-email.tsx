import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { type ActionResult, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Confirm your e-mail", "Confirm the e-mail address of your Monster Arena account.");

// Following the mailed link confirms the address: the token is single-use, so a repeat
// (or a mail scanner's visit) changes nothing but what this page says.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    try {
      await context.auth.verifyEmail(token);
      return { state: "confirmed" as const, message: null };
    } catch (error) {
      return { state: "invalid" as const, message: context.progression.failure(error).message };
    }
  }
  const user = await requirePlayer(request, context);
  return { state: user.emailVerified ? ("confirmed" as const) : ("waiting" as const), message: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  try {
    await context.auth.resendVerification(user);
    return data<ActionResult>({
      ok: true,
      message: "A new link is on its way. The older one no longer works.",
    });
  } catch (error) {
    return refused(context, error);
  }
}

export default function VerifyEmail() {
  const { state, message } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Confirm your e-mail</h1>
        {state === "confirmed" ? (
          <p className="flash flash--ok" role="status">
            Your e-mail address is confirmed. Thank you!
          </p>
        ) : null}
        {state === "invalid" ? (
          <p className="auth-card__error" role="alert">
            {message}
          </p>
        ) : null}
        {state === "waiting" ? (
          <>
            <p>We sent a link to your address when you signed up. Open it to confirm your address.</p>
            <Flash result={result} />
            <Form method="post">
              <button type="submit" className="button button--primary">
                Send the link again
              </button>
            </Form>
          </>
        ) : null}
        <p className="auth-card__switch">
          <Link to="/home">Back to the game</Link>
        </p>
      </div>
    </section>
  );
}
