// Claiming a quest on a real database: once, even when claimed five times at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { makePlayer } from "../../../tests/support/players.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import type { AppDeps } from "../context.ts";
import { claimQuest } from "./claim-quest.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());
const now = new Date("2026-11-21T12:00:00Z");

describe("quests", () => {
  it("claims a finished quest once, even when claimed five times at once", async () => {
    const player = await makePlayer(deps.db);
    const early = await refusal(claimQuest(deps, { userId: player.id, key: "daily-play-3", now }));
    expect(early.status).toBe(409);
    await deps.db.quest.create({
      data: { userId: player.id, name: "daily-play-3", type: "daily", value: 3 },
    });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => claimQuest(deps, { userId: player.id, key: "daily-play-3", now })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.freeCurrency).toBe(1000 + 100);
    const stats = await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } });
    expect(stats.questsCompletedDaily).toBe(1);
    // The daily reset (jobs) sets value 0 and isClaimed false: claimable again next period.
    await deps.db.quest.updateMany({ where: { userId: player.id }, data: { value: 3, isClaimed: false } });
    await claimQuest(deps, { userId: player.id, key: "daily-play-3", now });
  });
});
