// What a finished match pays and how it moves the player on, as plain data:
// gold, drops, xp and levels (player, monsters, masteries), elo, campaign and
// map progress, the stat, quest and leaderboard deltas. applyMatch writes this
// plan to the database; the demo seed applies the same plan to its in-memory
// players, so the two cannot pay differently (ADR 116).
import { createPrng } from "../battles/prng.ts";
import type { LeaderboardType } from "../catalogue/leaderboards.ts";
import type { Drop, MapDifficulty } from "../catalogue/maps.ts";
import type { Reward } from "../catalogue/rewards.ts";
import { addXp, type Leveled } from "../progression/add-xp.ts";
import {
  mastery,
  masteryXpForLevel,
  monsterMaxLevel,
  monsterXpForLevel,
  playerMaxLevel,
  xpForLevel,
} from "../progression/levels.ts";
import type { QuestProgress } from "../quests/advance-quests.ts";
import {
  bossPointsPerDifficulty,
  eloAfterMatch,
  type MatchMode,
  pveLossXpShare,
  pvpRewards,
  type Stage,
} from "./rules.ts";
import type { MapRef } from "./stages.ts";

/** A player's record on one map and difficulty (the MapProgress columns). */
export interface MapProgressRow {
  isCompleted: boolean;
  bestScoreTime: number | null;
  bestScoreTurns: number | null;
  bestScoreCurse: number | null;
  bestScoreGroupSize: number | null;
  lowestTime: number | null;
  lowestTurns: number | null;
  highestCurse: number | null;
  highestGroupSize: number | null;
}

/** A monster that played: its id is only carried through to the plan. */
export interface PlayingMember {
  id: number;
  name: string;
  level: number;
  xp: number;
  masteryLevel: number | null;
  masteryXp: number | null;
}

/** What happened in the match. */
export interface MatchPlay {
  mode: MatchMode;
  mapRef: MapRef | null;
  difficulty: MapDifficulty;
  won: boolean;
  turns: number;
  timeSeconds: number;
  kills: number;
  bossKills: number;
  curse: number;
  groupSize: number;
  /** The members who played, and the kills each made. */
  members: readonly { row: PlayingMember; kills: number }[];
  /** Seed of the drop roll: never chosen by the reporter. */
  dropSeed: string;
}

/** Where the player stood before the match. */
export interface PlayerStanding {
  level: number;
  xp: number;
  campaignProgress: number;
  elo: number;
  /** The opponent's elo, for a PvP match. */
  opponentElo: number | null;
  /** The record on this map and difficulty, if the player has one. */
  mapProgress: MapProgressRow | null;
  /** Whether the player already played a match this UTC day. */
  playedToday: boolean;
}

/** The UserStats columns a match adds to. */
export interface MatchStatDelta {
  kills: number;
  bossKills: number;
  bossPoints: number;
  killPoints: number;
  pveWins: number;
  pveLosses: number;
  pvpWins: number;
  pvpLosses: number;
  challengesCompleted: number;
  timePlayed: number;
  daysPlayed: number;
  droppedMonsters: number;
  droppedRelics: number;
  droppedIngredients: number;
  earntFreeCurrency: number;
}

/** What the global MonsterStats row of one monster name gains. */
export interface MonsterStatsDelta {
  name: string;
  plays: number;
  kills: number;
  bossKills: number;
  pveWins: number;
  pveLosses: number;
  pvpWins: number;
  pvpLosses: number;
}

export interface MatchPay {
  gold: number;
  drops: Reward;
  /** Gold and drops together, as the grant receives them (empty when the match paid nothing). */
  reward: Reward;
  player: Leveled & { levelsGained: number; xpToNext: number };
  monsters: (Leveled & { id: number; name: string; levelsGained: number; xpGained: number })[];
  /** One per monster name, however many of that monster played. */
  masteries: (Leveled & { name: string; levelsGained: number })[];
  campaignProgress: { before: number; after: number };
  elo: { before: number; after: number };
  /** The map's new record; null for PvP. */
  mapProgress: MapProgressRow | null;
  stats: MatchStatDelta;
  quests: QuestProgress;
  /** What the match submits to each leaderboard (only boards it scored on). */
  scores: Partial<Record<LeaderboardType, number>>;
  /** In name order, so concurrent reports lock the shared rows in one order. */
  monsterStats: MonsterStatsDelta[];
}

