// The one rule for whether a ban is in force, in TypeScript (activeBan) and in SQL
// (banInForce), and the error a banned player is refused with.
import { AppError } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";

/** What activeBan reads of a user. */
export interface BanFields {
  isBanned: boolean;
  banReason: string | null;
  bannedUntil: Date | null;
}

/** A ban is in force unless it is a timed ban whose end has passed. */
export function activeBan(
  user: BanFields,
  now = new Date(),
): { reason: string | null; until: Date | null } | null {
  if (!user.isBanned) return null;
  if (user.bannedUntil && user.bannedUntil.getTime() <= now.getTime()) return null;
  return { reason: user.banReason, until: user.bannedUntil };
}

export function bannedError(ban: { reason: string | null; until: Date | null }): AppError {
  const until = ban.until ? ` until ${ban.until.toISOString()}` : "";
  const reason = ban.reason ? `: ${ban.reason}` : ".";
  return new AppError("banned", `Your account is banned${until}${reason}`, {
    reason: ban.reason,
    until: ban.until?.toISOString() ?? null,
  });
}

/**
 * activeBan as a SQL condition on the "User" row `alias`: flagged, and either
 * permanent or ending after `now`. The timed-ban lift's test checks the two agree.
 */
export function banInForce(alias: string, now: Date): Prisma.Sql {
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${user}."isBanned" AND (${user}."bannedUntil" IS NULL OR ${user}."bannedUntil" > ${now}))`;
}
