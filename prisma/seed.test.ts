import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rollupActivityDaily } from "../api/src/analytics/activity.ts";
import { rollupLedgerDaily } from "../api/src/analytics/economy.ts";
import { campaignMaps } from "../api/src/catalogue/maps.ts";
import { monsterNames } from "../api/src/catalogue/monsters.ts";
import { type Database, Prisma } from "../api/src/db.ts";
import { isTemplateKey, messageTemplates } from "../api/src/inbox/templates.ts";
import { displayNameRules } from "../api/src/profile/profile-rules.ts";
import { aggregateStats } from "../api/src/stats/aggregate-stats.ts";
import { createTestDatabase } from "../tests/support/database.ts";
import { demoAccounts } from "./seed/accounts.ts";
import { kpiHistoryRange } from "./seed/derived-stats.ts";
import { generatedPlayerId } from "./seed/players.ts";
import { detailedPlayerLimit, type SeedSummary, seedDemoWorld } from "./seed.ts";

const now = new Date("2026-06-18T15:45:00.000Z");
const seed = 7;

/** Users whose balance differs from the sum of their ledger deltas, or is negative. */
async function ledgerMismatches(database: Database): Promise<unknown[]> {
  return database.prisma.$queryRawUnsafe(`
    SELECT u.id, u."freeCurrency", u."paidCurrency", ledger.gold, ledger.gems
    FROM "User" u
    LEFT JOIN (
      SELECT "userId",
        sum((data->>'delta')::int) FILTER (WHERE data->>'currency' = 'gold')::int AS gold,
        sum((data->>'delta')::int) FILTER (WHERE data->>'currency' = 'gems')::int AS gems
      FROM "History" WHERE type = 'currency' GROUP BY "userId"
    ) AS ledger ON ledger."userId" = u.id
    WHERE u."freeCurrency" <> COALESCE(ledger.gold, 0) OR u."paidCurrency" <> COALESCE(ledger.gems, 0)
       OR u."freeCurrency" < 0 OR u."paidCurrency" < 0`);
}

/** Ledger rows whose balanceAfter is not the running sum in (createdAt, id) order, or is negative. */
async function badRunningBalances(database: Database): Promise<number> {
  const [row] = await database.prisma.$queryRawUnsafe<{ count: number }[]>(`
    SELECT count(*)::int AS count FROM (
      SELECT (data->>'balanceAfter')::int AS balance_after,
        sum((data->>'delta')::int) OVER (PARTITION BY "userId", data->>'currency' ORDER BY "createdAt", id) AS running
      FROM "History" WHERE type = 'currency'
    ) AS ledger
    WHERE balance_after <> running OR balance_after < 0`);
  return row!.count;
}

/** Team members whose monster is not a monster of the team's own inventory. */
async function strayTeamMembers(database: Database): Promise<number> {
  const [row] = await database.prisma.$queryRawUnsafe<{ count: number }[]>(`
    SELECT count(*)::int AS count
    FROM "TeamMember" member
    JOIN "Team" team ON team.id = member."teamId"
    JOIN "Item" item ON item.id = member."monsterId"
    WHERE item."inventoryId" <> team."inventoryId" OR item.type <> 'monster'`);
  return row!.count;
}

/** Rows whose event time is later than `now`. */
async function rowsAfter(database: Database, now: Date): Promise<number> {
  const [row] = await database.prisma.$queryRawUnsafe<{ count: number }[]>(
    `SELECT ((SELECT count(*) FROM "History" WHERE "createdAt" > $1::timestamp)
      + (SELECT count(*) FROM "User" WHERE "createdAt" > $1::timestamp OR "lastActiveAt" > $1::timestamp)
      + (SELECT count(*) FROM "Transaction" WHERE "createdAt" > $1::timestamp)
      + (SELECT count(*) FROM "ShopItemTransaction" WHERE "boughtAt" > $1::timestamp)
      + (SELECT count(*) FROM "Message" WHERE "createdAt" > $1::timestamp)
      + (SELECT count(*) FROM "PollResult" WHERE "answerDate" > $1::timestamp)
      + (SELECT count(*) FROM "Item" WHERE "createdAt" > $1::timestamp))::int AS count`,
    now.toISOString().replace("Z", ""),
  );
  return row!.count;
}

/** Every index and constraint of the schema, to check the bulk load puts back what it rebuilds. */
async function schemaShape(database: Database): Promise<string[]> {
  const rows = await database.prisma.$queryRawUnsafe<{ definition: string }[]>(`
    SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
    UNION ALL
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
    ORDER BY 1`);
  return rows.map((row) => row.definition);
}

