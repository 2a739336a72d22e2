// Every job of the catalogue, through its run(), for a fixed fire: it acts,
// and running it again for the same fire changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../tests/support/deps.ts";
import { tableSnapshot } from "../../tests/support/table-snapshot.ts";
import { jobCatalog } from "./catalog.ts";

let deps: Awaited<ReturnType<typeof createTestDeps>>;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

// Monday 23 November 2026, 00:00 UTC: every daily, weekly and hourly job is due.
const now = new Date("2026-11-23T00:00:00.000Z");
const before = (ms: number) => new Date(now.getTime() - ms);
const tables = [
  "User",
  "Message",
  "Quest",
  "History",
  "GeneralStats",
  "Leaderboard",
  "LeaderboardContender",
  "LeaderboardArchive",
  "LiveEvent",
  "ShopItem",
];

describe("the job catalogue", () => {
  beforeAll(async () => {
    const user = await deps.db.user.create({
      data: {
        email: "everything@example.com",
        vipExpiresAt: before(1000),
        isBanned: true,
        bannedUntil: before(1000),
        hasClaimedDailyReward: true,
        loginDay: 4,
        lastLoginDate: new Date("2026-11-20T00:00:00Z"),
        createdAt: before(1800_000),
      },
    });
    await deps.db.message.create({ data: { userId: user.id, message: "old", expiresAt: before(1) } });
    await deps.db.quest.createMany({
      data: [
        { userId: user.id, name: "daily-win", type: "daily", value: 2, isClaimed: true },
        { userId: user.id, name: "weekly-win", type: "weekly", value: 7 },
      ],
    });
    await deps.db.shopItem.createMany({
      data: ["monsters", "relics", "ingredients", "cosmetics", "vip", "slots"].flatMap((category) =>
        [1, 2, 3, 4, 5].map((tier) => ({
          name: `${category} tier ${tier}`,
          category: category as "monsters",
          tier,
          price: 100 * tier,
          type: "test",
        })),
      ),
    });
    // A player whose account deletion's grace period has ended (docs/decisions/130).
    await deps.db.user.create({
      data: {
        email: "leaving@example.com",
        deletionRequestedAt: before(15 * 86_400_000),
        deletionDueAt: before(1000),
      },
    });
    // A message scheduled for a minute before the fire (docs/decisions/134).
    await deps.db.scheduledSend.create({
      data: {
        kind: "message",
        payload: { target: { kind: "player", userId: user.id }, draft: { message: "Scheduled hello" } },
        nextAt: before(60_000),
      },
    });
    // A live event that ended an hour before the fire, with its own board and a contender (docs/decisions/133).
    const board = await deps.db.leaderboard.create({
      data: {
        periodicity: "event",
        scope: "event:catalog",
        type: "pveWins",
        operator: "increment",
        periodStart: before(3 * 3600_000),
        contenders: { create: { userId: user.id, score: 3, reachedAt: before(2 * 3600_000) } },
      },
    });
    await deps.db.liveEvent.create({
      data: {
        name: "Weekend cup",
        startsAt: before(3 * 3600_000),
        endsAt: before(3600_000),
        leaderboardId: board.id,
        modifiers: [
          {
            kind: "leaderboard",
            stat: "pveWins",
            rewards: [{ fromRank: 1, toRank: 3, reward: { gems: 100 } }],
          },
        ],
      },
    });
    // A board of every periodicity whose period ended long ago, with a contender.
    for (const periodicity of ["daily", "weekly", "monthly", "season"] as const) {
      await deps.db.leaderboard.create({
        data: {
          periodicity,
          type: "kills",
          operator: "increment",
          periodStart: new Date("2026-08-17T00:00:00Z"),
          contenders: { create: { userId: user.id, score: 12, reachedAt: new Date("2026-08-18T00:00:00Z") } },
        },
      });
    }
  });

  it.each(jobCatalog.map((job) => [job.name, job] as const))(
    "%s acts once for a fire",
    async (_name, job) => {
      const first = await job.run(deps, { now });
      expect(Object.values(first).some((count) => count > 0)).toBe(true);
      const snapshot = await tableSnapshot(deps.db, tables);
      await job.run(deps, { now });
      expect(await tableSnapshot(deps.db, tables)).toEqual(snapshot);
    },
  );
});
