// Every metric against a hand-built world with fixed dates, each expected
// answer computed here independently: naive loops over the rows the test
// inserted, never the SQL under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { addDays } from "../time/utc-day.ts";
import { activeUsers, createActivityMarker, newPlayers, retention, rollupActivityDaily } from "./activity.ts";
import { AnalyticsQuerySchema, daysBetween } from "./analytics-query.ts";
import { economy, rollupLedgerDaily } from "./economy.ts";
import { inbox, pollResults, promoRedemptions } from "./engagement.ts";
import { leaderboardScores, monsterRates } from "./game.ts";
import { activeVips, monetization, reportingRevenue, revenue, shopSales } from "./monetization.ts";
import { overviewKpis } from "./overview.ts";
import { reportingCurrency } from "./reporting-currency.ts";

let deps: AppDeps & { close(): Promise<void> };

const at = (day: string, time = "12:00:00") => new Date(`${day}T${time}.000Z`);
const today = "2026-11-21";

/** The world's players and the UTC days each was active (the test's own record of the truth). */
const activity = new Map<string, Set<string>>();
const created = new Map<string, string>();
let serial = 0;

async function player(joined: string, activeOffsets: number[]): Promise<string> {
  serial += 1;
  const user = await deps.db.user.create({
    data: { email: `p${serial}@example.com`, createdAt: at(joined, "10:00:00") },
  });
  const days = new Set(activeOffsets.map((offset) => addDays(joined, offset)));
  activity.set(user.id, days);
  created.set(user.id, joined);
  await deps.db.playerActivityDay.createMany({
    data: [...days].map((day) => ({ userId: user.id, day: at(day, "00:00:00") })),
  });
  return user.id;
}

/** Distinct players active on some day in [first, last]. */
function activeBetween(first: string, last: string): number {
  let count = 0;
  for (const days of activity.values()) {
    if ([...days].some((day) => day >= first && day <= last)) count += 1;
  }
  return count;
}

const ids: string[] = [];

beforeAll(async () => {
  deps = await createTestDeps();
  // Cohort of 2026-10-01 (a Thursday): 10 players, 4 back on day 1, 2 on day 7, 1 on day 30.
  for (let i = 0; i < 10; i += 1) {
    const offsets = [0];
    if (i < 4) offsets.push(1);
    if (i < 2) offsets.push(7);
    if (i < 1) offsets.push(30);
    ids.push(await player("2026-10-01", offsets));
  }
  // Cohort of 2026-10-02: 5 players, all back on day 1, none on day 7.
  for (let i = 0; i < 5; i += 1) ids.push(await player("2026-10-02", [0, 1, 2 + i]));
  // Irregular players across October and November (deterministic pattern).
  for (let i = 0; i < 12; i += 1) {
    const offsets = Array.from({ length: 50 }, (_, d) => d).filter((d) => (d * (i + 3) + i) % 7 < 2);
    ids.push(await player(addDays("2026-09-10", i), offsets));
  }
  // Joined yesterday: its D1 is not observable yet.
  ids.push(await player("2026-11-20", [0]));
  // Staff are not players.
  await deps.db.user.create({
    data: { email: "analyst@example.com", role: "analyst", createdAt: at("2026-10-01") },
  });
  // What the hourly stats job does.
  await rollupActivityDaily(deps, { now: at(today) });
});
afterAll(() => deps.close());

describe("query", () => {
  it("defaults to the last 30 days and refuses reversed or too long ranges", () => {
    const parsed = AnalyticsQuerySchema.parse({ to: "2026-11-21" });
    expect(parsed).toMatchObject({ from: "2026-10-23", to: "2026-11-21", granularity: "day", days: 30 });
    expect(AnalyticsQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ from: "2025-01-01", to: "2026-01-02" }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01" }).success).toBe(false);
    expect(
      AnalyticsQuerySchema.safeParse({ from: "2025-01-01", to: "2026-01-01", granularity: "month" }).success,
    ).toBe(true);
  });
});

