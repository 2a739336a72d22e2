// The game site's side of the engagement use cases, handed to Remix loaders
// and actions as `context.engagement` (like `context.auth`): the game bundle
// imports only these types, never the implementation. Actions get a plain
// outcome ({ok, message}) instead of an AppError, since the site renders it.
import { countOf, notices } from "../config/words.ts";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { toAppError } from "../errors.ts";
import { type CollectedAll, collectAllRewards, collectMessageRewards } from "../inbox/collect-rewards.ts";
import { deleteMessage, deleteReadMessages } from "../inbox/delete-messages.ts";
import { type InboxPage, inboxCounts, listInbox } from "../inbox/list-inbox.ts";
import type { MessageAction } from "../inbox/message-view.ts";
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

export type Outcome<T = undefined> =
  | { ok: true; value: T; message: string }
  | { ok: false; status: number; message: string };

async function attempt<T>(run: () => Promise<T>, message: (value: T) => string): Promise<Outcome<T>> {
  try {
    const value = await run();
    return { ok: true, value, message: message(value) };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) throw error;
    return { ok: false, status: appError.status, message: appError.message };
  }
}

/**
 * `attempt` for a message named by a form: an id that no row can have (NaN,
 * fractions, beyond int4) names no message and never reaches the database.
 */
function attemptOnMessage<T>(
  messageId: number,
  run: () => Promise<T>,
  message: (value: T) => string,
): Promise<Outcome<T>> {
  if (!RowIdSchema.safeParse(messageId).success) {
    return Promise.resolve({ ok: false, status: 404, message: "No such message." });
  }
  return attempt(run, message);
}

export interface BoardPage {
  board: BoardView;
  top: TopPage;
  /** The player's own row (pinned under the list when it is not on the page). */
  me: ContenderRow | null;
}

export interface SiteEngagement {
  unreadCount(userId: string): Promise<number>;
  inbox(userId: string): Promise<InboxPage>;
  markRead(userId: string, messageId: number): Promise<Outcome<unknown>>;
  markAllRead(userId: string): Promise<Outcome<unknown>>;
  collect(userId: string, messageId: number): Promise<Outcome<unknown>>;
  collectAll(userId: string): Promise<Outcome<CollectedAll>>;
  performAction(userId: string, messageId: number): Promise<Outcome<{ action: MessageAction }>>;
  deleteMessage(userId: string, messageId: number): Promise<Outcome<unknown>>;
  deleteRead(userId: string): Promise<Outcome<unknown>>;
  currentPoll(userId: string): Promise<PlayerPoll | null>;
  answerPoll(userId: string, key: string, answer: string): Promise<Outcome<unknown>>;
  boards(): Promise<BoardView[]>;
  boardPage(input: {
    userId: string;
    periodicity: string;
    type: string;
    cursor?: string | null;
  }): Promise<BoardPage | null>;
  aroundMe(input: {
    userId: string;
    periodicity: string;
    type: string;
    k?: number;
  }): Promise<(AroundMe & { board: BoardView }) | null>;
  pastPeriods(input: { periodicity: string; type: string }): Promise<ArchivedPeriod[]>;
  pastStandings(input: {
    userId: string;
    periodicity: string;
    type: string;
    periodStart: Date;
  }): Promise<{ rows: ContenderRow[]; me: ContenderRow | null }>;
}

export function createSiteEngagement(deps: AppDeps): SiteEngagement {
  const { db } = deps;
  const now = () => new Date();
  const board = async (input: { periodicity: string; type: string }) => {
    try {
      return await findBoard(db, input);
    } catch {
      return null;
    }
  };
  return {
    async unreadCount(userId) {
      return (await inboxCounts(db, { userId, now: now() })).unread;
    },
    inbox: (userId) => listInbox(db, { userId, now: now() }),
    markRead: (userId, messageId) =>
      attemptOnMessage(
        messageId,
        () => markMessageRead(db, { userId, messageId, now: now() }),
        () => "Marked as read.",
      ),
    markAllRead: (userId) =>
      attempt(
        () => markAllRead(db, { userId, now: now() }),
        (result) => `${countOf(result.marked, "message")} marked as read.`,
      ),
    collect: (userId, messageId) =>
      attemptOnMessage(
        messageId,
        () => collectMessageRewards(deps, { userId, messageId, now: now() }),
        (collected) => notices.rewardsCollected(collected.granted),
      ),
    collectAll: (userId) =>
      attempt(
        () => collectAllRewards(deps, { userId, now: now() }),
        ({ collected, waiting }) =>
          collected.length === 0 && waiting.length === 0
            ? "There were no rewards left to collect."
            : `Collected ${countOf(collected.length, "reward")}` +
              (waiting.length > 0
                ? `; ${countOf(waiting.length, "waits", "wait")} for room in your inventory.`
                : "."),
      ),
    performAction: (userId, messageId) =>
      attemptOnMessage(
        messageId,
        () => performMessageAction(db, { userId, messageId, now: now() }),
        () => "",
      ),
    deleteMessage: (userId, messageId) =>
      attemptOnMessage(
        messageId,
        () => deleteMessage(db, { userId, messageId }),
        () => "Message deleted.",
      ),
    deleteRead: (userId) =>
      attempt(
        () => deleteReadMessages(db, { userId }),
        (result) => `${countOf(result.deleted, "read message")} deleted.`,
      ),
    currentPoll: (userId) => currentPoll(db, { userId, now: now() }),
    answerPoll: (userId, key, answer) =>
      attempt(
        () => answerPoll(deps, { userId, key, answer, now: now() }),
        () => "Thanks for answering!",
      ),
    boards: () => listBoards(db, { now: now() }),
    async boardPage(input) {
      const found = await board(input);
      if (!found) return null;
      const [top, me] = await Promise.all([
        topContenders(db, { leaderboardId: found.id, cursor: input.cursor, limit: 25 }),
        aroundContender(db, { leaderboardId: found.id, userId: input.userId, k: 0 }),
      ]);
      return { board: boardView(found, now()), top, me: me.me };
    },
    async aroundMe(input) {
      const found = await board(input);
      if (!found) return null;
      const around = await aroundContender(db, { leaderboardId: found.id, userId: input.userId, k: input.k });
      return { ...around, board: boardView(found, now()) };
    },
    async pastPeriods(input) {
      const found = await board(input);
      return found ? archivedPeriods(db, { leaderboardId: found.id }) : [];
    },
    async pastStandings(input) {
      const found = await board(input);
      if (!found) return { rows: [], me: null };
      const [rows, me] = await Promise.all([
        archivedStandings(db, { leaderboardId: found.id, periodStart: input.periodStart, limit: 100 }),
        archivedRankOf(db, { leaderboardId: found.id, periodStart: input.periodStart, userId: input.userId }),
      ]);
      return { rows, me };
    },
  };
}
