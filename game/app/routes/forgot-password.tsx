import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormField } from "../components/FormField";
import { Flash } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { type ActionResult, readForm, refused } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Forgot password", "Get a link to choose a new password for your Monster Arena account.");

export function loader({ context }: LoaderFunctionArgs) {
  return { mailOff: context.auth.mailDelivery() === "off" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  try {
    const { message } = await context.auth.requestPasswordReset(form);
    return data<ActionResult>({ ok: true, message });
  } catch (error) {
    return refused(context, error);
  }
}

export default function ForgotPassword() {
  const { mailOff } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Forgot your password?</h1>
        {mailOff ? (
          <p className="auth-card__error" role="alert">
            This server sends no mail at the moment, so we cannot send you a link. Please ask the game's staff
            for help.
          </p>
        ) : (
          <>
            <p>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </p>
            <Flash result={result} />
            {result?.ok ? null : (
              <Form method="post" className="auth-form">
                <FormField
                  label="E-mail"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  error={fields.email}
                />
                <button type="submit" className="button button--primary">
                  Send me a link
                </button>
              </Form>
            )}
          </>
        )}
        <p className="auth-card__switch">
          Remembered it? <Link to="/signin">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