/** A live event's multipliers (live-events/modifiers.ts); 1 leaves a reward as it is. */
export interface MatchMultipliers {
  gold: number;
  xp: number;
  drops: number;
}

const unboosted: MatchMultipliers = { gold: 1, xp: 1, drops: 1 };

export function matchPay(
  play: MatchPlay,
  standing: PlayerStanding,
  stage: Stage | null,
  boost: MatchMultipliers = unboosted,
): MatchPay {
  const isPvp = play.mode === "pvp";
  const { won } = play;
  if (!isPvp && !stage) throw new Error("A map match needs its stage.");

  const share = (value: number) => (won ? value : Math.round(value * pveLossXpShare));
  const boosted = (value: number, factor: number) => Math.round(value * factor);
  const gold = boosted(
    isPvp ? (won ? pvpRewards.winGold : pvpRewards.lossGold) : won ? stage!.rewards.gold : 0,
    boost.gold,
  );
  const playerXp = boosted(
    isPvp ? (won ? pvpRewards.winPlayerXp : pvpRewards.lossPlayerXp) : share(stage!.rewards.playerXp),
    boost.xp,
  );
  const monsterXp = boosted(
    isPvp ? (won ? pvpRewards.winMonsterXp : pvpRewards.lossMonsterXp) : share(stage!.rewards.monsterXp),
    boost.xp,
  );
  const drops = won && stage ? rollDrops(stage.drops, play.dropSeed, boost.drops) : {};
  const bossPoints = play.bossKills * bossPointsPerDifficulty * play.difficulty;
  const killPoints = isPvp ? play.kills * pvpRewards.killPointsPerKill : 0;

  const player = addXp({ level: standing.level, xp: standing.xp }, playerXp, xpForLevel, playerMaxLevel);
  const monsters = play.members.map(({ row }) => ({
    id: row.id,
    name: row.name,
    xpGained: monsterXp,
    ...addXp({ level: row.level, xp: row.xp }, monsterXp, monsterXpForLevel, monsterMaxLevel),
  }));
  const masteryGain = mastery.xpPerMatch + (won ? mastery.xpPerWin : 0);
  const masteries = [...new Map(play.members.map(({ row }) => [row.name, row])).values()].map((row) => ({
    name: row.name,
    ...addXp(
      { level: row.masteryLevel ?? 1, xp: row.masteryXp ?? 0 },
      masteryGain,
      masteryXpForLevel,
      mastery.maxLevel,
    ),
  }));
  const campaignBefore = standing.campaignProgress;
  const campaignAfter =
    won && play.mapRef?.type === "campaign" && play.difficulty === 1 && play.mapRef.index === campaignBefore
      ? campaignBefore + 1
      : campaignBefore;
  const eloBefore = standing.elo;
  const eloAfter =
    isPvp && standing.opponentElo !== null ? eloAfterMatch(eloBefore, standing.opponentElo, won) : eloBefore;

  const stats: MatchStatDelta = {
    kills: play.kills,
    bossKills: play.bossKills,
    bossPoints,
    killPoints,
    pveWins: !isPvp && won ? 1 : 0,
    pveLosses: !isPvp && !won ? 1 : 0,
    pvpWins: isPvp && won ? 1 : 0,
    pvpLosses: isPvp && !won ? 1 : 0,
    challengesCompleted: play.mode === "challenge" && won ? 1 : 0,
    timePlayed: play.timeSeconds,
    daysPlayed: standing.playedToday ? 0 : 1,
    droppedMonsters: drops.items?.filter((item) => item.type === "monster").length ?? 0,
    droppedRelics: drops.items?.filter((item) => item.type === "relic").length ?? 0,
    droppedIngredients: drops.ingredients?.reduce((sum, ingredient) => sum + ingredient.quantity, 0) ?? 0,
    earntFreeCurrency: gold,
  };

  const scores: Partial<Record<LeaderboardType, number>> = {};
  if (play.kills > 0) scores.kills = play.kills;
  if (bossPoints > 0) scores.bossPoints = bossPoints;
  if (killPoints > 0) scores.killPoints = killPoints;
  if (stats.pveWins > 0) scores.pveWins = 1;
  if (isPvp) scores.elo = eloAfter;

  const perName = new Map<string, { plays: number; kills: number }>();
  for (const { row, kills } of play.members) {
    const entry = perName.get(row.name) ?? { plays: 0, kills: 0 };
    entry.plays += 1;
    entry.kills += kills;
    perName.set(row.name, entry);
  }
  const monsterStats = [...perName.keys()].sort().map((name) => {
    const { plays, kills } = perName.get(name)!;
    return {
      name,
      plays,
      kills,
      bossKills: plays * play.bossKills,
      pveWins: plays * stats.pveWins,
      pveLosses: plays * stats.pveLosses,
      pvpWins: plays * stats.pvpWins,
      pvpLosses: plays * stats.pvpLosses,
    };
  });

  return {
    gold,
    drops,
    reward: { ...drops, ...(gold > 0 ? { gold } : {}) },
    player: { ...player, xpToNext: player.level >= playerMaxLevel ? 0 : xpForLevel(player.level) },
    monsters,
    masteries,
    campaignProgress: { before: campaignBefore, after: campaignAfter },
    elo: { before: eloBefore, after: eloAfter },
    mapProgress: play.mapRef ? nextMapProgress(standing.mapProgress, play) : null,
    stats,
    quests: {
      matchesPlayed: 1,
      pveWins: stats.pveWins,
      pvpWins: stats.pvpWins,
      kills: play.kills,
      bossKills: play.bossKills,
    },
    scores,
    monsterStats,
  };
}

