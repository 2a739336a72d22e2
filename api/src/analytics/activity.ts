// Player activity metrics over PlayerActivityDay (one row per player per UTC
// day of use, primary key (userId, day), index (day)) and User.createdAt.
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { addDays, startOfUtcDay, utcDayKey } from "../time/utc-day.ts";
import { type AnalyticsQuery, type AnalyticsQueryInput, AnalyticsQuerySchema } from "./analytics-query.ts";

/** The rollup writes: the primary. */
type Deps = Pick<AppDeps, "db">;
/** The metrics only read, and tolerate replica lag: the read replica when there is one. */
type ReadDeps = Pick<AppDeps, "dbRead">;

/** The bucket a day falls in, as YYYY-MM-DD of the bucket's first day (weeks start on Monday). */
export function bucketSql(granularity: AnalyticsQuery["granularity"], column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(date_trunc(${granularity}, (${column})::timestamp)::date, 'YYYY-MM-DD')`;
}

export interface ActivityRow {
  bucket: string;
  /** Mean daily active players over the bucket's days. */
  dau: number;
  /** Distinct players active in the 7 days ending on the bucket's last day. */
  wau: number;
  /** Distinct players active in the 30 days ending on the bucket's last day. */
  mau: number;
  /** dau / mau (0 when nobody was active). */
  stickiness: number;
  /** Distinct players active in the bucket's calendar day, week or month (up to its last day in the range). */
  activePlayers: number;
  /** Player-days in the bucket (the sum of daily actives). */
  playerDays: number;
}

/** The ActivityDaily column that holds a bucket's distinct actives at its last day. */
const toDateColumn = { day: "dau", week: "weekToDate", month: "monthToDate" } as const;

/**
 * DAU, WAU, MAU, stickiness and distinct actives per bucket, from the daily
 * rollup ActivityDaily (see rollupActivityDaily): at most 366 small rows.
 */
export async function activeUsers(deps: ReadDeps, input: AnalyticsQueryInput): Promise<ActivityRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  const toDate = Prisma.raw(`"${toDateColumn[query.granularity]}"`);
  const rows = await deps.dbRead.$queryRaw<Omit<ActivityRow, "stickiness">[]>`
    WITH daily AS (
      SELECT d::date AS day, coalesce(r.dau, 0) AS dau, coalesce(r.wau, 0) AS wau, coalesce(r.mau, 0) AS mau,
        coalesce(r.${toDate}, 0) AS "toDate"
      FROM generate_series(${query.from}::timestamp, ${query.to}::timestamp, interval '1 day') AS d
      LEFT JOIN "ActivityDaily" r ON r.day = d::date
    ),
    bucketed AS (
      SELECT ${bucketSql(query.granularity, Prisma.sql`day`)} AS bucket, daily.*,
        row_number() OVER (PARTITION BY date_trunc(${query.granularity}, day::timestamp) ORDER BY day DESC) AS from_end
      FROM daily
    )
    SELECT bucket,
      avg(dau)::float8 AS dau,
      max(wau) FILTER (WHERE from_end = 1)::int AS wau,
      max(mau) FILTER (WHERE from_end = 1)::int AS mau,
      max("toDate") FILTER (WHERE from_end = 1)::int AS "activePlayers",
      sum(dau)::int AS "playerDays"
    FROM bucketed GROUP BY bucket ORDER BY bucket`;
  return rows.map((row) => ({
    bucket: row.bucket,
    dau: round(row.dau, 1),
    wau: row.wau,
    mau: row.mau,
    stickiness: row.mau > 0 ? round(row.dau / row.mau, 4) : 0,
    activePlayers: row.activePlayers,
    playerDays: row.playerDays,
  }));
}

export interface ActivityRollupResult {
  /** UTC days recomputed (0 when nothing changed). */
  days: number;
  /** The first day recomputed, when any. */
  from: string | null;
}

/**
 * Brings ActivityDaily up to date. A day's row is stale when its DAU differs
 * from the activity rows of that day (one index-only count per day over
 * PlayerActivityDay(day)), which catches today's new players, a back-filled
 * day and deleted players alike. From the earliest stale day (or yesterday,
 * always) to `now`'s day, every day is recomputed in one ordered pass over
 * the activity rows of that span and 31 days before it: each activity row
 * opens a window in which its player counts as weekly (monthly) active,
 * closed 7 (30) days later or at the player's next activity, whichever is
 * first, so one player's windows never overlap and the running sum of opens
 * minus closes is a distinct count without a distinct count per day. The
 * week- and month-to-date counts add up, per calendar week (month), the
 * players whose activity that day is their first of the week (month).
 * Recomputing whole days makes a run idempotent; it runs in one transaction,
 * with room to sort in memory.
 */
export async function rollupActivityDaily(deps: Deps, input: { now: Date }): Promise<ActivityRollupResult> {
  const today = utcDayKey(input.now);
  const yesterday = addDays(today, -1);
  return deps.db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('activity_daily'))`;
      await tx.$executeRawUnsafe("SET LOCAL work_mem = '128MB'");
      const [stale] = await tx.$queryRaw<{ first: string | null }[]>`
        SELECT to_char(min(coalesce(a.day, r.day)), 'YYYY-MM-DD') AS first
        FROM (SELECT day, count(*)::int AS n FROM "PlayerActivityDay" WHERE day <= ${today}::date GROUP BY day) a
        FULL JOIN "ActivityDaily" r ON r.day = a.day
        WHERE coalesce(a.n, 0) <> coalesce(r.dau, 0)`;
      const first = stale?.first && stale.first < yesterday ? stale.first : yesterday;
      await tx.$executeRaw`DELETE FROM "ActivityDaily" WHERE day >= ${first}::date`;
      const days = await tx.$executeRaw`
        WITH activity AS MATERIALIZED (
          SELECT day, lead(day) OVER w AS next,
            (lag(day) OVER w IS NULL OR lag(day) OVER w < date_trunc('week', day::timestamp)::date)::int AS week_first,
            (lag(day) OVER w IS NULL OR lag(day) OVER w < date_trunc('month', day::timestamp)::date)::int AS month_first
          FROM "PlayerActivityDay"
          WHERE day BETWEEN ${first}::date - 31 AND ${today}::date
          WINDOW w AS (PARTITION BY "userId" ORDER BY day)
        ),
        opened AS (
          SELECT day, count(*)::int AS n, sum(week_first)::int AS wk, sum(month_first)::int AS mo
          FROM activity GROUP BY day
        ),
        closed7 AS (SELECT LEAST(day + 7, next) AS day, count(*)::int AS n FROM activity GROUP BY 1),
        closed30 AS (SELECT LEAST(day + 30, next) AS day, count(*)::int AS n FROM activity GROUP BY 1),
        daily AS (
          SELECT g.day::date AS day, coalesce(o.n, 0) AS dau,
            sum(coalesce(o.n, 0) - coalesce(c7.n, 0)) OVER (ORDER BY g.day) AS wau,
            sum(coalesce(o.n, 0) - coalesce(c30.n, 0)) OVER (ORDER BY g.day) AS mau,
            sum(coalesce(o.wk, 0)) OVER (PARTITION BY date_trunc('week', g.day) ORDER BY g.day) AS week_to_date,
            sum(coalesce(o.mo, 0)) OVER (PARTITION BY date_trunc('month', g.day) ORDER BY g.day) AS month_to_date
          FROM generate_series(${first}::timestamp - interval '31 days', ${today}::timestamp, interval '1 day') AS g (day)
          LEFT JOIN opened o ON o.day = g.day::date
          LEFT JOIN closed7 c7 ON c7.day = g.day::date
          LEFT JOIN closed30 c30 ON c30.day = g.day::date
        )
        INSERT INTO "ActivityDaily" (day, dau, wau, mau, "weekToDate", "monthToDate")
        SELECT day, dau, wau, mau, week_to_date, month_to_date FROM daily WHERE day >= ${first}::date`;
      // A cohort's retention changes with the activity 1, 7 or 30 days after it.
      await tx.$executeRaw`DELETE FROM "RetentionDaily" WHERE day >= ${first}::date - 30`;
      await tx.$executeRaw`
        INSERT INTO "RetentionDaily" (day, players, d1, d7, d30)
        SELECT c.joined, count(*)::int,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "PlayerActivityDay" a WHERE a."userId" = c.id AND a.day = c.joined + 1))::int,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "PlayerActivityDay" a WHERE a."userId" = c.id AND a.day = c.joined + 7))::int,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "PlayerActivityDay" a WHERE a."userId" = c.id AND a.day = c.joined + 30))::int
        FROM (
          SELECT id, "createdAt"::date AS joined FROM "User"
          WHERE "createdAt" >= ${first}::date - 30 AND "createdAt" < ${today}::date + 1 AND role = 'player'
        ) c
        GROUP BY c.joined`;
      return { days, from: first };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

export interface NewPlayersRow {
  bucket: string;
  newPlayers: number;
}

/** Players (role player) created per bucket, over User(createdAt). */
export async function newPlayers(deps: ReadDeps, input: AnalyticsQueryInput): Promise<NewPlayersRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  return deps.dbRead.$queryRaw<NewPlayersRow[]>`
    WITH counts AS (
      SELECT ${bucketSql(query.granularity, Prisma.sql`"createdAt"`)} AS bucket, count(*)::int AS n
      FROM "User"
      WHERE "createdAt" >= ${query.from}::date AND "createdAt" < ${query.to}::date + 1 AND role = 'player'
      GROUP BY 1
    )
    SELECT b.bucket, coalesce(c.n, 0)::int AS "newPlayers"
    FROM (SELECT DISTINCT ${bucketSql(query.granularity, Prisma.sql`d`)} AS bucket
          FROM generate_series(${query.from}::timestamp, ${query.to}::timestamp, interval '1 day') AS d) b
    LEFT JOIN counts c USING (bucket)
    ORDER BY b.bucket`;
}

