// A player's ban history for the console, read from the History rows the
// changes wrote: staff bans and unbans (staff_action player.ban /
// player.unban) and timed bans ending (ban_lifted, the job). Each row is told
// in words: who, when, how, why.
import { type Person, peopleByIds, personOf } from "../audit/people.ts";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { historyTypes } from "../history/types.ts";
import { type HistoryQuery, historyPage, historySortFields } from "../players/player-record.ts";

export const playerBanSortFields = historySortFields;

const banActions = ["player.ban", "player.unban"];

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
  input: HistoryQuery & { actor: Actor },
): Promise<{ rows: PlayerBanRow[]; total: number }> {
  const { actor, filter } = input;
  const { userId } = filter;
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
  const page = await historyPage(deps.db, where, input);
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
