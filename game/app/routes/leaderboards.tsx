import type { ContenderRow } from "@arena/api/leaderboards/query-leaderboard";
import { leaderboardName, leaderboardStatName, periodicityName } from "@arena/api/words/display-names";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileAvatar } from "../components/Art";
import { relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Leaderboards", "The daily, weekly, monthly and season leaderboards of Monster Arena.");

const views = ["top", "around", "past"] as const;
type View = (typeof views)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const url = new URL(request.url);
  const boards = await context.engagement.boards();
  const types = [...new Set(boards.map((board) => board.type))];
  const type = types.includes(url.searchParams.get("type") ?? "")
    ? url.searchParams.get("type")!
    : types.includes("kills")
      ? "kills"
      : types[0];
  const ofType = boards.filter((board) => board.type === type);
  const requested = url.searchParams.get("periodicity");
  const board =
    ofType.find((candidate) => candidate.periodicity === requested) ??
    ofType.find((candidate) => candidate.periodicity === "weekly") ??
    ofType[0];
  const view: View = views.includes(url.searchParams.get("view") as View)
    ? (url.searchParams.get("view") as View)
    : "top";
  const base = {
    userId: user.id,
    types,
    periodicities: ofType.map((candidate) => candidate.periodicity),
    board: board ?? null,
    view,
    now: Date.now(),
  };
  if (!board) return { ...base, top: null, around: null, past: null };
  const key = { userId: user.id, periodicity: board.periodicity, type: board.type };
  if (view === "around") {
    return { ...base, top: null, around: await context.engagement.aroundMe({ ...key, k: 10 }), past: null };
  }
  if (view === "past") {
    const periods = await context.engagement.pastPeriods(key);
    const chosen =
      periods.find(
        (period) => new Date(period.periodStart).toISOString() === url.searchParams.get("period"),
      ) ?? periods[0];
    const standings = chosen
      ? await context.engagement.pastStandings({ ...key, periodStart: new Date(chosen.periodStart) })
      : null;
    return { ...base, top: null, around: null, past: { periods, chosen: chosen ?? null, standings } };
  }
  const top = await context.engagement.boardPage({ ...key, cursor: url.searchParams.get("cursor") });
  return { ...base, top, around: null, past: null };
}

/** A standing as the table shows it: current and past periods alike (when it was reached is not shown). */
type Row = Omit<ContenderRow, "reachedAt">;

function Standings({ rows, userId, pinned }: { rows: Row[]; userId: string; pinned?: Row | null }) {
  const showPinned = pinned && !rows.some((row) => row.userId === pinned.userId);
  return (
    <table className="board-table">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Player</th>
          <th scope="col" className="board-table__score">
            Score
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <BoardRow key={row.userId} row={row} mine={row.userId === userId} />
        ))}
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="board-table__empty">
              Nobody has scored yet this period.
            </td>
          </tr>
        ) : null}
      </tbody>
      {showPinned ? (
        <tfoot>
          <BoardRow row={pinned} mine pinned />
        </tfoot>
      ) : null}
    </table>
  );
}

function BoardRow({ row, mine, pinned }: { row: Row; mine: boolean; pinned?: boolean }) {
  return (
    <tr
      className={`${mine ? "board-row--mine" : ""}${pinned ? " board-row--pinned" : ""}`}
      data-testid={mine ? "my-row" : undefined}
    >
      <td className="board-table__rank">
        <span className={row.rank <= 3 ? `rank-medal rank-medal--${row.rank}` : undefined}>
          #{row.rank.toLocaleString("en-US")}
        </span>
      </td>
      <td>
        <span className="art-label">
          <ProfileAvatar avatar={row.avatar} frame={row.frame} size={32} />
          <span className="board-row__name">
            {row.name ? (
              <Link to={`/profile/${encodeURIComponent(row.name)}`}>{row.name}</Link>
            ) : (
              "Unknown tamer"
            )}
            {mine ? <span className="board-row__you"> (you)</span> : null}
          </span>
        </span>
      </td>
      <td className="board-table__score">{row.score.toLocaleString("en-US")}</td>
    </tr>
  );
}

