// The play screen: campaign maps (locked until the previous one is completed,
// with the difficulties unlocked on each), challenges, and PvP opponents near
// the player's elo whose defence team (team slot 0) is not empty.

import type { Quality } from "../catalogue/basics.ts";
import { campaignMaps, challenges, mapDifficulties } from "../catalogue/maps.ts";
import { findMonster } from "../catalogue/monsters.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { stageFor } from "../matches/rules.ts";
import { banInForce } from "../moderation/active-ban.ts";
import { gameAccessMessage, needsGameAccess } from "../progression/game-access.ts";
import { challengesUnlockAfterMaps } from "../progression/unlocks.ts";
import { teams } from "../teams/limits.ts";
import { listTeams } from "../teams/list-teams.ts";
import {
  fightingPower,
  groupLimitInWords,
  type Readiness,
  readinessOf,
  recommendationFor,
  type StageRecommendation,
} from "./advice.ts";
import { combatantStats, teamPower } from "./combatant.ts";
import { battleRules, pvpMatchmaking } from "./rules.ts";

export interface MapOption {
  key: string;
  title: string;
  type: "campaign" | "challenge";
  isBoss: boolean;
  isLocked: boolean;
  /** Part of the free first chapter: playable without game access. */
  isFree: boolean;
  /** This player may not play it until they get game access. */
  needsGameAccess: boolean;
  enemies: { name: string; level: number; element: string | null }[];
  turnLimit: number;
  maxGroupSize: number | null;
  /** A challenge's limit on the player's monsters in words ("only your team's first monster fights"). */
  groupRule: string | null;
  curse: number;
  /** What the curse does: the enemies' extra hp and attack, in percent (0 without a curse). */
  curseBonusPercent: number;
  rewards: { gold: number; playerXp: number; monsterXp: number };
  /** The power of the player's strongest team here (a challenge counts only the monsters that may fight). */
  yourPower: number;
  difficulties: {
    difficulty: number;
    label: string;
    isUnlocked: boolean;
    isCompleted: boolean;
    bestTurns: number | null;
    /** Why it cannot be played yet, to follow its label ("Hard: win Normal first"); null when unlocked. */
    lockedReason: string | null;
    /** The enemies at this difficulty, and the monsters' level and team power the game recommends. */
    recommended: StageRecommendation;
    /** How the player's strongest team compares with that. */
    readiness: Readiness;
  }[];
}

export interface OpponentOption {
  userId: string;
  name: string;
  level: number;
  elo: number;
  teamSize: number;
  power: number;
}

export interface PlayOptions {
  hasGameAccess: boolean;
  /** Why the maps, challenges and PvP marked needsGameAccess are closed and how to open them; null with access. */
  gameAccessMessage: string | null;
  /** PvP needs game access this player lacks. */
  pvpNeedsGameAccess: boolean;
  campaignProgress: number;
  challengesUnlockAfterMaps: number;
  elo: number;
  teamSizes: number[];
  campaign: MapOption[];
  challenges: MapOption[];
  opponents: OpponentOption[];
}

