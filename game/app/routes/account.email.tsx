import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { OutboxLink } from "../components/AccountMail";
import { Flash } from "../components/Flash";
import { FormField } from "../components/FormField";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { answer, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Change e-mail", "Change the e-mail address of your Monster Arena account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { email: user.email, verified: user.emailVerified, mail: context.auth.mail() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  return answer(await context.auth.requestEmailChange(user, form), ({ message }) => message);
}

export default function ChangeEmail() {
  const { email, verified, mail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Change e-mail" />
      <p>
        Your address is <strong className="account-mail__address">{email}</strong>
        {verified ? ", confirmed." : "."}
        {!verified && mail.delivery !== "off" ? (
          <>
            {" "}
            It is not confirmed yet: <Link to="/verify-email">confirm it</Link>.
          </>
        ) : null}
      </p>
      {mail.delivery === "off" ? (
        <Flash tone="error" live={false}>
          This server is not set up to send e-mail, so it cannot confirm a new address: your address cannot be
          changed here for now.
        </Flash>
      ) : (
        <>
          <Flash outcome={result} />
          {result?.ok ? <OutboxLink href={mail.outbox} /> : null}
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
            <p className="muted">
              {mail.delivery === "outbox"
                ? "This local demo world sends no real mail: the link for the new address is kept in the local outbox. Your address changes when you open it."
                : "We send a link to the new address; your address changes when you open it."}
            </p>
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