export default function Leaderboards() {
  const { types, periodicities, board, view, top, around, past, userId, now } =
    useLoaderData<typeof loader>();
  const link = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams({
      type: board?.type ?? "",
      periodicity: board?.periodicity ?? "",
      view,
    });
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(name);
      else params.set(name, value);
    }
    return `/leaderboards?${params}`;
  };
  return (
    <section className="engagement-page container">
      <header className="engagement-page__header">
        <div>
          <p className="eyebrow">Leaderboards</p>
          <h1>Climb the ranks</h1>
          <p className="engagement-page__lede">Ties go to whoever reached the score first.</p>
        </div>
      </header>
      <nav className="tabs" aria-label="Ranked stat">
        {types.map((type) => (
          <Link
            key={type}
            to={link({ type, periodicity: board?.periodicity })}
            className={`tab${type === board?.type ? " tab--active" : ""}`}
            aria-current={type === board?.type ? "page" : undefined}
          >
            {leaderboardStatName(type)}
          </Link>
        ))}
      </nav>
      <nav className="tabs tabs--secondary" aria-label="Period">
        {periodicities.map((periodicity) => (
          <Link
            key={periodicity}
            to={link({ periodicity })}
            className={`tab${periodicity === board?.periodicity ? " tab--active" : ""}`}
            aria-current={periodicity === board?.periodicity ? "page" : undefined}
          >
            {periodicityName(periodicity)}
          </Link>
        ))}
      </nav>
      {!board ? (
        <p className="engagement-empty">No leaderboards yet.</p>
      ) : (
        <article className="board-card">
          <div className="board-card__head">
            <h2>{leaderboardName(board)}</h2>
            <p className="board-card__reset" data-testid="next-reset">
              {board.nextResetAt ? `Resets ${relativeTime(board.nextResetAt, now)}` : "Never resets"}
            </p>
          </div>
          <nav className="tabs tabs--small" aria-label="View">
            <Link
              to={link({ view: "top", cursor: undefined, period: undefined })}
              className={`tab${view === "top" ? " tab--active" : ""}`}
            >
              Top
            </Link>
            <Link
              to={link({ view: "around", cursor: undefined, period: undefined })}
              className={`tab${view === "around" ? " tab--active" : ""}`}
            >
              Around me
            </Link>
            <Link
              to={link({ view: "past", cursor: undefined })}
              className={`tab${view === "past" ? " tab--active" : ""}`}
            >
              Past periods
            </Link>
          </nav>
          {top ? (
            <>
              <Standings rows={top.top.rows} userId={userId} pinned={top.me} />
              {!top.me ? <p className="board-card__note">Play a match to get on this board.</p> : null}
              {top.top.nextCursor ? (
                <Link
                  to={link({ view: "top", cursor: top.top.nextCursor })}
                  className="button button--ghost button--small"
                >
                  Next page
                </Link>
              ) : null}
            </>
          ) : null}
          {around ? (
            around.me ? (
              <Standings rows={[...around.above, around.me, ...around.below]} userId={userId} />
            ) : (
              <p className="board-card__note">You have no score on this board yet.</p>
            )
          ) : null}
          {past ? (
            past.chosen ? (
              <>
                <nav className="tabs tabs--small" aria-label="Past period">
                  {past.periods.map((period) => {
                    const iso = new Date(period.periodStart).toISOString();
                    return (
                      <Link
                        key={iso}
                        to={link({ view: "past", period: iso })}
                        className={`tab${iso === new Date(past.chosen!.periodStart).toISOString() ? " tab--active" : ""}`}
                      >
                        {new Date(period.periodStart).toLocaleDateString("en-GB", {
                          day: "numeric",
                          month: "short",
                          timeZone: "UTC",
                        })}
                      </Link>
                    );
                  })}
                </nav>
                <Standings rows={past.standings?.rows ?? []} userId={userId} pinned={past.standings?.me} />
              </>
            ) : (
              <p className="board-card__note">No past periods yet.</p>
            )
          ) : null}
        </article>
      )}
    </section>
  );
}
