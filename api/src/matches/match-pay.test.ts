import { describe, expect, it } from "vitest";
import { ingredients } from "../catalogue/ingredients.ts";
import { campaignMaps } from "../catalogue/maps.ts";
import { mastery, xpForLevel } from "../progression/levels.ts";
import {
  type MatchPlay,
  matchPay,
  nextMapProgress,
  type PlayerStanding,
  rollDrops,
  spreadKills,
} from "./match-pay.ts";
import { bossPointsPerDifficulty, eloAfterMatch, pveLossXpShare, pvpRewards, stageFor } from "./rules.ts";
import { findMap } from "./stages.ts";

const member = (id: number, name: string) => ({
  row: { id, name, level: 1, xp: 0, masteryLevel: null, masteryXp: null },
  kills: 1,
});

const standing: PlayerStanding = {
  level: 1,
  xp: 0,
  campaignProgress: 0,
  elo: 1000,
  opponentElo: null,
  mapProgress: null,
  playedToday: false,
};

const firstMap = campaignMaps[0]!;
const firstStage = stageFor(firstMap, 1);

function pve(overrides: Partial<MatchPlay> = {}): MatchPlay {
  return {
    mode: "pve",
    mapRef: findMap(firstMap.key)!,
    difficulty: 1,
    won: true,
    turns: 10,
    timeSeconds: 100,
    kills: firstMap.enemies.length,
    bossKills: 0,
    curse: 0,
    groupSize: 2,
    members: [member(1, "a"), member(2, "b")],
    dropSeed: "seed",
    ...overrides,
  };
}

describe("matchPay", () => {
  it("pays a won campaign map: its gold, drops and xp, the next map, a completed record", () => {
    const pay = matchPay(pve(), standing, firstStage);
    expect(pay.gold).toBe(firstStage.rewards.gold);
    expect(pay.drops).toEqual(rollDrops(firstStage.drops, "seed"));
    expect(pay.reward.gold).toBe(firstStage.rewards.gold);
    expect(pay.monsters.map((monster) => monster.xpGained)).toEqual([
      firstStage.rewards.monsterXp,
      firstStage.rewards.monsterXp,
    ]);
    expect(pay.player.xp + (pay.player.levelsGained > 0 ? xpForLevel(1) : 0)).toBe(
      firstStage.rewards.playerXp,
    );
    expect(pay.campaignProgress).toEqual({ before: 0, after: 1 });
    expect(pay.mapProgress).toMatchObject({ isCompleted: true, bestScoreTurns: 10, bestScoreTime: 100 });
    expect(pay.stats).toMatchObject({ pveWins: 1, pveLosses: 0, daysPlayed: 1, timePlayed: 100 });
    expect(pay.stats.earntFreeCurrency).toBe(pay.gold);
    expect(pay.quests).toEqual({
      matchesPlayed: 1,
      pveWins: 1,
      pvpWins: 0,
      kills: pay.stats.kills,
      bossKills: 0,
    });
    expect(pay.scores).toEqual({ kills: pay.stats.kills, pveWins: 1 });
    expect(pay.elo).toEqual({ before: 1000, after: 1000 });
  });

  it("pays a lost map its xp share and nothing else, and leaves progress where it was", () => {
    const pay = matchPay(pve({ won: false, kills: 0 }), { ...standing, playedToday: true }, firstStage);
    expect(pay.gold).toBe(0);
    expect(pay.drops).toEqual({});
    expect(pay.reward).toEqual({});
    expect(pay.monsters[0]!.xpGained).toBe(Math.round(firstStage.rewards.monsterXp * pveLossXpShare));
    expect(pay.campaignProgress).toEqual({ before: 0, after: 0 });
    expect(pay.mapProgress?.isCompleted).toBe(false);
    expect(pay.stats).toMatchObject({ pveWins: 0, pveLosses: 1, daysPlayed: 0 });
    expect(pay.scores).toEqual({});
  });

  it("moves the campaign on only from the player's next map, on the first difficulty", () => {
    expect(matchPay(pve(), { ...standing, campaignProgress: 3 }, firstStage).campaignProgress.after).toBe(3);
    expect(matchPay(pve({ difficulty: 2 }), standing, stageFor(firstMap, 2)).campaignProgress.after).toBe(0);
  });

  it("scores a boss by difficulty", () => {
    const pay = matchPay(pve({ bossKills: 1, difficulty: 3 }), standing, stageFor(firstMap, 3));
    expect(pay.stats.bossPoints).toBe(3 * bossPointsPerDifficulty);
    expect(pay.scores.bossPoints).toBe(3 * bossPointsPerDifficulty);
  });

  it("pays PvP its fixed rewards, moves elo against the opponent and counts kill points", () => {
    const play = pve({ mode: "pvp", mapRef: null, kills: 3 });
    const pay = matchPay(play, { ...standing, opponentElo: 1200 }, null);
    expect(pay.gold).toBe(pvpRewards.winGold);
    expect(pay.drops).toEqual({});
    expect(pay.monsters[0]!.xpGained).toBe(pvpRewards.winMonsterXp);
    expect(pay.elo).toEqual({ before: 1000, after: eloAfterMatch(1000, 1200, true) });
    expect(pay.stats).toMatchObject({ pvpWins: 1, killPoints: 3 * pvpRewards.killPointsPerKill, pveWins: 0 });
    expect(pay.scores).toEqual({ kills: 3, killPoints: 30, elo: pay.elo.after });
    expect(pay.mapProgress).toBeNull();
    expect(matchPay({ ...play, won: false }, { ...standing, opponentElo: 1200 }, null).gold).toBe(
      pvpRewards.lossGold,
    );
  });

  it("gives mastery once per monster name and counts MonsterStats per name, in name order", () => {
    const pay = matchPay(
      pve({ members: [member(1, "b"), member(2, "a"), member(3, "b")] }),
      standing,
      firstStage,
    );
    expect(pay.masteries.map((entry) => [entry.name, entry.xp])).toEqual([
      ["b", mastery.xpPerMatch + mastery.xpPerWin],
      ["a", mastery.xpPerMatch + mastery.xpPerWin],
    ]);
    expect(pay.monsterStats.map(({ name, plays, kills, pveWins }) => [name, plays, kills, pveWins])).toEqual([
      ["a", 1, 1, 1],
      ["b", 2, 2, 2],
    ]);
  });

  it("refuses a map match without its stage", () => {
    expect(() => matchPay(pve(), standing, null)).toThrow();
  });
});

