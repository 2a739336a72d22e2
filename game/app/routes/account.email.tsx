import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormField } from "../components/FormField";
import { Flash, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { type ActionResult, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Change e-mail", "Change the e-mail address of your Monster Arena account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { email: user.email, mailOff: context.auth.mailDelivery() === "off" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  try {
    await context.auth.requestEmailChange(user, form);
    return data<ActionResult>({
      ok: true,
      message: `We sent a link to ${String(form.get("newEmail"))}. Your address changes when you open it.`,
    });
  } catch (error) {
    return refused(context, error);
  }
}

export default function ChangeEmail() {
  const { email, mailOff } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Change e-mail" />
      <p>
        Your address is <strong>{email}</strong>.
      </p>
      {mailOff ? (
        <p className="flash flash--error" role="alert">
          This server sends no mail at the moment, so your address cannot be changed. Please ask the game's
          staff for help.
        </p>
      ) : (
        <>
          <Flash result={result} />
          <Form method="post" className="panel auth-form">
            <FormField
              label="New e-mail"
              type="email"
              name="newEmail"
              autoComplete="email"
              required
              error={fields.newEmail}
            />
            <FormField
              label="Current password"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              error={fields.currentPassword}
              hint="Leave it empty if you sign in with Google or Discord."
            />
            <p className="muted">We send a link to the new address; your address changes when you open it.</p>
            <button type="submit" className="button button--primary">
              Send the link
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/profile/edit">Back to your profile settings</Link>
      </p>
    </section>
  );
}
