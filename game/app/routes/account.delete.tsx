import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Flash } from "../components/Flash";
import { FormField } from "../components/FormField";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { done, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Delete your account", "Delete your Monster Arena account, and what happens when you do.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return context.accountDeletion.proof(user);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const requested = await context.accountDeletion.request(request, user, form);
  if (!requested.ok) return refused(requested);
  const { headers, ...answer } = requested.value;
  // Scheduled: this browser is signed out (every session ended) and sees when it happens.
  if (answer.kind === "scheduled") {
    throw redirect(`/account/deleted?due=${encodeURIComponent(answer.dueAt)}`, { headers });
  }
  return done(answer.message);
}

export default function DeleteAccount() {
  const { proof, graceDays, mailOff } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  const form = useRef<HTMLFormElement>(null);
  // A refused password is cleared, and the field is ready for the next try.
  useEffect(() => {
    if (!result || result.ok || !result.fields.password) return;
    const password = form.current?.elements.namedItem("password");
    if (password instanceof HTMLInputElement) {
      password.value = "";
      password.focus();
    }
  }, [result]);
  return (
    <section className="container progression-page">
      <PageHeader title="Delete your account" />
      <div className="panel deletion-explainer">
        <h2>What happens</h2>
        <ul>
          <li>You are signed out everywhere at once: this website and every game app.</li>
          <li>
            {graceDays} days later your account is deleted for good: your e-mail address, your name, your
            sign-ins with Google or Discord, your monsters, teams, quests and inbox, and your places on the
            leaderboards.
          </li>
          <li>Changed your mind? Sign in again within those {graceDays} days and nothing is deleted.</li>
        </ul>
        <h2>What we keep</h2>
        <p>
          Records of payments and of gold and gems, with nothing that names you: the law asks us to keep
          payment records, and they keep the game's totals right.
        </p>
        <p>
          Want a copy first? <Link to="/account/data">Download your data</Link> before you delete your
          account.
        </p>
      </div>
      {/* A refusal that names a field is said once, on the field. */}
      <Flash
        outcome={result && !result.ok && Object.values(fields).includes(result.message) ? null : result}
      />
      {proof === "staff" ? (
        <Flash tone="info" live={false}>
          A staff account cannot be deleted while it has a staff role. Ask an admin to make it a player
          account first.
        </Flash>
      ) : result?.ok ? null : (
        <Form ref={form} method="post" className="panel auth-form" aria-label="Delete your account">
          {proof === "password" ? (
            <FormField
              label="Your password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              error={fields.password}
              hint="To be sure it is you."
            />
          ) : (
            <p className="muted">
              {mailOff
                ? "Your account signs in with Google or Discord, and this server sends no e-mail, so it cannot send you the link that confirms it."
                : "Your account signs in with Google or Discord: we send a link to your e-mail address, and your account is scheduled for deletion when you open it."}
            </p>
          )}
          <label className="auth-form__check">
            <input type="checkbox" name="confirm" value="yes" required />
            <span>I understand that my account will be deleted in {graceDays} days.</span>
          </label>
          {fields.confirm ? (
            <small role="alert" className="auth-form__error">
              {fields.confirm}
            </small>
          ) : null}
          <button type="submit" className="button button--danger" disabled={proof === "link" && mailOff}>
            {proof === "password" ? "Delete my account" : "Send me the link"}
          </button>
        </Form>
      )}
      <p>
        <Link to="/profile/edit">Back to your settings</Link>
      </p>
    </section>
  );
}