/** A report does not say who made which kill: they are spread in slot order. */
export function spreadKills<Row>(rows: readonly Row[], kills: number): { row: Row; kills: number }[] {
  const perMember = Math.floor(kills / rows.length);
  const remainder = kills % rows.length;
  return rows.map((row, index) => ({ row, kills: perMember + (index < remainder ? 1 : 0) }));
}

/** The drops of a won stage, rolled from the match's own seed (the same seed rolls the same drops). */
export function rollDrops(drops: readonly Drop[], seed: string, chanceFactor = 1): Reward {
  const prng = createPrng(seed);
  const items: NonNullable<Reward["items"]> = [];
  const ingredients: NonNullable<Reward["ingredients"]> = [];
  for (const drop of drops) {
    if (!prng.chance(Math.min(1, drop.chance * chanceFactor))) continue;
    if (drop.kind === "ingredient") ingredients.push({ name: drop.name, quantity: drop.quantity });
    else items.push({ type: drop.kind, name: drop.name, quality: drop.quality });
  }
  return { ...(items.length ? { items } : {}), ...(ingredients.length ? { ingredients } : {}) };
}

/** Best run of a map: fewest turns, then least time; the other records are per measure. */
export function nextMapProgress(
  previous: MapProgressRow | null,
  run: Pick<MatchPlay, "won" | "timeSeconds" | "turns" | "curse" | "groupSize">,
): MapProgressRow {
  const base: MapProgressRow = previous ?? {
    isCompleted: false,
    bestScoreTime: null,
    bestScoreTurns: null,
    bestScoreCurse: null,
    bestScoreGroupSize: null,
    lowestTime: null,
    lowestTurns: null,
    highestCurse: null,
    highestGroupSize: null,
  };
  if (!run.won) return base;
  const isBetter =
    base.bestScoreTurns === null ||
    run.turns < base.bestScoreTurns ||
    (run.turns === base.bestScoreTurns && run.timeSeconds < (base.bestScoreTime ?? Number.POSITIVE_INFINITY));
  return {
    isCompleted: true,
    bestScoreTime: isBetter ? run.timeSeconds : base.bestScoreTime,
    bestScoreTurns: isBetter ? run.turns : base.bestScoreTurns,
    bestScoreCurse: isBetter ? run.curse : base.bestScoreCurse,
    bestScoreGroupSize: isBetter ? run.groupSize : base.bestScoreGroupSize,
    lowestTime: Math.min(base.lowestTime ?? run.timeSeconds, run.timeSeconds),
    lowestTurns: Math.min(base.lowestTurns ?? run.turns, run.turns),
    highestCurse: Math.max(base.highestCurse ?? run.curse, run.curse),
    highestGroupSize: Math.max(base.highestGroupSize ?? run.groupSize, run.groupSize),
  };
}