export interface RetentionRow {
  /** The cohort: players who signed up in this bucket. */
  bucket: string;
  players: number;
  d1: number | null;
  d7: number | null;
  d30: number | null;
}

/**
 * Classic N-day retention per sign-up cohort: the share of the cohort's
 * players active exactly N days after the UTC day they signed up, from the
 * rollup RetentionDaily. A rate is null until every player of the cohort has
 * reached that day (today excluded, as it is not over), so a young cohort
 * never shows a falsely low rate.
 */
export async function retention(
  deps: ReadDeps,
  input: AnalyticsQueryInput & { today?: string },
): Promise<RetentionRow[]> {
  const query = AnalyticsQuerySchema.parse(input);
  const today = input.today ?? utcDayKey(new Date());
  const rows = await deps.dbRead.$queryRaw<
    { bucket: string; players: number; last: string; r1: number; r7: number; r30: number }[]
  >`
    SELECT ${bucketSql(query.granularity, Prisma.sql`day`)} AS bucket,
      sum(players)::int AS players, to_char(max(day), 'YYYY-MM-DD') AS last,
      sum(d1)::int AS r1, sum(d7)::int AS r7, sum(d30)::int AS r30
    FROM "RetentionDaily"
    WHERE day BETWEEN ${query.from}::date AND ${query.to}::date AND players > 0
    GROUP BY 1 ORDER BY 1`;
  const rate = (retained: number, players: number, last: string, n: number) =>
    addDays(last, n) < today ? round(retained / players, 4) : null;
  return rows.map((row) => ({
    bucket: row.bucket,
    players: row.players,
    d1: rate(row.r1, row.players, row.last, 1),
    d7: rate(row.r7, row.players, row.last, 7),
    d30: rate(row.r30, row.players, row.last, 30),
  }));
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The PlayerActivityDay row of a player active at `at`: their UTC day. */
export function activityDayRow(userId: string, at: Date): { userId: string; day: Date } {
  return { userId, day: startOfUtcDay(at) };
}

/**
 * The one writer of PlayerActivityDay (the session's daily bookkeeping and
 * markActive call it): the player was active on `at`'s UTC day. The primary
 * key makes concurrent or repeated marks harmless.
 */
export async function recordActivityDay(db: Db, userId: string, at: Date): Promise<void> {
  await db.playerActivityDay.createMany({ data: [activityDayRow(userId, at)], skipDuplicates: true });
}

/**
 * Marks a player active on `now`'s UTC day, for activity that does not pass
 * through a session (a game server reporting a match). Remembered in memory
 * per process for the day, so a busy player costs one INSERT a day per instance.
 */
export function createActivityMarker() {
  let markedDay = "";
  let marked = new Set<string>();
  return async function markActive(db: Db, userId: string, now: Date): Promise<void> {
    const day = utcDayKey(now);
    if (day !== markedDay) {
      markedDay = day;
      marked = new Set();
    }
    if (marked.has(userId)) return;
    await recordActivityDay(db, userId, now);
    marked.add(userId);
  };
}

/** The process's marker (one per process is the point of remembering). */
export const markActive = createActivityMarker();
