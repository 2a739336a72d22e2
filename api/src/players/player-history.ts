// A player's ban history and sign-in history for the console, read from the
// History rows the changes wrote: staff bans and unbans (staff_action
// player.ban / player.unban), timed bans ending (ban_lifted, the job), sign-ups,
// sign-ins and refused sign-ins. Each row is told in words: who, when, how, why.
import { z } from "zod";
import { type Person, peopleByIds, personOf } from "../audit/people.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { historyTypes } from "../history/types.ts";

const historySortFields = ["createdAt", "id"] as const;
export const playerBanSortFields = historySortFields;
export const playerSignInSortFields = historySortFields;

export const PlayerHistoryFilterSchema = z.strictObject({ userId: z.uuid() });

type HistoryQuery = {
  filter: z.output<typeof PlayerHistoryFilterSchema>;
  sort: { field: (typeof historySortFields)[number]; order: "ASC" | "DESC" };
  skip: number;
  take: number;
};

const banActions = ["player.ban", "player.unban"];

async function historyPage(db: Db, where: Prisma.HistoryWhereInput, query: HistoryQuery) {
  const [rows, total] = await Promise.all([
    db.history.findMany({
      where,
      ...pageArgs(query),
      select: { id: true, createdAt: true, type: true, actorId: true, data: true },
    }),
    db.history.count({ where }),
  ]);
  return { rows, total };
}

type BanState = { banReason?: string | null; bannedUntil?: string | null };

/** The ban an unban or a timed ending lifted. */
export interface LiftedBan {
  reason: string | null;
  /** Its planned end; null for a permanent one. */
  until: string | null;
}

export interface PlayerBanRow {
  id: number;
  createdAt: Date;
  userId: string;
  event: "Banned" | "Unbanned" | "Ban ended";
  /** The staff member; null when the timed ban ended by itself. */
  by: Person | null;
  /** A ban's reason, or the note the staff member gave when lifting it (null: none). */
  reason: string | null;
  /** A ban's planned end (null: permanent); null on the other rows. */
  until: string | null;
  /** The ban an unban or a timed ending lifted; null on a ban. */
  lifted: LiftedBan | null;
}

/** Every ban, unban and timed ban ending of a player, newest first by default. */
export async function listPlayerBans(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  query: HistoryQuery,
): Promise<{ rows: PlayerBanRow[]; total: number }> {
  const { userId } = query.filter;
  // Both branches are read through History(userId, type, createdAt).
  const where: Prisma.HistoryWhereInput = {
    userId,
    OR: [
      ...banActions.map((action) => ({
        type: historyTypes.staffAction,
        data: { path: ["action"], equals: action },
      })),
      { type: historyTypes.banLifted },
    ],
  };
  const page = await historyPage(deps.db, where, query);
  const people = await peopleByIds(
    deps.db,
    actor,
    page.rows.map((row) => row.actorId),
  );
  const rows = page.rows.map((row): PlayerBanRow => {
    const data = row.data as {
      action?: string;
      before?: BanState;
      after?: BanState;
      reason?: string | null;
      bannedUntil?: string | null;
    };
    const base = { id: row.id, createdAt: row.createdAt, userId };
    const by = personOf(people, row.actorId);
    if (row.type === historyTypes.banLifted) {
      return {
        ...base,
        event: "Ban ended",
        by,
        reason: null,
        until: null,
        lifted: { reason: data.reason ?? null, until: data.bannedUntil ?? null },
      };
    }
    if (data.action === "player.ban") {
      return {
        ...base,
        event: "Banned",
        by,
        reason: data.after?.banReason ?? null,
        until: data.after?.bannedUntil ?? null,
        lifted: null,
      };
    }
    // An unban has its own note, and tells which ban it lifted.
    return {
      ...base,
      event: "Unbanned",
      by,
      reason: data.reason ?? null,
      until: null,
      lifted: { reason: data.before?.banReason ?? null, until: data.before?.bannedUntil ?? null },
    };
  });
  return { rows, total: page.total };
}

const signInTypes = [historyTypes.signIn, historyTypes.signInFailed, historyTypes.signUp];

const methodNames: Record<string, string> = {
  credentials: "E-mail and password",
  google: "Google",
  discord: "Discord",
};

const refusals: Record<string, string> = {
  invalid_credentials: "Refused: wrong e-mail or password",
  banned: "Refused: banned",
};

export interface PlayerSignInRow {
  id: number;
  createdAt: Date;
  userId: string;
  outcome: string;
  method: string;
  /** The client's IP address. */
  address: string | null;
}

/** Every sign-up, sign-in and refused sign-in of a player, newest first by default. */
export async function listPlayerSignIns(
  deps: Pick<AppDeps, "db">,
  query: HistoryQuery,
): Promise<{ rows: PlayerSignInRow[]; total: number }> {
  const { userId } = query.filter;
  const page = await historyPage(deps.db, { userId, type: { in: signInTypes } }, query);
  const rows = page.rows.map((row): PlayerSignInRow => {
    const data = row.data as { method?: string; address?: string; reason?: string };
    const outcome =
      row.type === historyTypes.signUp
        ? "Signed up"
        : row.type === historyTypes.signIn
          ? "Signed in"
          : (refusals[data.reason ?? ""] ?? "Refused");
    return {
      id: row.id,
      createdAt: row.createdAt,
      userId,
      outcome,
      method: methodNames[data.method ?? ""] ?? data.method ?? "Unknown",
      address: data.address ?? null,
    };
  });
  return { rows, total: page.total };
}
