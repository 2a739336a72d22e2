// One live event as the player sees it: what it gives while it runs, when it
// ends (a live countdown) or when it starts, and where to make the most of it.
// Only the player's own running or coming events are found, and for 30 days one
// that ended with the player on its leaderboard (its final standings); any other
// is a 404. An event with its own leaderboard shows its top 10, the player's
// rank and what each final rank pays (the rewards arrive in the inbox after the end).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Countdown, useNow } from "../components/EventBanner";
import { pageMeta } from "../page-meta";
import { requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data?.event.name ?? "Live event",
    "A live event in Monster Arena: what it gives and when it ends.",
  );

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const id = textInt(params.id ?? null);
  const found = Number.isNaN(id) ? null : await context.liveEvents.one(user.id, id);
  if (!found?.ok) {
    throw new Response(found && !found.ok ? found.message : "No such event.", { status: 404 });
  }
  const standings = await context.liveEvents.board(user.id, id);
  return {
    event: found.value,
    board: standings.ok ? standings.value.board : null,
    now: new Date().toISOString(),
  };
}

const whereToGo: Record<string, { to: string; label: string }> = {
  goldMultiplier: { to: "/play", label: "Play a battle" },
  xpMultiplier: { to: "/play", label: "Play a battle" },
  dropRateBoost: { to: "/play", label: "Play a battle" },
  shopDiscount: { to: "/shop", label: "Go to the shop" },
  featuredSummon: { to: "/shop?category=monsters", label: "See the eggs" },
  leaderboard: { to: "/play", label: "Play a battle" },
};

const dateLabel = (iso: string) => new Date(iso).toUTCString().replace(" GMT", " UTC");

export default function LiveEventPage() {
  const { event, board, now: serverNow } = useLoaderData<typeof loader>();
  const now = useNow(serverNow);
  const started = new Date(event.startsAt).getTime() <= now;
  const ended = new Date(event.endsAt).getTime() <= now;
  const links = [
    ...new Map(event.modifiers.map((m) => [whereToGo[m.kind]!.to, whereToGo[m.kind]!])).values(),
  ];
  return (
    <section className="economy-page event-page container">
      <header className="economy-page__header event-page__header">
        <p className="event-page__kicker">
          <span aria-hidden="true">✦</span> Live event
        </p>
        <h1>{event.name}</h1>
        <p className="economy-page__lede">{event.description || "A live event, for a limited time."}</p>
      </header>
      <p className="event-page__when" data-testid="event-when">
        {ended ? (
          "This event has ended."
        ) : started ? (
          <>
            Ends in <Countdown endsAt={event.endsAt} now={now} /> ({dateLabel(event.endsAt)}).
          </>
        ) : (
          <>
            Starts in <Countdown endsAt={event.startsAt} now={now} /> ({dateLabel(event.startsAt)}), runs
            until {dateLabel(event.endsAt)}.
          </>
        )}
      </p>
      <h2 className="event-page__subheading">What it gives</h2>
      {event.effects.length === 0 ? (
        <p>This event is a celebration: no bonuses, just fun.</p>
      ) : (
        <ul className="event-page__effects">
          {event.effects.map((effect) => (
            <li key={effect} className="event-page__effect">
              <span aria-hidden="true">✦</span> {effect}
            </li>
          ))}
        </ul>
      )}
      {board ? (
        <section className="event-page__board" aria-labelledby="event-board-heading">
          <h2 id="event-board-heading" className="event-page__subheading">
            {ended ? "Final standings" : "Event leaderboard"}: {board.stat}
          </h2>
          <p data-testid="event-board-me">
            {board.me
              ? `${ended ? "You finished" : "You are"} rank ${board.me.rank} (score ${board.me.score.toLocaleString("en-US")}).`
              : "You are not on the board yet: play to get a score."}
          </p>
          {board.top.length === 0 ? (
            <p>No scores yet. Be the first!</p>
          ) : (
            <ol className="event-page__standings" data-testid="event-board-top">
              {board.top.map((row) => (
                <li key={row.rank} aria-current={row.isMe ? "true" : undefined}>
                  <strong>#{row.rank}</strong> {row.isMe ? `${row.name} (you)` : row.name} —{" "}
                  {row.score.toLocaleString("en-US")}
                </li>
              ))}
            </ol>
          )}
          <p className="muted">Players on the same score rank by who reached it first.</p>
          <h3 className="event-page__subheading">
            {ended ? "What each final rank is paid" : "Rewards when the event ends"}
          </h3>
          <ul className="event-page__rewards" data-testid="event-board-rewards">
            {board.rewards.map((reward) => (
              <li key={reward}>{reward}</li>
            ))}
          </ul>
          <p>
            {ended ? (
              <>
                The rewards are sent to the <Link to="/inbox">inbox</Link> within minutes of the end.
              </>
            ) : (
              "The rewards arrive in your inbox after the event ends."
            )}
          </p>
        </section>
      ) : null}
      {links.length > 0 && !ended ? (
        <p className="event-page__actions">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="button button--primary">
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}
