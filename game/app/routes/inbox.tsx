import { countOf, notices } from "@arena/api/words/words";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { RewardChips, relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { answer, formInt, readForm, refused, requirePlayer, unknownIntent } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Inbox", "Messages and rewards waiting for you in Monster Arena.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const page = await context.engagement.inbox(user.id);
  return { ...page, now: Date.now() };
}

/** Where a message's call to action leads on this site. */
function actionPath(action: { type: string; target: string }): string {
  if (action.type === "poll") return "/polls";
  if (action.type === "leaderboard") return `/leaderboards?${new URLSearchParams({ type: action.target })}`;
  return "/inbox";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const id = formInt(form, "id");
  const { engagement } = context;
  switch (form.get("intent")) {
    case "collect":
      return answer(await engagement.collect(user.id, id), ({ granted }) =>
        notices.rewardsCollected(granted),
      );
    case "collect-all":
      // The value carries the total, which the page shows beside the message.
      return answer(await engagement.collectAll(user.id), ({ collected, waiting }) =>
        collected.length === 0 && waiting.length === 0
          ? "There were no rewards left to collect."
          : `Collected ${countOf(collected.length, "reward")}` +
            (waiting.length > 0
              ? `; ${countOf(waiting.length, "waits", "wait")} for room in your inventory.`
              : "."),
      );
    case "read":
      return answer(await engagement.markRead(user.id, id), () => "Marked as read.");
    case "read-all":
      return answer(
        await engagement.markAllRead(user.id),
        ({ marked }) => `${countOf(marked, "message")} marked as read.`,
      );
    case "delete":
      return answer(await engagement.deleteMessage(user.id, id), () => "Message deleted.");
    case "delete-read":
      return answer(
        await engagement.deleteRead(user.id),
        ({ deleted }) => `${countOf(deleted, "read message")} deleted.`,
      );
    case "perform": {
      const outcome = await engagement.performAction(user.id, id);
      if (outcome.ok) throw redirect(actionPath(outcome.value.action));
      return refused(outcome);
    }
    default:
      return unknownIntent();
  }
}

export default function Inbox() {
  const { messages, counts, now } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="engagement-page container">
      <header className="engagement-page__header">
        <div>
          <p className="eyebrow">Inbox</p>
          <h1>Your messages</h1>
          <p className="engagement-page__lede">
            {counts.unread} unread · {counts.toCollect} with rewards to collect
          </p>
        </div>
        <div className="engagement-page__tools">
          {counts.toCollect > 0 ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="collect-all"
                className="button button--primary button--small"
                disabled={busy}
              >
                Collect all ({counts.toCollect})
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="read-all"
              className="button button--ghost button--small"
              disabled={busy}
            >
              Mark all read
            </button>
          </Form>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="delete-read"
              className="button button--ghost button--small"
              disabled={busy}
            >
              Delete read
            </button>
          </Form>
        </div>
      </header>
      {outcome?.ok && outcome.value && "total" in outcome.value ? (
        <Flash tone="success" block className="inbox-collected" testId="collected-all">
          <p>{outcome.message}</p>
          <RewardChips reward={outcome.value.total} />
        </Flash>
      ) : (
        <Flash outcome={outcome} />
      )}
      {messages.length === 0 ? (
        <p className="engagement-empty">No messages. Rewards, events and poll invitations arrive here.</p>
      ) : (
        <ol className="inbox-list">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`inbox-item${message.isRead ? "" : " inbox-item--unread"}`}
              data-testid="inbox-message"
            >
              <div className="inbox-item__head">
                <h2 className="inbox-item__title">
                  {message.isRead ? null : (
                    <span className="inbox-item__dot" role="img" aria-label="Unread" />
                  )}
                  {message.title}
                </h2>
                <span className="inbox-item__time">
                  {relativeTime(message.createdAt, now)}
                  {message.expiresAt ? ` · expires ${relativeTime(message.expiresAt, now)}` : ""}
                </span>
              </div>
              <p className="inbox-item__text">{message.text}</p>
              <RewardChips reward={message.rewards} />
              <Form method="post" className="inbox-item__actions">
                <input type="hidden" name="id" value={message.id} />
                {message.hasRewardsToCollect ? (
                  <button
                    type="submit"
                    name="intent"
                    value="collect"
                    className="button button--primary button--small"
                    disabled={busy}
                  >
                    Collect
                  </button>
                ) : message.rewards ? (
                  <span className="inbox-item__collected">Collected</span>
                ) : null}
                {message.action ? (
                  <button
                    type="submit"
                    name="intent"
                    value="perform"
                    className="button button--primary button--small"
                    disabled={busy}
                  >
                    {message.action.type === "poll" ? "Answer the poll" : "Open"}
                  </button>
                ) : null}
                {message.isRead ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value="read"
                    className="button button--ghost button--small"
                    disabled={busy}
                  >
                    Mark read
                  </button>
                )}
                {message.isRead && !message.hasRewardsToCollect ? (
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="button button--ghost button--small"
                    disabled={busy}
                  >
                    Delete
                  </button>
                ) : null}
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