describe("spreadKills", () => {
  it("spreads a report's kills over the members in slot order", () => {
    expect(spreadKills(["a", "b", "c"], 5).map((member) => member.kills)).toEqual([2, 2, 1]);
    expect(spreadKills(["a", "b"], 0).map((member) => member.kills)).toEqual([0, 0]);
  });
});

describe("rollDrops", () => {
  it("rolls the same drops from the same seed", () => {
    const drops = stageFor(firstMap, 3).drops;
    expect(rollDrops(drops, "x")).toEqual(rollDrops(drops, "x"));
    const name = ingredients[0]!.name;
    expect(rollDrops([{ kind: "ingredient", name, quantity: 2, chance: 1 }], "x")).toEqual({
      ingredients: [{ name, quantity: 2 }],
    });
    expect(rollDrops([{ kind: "ingredient", name, quantity: 2, chance: 0 }], "x")).toEqual({});
  });
});

describe("nextMapProgress", () => {
  it("keeps the best whole run (fewest turns, then time) and the best of each measure", () => {
    const first = nextMapProgress(null, { won: true, turns: 10, timeSeconds: 90, curse: 1, groupSize: 3 });
    const slower = nextMapProgress(first, { won: true, turns: 10, timeSeconds: 120, curse: 2, groupSize: 2 });
    expect(slower).toMatchObject({
      bestScoreTime: 90,
      bestScoreCurse: 1,
      highestCurse: 2,
      highestGroupSize: 3,
    });
    const fewerTurns = nextMapProgress(slower, {
      won: true,
      turns: 8,
      timeSeconds: 200,
      curse: 0,
      groupSize: 1,
    });
    expect(fewerTurns).toMatchObject({
      bestScoreTurns: 8,
      bestScoreTime: 200,
      lowestTime: 90,
      lowestTurns: 8,
      highestCurse: 2,
    });
    expect(
      nextMapProgress(fewerTurns, { won: false, turns: 1, timeSeconds: 1, curse: 9, groupSize: 5 }),
    ).toBe(fewerTurns);
  });
});