export async function playOptions(
  deps: Pick<AppDeps, "db">,
  input: { userId: string },
): Promise<PlayOptions> {
  const { userId } = input;
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      hasGameAccess: true,
      campaignProgress: true,
      stats: { select: { elo: true } },
      mapProgress: { select: { name: true, difficulty: true, isCompleted: true, bestScoreTurns: true } },
      inventory: { select: { teams: { select: { slot: true, _count: { select: { members: true } } } } } },
    },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  const elo = user.stats?.elo ?? 0;
  const progressOf = (key: string, difficulty: number) =>
    user.mapProgress.find((row) => row.name === key && row.difficulty === difficulty);
  const optionOf = (
    map: (typeof campaignMaps)[number] | (typeof challenges)[number],
    type: "campaign" | "challenge",
    index: number,
  ): MapOption => {
    const stage = stageFor(map, 1);
    const target = type === "campaign" ? { type, index } : { type };
    const isLocked =
      type === "campaign" ? index > user.campaignProgress : user.campaignProgress < challengesUnlockAfterMaps;
    const maxGroupSize = "maxGroupSize" in map ? map.maxGroupSize : null;
    const curse = "curse" in map ? map.curse : 0;
    const yourPower = bestPower(maxGroupSize);
    return {
      key: map.key,
      title: map.title,
      type,
      isBoss: map.isBoss,
      isLocked,
      isFree: !needsGameAccess(target),
      needsGameAccess: !user.hasGameAccess && needsGameAccess(target),
      enemies: stage.enemies.map((enemy) => ({
        ...enemy,
        element: findMonster(enemy.name)?.element ?? null,
      })),
      turnLimit: stage.turnLimit,
      maxGroupSize,
      groupRule:
        maxGroupSize !== null && maxGroupSize < teams.slotsPerTeam ? groupLimitInWords(maxGroupSize) : null,
      curse,
      curseBonusPercent: Math.round(curse * battleRules.cursePerLevel * 100),
      rewards: stage.rewards,
      yourPower,
      difficulties: mapDifficulties.map((level) => {
        const previous = mapDifficulties[level.difficulty - 2];
        const isUnlocked =
          !isLocked &&
          (previous === undefined || (progressOf(map.key, previous.difficulty)?.isCompleted ?? false));
        const recommended = recommendationFor(stageFor(map, level.difficulty), curse);
        return {
          difficulty: level.difficulty,
          label: level.label,
          isUnlocked,
          isCompleted: progressOf(map.key, level.difficulty)?.isCompleted ?? false,
          bestTurns: progressOf(map.key, level.difficulty)?.bestScoreTurns ?? null,
          lockedReason: isUnlocked
            ? null
            : previous === undefined || isLocked
              ? lockedMapReason(type)
              : `win ${previous.label} first`,
          recommended,
          readiness: readinessOf(yourPower, recommended),
        };
      }),
    };
  };
  const teamsOfPlayer = (await listTeams(deps, { userId })).map((team) =>
    team.members.flatMap((member) => (member ? [member.battleStats] : [])),
  );
  const bestPower = (maxGroupSize: number | null) =>
    Math.max(0, ...teamsOfPlayer.map((team) => fightingPower(team, maxGroupSize)));
  const opponents = await findOpponents(deps, userId, elo);
  return {
    hasGameAccess: user.hasGameAccess,
    gameAccessMessage: user.hasGameAccess ? null : gameAccessMessage,
    pvpNeedsGameAccess: !user.hasGameAccess && needsGameAccess({ type: "pvp" }),
    campaignProgress: user.campaignProgress,
    challengesUnlockAfterMaps,
    elo,
    teamSizes: [0, 1, 2].map(
      (slot) => user.inventory?.teams.find((team) => team.slot === slot)?._count.members ?? 0,
    ),
    campaign: campaignMaps.map((map, index) => optionOf(map, "campaign", index)),
    challenges: challenges.map((map, index) => optionOf(map, "challenge", index)),
    opponents,
  };
}

function lockedMapReason(type: "campaign" | "challenge"): string {
  return type === "campaign"
    ? "complete the previous map first"
    : `complete ${challengesUnlockAfterMaps} campaign maps first`;
}

async function findOpponents(
  deps: Pick<AppDeps, "db">,
  userId: string,
  elo: number,
): Promise<OpponentOption[]> {
  // Nearest elo first among players with a defence team; the (elo) index makes
  // the two range scans cheap even with many players.
  const rows = await deps.db.$queryRaw<
    {
      userId: string;
      name: string;
      level: number;
      elo: number;
      team: { name: string; level: number; quality: Quality }[];
    }[]
  >`
    WITH candidates AS (
      (SELECT s."userId", s.elo FROM "UserStats" s WHERE s.elo >= ${elo} AND s."userId" <> ${userId}::uuid
        ORDER BY s.elo ASC LIMIT 50)
      UNION ALL
      (SELECT s."userId", s.elo FROM "UserStats" s WHERE s.elo < ${elo} AND s."userId" <> ${userId}::uuid
        ORDER BY s.elo DESC LIMIT 50)
    )
    SELECT c."userId", p.name, u.level, c.elo,
      (SELECT json_agg(json_build_object('name', m.name, 'level', m.level, 'quality', m.quality) ORDER BY tm.slot)
        FROM "Team" t JOIN "TeamMember" tm ON tm."teamId" = t.id JOIN "Item" m ON m.id = tm."monsterId"
        WHERE t."inventoryId" = i.id AND t.slot = ${pvpMatchmaking.defenceTeamSlot}) AS team
    FROM candidates c
    JOIN "User" u ON u.id = c."userId" AND NOT ${banInForce("u", new Date())} AND u.role = 'player'
    JOIN "UserProfile" p ON p."userId" = u.id
    JOIN "Inventory" i ON i."userId" = u.id
    WHERE EXISTS (SELECT 1 FROM "Team" t JOIN "TeamMember" tm ON tm."teamId" = t.id
      WHERE t."inventoryId" = i.id AND t.slot = ${pvpMatchmaking.defenceTeamSlot})
    ORDER BY abs(c.elo - ${elo}), c."userId"
    LIMIT ${pvpMatchmaking.candidates}`;
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    level: row.level,
    elo: row.elo,
    teamSize: row.team?.length ?? 0,
    power: teamPower((row.team ?? []).map((monster) => combatantStats(monster))),
  }));
}
