// A finished match applies every effect exactly once, in one transaction, on
// PGlite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { firstMapWin } from "../../../tests/support/match-reports.ts";
import { makeTeamPlayer } from "../../../tests/support/progression.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import { createPrng } from "../battles/prng.ts";
import { achievements } from "../catalogue/achievements.ts";
import { campaignMaps } from "../catalogue/maps.ts";
import type { AppDeps } from "../context.ts";
import { historyTypes } from "../history/types.ts";
import { sellItem } from "../inventory/sell.ts";
import { addXp } from "../progression/add-xp.ts";
import { monsterMaxLevel, monsterXpForLevel } from "../progression/levels.ts";
import { freeCampaignMaps } from "../progression/unlocks.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { applyMatch } from "./apply-match.ts";
import { eloAfterMatch, pvpRewards } from "./rules.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
  await deps.db.leaderboard.createMany({
    data: [
      { type: "kills", periodicity: "allTime", operator: "increment" },
      { type: "elo", periodicity: "allTime", operator: "set" },
    ],
  });
});
afterAll(() => deps.close());

const now = new Date("2026-11-21T12:00:00Z");
/** Every first win kills a monster, which unlocks "first-blood" and its gold. */
const firstBloodGold = achievements.find((a) => a.key === "first-blood")!.reward.gold ?? 0;

async function snapshot(userId: string) {
  const [user, stats, quests, masteries, maps, items, ledger, reports, contenders] = await Promise.all([
    deps.db.user.findUniqueOrThrow({ where: { id: userId } }),
    deps.db.userStats.findUniqueOrThrow({ where: { userId } }),
    deps.db.quest.findMany({ where: { userId }, orderBy: { name: "asc" } }),
    deps.db.mastery.findMany({ where: { userId }, orderBy: { name: "asc" } }),
    deps.db.mapProgress.findMany({ where: { userId } }),
    deps.db.item.findMany({ where: { inventory: { userId } }, orderBy: { id: "asc" } }),
    deps.db.history.count({ where: { userId, type: "currency" } }),
    deps.db.matchReport.count({ where: { userId } }),
    deps.db.leaderboardContender.findMany({ where: { userId }, orderBy: { leaderboardId: "asc" } }),
  ]);
  return { user, stats, quests, masteries, maps, items, ledger, reports, contenders };
}

