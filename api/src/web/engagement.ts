// Inbox, polls and leaderboards as the game's pages reach them (`context.engagement`),
// through the same use cases the HTTP routes call. Reads answer their value; actions
// answer an Outcome (./outcome.ts), and the page words its own success.
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { collectAllRewards, collectMessageRewards } from "../inbox/collect-rewards.ts";
import { deleteMessage, deleteReadMessages } from "../inbox/delete-messages.ts";
import { type InboxPage, inboxCounts, listInbox } from "../inbox/list-inbox.ts";
import { performMessageAction } from "../inbox/perform-action.ts";
import { markAllRead, markMessageRead } from "../inbox/read-messages.ts";
import {
  type ArchivedPeriod,
  type AroundMe,
  archivedPeriods,
  archivedRankOf,
  archivedStandings,
  aroundContender,
  type BoardView,
  boardView,
  type ContenderRow,
  findBoard,
  listBoards,
  type TopPage,
  topContenders,
} from "../leaderboards/query-leaderboard.ts";
import { answerPoll } from "../polls/answer-poll.ts";
import { currentPoll, type PlayerPoll } from "../polls/current-poll.ts";
import { attempt, type Outcome, refusalOf } from "./outcome.ts";

/**
 * `attempt` for a message named by a form: an id that no row can have (NaN,
 * fractions, beyond int4) names no message and never reaches the database.
 */
function attemptOnMessage<T>(messageId: number, run: () => Promise<T>): Promise<Outcome<T>> {
  if (!RowIdSchema.safeParse(messageId).success) {
    return Promise.resolve(refusalOf(new AppError("not_found", "No such message.")));
  }
  return attempt(run);
}

export interface BoardPage {
  board: BoardView;
  top: TopPage;
  /** The player's own row (pinned under the list when it is not on the page). */
  me: ContenderRow | null;
}

/** A board as a page names it in its address. */
interface BoardKey {
  periodicity: string;
  type: string;
}

export function createWebEngagement(deps: AppDeps) {
  const { db } = deps;
  const now = () => new Date();
  const board = async (input: BoardKey) => {
    try {
      return await findBoard({ db }, input);
    } catch {
      return null;
    }
  };
  return {
    async unreadCount(userId: string) {
      return (await inboxCounts({ db }, { userId, now: now() })).unread;
    },
    inbox: (userId: string): Promise<InboxPage> => listInbox({ db }, { userId, now: now() }),
    markRead: (userId: string, messageId: number) =>
      attemptOnMessage(messageId, () => markMessageRead({ db }, { userId, messageId, now: now() })),
    markAllRead: (userId: string) => attempt(() => markAllRead({ db }, { userId, now: now() })),
    collect: (userId: string, messageId: number) =>
      attemptOnMessage(messageId, () => collectMessageRewards(deps, { userId, messageId, now: now() })),
    collectAll: (userId: string) => attempt(() => collectAllRewards(deps, { userId, now: now() })),
    performAction: (userId: string, messageId: number) =>
      attemptOnMessage(messageId, () => performMessageAction({ db }, { userId, messageId, now: now() })),
    deleteMessage: (userId: string, messageId: number) =>
      attemptOnMessage(messageId, () => deleteMessage({ db }, { userId, messageId })),
    deleteRead: (userId: string) => attempt(() => deleteReadMessages({ db }, { userId })),
    currentPoll: (userId: string): Promise<PlayerPoll | null> => currentPoll({ db }, { userId, now: now() }),
    answerPoll: (userId: string, key: string, answer: string) =>
      attempt(() => answerPoll(deps, { userId, key, answer, now: now() })),
    boards: (): Promise<BoardView[]> => listBoards({ db }, { now: now() }),
    async boardPage(input: BoardKey & { userId: string; cursor?: string | null }): Promise<BoardPage | null> {
      const found = await board(input);
      if (!found) return null;
      const [top, me] = await Promise.all([
        topContenders({ db }, { leaderboardId: found.id, cursor: input.cursor, limit: 25 }),
        aroundContender({ db }, { leaderboardId: found.id, userId: input.userId, k: 0 }),
      ]);
      return { board: boardView(found, now()), top, me: me.me };
    },
    async aroundMe(
      input: BoardKey & { userId: string; k?: number },
    ): Promise<(AroundMe & { board: BoardView }) | null> {
      const found = await board(input);
      if (!found) return null;
      const around = await aroundContender(
        { db },
        { leaderboardId: found.id, userId: input.userId, k: input.k },
      );
      return { ...around, board: boardView(found, now()) };
    },
    async pastPeriods(input: BoardKey): Promise<ArchivedPeriod[]> {
      const found = await board(input);
      return found ? archivedPeriods({ db }, { leaderboardId: found.id }) : [];
    },
    async pastStandings(
      input: BoardKey & { userId: string; periodStart: Date },
    ): Promise<{ rows: ContenderRow[]; me: ContenderRow | null }> {
      const found = await board(input);
      if (!found) return { rows: [], me: null };
      const [{ rows }, me] = await Promise.all([
        archivedStandings({ db }, { leaderboardId: found.id, periodStart: input.periodStart, limit: 100 }),
        archivedRankOf(
          { db },
          { leaderboardId: found.id, periodStart: input.periodStart, userId: input.userId },
        ),
      ]);
      return { rows, me };
    },
  };
}

export type WebEngagement = ReturnType<typeof createWebEngagement>;