/** A digest of the rows that should not depend on anything but the seed and `now`. */
async function worldFingerprint(database: Database): Promise<string> {
  const [row] = await database.prisma.$queryRawUnsafe<{ digest: string }[]>(`
    SELECT md5(
      (SELECT string_agg(concat_ws('|', id, email, "freeCurrency", "paidCurrency", level, xp, "vipExpiresAt", "referrerId"), ',' ORDER BY id) FROM "User")
      || (SELECT string_agg(concat_ws('|', id, "inventoryId", name, level, quality, "skinId"), ',' ORDER BY id) FROM "Item")
      || (SELECT string_agg(concat_ws('|', id, "userId", type, data::text, "createdAt"), ',' ORDER BY id) FROM "History")
    ) AS digest`);
  return row!.digest;
}

describe("seedDemoWorld (40 generated players)", () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDemoWorld(database.prisma, { players: 40, now, seed });
  });
  afterAll(() => database?.close());

  it("creates the generated players and the demo accounts, and reports the counts", async () => {
    const prisma = database.prisma;
    expect(summary).toMatchObject({ players: 40, demoAccounts: 4, users: 44 });
    expect(await prisma.user.count()).toBe(summary.users);
    expect(await prisma.item.count()).toBe(summary.items);
    expect(await prisma.message.count()).toBe(summary.messages);
    expect(await prisma.history.count()).toBe(summary.historyRows);
    expect(await prisma.history.count({ where: { type: "currency" } })).toBe(summary.ledgerRows);
    expect(await prisma.transaction.count()).toBe(summary.transactions);
    expect(summary.items).toBeGreaterThan(40 * 3);
    expect(summary.ledgerRows).toBeGreaterThan(40 * 2);
  });

  it("keeps every balance equal to the sum of its ledger deltas, never negative", async () => {
    expect(await ledgerMismatches(database)).toEqual([]);
    expect(await badRunningBalances(database)).toBe(0);
  });

  it("creates the demo accounts with their roles and argon2id passwords", async () => {
    for (const account of demoAccounts) {
      const user = await database.prisma.user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(account.role);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.passwordHash!, account.password)).toBe(true);
      expect(await verify(user.passwordHash!, `${account.password}x`)).toBe(false);
    }
    expect(await database.prisma.user.count({ where: { role: "player", passwordHash: { not: null } } })).toBe(
      1,
    );
  });

  it("gives the demo player something to try", async () => {
    const player = await database.prisma.user.findUniqueOrThrow({
      where: { email: "player@example.com" },
      include: {
        inventory: { include: { items: true, teams: { include: { members: true } } } },
        quests: true,
      },
    });
    expect(player.hasGameAccess).toBe(true);
    expect(player.isBanned).toBe(false);
    expect(player.hasClaimedDailyReward).toBe(false);
    expect(player.vipExpiresAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(player.inventory!.items.length).toBeGreaterThan(5);
    expect(player.inventory!.teams[0]!.members.length).toBeGreaterThanOrEqual(3);
    expect(player.quests.some((quest) => quest.type === "daily" && !quest.isClaimed)).toBe(true);
    const rewardMessages = await database.prisma.message.count({
      where: { userId: player.id, areRewardsCollected: false, rewards: { not: Prisma.DbNull } },
    });
    expect(rewardMessages).toBeGreaterThanOrEqual(2);
  });

  it("writes every message with a template key the inbox writes today (no legacy twin, nothing unknown)", async () => {
    const keys = await database.prisma.message.findMany({ distinct: ["message"], select: { message: true } });
    const stray = keys
      .map((row) => row.message)
      .filter((key) => !isTemplateKey(key) || "legacy" in messageTemplates[key]);
    expect(stray).toEqual([]);
  });

  it("puts team members in their team's inventory, once per team, in slots 0 to 4", async () => {
    expect(await strayTeamMembers(database)).toBe(0);
    const members = await database.prisma.teamMember.findMany();
    expect(members.every((member) => member.slot >= 0 && member.slot <= 4)).toBe(true);
    const teams = await database.prisma.team.findMany();
    expect(teams.every((team) => team.slot >= 0 && team.slot <= 2)).toBe(true);
  });

  it("counts promo code uses from redemptions and records them on the users", async () => {
    const codes = await database.prisma.promoCode.findMany({
      include: { _count: { select: { redemptions: true } } },
    });
    for (const code of codes) {
      expect(code.code).toBe(code.code.toUpperCase());
      expect(code.currentUses).toBe(code._count.redemptions);
    }
    const byCode = Object.fromEntries(codes.map((code) => [code.code, code]));
    expect(byCode.WELCOME100?.maxUses).toBeNull();
    expect(byCode.LAUNCH2026?.maxUses).toBe(1000);
    expect(byCode.SUMMERFEST?.expiresAt?.getTime()).toBeLessThan(now.getTime());
    expect(byCode.FLASH25?.currentUses).toBe(byCode.FLASH25?.maxUses);

    const redemptions = await database.prisma.promoCodeRedemption.findMany({ include: { promoCode: true } });
    const users = await database.prisma.user.findMany({ select: { id: true, usedPromoCodes: true } });
    for (const user of users) {
      const redeemed = redemptions.filter((redemption) => redemption.userId === user.id);
      expect([...user.usedPromoCodes].sort()).toEqual(
        redeemed.map((redemption) => redemption.promoCode.code).sort(),
      );
    }
  });

  it("gives every profile a unique, valid display name", async () => {
    const profiles = await database.prisma.userProfile.findMany();
    expect(profiles).toHaveLength(summary.users);
    for (const profile of profiles) {
      expect(profile.name.length).toBeGreaterThanOrEqual(displayNameRules.minLength);
      expect(profile.name.length).toBeLessThanOrEqual(displayNameRules.maxLength);
      expect(profile.name).toMatch(displayNameRules.pattern);
    }
  });

  it("keeps campaign progress consistent with the completed maps", async () => {
    const players = await database.prisma.user.findMany({
      where: { role: "player" },
      include: { mapProgress: { where: { type: "campaign", difficulty: 1, isCompleted: true } } },
    });
    for (const player of players) {
      const completed = new Set(player.mapProgress.map((progress) => progress.name));
      expect(completed).toEqual(
        new Set(campaignMaps.slice(0, player.campaignProgress).map((map) => map.key)),
      );
    }
  });

  it("fills the catalogue, the polls and the KPI series", async () => {
    const prisma = database.prisma;
    expect(await prisma.monsterStats.count()).toBe(monsterNames.length);
    expect(await prisma.monsterStats.count({ where: { plays: { gt: 0 } } })).toBeGreaterThan(0);
    expect(await prisma.shopItem.count({ where: { isAvailable: true } })).toBeGreaterThan(0);
    expect(await prisma.shopItem.count({ where: { discount: { gt: 0 } } })).toBeGreaterThan(0);
    const polls = await prisma.poll.findMany({ orderBy: { startsAt: "asc" } });
    expect(polls.map((poll) => [poll.startsAt < now, poll.endsAt > now])).toEqual([
      [true, false],
      [true, true],
      [false, true],
    ]);
    const kpis = new Set((await prisma.generalStats.groupBy({ by: ["name"] })).map((kpi) => kpi.name));
    for (const name of [
      "dau",
      "new_players",
      "players_total",
      "active_vips",
      "shop_sales",
      "messages_unread",
    ]) {
      expect(kpis).toContain(name);
    }
    expect([...kpis].some((name) => name.startsWith("revenue_minor:"))).toBe(true);
    expect(await prisma.leaderboardContender.count()).toBeGreaterThan(0);
    // Ranks read the per-score counts (ADR 052): they match the contenders.
    const mismatched = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT "leaderboardId", score, count(*)::int AS contenders FROM "LeaderboardContender" GROUP BY 1, 2
      ) actual FULL JOIN "LeaderboardScoreCount" h USING ("leaderboardId", score)
      WHERE actual.contenders IS DISTINCT FROM h.contenders`;
    expect(mismatched).toEqual([{ n: 0 }]);
    expect(await prisma.playerActivityDay.count()).toBeGreaterThan(summary.users - 4);
  });

  it("writes only rows dated up to now", async () => {
    expect(await rowsAfter(database, now)).toBe(0);
  });

  it("backfills the KPI history with the values the stats job computes", async () => {
    const { firstBucket, lastBucket } = kpiHistoryRange(now);
    const reconstructable = {
      OR: [
        { name: { in: ["dau", "new_players", "purchases", "shop_sales", "players_total"] } },
        { name: { startsWith: "revenue_minor:" } },
        { name: { startsWith: "shop_spent:" } },
      ],
    };
    for (const bucket of [firstBucket, new Date(lastBucket.getTime() - 30 * 3_600_000), lastBucket]) {
      const where = { bucket, ...reconstructable };
      const seeded = await database.prisma.generalStats.findMany({ where, orderBy: { name: "asc" } });
      await aggregateStats({ db: database.prisma }, { now: new Date(bucket.getTime() + 3_600_000) });
      expect(await database.prisma.generalStats.findMany({ where, orderBy: { name: "asc" } })).toEqual(
        seeded,
      );
    }
  });

  it("fills the analytics rollups as the stats job keeps them", async () => {
    const rollups = async () => ({
      activity: await database.prisma.activityDaily.findMany({ orderBy: { day: "asc" } }),
      retention: await database.prisma.retentionDaily.findMany({ orderBy: { day: "asc" } }),
      ledger: await database.prisma.ledgerDaily.findMany({
        orderBy: [{ day: "asc" }, { currency: "asc" }, { reason: "asc" }, { flow: "asc" }],
      }),
    });
    const seeded = await rollups();
    expect(seeded.activity.some((row) => row.dau > 0)).toBe(true);
    expect(seeded.retention.some((row) => row.d1 > 0)).toBe(true);
    expect(new Set(seeded.ledger.map((row) => row.flow))).toEqual(new Set(["source", "sink"]));
    await rollupActivityDaily({ db: database.prisma }, { now });
    await rollupLedgerDaily({ db: database.prisma }, { now });
    expect(await rollups()).toEqual(seeded);
  });

  it("refuses to seed a database that already has users", async () => {
    await expect(seedDemoWorld(database.prisma, { players: 1, now, seed })).rejects.toThrow(
      /already has users/,
    );
  });

  it("builds the same world from the same seed and now", async () => {
    const other = await createTestDatabase();
    try {
      const again = await seedDemoWorld(other.prisma, { players: 40, now, seed });
      expect({ ...again, ms: 0 }).toEqual({ ...summary, ms: 0 });
      expect(await worldFingerprint(other)).toBe(await worldFingerprint(database));
    } finally {
      await other.close();
    }
  });
});

describe("seedDemoWorld bulk path (2 000 players)", () => {
  const players = 2000;
  let database: Database;
  let summary: SeedSummary;
  let shapeBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    shapeBefore = await schemaShape(database);
    summary = await seedDemoWorld(database.prisma, { players, now, seed });
  });
  afterAll(() => database?.close());

  it("creates every player with the same ids the detailed path would use", async () => {
    expect(summary.users).toBe(players + demoAccounts.length);
    const last = await database.prisma.user.findUniqueOrThrow({
      where: { email: `player${players - 1}@players.example.com` },
    });
    expect(last.id).toBe(generatedPlayerId(seed, players - 1));
    expect(z.uuid().safeParse(last.id).success).toBe(true);
    expect(players).toBeGreaterThan(detailedPlayerLimit);
  });

  it("leaves every index and constraint as the migrations made them", async () => {
    expect(shapeBefore.length).toBeGreaterThan(50);
    expect(await schemaShape(database)).toEqual(shapeBefore);
  });

  it("writes only rows dated up to now", async () => {
    expect(await rowsAfter(database, now)).toBe(0);
  });

  it("keeps the ledger invariant for bulk players too", async () => {
    expect(await ledgerMismatches(database)).toEqual([]);
    expect(await badRunningBalances(database)).toBe(0);
    const bulkLedgerRows = await database.prisma.history.count({
      where: { type: "currency", userId: generatedPlayerId(seed, players - 1) },
    });
    expect(bulkLedgerRows).toBeGreaterThanOrEqual(2);
  });

  it("keeps teams, promo uses and purchases consistent", async () => {
    expect(await strayTeamMembers(database)).toBe(0);
    const codes = await database.prisma.promoCode.findMany({
      include: { _count: { select: { redemptions: true } } },
    });
    for (const code of codes) expect(code.currentUses).toBe(code._count.redemptions);
    const [purchases] = await database.prisma.$queryRawUnsafe<{ mismatched: number }[]>(`
      SELECT count(*)::int AS mismatched FROM "ShopItemTransaction" purchase
      WHERE NOT EXISTS (
        SELECT 1 FROM "History" ledger
        WHERE ledger.type = 'currency' AND ledger."userId" = purchase."userId"
          AND ledger.data->>'reason' = 'shop_purchase' AND ledger."createdAt" = purchase."boughtAt"
          AND (ledger.data->>'delta')::int = -purchase.price
      )`);
    expect(purchases!.mismatched).toBe(0);
    const [payments] = await database.prisma.$queryRawUnsafe<{ mismatched: number }[]>(`
      SELECT count(*)::int AS mismatched FROM "Transaction" payment
      WHERE NOT EXISTS (
        SELECT 1 FROM "History" ledger
        WHERE ledger.type = 'currency' AND ledger.data->>'ref' = 'payment:' || payment."paymentIntentId"
          AND ledger.data->>'reason' = 'gem_purchase' AND (ledger.data->>'delta')::int = payment.gems
      )`);
    expect(payments!.mismatched).toBe(0);
  });
});