describe("activity", () => {
  it("D1/D7/D30 retention per cohort", async () => {
    const rows = await retention(deps, { from: "2026-10-01", to: "2026-11-20", today });
    expect(rows.find((row) => row.bucket === "2026-10-01")).toEqual({
      bucket: "2026-10-01",
      players: 10,
      d1: 0.4,
      d7: 0.2,
      d30: 0.1,
    });
    expect(rows.find((row) => row.bucket === "2026-10-02")).toEqual({
      bucket: "2026-10-02",
      players: 5,
      d1: 1,
      d7: 0,
      d30: 0,
    });
    expect(rows.find((row) => row.bucket === "2026-11-20")).toEqual({
      bucket: "2026-11-20",
      players: 1,
      d1: null,
      d7: null,
      d30: null,
    });
    // Weekly: both October cohorts fall in the week of Monday 28 September.
    const weekly = await retention(deps, {
      from: "2026-10-01",
      to: "2026-10-02",
      granularity: "week",
      today,
    });
    expect(weekly).toEqual([
      { bucket: "2026-09-28", players: 15, d1: 0.6, d7: round(2 / 15), d30: round(1 / 15) },
    ]);
  });

  it("DAU, WAU, MAU, stickiness and distinct actives per day, week and month", async () => {
    const from = "2026-10-05";
    const to = "2026-11-10";
    for (const granularity of ["day", "week", "month"] as const) {
      const rows = await activeUsers(deps, { from, to, granularity });
      const buckets = new Map<string, string[]>();
      for (let i = 0; i < daysBetween(from, to); i += 1) {
        const day = addDays(from, i);
        const key = bucketOf(day, granularity);
        buckets.set(key, [...(buckets.get(key) ?? []), day]);
      }
      const expected = [...buckets].map(([bucket, days]) => {
        const last = days[days.length - 1] as string;
        const daily = days.map((day) => activeBetween(day, day));
        const dau = daily.reduce((a, b) => a + b, 0) / days.length;
        const mau = activeBetween(addDays(last, -29), last);
        return {
          bucket,
          dau: Math.round(dau * 10) / 10,
          wau: activeBetween(addDays(last, -6), last),
          mau,
          stickiness: mau > 0 ? round(Math.round(dau * 10) / 10 / mau) : 0,
          // Distinct actives of the calendar bucket, from its start even when the range starts later.
          activePlayers: activeBetween(bucket, last),
          playerDays: daily.reduce((a, b) => a + b, 0),
        };
      });
      expect(rows.map((row) => ({ ...row, stickiness: round(row.dau / row.mau) }))).toEqual(expected);
    }
  });

  it("the activity and retention rollups are idempotent and pick up a back-filled day", async () => {
    const snapshot = () => deps.db.activityDaily.findMany({ orderBy: { day: "asc" } });
    const cohorts = () => deps.db.retentionDaily.findMany({ orderBy: { day: "asc" } });
    const cohortsBefore = await cohorts();
    const before = await snapshot();
    expect(await rollupActivityDaily(deps, { now: at(today) })).toEqual({ days: 2, from: "2026-11-20" });
    expect(await snapshot()).toEqual(before);
    expect(await cohorts()).toEqual(cohortsBefore);
    // A back-filled activity day in October: the next run recomputes from that day on.
    const backfilled = await player("2026-09-01", []);
    activity.set(backfilled, new Set(["2026-10-20"]));
    await deps.db.playerActivityDay.create({
      data: { userId: backfilled, day: at("2026-10-20", "00:00:00") },
    });
    expect(await rollupActivityDaily(deps, { now: at(today) })).toMatchObject({ from: "2026-10-20" });
    const rows = await activeUsers(deps, { from: "2026-10-20", to: "2026-11-18" });
    expect(rows[0]?.dau).toBe(activeBetween("2026-10-20", "2026-10-20"));
    expect(rows.at(-1)?.mau).toBe(activeBetween("2026-10-20", "2026-11-18"));
    expect(rows.at(-1)?.mau).toBe(
      (before.find((row) => row.day.toISOString().startsWith("2026-11-18"))?.mau ?? 0) + 1,
    );
  });

  it("new players per bucket, staff excluded, empty buckets as zero", async () => {
    const rows = await newPlayers(deps, { from: "2026-09-30", to: "2026-10-03" });
    const count = (day: string) => [...created.values()].filter((joined) => joined === day).length;
    expect(rows).toEqual(
      ["2026-09-30", "2026-10-01", "2026-10-02", "2026-10-03"].map((bucket) => ({
        bucket,
        newPlayers: count(bucket),
      })),
    );
    expect(rows[1]?.newPlayers).toBe(10);
  });
});

