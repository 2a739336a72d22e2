// Who a row names (a staff member who acted, a player it concerns), by name:
// the console's lists show people, never ids. One query per page of rows,
// joined in the list use cases rather than fetched per row by the console.
import type { Db } from "../db.ts";
import { maskEmail } from "../players/player-record.ts";
import { can } from "../staff/permissions.ts";
import type { Actor } from "./staff-action.ts";

export interface Person {
  id: string;
  /** The display name; null for an account without a profile (most staff). */
  name: string | null;
  /** Masked for analysts. */
  email: string;
  role: "player" | "admin" | "liveops" | "analyst";
}

/** The people these ids name, by id; ids of deleted accounts are absent. */
export async function peopleByIds(
  db: Db,
  viewer: Actor,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, Person>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({
    where: { id: { in: wanted } },
    select: { id: true, email: true, role: true, profile: { select: { name: true } } },
  });
  return new Map(
    users.map((user) => [
      user.id,
      {
        id: user.id,
        name: user.profile?.name ?? null,
        email: can(viewer.role, "players.read-emails") ? user.email : maskEmail(user.email),
        role: user.role,
      },
    ]),
  );
}

/** The person an id names, or null (no id, or an account since deleted). */
export const personOf = (people: Map<string, Person>, id: string | null): Person | null =>
  id ? (people.get(id) ?? null) : null;

/** Rows that name a staff member (actorId) and a player (userId), with both by name: one query for the page. */
export async function withPeople<Row extends { actorId: string | null; userId: string | null }>(
  db: Db,
  viewer: Actor,
  rows: Row[],
): Promise<(Row & { actor: Person | null; user: Person | null })[]> {
  const people = await peopleByIds(
    db,
    viewer,
    rows.flatMap((row) => [row.actorId, row.userId]),
  );
  return rows.map((row) => ({
    ...row,
    actor: personOf(people, row.actorId),
    user: personOf(people, row.userId),
  }));
}