describe("applying a reported match", () => {
  it("applies every effect once, and a second report of the same match id applies nothing", async () => {
    const player = await makeTeamPlayer(deps);
    const monsterStatsBefore = await deps.db.monsterStats.findMany();
    const report = firstMapWin("match-once-0001");
    const first = await applyMatch(deps, {
      userId: player.id,
      reporter: "server",
      request: { kind: "report", report },
      now,
    });
    expect(first.replayed).toBe(false);
    expect(first.won).toBe(true);
    expect(first.campaignProgress).toEqual({ before: 0, after: 1 });
    const stage = campaignMaps[0];
    expect(first.gold).toBe(stage.rewards.gold);
    const after = await snapshot(player.id);

    expect(after.user.campaignProgress).toBe(1);
    expect(after.user.freeCurrency).toBe(1000 + stage.rewards.gold + firstBloodGold);
    expect(after.user.xp).toBe(stage.rewards.playerXp);
    expect(after.stats).toMatchObject({ kills: 2, pveWins: 1, pveLosses: 0, timePlayed: 60, daysPlayed: 1 });
    expect(after.stats.earntFreeCurrency).toBe(stage.rewards.gold);
    expect(after.maps).toHaveLength(1);
    expect(after.maps[0]).toMatchObject({
      name: "meadow-outskirts",
      isCompleted: true,
      bestScoreTurns: 8,
      lowestTime: 60,
      type: "campaign",
    });
    expect(after.masteries.map((m) => [m.name, m.xp])).toEqual([
      ["Emberfox", 30],
      ["Sproutling", 30],
      ["Tidepup", 30],
    ]);
    const team = after.items.filter((item) => player.monsters.some((monster) => monster.id === item.id));
    // The first map pays a level's worth of monster xp (the first session's balance, onboarding/first-session.ts).
    const grown = addXp({ level: 1, xp: 0 }, stage.rewards.monsterXp, monsterXpForLevel, monsterMaxLevel);
    expect(grown.levelsGained).toBe(1);
    expect(team.map((item) => [item.level, item.xp])).toEqual([
      [grown.level, grown.xp],
      [grown.level, grown.xp],
      [grown.level, grown.xp],
    ]);
    const questValues = Object.fromEntries(after.quests.map((quest) => [quest.name, quest.value]));
    expect(questValues).toMatchObject({ "daily-play-3": 1, "daily-pve-wins-2": 1, "daily-kills-15": 2 });
    expect(after.contenders.map((contender) => contender.score)).toEqual([2]);
    const achievements = await deps.db.achievement.findMany({ where: { userId: player.id } });
    expect(achievements.map((a) => a.name)).toEqual(["first-blood"]);
    expect(
      await deps.db.message.count({ where: { userId: player.id, message: "achievement_unlocked" } }),
    ).toBe(1);
    const monsterStats = await deps.db.monsterStats.findMany({ where: { name: "Emberfox" } });
    const before = monsterStatsBefore.find((row) => row.name === "Emberfox")?.plays ?? 0;
    expect(monsterStats[0]!.plays).toBe(before + 1);

    const second = await applyMatch(deps, {
      userId: player.id,
      reporter: "server",
      request: { kind: "report", report },
      now,
    });
    expect(second.replayed).toBe(true);
    expect({ ...second, replayed: false }).toEqual(first);
    const again = await snapshot(player.id);
    expect(again).toEqual(after);
    expect((await deps.db.monsterStats.findMany({ where: { name: "Emberfox" } }))[0]!.plays).toBe(before + 1);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
  });

  it("marks the player active on the match's day, even when a game server reports it", async () => {
    const player = await makeTeamPlayer(deps);
    await applyMatch(deps, {
      userId: player.id,
      reporter: "server",
      request: { kind: "report", report: firstMapWin("match-active-day-0001") },
      now: new Date("2026-11-19T23:59:00Z"),
    });
    const days = await deps.db.playerActivityDay.findMany({ where: { userId: player.id } });
    expect(days.map((row) => row.day.toISOString().slice(0, 10))).toContain("2026-11-19");
  });

  it("applies once when the same report arrives twice at the same moment", async () => {
    const player = await makeTeamPlayer(deps);
    const report = firstMapWin("match-race-0001");
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        applyMatch(deps, { userId: player.id, reporter: "server", request: { kind: "report", report }, now }),
      ),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const after = await snapshot(player.id);
    expect(after.reports).toBe(1);
    expect(after.stats.pveWins).toBe(1);
    expect(after.user.freeCurrency).toBe(1000 + campaignMaps[0].rewards.gold + firstBloodGold);
  });

  it("refuses an impossible report with 422, keeps it in History, and applies nothing", async () => {
    const player = await makeTeamPlayer(deps);
    const before = await snapshot(player.id);
    const error = await refusal(
      applyMatch(deps, {
        userId: player.id,
        reporter: "server",
        request: { kind: "report", report: { ...firstMapWin("match-cheat-001"), kills: 40, turns: 500 } },
        now,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.details?.violations).toEqual(expect.arrayContaining(["turns above 200", "kills above 2"]));
    const rejected = await deps.db.history.findMany({
      where: { userId: player.id, type: historyTypes.matchRejected },
    });
    expect(rejected).toHaveLength(1);
    expect(await snapshot(player.id)).toEqual(before);

    const winWithoutKills = await refusal(
      applyMatch(deps, {
        userId: player.id,
        reporter: "server",
        request: { kind: "report", report: { ...firstMapWin("match-cheat-002"), kills: 1 } },
        now,
      }),
    );
    expect(winWithoutKills.details?.violations).toEqual(["a win must defeat every enemy"]);
  });

  it("refuses without game access (beyond the free first chapter), on a locked map and with an empty team", async () => {
    const player = await makeTeamPlayer(deps, { gameAccess: false });
    const free = await applyMatch(deps, {
      userId: player.id,
      reporter: "server",
      request: { kind: "report", report: firstMapWin("match-free-001") },
      now,
    });
    expect(free.won).toBe(true);
    const second = { ...firstMapWin("match-free-002"), map: campaignMaps[1].key };
    const beyondFree = { ...firstMapWin("match-paid-001"), map: campaignMaps[freeCampaignMaps]!.key };
    const noAccess = await refusal(
      applyMatch(deps, {
        userId: player.id,
        reporter: "server",
        request: { kind: "report", report: beyondFree },
        now,
      }),
    );
    expect(noAccess.status).toBe(403);
    expect(noAccess.details?.reason).toBe("no_game_access");

    await deps.db.user.update({ where: { id: player.id }, data: { hasGameAccess: true } });
    const locked = await refusal(
      applyMatch(deps, {
        userId: player.id,
        reporter: "server",
        request: {
          kind: "report",
          report: { ...beyondFree, matchId: "match-locked-01" },
        },
        now,
      }),
    );
    expect(locked.details?.reason).toBe("map_locked");

    await deps.db.teamMember.deleteMany({ where: { team: { inventory: { userId: player.id } } } });
    const empty = await refusal(
      applyMatch(deps, {
        userId: player.id,
        reporter: "server",
        request: { kind: "report", report: second },
        now,
      }),
    );
    expect(empty.details?.reason).toBe("empty_team");
  });

  it("moves elo for PvP with the configured K-factor and pays PvP gold", async () => {
    const attacker = await makeTeamPlayer(deps);
    const defender = await makeTeamPlayer(deps);
    await deps.db.userStats.update({ where: { userId: defender.id }, data: { elo: 1100 } });
    const result = await applyMatch(deps, {
      userId: attacker.id,
      reporter: "server",
      request: {
        kind: "report",
        report: {
          matchId: "pvp-match-0001",
          mode: "pvp",
          difficulty: 1,
          teamSlot: 0,
          result: "win",
          turns: 12,
          timeSeconds: 90,
          kills: 3,
          bossKills: 0,
          curse: 0,
          opponentUserId: defender.id,
        },
      },
      now,
    });
    expect(result.elo).toEqual({ before: 1000, after: eloAfterMatch(1000, 1100, true) });
    const after = await snapshot(attacker.id);
    expect(after.stats).toMatchObject({ pvpWins: 1, elo: eloAfterMatch(1000, 1100, true), killPoints: 30 });
    expect(after.user.freeCurrency).toBe(1000 + pvpRewards.winGold + firstBloodGold);
    expect(after.maps).toEqual([]);
    expect(after.contenders.map((c) => c.score)).toEqual([3, eloAfterMatch(1000, 1100, true)]);
  });
});

describe("playing a simulated battle", () => {
  it("sends a drop that does not fit to the inbox", async () => {
    const player = await makeTeamPlayer(deps);
    await deps.db.inventory.update({ where: { userId: player.id }, data: { ingredientSlots: 0 } });
    let overflowed = false;
    for (let attempt = 0; attempt < 40 && !overflowed; attempt++) {
      const seed = `overflow-${attempt}`;
      if (createPrng(`${seed}:drops`).next() >= 0.6) continue; // no Slime Jelly with this seed
      const result = await applyMatch(deps, {
        userId: player.id,
        reporter: "simulation",
        request: {
          kind: "simulate",
          matchId: `battle-overflow-${attempt}`,
          mode: "campaign",
          map: "meadow-outskirts",
          difficulty: 1,
          teamSlot: 0,
          seed,
        },
        now,
      });
      if (!result.won) continue;
      expect(result.drops.ingredients?.[0]?.name).toBe("Slime Jelly");
      expect(result.overflowMessageId).not.toBeNull();
      const message = await deps.db.message.findUniqueOrThrow({ where: { id: result.overflowMessageId! } });
      expect(message.rewards).toMatchObject({ ingredients: [{ name: "Slime Jelly", quantity: 2 }] });
      overflowed = true;
    }
    expect(overflowed).toBe(true);
    expect(await deps.db.ingredient.count({ where: { inventory: { userId: player.id } } })).toBe(0);
    const stats = await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } });
    expect(stats.droppedIngredients).toBeGreaterThanOrEqual(2);
  });

  it("stores the battle log and the outcome agrees with the applied stats", async () => {
    const player = await makeTeamPlayer(deps, { level: 10 });
    const result = await applyMatch(deps, {
      userId: player.id,
      reporter: "simulation",
      request: {
        kind: "simulate",
        matchId: "battle-log-0001",
        mode: "campaign",
        map: "meadow-outskirts",
        difficulty: 1,
        teamSlot: 0,
        seed: "log-seed",
      },
      now,
    });
    const stored = await deps.db.matchReport.findUniqueOrThrow({ where: { id: result.matchReportId } });
    const log = stored.log as { outcome: { winner: string; kills: { attacker: number }; events: unknown[] } };
    expect(log.outcome.winner === "attacker").toBe(result.won);
    expect(log.outcome.kills.attacker).toBe(result.kills);
    expect(log.outcome.events.length).toBeGreaterThan(0);
  });
});

describe("inventory rules around teams", () => {
  it("refuses to sell a monster that is in a team, and sells it once it is out", async () => {
    const player = await makeTeamPlayer(deps);
    const monster = player.monsters[0]!;
    const error = await refusal(sellItem(deps, { userId: player.id, itemId: monster.id, now }));
    expect(error.status).toBe(409);
    expect(error.details?.reason).toBe("in_team");
    // The database refuses it too, whatever the code does.
    await expect(deps.db.item.delete({ where: { id: monster.id } })).rejects.toThrow();
    await deps.db.teamMember.deleteMany({ where: { monsterId: monster.id } });
    const sold = await sellItem(deps, { userId: player.id, itemId: monster.id, now });
    expect(sold.gold).toBe(50);
    const stats = await deps.db.userStats.findUniqueOrThrow({ where: { userId: player.id } });
    expect(stats.soldMonsters).toBe(1);
  });
});
