import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { FormField, NewPasswordField } from "../components/FormField";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { done, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Change password", "Change the password of your Monster Arena account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePlayer(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const changed = await context.auth.changePassword(request, user, form);
  if (!changed.ok) return refused(changed);
  return done("Your password is changed. Every other device has been signed out.", undefined, {
    headers: changed.value,
  });
}

export default function ChangePassword() {
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Change password" />
      {/* A refusal that names a field is said once, on the field. */}
      <Flash
        outcome={result && !result.ok && Object.values(fields).includes(result.message) ? null : result}
      />
      <Form method="post" className="panel auth-form">
        <FormField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          error={fields.currentPassword}
        />
        <NewPasswordField label="New password" name="newPassword" error={fields.newPassword} />
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
