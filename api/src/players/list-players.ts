// Staff finding players: by id, e-mail prefix or display-name prefix, and role.
// Analysts read with e-mails masked.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import { can } from "../staff/permissions.ts";
import { type PlayerRow, rowSelect, toRow, uuidPattern } from "./player-record.ts";

/** Name searches read at most this many matching profiles (a prefix of one letter could match a million). */
export const maxNameMatches = 1000;

export const playerSortFields = ["id", "createdAt", "level", "lastActiveAt", "email"] as const;
export type PlayerSortField = (typeof playerSortFields)[number];

export const PlayerFilterSchema = z.strictObject({
  /** An exact id, an e-mail prefix (has "@"; exact e-mail for analysts) or a display-name prefix. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(["player", "admin", "liveops", "analyst"]).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([z.string(), z.array(z.string()).max(500)]).optional(),
});
export type PlayerFilter = z.output<typeof PlayerFilterSchema>;

/**
 * The where clause of a search; every branch is one index: the primary key,
 * User.email's unique index (prefix LIKE is index-backed under the C collation: ADR 070),
 * or UserProfile.name's unique index, read first and capped.
 */
async function searchWhere(db: Db, actor: Actor, filter: PlayerFilter): Promise<Prisma.UserWhereInput> {
  const where: Prisma.UserWhereInput = {};
  if (filter.role) where.role = filter.role;
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter((id) => uuidPattern.test(id));
    where.id = { in: ids };
  }
  const q = filter.q;
  if (!q) return where;
  if (uuidPattern.test(q)) return { ...where, AND: [{ id: q.toLowerCase() }] };
  if (q.includes("@")) {
    const email = q.toLowerCase();
    // Masked e-mails (analysts) must not be revealed letter by letter by a prefix search.
    return { ...where, email: can(actor.role, "players.read-emails") ? { startsWith: email } : email };
  }
  const profiles = await db.userProfile.findMany({
    where: { name: { startsWith: q } },
    select: { userId: true },
    orderBy: { name: "asc" },
    take: maxNameMatches,
  });
  return { ...where, AND: [{ id: { in: profiles.map((profile) => profile.userId) } }] };
}

export async function listPlayers(
  deps: Pick<AppDeps, "db">,
  input: StaffListQuery<PlayerFilter, PlayerSortField>,
): Promise<{ rows: PlayerRow[]; total: number }> {
  const where = await searchWhere(deps.db, input.actor, input.filter);
  const [users, total] = await Promise.all([
    deps.db.user.findMany({
      where,
      select: rowSelect,
      // The id breaks ties, so pages never repeat or skip a row.
      ...pageArgs(input),
    }),
    deps.db.user.count({ where }),
  ]);
  return { rows: users.map((user) => toRow(input.actor, user)), total };
}
