import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { PageHeader } from "../components/progression/ui";
import { dayInWords, relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { answer, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Game apps signed in", "The game apps and devices signed in to your Monster Arena account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { sessions: await context.auth.clientSessions(user), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  return answer(
    await context.auth.endClientSession(user, form),
    ({ clientName }) => `Signed out ${clientName ?? "that game app"}: it must sign in again.`,
  );
}

/** "14:05": the hour a sign-in began, in UTC like the date beside it. */
function timeInWords(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
}

const methodInWords = {
  device: "with the device",
  password: "with e-mail and password",
  google: "with Google",
  discord: "with Discord",
} as const;

export default function Devices() {
  const { sessions, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="container progression-page">
      <PageHeader title="Game apps signed in" />
      <p>
        Apps that play Monster Arena for you (on a phone, a console or a computer) stay signed in here until
        you sign them out. This website's own sign-in is not listed.
      </p>
      <Flash outcome={result} />
      {sessions.length === 0 ? (
        <p className="muted">No game app is signed in to your account.</p>
      ) : (
        <ul className="settings-links" aria-label="Game apps signed in">
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.clientName ?? "A game app"}</strong>{" "}
                <small className="muted">
                  signed in {methodInWords[session.method]} on {dayInWords(session.createdAt)} at{" "}
                  {timeInWords(session.createdAt)} UTC, last used {relativeTime(session.lastUsedAt, now)}
                </small>
              </div>
              <Form method="post">
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className="button button--ghost"
                  aria-label={`Sign out ${session.clientName ?? "this game app"}`}
                >
                  Sign out
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        To sign out everywhere at once, <Link to="/account/password">change your password</Link>.
      </p>
      <p>
        <Link to="/profile/edit">Back to your profile settings</Link>
      </p>
    </section>
  );
}