describe("activity marker", () => {
  it("marks a player's day once, and again on the next day", async () => {
    const user = await deps.db.user.create({ data: { email: "marked@example.com" } });
    const markActive = createActivityMarker();
    await markActive(deps.db, user.id, at("2026-11-20", "08:00:00"));
    await markActive(deps.db, user.id, at("2026-11-20", "09:00:00"));
    // Another process's marker (its own memory) adds nothing either: the key holds.
    await createActivityMarker()(deps.db, user.id, at("2026-11-20", "10:00:00"));
    await markActive(deps.db, user.id, at("2026-11-21", "00:00:01"));
    const days = await deps.db.playerActivityDay.findMany({
      where: { userId: user.id },
      orderBy: { day: "asc" },
    });
    expect(days.map((row) => row.day.toISOString().slice(0, 10))).toEqual(["2026-11-20", "2026-11-21"]);
  });
});

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function bucketOf(day: string, granularity: "day" | "week" | "month"): string {
  if (granularity === "day") return day;
  if (granularity === "month") return `${day.slice(0, 8)}01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

describe("money", () => {
  const purchases: {
    user: number;
    day: string;
    price: number;
    currency: string;
    country: string;
    status?: "refunded";
  }[] = [
    { user: 0, day: "2026-10-05", price: 499, currency: "usd", country: "US" },
    { user: 0, day: "2026-10-05", price: 999, currency: "usd", country: "US" },
    { user: 1, day: "2026-10-05", price: 450, currency: "eur", country: "DE" },
    { user: 2, day: "2026-10-06", price: 450, currency: "eur", country: "FR" },
    { user: 3, day: "2026-10-06", price: 399, currency: "gbp", country: "GB", status: "refunded" },
    { user: 15, day: "2026-10-12", price: 1999, currency: "usd", country: "US" },
    // Before the range: only the overview's previous period sees it.
    { user: 16, day: "2026-09-30", price: 499, currency: "usd", country: "CA" },
  ];

  beforeAll(async () => {
    let n = 0;
    for (const purchase of purchases) {
      n += 1;
      await deps.db.transaction.create({
        data: {
          userId: ids[purchase.user] as string,
          paymentIntentId: `pi_${n}`,
          price: purchase.price,
          currency: purchase.currency.toUpperCase(),
          country: purchase.country,
          description: "gems",
          createdAt: at(purchase.day, "15:00:00"),
          status: purchase.status ?? "completed",
        },
      });
    }
  });

  const completed = () =>
    purchases.filter((p) => !p.status && p.day >= "2026-10-05" && p.day <= "2026-10-18");

  it("revenue per day, country and currency (completed only)", async () => {
    const rows = await revenue(deps, { from: "2026-10-05", to: "2026-10-18" });
    const expected = new Map<string, { revenue: number; purchases: number }>();
    for (const p of completed()) {
      const key = `${p.day}|${p.country}|${p.currency}`;
      const entry = expected.get(key) ?? { revenue: 0, purchases: 0 };
      expected.set(key, { revenue: entry.revenue + p.price, purchases: entry.purchases + 1 });
    }
    expect(
      new Map(
        rows.map((row) => [
          `${row.bucket}|${row.country}|${row.currency}`,
          { revenue: row.revenue, purchases: row.purchases },
        ]),
      ),
    ).toEqual(expected);
  });

  it("revenue per week in the one reporting currency, at the dated rate table", async () => {
    const rows = await reportingRevenue(deps, { from: "2026-10-05", to: "2026-10-18", granularity: "week" });
    const rates: Record<string, number> = reportingCurrency.rates;
    for (const week of ["2026-10-05", "2026-10-12"]) {
      const inWeek = completed().filter((p) => p.day >= week && p.day <= addDays(week, 6));
      const converted = inWeek.reduce((sum, p) => sum + p.price * (rates[p.currency] ?? 0), 0);
      expect(rows.find((row) => row.bucket === week)).toEqual({
        bucket: week,
        currency: "usd",
        revenue: Math.round(converted),
        purchases: inWeek.length,
        unconvertedPurchases: 0,
        ratesAsOf: reportingCurrency.ratesAsOf,
        rates: "1 EUR = 1.16 USD, 1 GBP = 1.31 USD",
      });
    }
    // The first week's 14.98 USD and 9.00 EUR (at 1.16): 25.42 USD.
    expect(rows.find((row) => row.bucket === "2026-10-05")?.revenue).toBe(1498 + 1044);
  });

  it("ARPDAU, ARPPU and conversion per week and currency", async () => {
    const rows = await monetization(deps, { from: "2026-10-05", to: "2026-10-18", granularity: "week" });
    const usdWeek1 = rows.find((row) => row.bucket === "2026-10-05" && row.currency === "usd");
    let playerDays = 0;
    for (let i = 0; i < 7; i += 1)
      playerDays += activeBetween(addDays("2026-10-05", i), addDays("2026-10-05", i));
    const actives = activeBetween("2026-10-05", "2026-10-11");
    expect(usdWeek1).toEqual({
      bucket: "2026-10-05",
      currency: "usd",
      revenue: 1498,
      payers: 1,
      activePlayers: actives,
      playerDays,
      arpdau: Math.round((1498 / playerDays) * 100) / 100,
      arppu: 1498,
      conversion: round(1 / actives),
    });
    expect(rows.find((row) => row.bucket === "2026-10-05" && row.currency === "eur")).toMatchObject({
      revenue: 900,
      payers: 2,
      arppu: 450,
    });
    expect(rows.some((row) => row.currency === "gbp")).toBe(false);
  });

  it("shop sales per item with category", async () => {
    const sword = await deps.db.shopItem.create({
      data: { name: "Fire Pup", category: "monsters", price: 100, type: "monster", currency: "gold" },
    });
    const crown = await deps.db.shopItem.create({
      data: { name: "Crown", category: "cosmetics", price: 30, type: "cosmetic", currency: "gems" },
    });
    const sales = [
      [sword.id, "2026-10-05", 100],
      [sword.id, "2026-10-06", 90],
      [crown.id, "2026-10-06", 30],
      [crown.id, "2026-11-01", 30],
    ] as const;
    for (const [index, [shopItemId, day, price]] of sales.entries()) {
      await deps.db.shopItemTransaction.create({
        data: {
          shopItemId,
          userId: ids[index] as string,
          price,
          currency: shopItemId === sword.id ? "gold" : "gems",
          boughtAt: at(day),
        },
      });
    }
    expect(await shopSales(deps, { from: "2026-10-01", to: "2026-10-31" })).toEqual([
      { item: "Fire Pup", category: "monsters", currency: "gold", sales: 2, spent: 190 },
      { item: "Crown", category: "cosmetics", currency: "gems", sales: 1, spent: 30 },
    ]);
  });

  it("active VIPs from the hourly snapshots: the last of each bucket", async () => {
    await deps.db.generalStats.createMany({
      data: [
        { name: "active_vips", value: 3, bucket: at("2026-10-05", "10:00:00") },
        { name: "active_vips", value: 5, bucket: at("2026-10-05", "23:00:00") },
        { name: "active_vips", value: 7, bucket: at("2026-10-07", "01:00:00") },
        { name: "dau", value: 99, bucket: at("2026-10-07", "02:00:00") },
      ],
    });
    expect(await activeVips(deps, { from: "2026-10-05", to: "2026-10-07" })).toEqual([
      { bucket: "2026-10-05", activeVips: 5 },
      { bucket: "2026-10-07", activeVips: 7 },
    ]);
    expect(await activeVips(deps, { from: "2026-10-05", to: "2026-10-07", granularity: "month" })).toEqual([
      { bucket: "2026-10-01", activeVips: 7 },
    ]);
  });

  it("the overview compares the range with the period before it", async () => {
    const rows = await overviewKpis(deps, { from: "2026-10-01", to: "2026-10-14" });
    const kpi = (name: string) => rows.find((row) => row.kpi === name);
    let playerDays = 0;
    for (let i = 0; i < 14; i += 1)
      playerDays += activeBetween(addDays("2026-10-01", i), addDays("2026-10-01", i));
    let before = 0;
    for (let i = 1; i <= 14; i += 1)
      before += activeBetween(addDays("2026-10-01", -i), addDays("2026-10-01", -i));
    expect(kpi("Average DAU")).toMatchObject({
      current: Math.round((playerDays / 14) * 100) / 100,
      previous: Math.round((before / 14) * 100) / 100,
    });
    expect(kpi("Revenue USD")).toEqual({
      kpi: "Revenue USD",
      current: 34.97,
      previous: 4.99,
      change: round((34.97 - 4.99) / 4.99),
    });
    expect(kpi("New players")?.current).toBe(15);
  });
});

describe("economy", () => {
  const ledger: { day: string; currency: "gold" | "gems"; delta: number; reason: string }[] = [
    { day: "2026-10-05", currency: "gold", delta: 100, reason: "daily_reward" },
    { day: "2026-10-05", currency: "gold", delta: 50, reason: "daily_reward" },
    { day: "2026-10-05", currency: "gold", delta: -120, reason: "shop_purchase" },
    { day: "2026-10-06", currency: "gems", delta: 500, reason: "gem_purchase" },
    { day: "2026-10-06", currency: "gems", delta: -30, reason: "shop_purchase" },
    { day: "2026-10-12", currency: "gold", delta: 25, reason: "match_reward" },
  ];
  const write = (rows: typeof ledger) =>
    deps.db.history.createMany({
      data: rows.map((row, i) => ({
        type: "currency",
        userId: ids[i] as string,
        createdAt: at(row.day),
        data: { currency: row.currency, delta: row.delta, reason: row.reason, ref: "test", balanceAfter: 0 },
      })),
    });

  function expected(rows: typeof ledger, granularity: "day" | "week") {
    const sums = new Map<string, { amount: number; rows: number }>();
    for (const row of rows) {
      const key = `${bucketOf(row.day, granularity)}|${row.currency}|${row.reason}|${row.delta > 0 ? "source" : "sink"}`;
      const entry = sums.get(key) ?? { amount: 0, rows: 0 };
      sums.set(key, { amount: entry.amount + row.delta, rows: entry.rows + 1 });
    }
    return sums;
  }
  const keyed = (rows: Awaited<ReturnType<typeof economy>>) =>
    new Map(
      rows.map((row) => [
        `${row.bucket}|${row.currency}|${row.reason}|${row.flow}`,
        { amount: row.amount, rows: row.rows },
      ]),
    );

  it("rolls the ledger up per day, idempotently, and folds in rows added later for old days", async () => {
    await write(ledger);
    const now = at(today, "14:00:00");
    await rollupLedgerDaily(deps, { now });
    const first = await deps.db.ledgerDaily.findMany({
      orderBy: [{ day: "asc" }, { currency: "asc" }, { reason: "asc" }, { flow: "asc" }],
    });
    await rollupLedgerDaily(deps, { now });
    const second = await deps.db.ledgerDaily.findMany({
      orderBy: [{ day: "asc" }, { currency: "asc" }, { reason: "asc" }, { flow: "asc" }],
    });
    expect(second).toEqual(first);
    expect(keyed(await economy(deps, { from: "2026-10-01", to: "2026-10-31" }))).toEqual(
      expected(ledger, "day"),
    );
    expect(keyed(await economy(deps, { from: "2026-10-01", to: "2026-10-31", granularity: "week" }))).toEqual(
      expected(ledger, "week"),
    );
    // A late row for an old day (a seed, a back-dated grant): the next run recomputes that day.
    const late = [{ day: "2026-10-05", currency: "gold" as const, delta: 10, reason: "daily_reward" }];
    await write(late);
    await rollupLedgerDaily(deps, { now });
    expect(keyed(await economy(deps, { from: "2026-10-01", to: "2026-10-31" }))).toEqual(
      expected([...ledger, ...late], "day"),
    );
  });
});

describe("engagement and game", () => {
  it("promo redemptions per day and code", async () => {
    const spring = await deps.db.promoCode.create({ data: { code: "SPRING" } });
    const gift = await deps.db.promoCode.create({ data: { code: "GIFT" } });
    const redemptions = [
      [spring.id, 0, "2026-10-05"],
      [spring.id, 1, "2026-10-05"],
      [gift.id, 2, "2026-10-05"],
      [gift.id, 3, "2026-10-06"],
      [gift.id, 4, "2026-12-01"],
    ] as const;
    for (const [promoCodeId, user, day] of redemptions) {
      await deps.db.promoCodeRedemption.create({
        data: { promoCodeId, userId: ids[user] as string, redeemedAt: at(day) },
      });
    }
    expect(await promoRedemptions(deps, { from: "2026-10-01", to: "2026-10-31" })).toEqual([
      { bucket: "2026-10-05", code: "SPRING", redemptions: 2 },
      { bucket: "2026-10-05", code: "GIFT", redemptions: 1 },
      { bucket: "2026-10-06", code: "GIFT", redemptions: 1 },
    ]);
  });

  it("poll results of the polls that overlap the range", async () => {
    await deps.db.poll.create({
      data: {
        key: "fav-element",
        question: "Favourite element?",
        options: ["fire", "water"],
        startsAt: at("2026-10-01"),
        endsAt: at("2026-10-08"),
      },
    });
    await deps.db.poll.create({
      data: {
        key: "old",
        question: "Old?",
        options: ["yes"],
        startsAt: at("2026-08-01"),
        endsAt: at("2026-08-08"),
      },
    });
    const answers = ["fire", "fire", "water", "fire"];
    for (const [i, answer] of answers.entries()) {
      await deps.db.pollResult.create({
        data: { userId: ids[i] as string, type: "fav-element", answer, pollDate: at("2026-10-01") },
      });
    }
    await deps.db.pollResult.create({
      data: { userId: ids[0] as string, type: "old", answer: "yes", pollDate: at("2026-08-01") },
    });
    expect(await pollResults(deps, { from: "2026-10-05", to: "2026-10-20" })).toEqual([
      { poll: "fav-element", question: "Favourite element?", answer: "fire", votes: 3, share: 0.75 },
      { poll: "fav-element", question: "Favourite element?", answer: "water", votes: 1, share: 0.25 },
    ]);
  });

  it("inbox messages sent, read and collected per day", async () => {
    const messages = [
      ["2026-10-05", true, true],
      ["2026-10-05", true, false],
      ["2026-10-05", false, false],
      ["2026-10-07", true, false],
    ] as const;
    for (const [i, [day, isRead, areRewardsCollected]] of messages.entries()) {
      await deps.db.message.create({
        data: { userId: ids[i] as string, message: "hello", createdAt: at(day), isRead, areRewardsCollected },
      });
    }
    expect(await inbox(deps, { from: "2026-10-01", to: "2026-10-31" })).toEqual([
      { bucket: "2026-10-05", sent: 3, read: 2, rewardsCollected: 1 },
      { bucket: "2026-10-07", sent: 1, read: 1, rewardsCollected: 0 },
    ]);
  });

  it("monster pick and win rates", async () => {
    await deps.db.monsterStats.createMany({
      data: [
        { name: "Emberpup", plays: 30, pveWins: 10, pvpWins: 5, pveLosses: 3, pvpLosses: 2 },
        { name: "Tidal", plays: 10, pveWins: 1, pvpWins: 0, pveLosses: 0, pvpLosses: 3 },
        { name: "Unplayed", plays: 0 },
      ],
    });
    expect(await monsterRates(deps)).toEqual([
      { monster: "Emberpup", plays: 30, pickRate: 0.75, winRate: 0.75, matches: 20 },
      { monster: "Tidal", plays: 10, pickRate: 0.25, winRate: 0.25, matches: 4 },
      { monster: "Unplayed", plays: 0, pickRate: 0, winRate: null, matches: 0 },
    ]);
  });

  it("leaderboard score histogram: 20 equal buckets from the lowest to the highest score", async () => {
    const board = await deps.db.leaderboard.create({ data: { type: "elo", periodicity: "weekly" } });
    const scores = [0, 5, 10, 10, 199, 150, 99];
    for (const [i, score] of scores.entries()) {
      await deps.db.leaderboardContender.create({
        data: { leaderboardId: board.id, userId: ids[i] as string, score },
      });
    }
    const rows = await leaderboardScores(deps);
    expect(rows).toHaveLength(20);
    // Width ceil(200 / 20) = 10: [0,10) [10,20) … [190,200).
    const expected = Array.from({ length: 20 }, (_, slot) => ({
      leaderboard: "elo (weekly)",
      low: slot * 10,
      high: slot * 10 + 10,
      players: scores.filter((score) => score >= slot * 10 && score < slot * 10 + 10).length,
    }));
    expect(rows).toEqual(expected);
  });
});
