import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { Flash, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { type ActionResult, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Change password", "Change the password of your Monster Arena account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePlayer(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  try {
    const headers = await context.auth.changePassword(request, user, form);
    return data<ActionResult>(
      { ok: true, message: "Your password is changed. Every other device has been signed out." },
      { headers },
    );
  } catch (error) {
    return refused(context, error);
  }
}

export default function ChangePassword() {
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Change password" />
      <Flash result={result} />
      <Form method="post" className="panel auth-form">
        <label className="auth-form__field">
          <span>Current password</span>
          <input
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            aria-invalid={Boolean(fields.currentPassword)}
          />
          {fields.currentPassword ? <small role="alert">{fields.currentPassword}</small> : null}
        </label>
        <label className="auth-form__field">
          <span>New password</span>
          <input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            minLength={10}
            required
            aria-invalid={Boolean(fields.newPassword)}
          />
          {fields.newPassword ? (
            <small role="alert">{fields.newPassword}</small>
          ) : (
            <small>At least 10 characters, and not a common password.</small>
          )}
        </label>
        <p className="muted">Changing it signs you out on every other device.</p>
        <button type="submit" className="button button--primary">
          Change password
        </button>
      </Form>
      <p>
        <Link to="/profile/edit">Back to your profile settings</Link>
      </p>
    </section>
  );
}
