// Who is in an audience: the conditions staff describe (a saved Audience's rules,
// or a segment typed for one send), and the one SQL condition that decides
// membership. Every use (a send, a live count, a live event, a config override,
// a promo code, an experiment) asks the database with audienceWhere, set-based,
// so nothing ever loads players into memory to pick among them (docs/decisions/133).
import { z } from "zod";
import { reportingCurrency } from "../analytics/reporting-currency.ts";
import { InstantSchema, intInput } from "../db/row-id.ts";
import { Prisma } from "../db.ts";
import { banInForce } from "../moderation/active-ban.ts";
import { dayMs } from "../time/utc-day.ts";

/** Where a player plays: only the web site, or (also) a game client signed in with a token. */
export const clientPlatforms = ["web", "game_client"] as const;

const CountrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "a country's two-letter code, e.g. FR")
  .transform((country) => country.toUpperCase());

/** Every given condition must hold; none given = every player. */
export const AudienceRulesSchema = z.strictObject({
  levelMin: intInput({ min: 1 }).optional(),
  levelMax: intInput({ min: 1 }).optional(),
  /** true: VIP now (vipExpiresAt > now); false: not VIP. */
  vip: z.boolean().optional(),
  /** ISO 3166 country of the player's latest completed payment. */
  country: CountrySchema.optional(),
  /** The same, any one of these countries. */
  countries: z.array(CountrySchema).min(1).max(100).optional(),
  /** Active (User.lastActiveAt) at or after this time. */
  activeSince: InstantSchema.optional(),
  /** Active within the last N days (a saved audience's moving window). */
  activeWithinDays: intInput({ min: 1, max: 3650 }).optional(),
  /** Not active for at least N days (lapsed players; never active counts as lapsed). */
  inactiveForDays: intInput({ min: 1, max: 3650 }).optional(),
  /** true: has at least one real-money payment; false: never paid. */
  hasPaid: z.boolean().optional(),
  /**
   * Lifetime real-money spend (completed payments), at least / at most, in cents of the
   * reporting currency (analytics/reporting-currency.ts: every payment converted at its rate).
   */
  spendMinCents: intInput({ min: 0 }).optional(),
  spendMaxCents: intInput({ min: 0 }).optional(),
  /** Sign-up cohort: signed up at or after / before these times. */
  signedUpFrom: InstantSchema.optional(),
  signedUpBefore: InstantSchema.optional(),
  /** web: never signed in from a game client; game_client: has a game client's session. */
  platform: z.enum(clientPlatforms).optional(),
  /** Players who have seen this variant of this experiment (by the experiment's key). */
  experiment: z
    .strictObject({ key: z.string().trim().min(1).max(60), variant: z.string().trim().min(1).max(40) })
    .optional(),
  /** Banned players are left out unless asked for. */
  includeBanned: z.boolean().default(false),
});
export type AudienceRules = z.infer<typeof AudienceRulesSchema>;
export type AudienceRulesInput = z.input<typeof AudienceRulesSchema>;

const sql = Prisma.sql;

/** A payment's rate to the reporting currency, by its currency (a currency without a rate counts as 1). */
const inReportingCurrency = sql`(CASE lower(t.currency) ${Prisma.join(
  Object.entries(reportingCurrency.rates).map(
    ([currency, rate]) => sql`WHEN ${currency} THEN ${rate}::numeric`,
  ),
  " ",
)} ELSE 1 END)`;

/**
 * The SQL condition on the player row `u` ("User" u) for these rules at `now`:
 * players only (no staff), erased accounts never, banned ones only when asked.
 */
export function audienceWhere(rules: AudienceRules, now: Date): Prisma.Sql {
  const conditions: Prisma.Sql[] = [sql`u.role = 'player'`, sql`u."deletedAt" IS NULL`];
  if (!rules.includeBanned) conditions.push(sql`NOT ${banInForce("u", now)}`);
  if (rules.levelMin !== undefined) conditions.push(sql`u.level >= ${rules.levelMin}`);
  if (rules.levelMax !== undefined) conditions.push(sql`u.level <= ${rules.levelMax}`);
  if (rules.vip === true) conditions.push(sql`u."vipExpiresAt" > ${now}`);
  if (rules.vip === false) conditions.push(sql`(u."vipExpiresAt" IS NULL OR u."vipExpiresAt" <= ${now})`);
  if (rules.activeSince) conditions.push(sql`u."lastActiveAt" >= ${rules.activeSince}`);
  if (rules.activeWithinDays !== undefined) {
    conditions.push(sql`u."lastActiveAt" >= ${new Date(now.getTime() - rules.activeWithinDays * dayMs)}`);
  }
  if (rules.inactiveForDays !== undefined) {
    const since = new Date(now.getTime() - rules.inactiveForDays * dayMs);
    conditions.push(sql`(u."lastActiveAt" IS NULL OR u."lastActiveAt" < ${since})`);
  }
  const paid = sql`EXISTS (SELECT 1 FROM "Transaction" t WHERE t."userId" = u.id)`;
  if (rules.hasPaid === true) conditions.push(paid);
  if (rules.hasPaid === false) conditions.push(sql`NOT ${paid}`);
  const spend = sql`(SELECT coalesce(sum(t.price * ${inReportingCurrency}), 0) FROM "Transaction" t
    WHERE t."userId" = u.id AND t.status = 'completed')`;
  if (rules.spendMinCents !== undefined) conditions.push(sql`${spend} >= ${rules.spendMinCents}`);
  if (rules.spendMaxCents !== undefined) conditions.push(sql`${spend} <= ${rules.spendMaxCents}`);
  const country = sql`upper((
      SELECT t.country FROM "Transaction" t
      WHERE t."userId" = u.id AND t.status = 'completed'
      ORDER BY t."createdAt" DESC, t.id DESC LIMIT 1))`;
  if (rules.country) conditions.push(sql`${country} = ${rules.country}`);
  if (rules.countries) conditions.push(sql`${country} = ANY(${rules.countries}::text[])`);
  if (rules.signedUpFrom) conditions.push(sql`u."createdAt" >= ${rules.signedUpFrom}`);
  if (rules.signedUpBefore) conditions.push(sql`u."createdAt" < ${rules.signedUpBefore}`);
  if (rules.platform) {
    const client = sql`EXISTS (SELECT 1 FROM "ClientSession" c WHERE c."userId" = u.id)`;
    conditions.push(rules.platform === "game_client" ? client : sql`NOT ${client}`);
  }
  if (rules.experiment) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM "ExperimentExposure" x JOIN "Experiment" e ON e.id = x."experimentId"
      WHERE x."userId" = u.id AND e.key = ${rules.experiment.key} AND x.variant = ${rules.experiment.variant})`);
  }
  return Prisma.join(conditions, " AND ");
}
