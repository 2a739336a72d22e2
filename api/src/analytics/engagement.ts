// Engagement metrics: promo code redemptions, poll answers and the inbox.
import type { AppDeps } from "../context.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { bucketSql } from "./activity.ts";
import { type AnalyticsQueryInput, AnalyticsQuerySchema } from "./analytics-query.ts";

// Metrics only read, and tolerate replica lag: they query the read replica when there is one.
type Deps = Pick<AppDeps, "dbRead">;

export interface PromoRow {
  bucket: string;
  code: string;
  redemptions: number;
}

/** Redemptions per bucket and code, over PromoCodeRedemption(redeemedAt). */
export async function promoRedemptions(deps: Deps, input: AnalyticsQueryInput): Promise<PromoRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<PromoRow[]>`
    SELECT r.bucket, p.code, r.redemptions
    FROM (
      SELECT ${bucketSql(query.granularity, Prisma.sql`"redeemedAt"`)} AS bucket, "promoCodeId", count(*)::int AS redemptions
      FROM "PromoCodeRedemption"
      WHERE "redeemedAt" >= ${query.from}::date AND "redeemedAt" < ${query.to}::date + 1
      GROUP BY 1, 2
    ) r
    JOIN "PromoCode" p ON p.id = r."promoCodeId"
    ORDER BY r.bucket, r.redemptions DESC, p.code`;
}

export interface PollRow {
  poll: string;
  question: string;
  answer: string;
  votes: number;
  /** The answer's share of the poll's votes. */
  share: number;
}

/** Answers of the polls that ran during the range (any overlap), per answer. */
export async function pollResults(deps: Deps, input: AnalyticsQueryInput): Promise<PollRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<PollRow[]>`
    SELECT p.key AS poll, p.question, r.answer, r.votes,
      round(r.votes::numeric / sum(r.votes) OVER (PARTITION BY p.key), 4)::float8 AS share
    FROM "Poll" p
    JOIN LATERAL (
      SELECT answer, count(*)::int AS votes FROM "PollResult" WHERE type = p.key GROUP BY answer
    ) r ON true
    WHERE p."startsAt" < ${query.to}::date + 1 AND p."endsAt" >= ${query.from}::date
    ORDER BY p."startsAt" DESC, p.key, r.votes DESC`;
}

export interface InboxRow {
  bucket: string;
  sent: number;
  read: number;
  rewardsCollected: number;
}

/**
 * Inbox messages sent per bucket and how many of them are read and had their
 * rewards collected by now. Message has no index on createdAt alone (expired
 * messages are deleted, so the table stays small); this reads it sequentially.
 */
export async function inbox(deps: Deps, input: AnalyticsQueryInput): Promise<InboxRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<InboxRow[]>`
    SELECT ${bucketSql(query.granularity, Prisma.sql`"createdAt"`)} AS bucket,
      count(*)::int AS sent,
      count(*) FILTER (WHERE "isRead")::int AS read,
      count(*) FILTER (WHERE "areRewardsCollected")::int AS "rewardsCollected"
    FROM "Message"
    WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1
    GROUP BY 1 ORDER BY 1`;
}
