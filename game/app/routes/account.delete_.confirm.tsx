import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { readForm, refused } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Confirm deleting your account", "Confirm that your Monster Arena account should be deleted.");

// The mailed link opens this page; only the button's post uses the token, so a mail
// scanner that follows links deletes nothing.
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const confirmed = await context.accountDeletion.confirm(request, form);
  if (!confirmed.ok) return refused(confirmed);
  throw redirect(`/account/deleted?due=${encodeURIComponent(confirmed.value.dueAt)}`, {
    headers: confirmed.value.headers,
  });
}

export default function ConfirmAccountDeletion() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Confirm deleting your account</h1>
        <Flash outcome={result} />
        <p>
          You are signed out everywhere at once, and your account is deleted in 14 days. Signing in again
          before then keeps it.
        </p>
        <Form method="post" aria-label="Confirm deleting your account">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--danger">
            Delete my account
          </button>
        </Form>
        <p className="auth-card__switch">
          <Link to="/home">Keep my account</Link>
        </p>
      </div>
    </section>
  );
}
