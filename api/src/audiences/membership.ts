// Which of some audiences one player is in, in one statement: each audience's
// rules become a CASE over the player's row, so a live event, a config override,
// an experiment or a promo code asks once however many audiences are in play.
import { type Db, Prisma } from "../db.ts";
import { type AudienceRules, AudienceRulesSchema, audienceWhere } from "./audience-rules.ts";

export interface AudienceWithRules {
  id: number;
  rules: AudienceRules;
}

/** The rules as stored (Audience.rules, JSON), parsed; rules that no longer parse match nobody. */
export function storedRules(json: unknown): AudienceRules | null {
  const parsed = AudienceRulesSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The ids of the given audiences that have this player in them at `now`. */
export async function audiencesContaining(
  db: Db,
  input: { userId: string; audiences: readonly AudienceWithRules[]; now: Date },
): Promise<Set<number>> {
  const distinct = [...new Map(input.audiences.map((audience) => [audience.id, audience])).values()];
  if (distinct.length === 0) return new Set();
  const cases = distinct.map(
    (audience) =>
      Prisma.sql`CASE WHEN ${audienceWhere(audience.rules, input.now)} THEN ${audience.id}::int END`,
  );
  const [row] = await db.$queryRaw<{ ids: number[] }[]>`
    SELECT array_remove(ARRAY[${Prisma.join(cases)}]::int[], NULL) AS ids
    FROM "User" u WHERE u.id = ${input.userId}::uuid`;
  return new Set(row?.ids ?? []);
}
