import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OutboxLink } from "../components/AccountMail";
import { Flash } from "../components/Flash";
import { FormField } from "../components/FormField";

import { pageMeta } from "../page-meta";
import { answer, readForm } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Forgot password", "Get a link to choose a new password for your Monster Arena account.");

export function loader({ context }: LoaderFunctionArgs) {
  return { mail: context.auth.mail(), providers: context.auth.oauthProviders() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  return answer(await context.auth.requestPasswordReset(form), ({ message }) => message);
}

export default function ForgotPassword() {
  const { mail, providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Forgot your password?</h1>
        {mail.delivery === "off" ? (
          <>
            <Flash tone="error" live={false}>
              This server is not set up to send e-mail, so it cannot send you a link to choose a new password.
            </Flash>
            <p>
              If you remember your password, sign in with it.
              {providers.length > 0
                ? ` If your account is linked to ${providers.map((provider) => provider.name).join(" or ")}, sign in with that.`
                : ""}{" "}
              Otherwise ask the game's support: once they know it is you, they can give you a link to choose a
              new password.
            </p>
          </>
        ) : (
          <>
            {mail.delivery === "outbox" ? (
              <p>
                Enter the e-mail address of your account and we will put a link to choose a new password in
                the local outbox: this local demo world sends no real mail.
              </p>
            ) : (
              <p>
                Enter the e-mail address of your account and we will send you a link to choose a new password.
              </p>
            )}
            <Flash outcome={result} />
            {result?.ok ? (
              <OutboxLink href={mail.outbox} />
            ) : (
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
          {mail.delivery === "off" ? "Back to " : "Remembered it? "}
          <Link to="/signin">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
