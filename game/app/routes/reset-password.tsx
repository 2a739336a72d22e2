import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { NewPasswordField } from "../components/FormField";

import { pageMeta } from "../page-meta";
import { readForm, refused } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Choose a new password", "Choose a new password for your Monster Arena account.");

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const reset = await context.auth.resetPassword(form);
  return reset.ok ? redirect("/signin?notice=password-reset") : refused(reset);
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Choose a new password</h1>
        {token ? (
          <>
            <Flash outcome={result} />
            <Form method="post" className="auth-form">
              <input type="hidden" name="token" value={token} />
              <NewPasswordField label="New password" name="password" error={fields.password} />
              <p className="muted">Every device signed in to your account will be signed out.</p>
              <button type="submit" className="button button--primary">
                Save new password
              </button>
            </Form>
          </>
        ) : (
          <Flash tone="error">
            This link is incomplete. Open the link from the mail again, or ask for a new one.
          </Flash>
        )}
        <p className="auth-card__switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </div>
    </section>
  );
}
