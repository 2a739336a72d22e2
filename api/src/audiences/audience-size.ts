// How many players are in audiences now: one scan of "User" with one
// count(*) FILTER per audience, so a page of 25 audiences is one statement and
// no player is ever loaded (docs/decisions/133).
import { type Db, Prisma } from "../db.ts";
import { type AudienceRules, audienceWhere } from "./audience-rules.ts";

/** The size of each audience, in order; rules that no longer parse (null) count nobody. */
export async function audienceSizes(
  db: Db,
  rules: readonly (AudienceRules | null)[],
  now: Date,
): Promise<number[]> {
  const counted = rules.flatMap((one, index) => (one ? [{ index, one }] : []));
  const sizes = rules.map(() => 0);
  if (counted.length === 0) return sizes;
  const columns = counted.map(
    ({ one }, column) =>
      Prisma.sql`count(*) FILTER (WHERE ${audienceWhere(one, now)})::int AS ${Prisma.raw(`"s${column}"`)}`,
  );
  const [row] = await db.$queryRaw<Record<string, number>[]>`
    SELECT ${Prisma.join(columns)} FROM "User" u`;
  counted.forEach(({ index }, column) => {
    sizes[index] = Number(row?.[`s${column}`] ?? 0);
  });
  return sizes;
}

/** A small sample of an audience's players, the most recently active first (the rules' preview). */
export interface SamplePlayer {
  id: string;
  name: string | null;
  level: number;
  /** The country of the latest completed payment, if any. */
  country: string | null;
}

export async function audienceSample(
  db: Db,
  rules: AudienceRules,
  now: Date,
  limit: number,
): Promise<SamplePlayer[]> {
  return db.$queryRaw<SamplePlayer[]>`
    SELECT u.id::text AS id, p.name, u.level,
      upper((SELECT t.country FROM "Transaction" t
        WHERE t."userId" = u.id AND t.status = 'completed'
        ORDER BY t."createdAt" DESC, t.id DESC LIMIT 1)) AS country
    FROM "User" u LEFT JOIN "UserProfile" p ON p."userId" = u.id
    WHERE ${audienceWhere(rules, now)}
    ORDER BY u."lastActiveAt" DESC NULLS LAST, u.id
    LIMIT ${limit}`;
}
