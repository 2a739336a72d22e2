// The one implementation of a finished match's effects. A match a game server
// reports with its key (POST /api/matches) and a battle the server simulates
// (POST /api/battles) both come through here, in one transaction:
//   1. lock the player's User row (reports of one player apply one at a time)
//   2. read everything the match needs in one query (stats, team, masteries,
//      map progress, owned achievements, a stored report with this match id)
//   3. a replayed match id returns the stored result and applies nothing
//   4. check access and bounds (an impossible report is a 422, kept in History)
//   5. for a simulated battle, run the seeded simulation on the locked data
//   6. write: User + UserStats + Item xp + Mastery + MapProgress in one statement,
//      quests in one, the reward through grantReward, achievements when one is
//      due, leaderboards in one (submitScores), and last MonsterStats (global
//      rows every player touches, so they stay locked for the shortest time)
//      with the MatchReport row whose unique (userId, matchId) makes it once.
//   7. after the commit: level:up, achievement:unlocked, wallet:updated and
//      leaderboard:rank (each board whose rank moved) for the live events; the
//      player.level_up and achievement.unlocked webhook events are recorded
//      in the transaction (webhooks/record-webhook-event.ts).
import { randomUUID } from "node:crypto";
import { awardAchievements, type UnlockedAchievement } from "../achievements/award-achievements.ts";
import { markActive } from "../analytics/activity.ts";
import { type CombatantSpec, combatantStats } from "../battles/combatant.ts";
import { pvpMatchmaking } from "../battles/rules.ts";
import { type BattleOutcome, simulateBattle } from "../battles/simulate.ts";
import type { Quality } from "../catalogue/basics.ts";
import { type ChallengeDefinition, campaignMaps, type MapDifficulty } from "../catalogue/maps.ts";
import { findMonster } from "../catalogue/monsters.ts";
import { isEmptyReward, type Reward } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { announceRanks } from "../leaderboards/rank-events.ts";
import { type ContenderScore, submitScores } from "../leaderboards/submit-scores.ts";
import { activeEventsFor } from "../live-events/active-events.ts";
import { type MatchBoost, matchBoostFor } from "../live-events/modifiers.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { requireGameAccess } from "../progression/game-access.ts";
import { challengesUnlockAfterMaps } from "../progression/unlocks.ts";
import { advanceQuests, type QuestState } from "../quests/advance-quests.ts";
import { teams } from "../teams/limits.ts";
import { startOfUtcDay } from "../time/utc-day.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import {
  type MapProgressRow,
  type MatchPlay,
  type MonsterStatsDelta,
  matchPay,
  spreadKills,
} from "./match-pay.ts";
import type { MatchReport } from "./match-report.ts";
import {
  type MatchMode,
  matchBounds,
  matchReportRules,
  type Stage,
  simulatedSecondsPerAction,
  stageFor,
} from "./rules.ts";
import { findMap, type MapRef, modeOfMap } from "./stages.ts";

/** Who says how the match went: a game server (by key), or the server's own simulation. */
export type Reporter = "server" | "simulation";

/** What to apply: a reported result, or a battle for the server to simulate. */
export type MatchRequest =
  | { kind: "report"; report: MatchReport }
  | {
      kind: "simulate";
      matchId: string;
      mode: "campaign" | "challenge" | "pvp";
      map?: string;
      difficulty: number;
      teamSlot: number;
      opponentUserId?: string;
      /** Server-chosen; never from the client. */
      seed: string;
    };

export interface ApplyMatchInput {
  userId: string;
  reporter: Reporter;
  request: MatchRequest;
  now: Date;
}

/** What a match did; stored with the report and returned again on a replay. */
export interface MatchResult {
  matchReportId: number;
  matchId: string;
  replayed: boolean;
  mode: MatchMode;
  map: string | null;
  difficulty: number | null;
  won: boolean;
  turns: number;
  kills: number;
  gold: number;
  drops: Reward;
  /** Drops that did not fit went to this inbox message. */
  overflowMessageId: number | null;
  /** The live event whose modifiers applied, and the gold it added (absent on reports stored before events). */
  liveEvent?: { id: number; name: string; goldBonus: number } | null;
  player: { level: number; xp: number; xpToNext: number; levelsGained: number };
  monsters: { id: number; name: string; level: number; xp: number; levelsGained: number; xpGained: number }[];
  masteries: { name: string; level: number; xp: number }[];
  elo: { before: number; after: number } | null;
  campaignProgress: { before: number; after: number };
  quests: QuestState[];
  achievements: UnlockedAchievement[];
  /** For the live events that arrive with Socket.IO (level:up, achievement:unlocked). */
  events: ({ type: "level:up"; level: number } | { type: "achievement:unlocked"; key: string })[];
}

export interface StoredBattle {
  outcome: BattleOutcome;
  opponentName: string | null;
}

interface TeamMemberRow {
  slot: number;
  id: number;
  name: string;
  level: number;
  xp: number;
  quality: Quality;
  skinId: string | null;
  relicName: string | null;
  relicLevel: number | null;
  masteryLevel: number | null;
  masteryXp: number | null;
}

interface PlayerContext {
  level: number;
  xp: number;
  campaignProgress: number;
  hasGameAccess: boolean;
  isBanned: boolean;
  banReason: string | null;
  bannedUntil: Date | null;
  stats: Record<string, number>;
  achievements: string[];
  replay: { id: number; result: Omit<MatchResult, "matchReportId" | "replayed"> } | null;
  playedToday: boolean;
  team: TeamMemberRow[];
  mapProgress: MapProgressRow | null;
  previousDifficultyCompleted: boolean;
  opponent: {
    elo: number;
    name: string | null;
    team: Omit<TeamMemberRow, "id" | "xp" | "masteryXp">[];
  } | null;
}

/** The facts of a finished match, from a report or a simulation. */
interface MatchFacts extends MatchPlay {
  matchId: string;
  opponentUserId: string | null;
  /** The members who played, and the kills each made. */
  members: { row: TeamMemberRow; kills: number }[];
  battle: StoredBattle | null;
}

class MatchRejected {
  constructor(
    readonly violations: string[],
    readonly matchId: string,
  ) {}
}

export async function applyMatch(
  deps: Pick<AppDeps, "db" | "events">,
  input: ApplyMatchInput,
): Promise<MatchResult> {
  // The scores the committed run submitted (with the ranks before), for `leaderboard:rank`.
  let submitted: ContenderScore[] = [];
  // The events running for the player now, from the shared snapshot (outside
  // the transaction: the snapshot belongs to the database, not to one transaction).
  const events = await activeEventsFor(deps.db, { userId: input.userId, now: input.now });
  const boost: EventBoost = {
    ...matchBoostFor(events),
    eventName: null,
    eventBoardIds: events.flatMap((event) => (event.leaderboardId !== null ? [event.leaderboardId] : [])),
  };
  boost.eventName = events.find((event) => event.id === boost.eventId)?.name ?? null;
  const run = () =>
    deps.db.$transaction(
      (tx) =>
        applyInTransaction(tx, input, boost, (scores) => {
          submitted = scores;
        }),
      { timeout: 20_000, maxWait: 20_000 },
    );
  let outcome: MatchResult | MatchRejected;
  try {
    outcome = await run();
  } catch (error) {
    // Two reports of one match id racing: the loser's insert hits the unique
    // key; once the winner has committed, running again finds the stored result.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      outcome = await run();
    else throw error;
  }
  if (outcome instanceof MatchRejected) {
    // Kept for anti-cheat review even though nothing else was applied.
    await deps.db.history.create({
      data: {
        type: historyTypes.matchRejected,
        userId: input.userId,
        data: {
          reporter: input.reporter,
          matchId: outcome.matchId,
          violations: outcome.violations,
          request:
            input.request.kind === "report" ? input.request.report : { ...input.request, seed: undefined },
        } as Prisma.InputJsonValue,
      } satisfies HistoryEntry,
    });
    throw new AppError("unprocessable", "This match result is not possible.", {
      violations: outcome.violations,
    });
  }
  if (!outcome.replayed) {
    // A game server reports without the player's session, which would otherwise mark the day.
    await markActive(deps.db, input.userId, input.now);
    await announceMatch(deps, input.userId, outcome, submitted);
  }
  return outcome;
}

/** The live events of a committed match (a replay announces nothing again). */
async function announceMatch(
  deps: Pick<AppDeps, "db" | "events">,
  userId: string,
  result: MatchResult,
  submitted: ContenderScore[],
) {
  for (const event of result.events) {
    if (event.type === "level:up") deps.events.emit("level:up", { userId, level: event.level });
    else deps.events.emit("achievement:unlocked", { userId, key: event.key });
  }
  if (result.gold > 0) await announceWallet(deps, userId);
  await announceRanks(deps, userId, submitted);
}

function matchIdOf(request: MatchRequest): string {
  return request.kind === "report" ? request.report.matchId : request.matchId;
}

async function loadContext(
  tx: Db,
  userId: string,
  input: {
    matchId: string;
    map: string | null;
    difficulty: number;
    teamSlot: number;
    opponentUserId: string | null;
    now: Date;
  },
): Promise<PlayerContext | null> {
  // The lock comes first, in its own statement: the next statement then reads
  // what the previous report of this player committed (READ COMMITTED takes a
  // new snapshot per statement).
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  if (locked.length === 0) return null;
  const dayStart = startOfUtcDay(input.now);
  const memberJson = (withOwnerFields: boolean) =>
    withOwnerFields
      ? Prisma.sql`json_build_object('slot', tm.slot, 'id', m.id, 'name', m.name, 'level', m.level, 'xp', m.xp,
          'quality', m.quality, 'skinId', m."skinId", 'relicName', r.name, 'relicLevel', r.level,
          'masteryLevel', ms.level, 'masteryXp', ms.xp)`
      : Prisma.sql`json_build_object('slot', tm.slot, 'name', m.name, 'level', m.level, 'quality', m.quality,
          'skinId', m."skinId", 'relicName', r.name, 'relicLevel', r.level, 'masteryLevel', ms.level)`;
  const teamOf = (owner: Prisma.Sql, slot: number, withOwnerFields: boolean) => Prisma.sql`
    SELECT coalesce(json_agg(${memberJson(withOwnerFields)} ORDER BY tm.slot), '[]'::json)
    FROM "Inventory" i
    JOIN "Team" t ON t."inventoryId" = i.id AND t.slot = ${slot}
    JOIN "TeamMember" tm ON tm."teamId" = t.id
    JOIN "Item" m ON m.id = tm."monsterId"
    LEFT JOIN "Item" r ON r.id = tm."relicId"
    LEFT JOIN "Mastery" ms ON ms."userId" = i."userId" AND ms.name = m.name
    WHERE i."userId" = ${owner}`;
  const opponent = input.opponentUserId;
  const rows = await tx.$queryRaw<
    (Omit<PlayerContext, "opponent"> & { opponent: PlayerContext["opponent"] })[]
  >`
    SELECT u.level, u.xp, u."campaignProgress", u."hasGameAccess", u."isBanned", u."banReason", u."bannedUntil",
      row_to_json(s.*) AS stats,
      (SELECT coalesce(json_agg(a.name), '[]'::json) FROM "Achievement" a WHERE a."userId" = u.id) AS achievements,
      (SELECT json_build_object('id', r.id, 'result', r.result) FROM "MatchReport" r
        WHERE r."userId" = u.id AND r."matchId" = ${input.matchId}) AS replay,
      EXISTS (SELECT 1 FROM "MatchReport" r WHERE r."userId" = u.id AND r."createdAt" >= ${dayStart}) AS "playedToday",
      (${teamOf(Prisma.sql`u.id`, input.teamSlot, true)}) AS team,
      (SELECT row_to_json(mp.*) FROM "MapProgress" mp
        WHERE mp."userId" = u.id AND mp.name = ${input.map} AND mp.difficulty = ${input.difficulty}) AS "mapProgress",
      EXISTS (SELECT 1 FROM "MapProgress" mp WHERE mp."userId" = u.id AND mp.name = ${input.map}
        AND mp.difficulty = ${input.difficulty - 1} AND mp."isCompleted") AS "previousDifficultyCompleted",
      ${
        opponent
          ? Prisma.sql`(SELECT json_build_object('elo', os.elo, 'name', p.name,
              'team', (${teamOf(Prisma.sql`${opponent}::uuid`, pvpMatchmaking.defenceTeamSlot, false)}))
              FROM "UserStats" os LEFT JOIN "UserProfile" p ON p."userId" = os."userId"
              WHERE os."userId" = ${opponent}::uuid AND os."userId" <> u.id)`
          : Prisma.sql`NULL::json`
      } AS opponent
    FROM "User" u JOIN "UserStats" s ON s."userId" = u.id
    WHERE u.id = ${userId}::uuid`;
  return rows[0] ?? null;
}

/** The running events' multipliers, and the name of the event they are attributed to. */
/** The running events' boost, and the boards of those running for the player (fed with today's boards). */
type EventBoost = MatchBoost & { eventName: string | null; eventBoardIds: number[] };

async function applyInTransaction(
  tx: Db,
  input: ApplyMatchInput,
  boost: EventBoost,
  onScores: (submitted: ContenderScore[]) => void,
): Promise<MatchResult | MatchRejected> {
  const { request, now, userId } = input;
  const matchId = matchIdOf(request);
  const requested =
    request.kind === "report"
      ? {
          mode: request.report.mode,
          map: request.report.mode === "pvp" ? null : (request.report.map ?? null),
          difficulty: request.report.difficulty,
          teamSlot: request.report.teamSlot,
          opponentUserId: request.report.opponentUserId ?? null,
        }
      : {
          mode: request.mode,
          map: request.mode === "pvp" ? null : (request.map ?? null),
          difficulty: request.difficulty,
          teamSlot: request.teamSlot,
          opponentUserId: request.opponentUserId ?? null,
        };
  const ctx = await loadContext(tx, userId, { matchId, ...requested, now });
  if (!ctx) throw new AppError("not_found", "No such player.");
  const ban = activeBan(ctx, now);
  if (ban) {
    throw new AppError("banned", "Your account is banned.", { reason: ban.reason });
  }
  if (ctx.replay) return { ...ctx.replay.result, matchReportId: ctx.replay.id, replayed: true };

  // Which map, and may this player play it?
  const mapRef = requested.map ? findMap(requested.map) : undefined;
  const isPvp = requested.mode === "pvp";
  if (!isPvp && !mapRef) {
    if (request.kind === "simulate") throw new AppError("not_found", "No such map.");
    return new MatchRejected([`unknown map ${requested.map ?? "(none)"}`], matchId);
  }
  requireGameAccess(ctx, mapRef ?? { type: "pvp" });
  if (mapRef?.type === "campaign" && mapRef.index > ctx.campaignProgress) {
    throw new AppError("forbidden", `Complete ${campaignMaps[mapRef.index - 1]!.title} first.`, {
      reason: "map_locked",
    });
  }
  if (mapRef?.type === "challenge" && ctx.campaignProgress < challengesUnlockAfterMaps) {
    throw new AppError("forbidden", `Challenges open after ${challengesUnlockAfterMaps} campaign maps.`, {
      reason: "map_locked",
    });
  }
  if (requested.difficulty > 1 && !ctx.previousDifficultyCompleted && mapRef) {
    throw new AppError("forbidden", "Complete the easier difficulty first.", { reason: "difficulty_locked" });
  }
  if (ctx.team.length === 0) {
    throw new AppError("conflict", "That team has no monsters: build a team first.", {
      reason: "empty_team",
    });
  }
  if (isPvp && !ctx.opponent) {
    if (request.kind === "simulate") throw new AppError("not_found", "No such opponent.");
    return new MatchRejected(["unknown opponent"], matchId);
  }
  if (isPvp && request.kind === "simulate" && (ctx.opponent?.team.length ?? 0) === 0) {
    throw new AppError("conflict", "That player has no defence team.", { reason: "opponent_without_team" });
  }

  const difficulty = requested.difficulty as MapDifficulty;
  const stage = mapRef ? stageFor(mapRef.map, difficulty) : null;
  const facts =
    request.kind === "report"
      ? factsFromReport(request.report, ctx, mapRef ?? null, difficulty)
      : factsFromSimulation(request, ctx, mapRef ?? null, stage, difficulty);
  if (facts instanceof MatchRejected) return facts;
  return applyFacts(tx, input, ctx, facts, stage, boost, onScores);
}

function factsFromReport(
  report: MatchReport,
  ctx: PlayerContext,
  mapRef: MapRef | null,
  difficulty: MapDifficulty,
): MatchFacts | MatchRejected {
  const violations: string[] = [];
  const isPvp = report.mode === "pvp";
  const won = report.result === "win";
  if (mapRef && modeOfMap(mapRef) !== report.mode) {
    violations.push(`mode ${report.mode} does not match map ${mapRef.map.key} (${modeOfMap(mapRef)})`);
  }
  const enemyCount = isPvp ? teams.slotsPerTeam : (mapRef?.map.enemies.length ?? 0);
  const groupSize = report.groupSize ?? ctx.team.length;
  if (report.turns > matchBounds.maxTurns) violations.push(`turns above ${matchBounds.maxTurns}`);
  if (report.timeSeconds > matchBounds.maxTimeSeconds)
    violations.push(`time above ${matchBounds.maxTimeSeconds} s`);
  if (report.timeSeconds < report.turns * matchReportRules.minSecondsPerTurn) {
    violations.push(`time below ${matchReportRules.minSecondsPerTurn} s per turn`);
  }
  if (report.kills > Math.min(matchBounds.maxKills, enemyCount)) {
    violations.push(`kills above ${Math.min(matchBounds.maxKills, enemyCount)}`);
  }
  if (!isPvp && won && report.kills < enemyCount) violations.push("a win must defeat every enemy");
  const bossAllowed = won && !isPvp && mapRef?.map.isBoss ? 1 : 0;
  if (report.bossKills > bossAllowed) violations.push(`boss kills above ${bossAllowed}`);
  if (report.curse > matchBounds.maxCurse) violations.push(`curse above ${matchBounds.maxCurse}`);
  if (mapRef?.type === "challenge" && report.curse < mapRef.map.curse) {
    violations.push(`curse below the challenge's ${mapRef.map.curse}`);
  }
  if (mapRef?.type !== "challenge" && report.curse > 0) violations.push("curse outside a challenge");
  if (groupSize > ctx.team.length) violations.push(`group size above the team's ${ctx.team.length} monsters`);
  if (mapRef?.type === "challenge" && groupSize > mapRef.map.maxGroupSize) {
    violations.push(`group size above the challenge's ${mapRef.map.maxGroupSize}`);
  }
  if (isPvp && !report.opponentUserId) violations.push("pvp needs opponentUserId");
  if (violations.length > 0) return new MatchRejected(violations, report.matchId);

  return {
    matchId: report.matchId,
    mode: report.mode,
    mapRef,
    difficulty,
    won,
    turns: report.turns,
    timeSeconds: report.timeSeconds,
    kills: report.kills,
    bossKills: report.bossKills,
    curse: report.curse,
    groupSize,
    opponentUserId: report.opponentUserId ?? null,
    members: spreadKills(ctx.team.slice(0, groupSize), report.kills),
    dropSeed: randomUUID(),
    battle: null,
  };
}

function specOf(row: Omit<TeamMemberRow, "id" | "xp" | "masteryXp">, curse = 0): CombatantSpec {
  return {
    name: row.name,
    level: row.level,
    quality: row.quality,
    skinId: row.skinId,
    masteryLevel: row.masteryLevel ?? 1,
    relic: row.relicName ? { name: row.relicName, level: row.relicLevel ?? 1 } : null,
    curse,
  };
}

function factsFromSimulation(
  request: Extract<MatchRequest, { kind: "simulate" }>,
  ctx: PlayerContext,
  mapRef: MapRef | null,
  stage: Stage | null,
  difficulty: MapDifficulty,
): MatchFacts {
  const challenge = mapRef?.type === "challenge" ? (mapRef.map as ChallengeDefinition) : null;
  const members = challenge ? ctx.team.slice(0, challenge.maxGroupSize) : ctx.team;
  const curse = challenge?.curse ?? 0;
  const defenders =
    stage?.enemies.map((enemy) =>
      specOf(
        {
          slot: 0,
          name: enemy.name,
          level: enemy.level,
          quality: findMonster(enemy.name)?.quality ?? "common",
          skinId: null,
          relicName: null,
          relicLevel: null,
          masteryLevel: null,
        },
        curse,
      ),
    ) ?? ctx.opponent!.team.map((row) => specOf(row));
  const outcome = simulateBattle({
    seed: request.seed,
    attackers: members.map((row) => combatantStats(specOf(row))),
    defenders: defenders.map(combatantStats),
    turnLimit: stage?.turnLimit ?? matchBounds.maxTurns,
  });
  const won = outcome.winner === "attacker";
  const killsBySlot = new Map<number, number>();
  for (const event of outcome.events) {
    if (event.actor.side !== "attacker") continue;
    const defeated = event.effects.filter((effect) => effect.defeated).length;
    if (defeated) killsBySlot.set(event.actor.slot, (killsBySlot.get(event.actor.slot) ?? 0) + defeated);
  }
  const mode: MatchMode = mapRef ? modeOfMap(mapRef) : "pvp";
  return {
    matchId: request.matchId,
    mode,
    mapRef,
    difficulty,
    won,
    turns: outcome.turns,
    timeSeconds: Math.min(matchBounds.maxTimeSeconds, outcome.events.length * simulatedSecondsPerAction),
    kills: outcome.kills.attacker,
    bossKills: won && mapRef?.map.isBoss ? 1 : 0,
    curse,
    groupSize: members.length,
    opponentUserId: request.opponentUserId ?? null,
    members: members.map((row, index) => ({ row, kills: killsBySlot.get(index) ?? 0 })),
    dropSeed: `${request.seed}:drops`,
    battle: { outcome, opponentName: ctx.opponent?.name ?? null },
  };
}

async function applyFacts(
  tx: Db,
  input: ApplyMatchInput,
  ctx: PlayerContext,
  facts: MatchFacts,
  stage: Stage | null,
  boost: EventBoost,
  onScores: (submitted: ContenderScore[]) => void,
): Promise<MatchResult> {
  const { userId, now } = input;
  const isPvp = facts.mode === "pvp";
  const { won } = facts;
  const pay = matchPay(
    facts,
    {
      level: ctx.level,
      xp: ctx.xp,
      campaignProgress: ctx.campaignProgress,
      elo: ctx.stats.elo ?? 0,
      opponentElo: ctx.opponent?.elo ?? null,
      mapProgress: ctx.mapProgress,
      playedToday: ctx.playedToday,
    },
    stage,
    boost,
  );
  const { gold, drops, player, monsters, masteries, mapProgress } = pay;
  // The match counts for the event whose match modifiers were in force, even a
  // loss that paid nothing; the bonus is what the multiplier added.
  const liveEventId = boost.eventId;
  const goldBonus = boost.gold === 1 ? 0 : gold - Math.round(gold / boost.gold);

  // ── 1 statement: User, UserStats, Item xp, Mastery, MapProgress ──
  const statSets = Prisma.join(
    Object.entries(pay.stats).map(
      ([column, delta]) =>
        Prisma.sql`${Prisma.raw(`"${column}"`)} = ${Prisma.raw(`"${column}"`)} + ${delta}::int`,
    ),
  );
  const mapWrite =
    facts.mapRef && mapProgress
      ? Prisma.sql`, map_progress AS (
          INSERT INTO "MapProgress" ("userId", name, type, difficulty, "isCompleted", "bestScoreTime", "bestScoreTurns",
            "bestScoreCurse", "bestScoreGroupSize", "lowestTime", "lowestTurns", "highestCurse", "highestGroupSize")
          VALUES (${userId}::uuid, ${facts.mapRef.map.key}, ${facts.mapRef.type}::"MapType", ${facts.difficulty},
            ${mapProgress.isCompleted}, ${mapProgress.bestScoreTime}::int, ${mapProgress.bestScoreTurns}::int,
            ${mapProgress.bestScoreCurse}::int, ${mapProgress.bestScoreGroupSize}::int, ${mapProgress.lowestTime}::int,
            ${mapProgress.lowestTurns}::int, ${mapProgress.highestCurse}::int, ${mapProgress.highestGroupSize}::int)
          ON CONFLICT ("userId", name, difficulty) DO UPDATE SET
            "isCompleted" = EXCLUDED."isCompleted", "bestScoreTime" = EXCLUDED."bestScoreTime",
            "bestScoreTurns" = EXCLUDED."bestScoreTurns", "bestScoreCurse" = EXCLUDED."bestScoreCurse",
            "bestScoreGroupSize" = EXCLUDED."bestScoreGroupSize", "lowestTime" = EXCLUDED."lowestTime",
            "lowestTurns" = EXCLUDED."lowestTurns", "highestCurse" = EXCLUDED."highestCurse",
            "highestGroupSize" = EXCLUDED."highestGroupSize"
          RETURNING 1)`
      : Prisma.empty;
  const [written] = await tx.$queryRaw<{ stats: Record<string, number> }[]>`
    WITH stats AS (
      UPDATE "UserStats" SET ${statSets}, elo = ${pay.elo.after}::int
      WHERE "userId" = ${userId}::uuid
      RETURNING *
    ), player AS (
      UPDATE "User" SET level = ${player.level}::int, xp = ${player.xp}::int, "campaignProgress" = ${pay.campaignProgress.after}::int,
        "lastActiveAt" = ${now}, "updatedAt" = ${now}
      WHERE id = ${userId}::uuid
      RETURNING 1
    ), items AS (
      UPDATE "Item" AS i SET level = v.level, xp = v.xp
      FROM unnest(${monsters.map((m) => m.id)}::int[], ${monsters.map((m) => m.level)}::int[],
        ${monsters.map((m) => m.xp)}::int[]) AS v(id, level, xp)
      WHERE i.id = v.id
      RETURNING 1
    ), masteries AS (
      INSERT INTO "Mastery" ("userId", name, level, xp)
      SELECT ${userId}::uuid, v.name, v.level, v.xp
      FROM unnest(${masteries.map((m) => m.name)}::text[], ${masteries.map((m) => m.level)}::int[],
        ${masteries.map((m) => m.xp)}::int[]) AS v(name, level, xp)
      ON CONFLICT ("userId", name) DO UPDATE SET level = EXCLUDED.level, xp = EXCLUDED.xp
      RETURNING 1
    )${mapWrite}
    SELECT row_to_json(stats.*) AS stats FROM stats, player`;
  const stats = written?.stats ?? {};
  if (player.levelsGained > 0) {
    await recordWebhookEvent(tx, "player.level_up", { userId, level: player.level });
  }

  // ── 1 statement: quests ──
  const quests = await advanceQuests(tx, userId, pay.quests);

  // ── the reward: gold and drops through grantReward (overflow to the inbox) ──
  const grant = isEmptyReward(pay.reward)
    ? null
    : await grantReward(tx, {
        userId,
        reward: pay.reward,
        reason: "match_reward",
        ref: `match:${facts.matchId}`,
        now,
      });

  // ── achievements newly due (no statement when none is) ──
  const achievements = await awardAchievements(tx, { userId, stats, owned: ctx.achievements, now });

  // ── 1 statement: leaderboards, late because it locks the shared per-score
  // counts (ADR 052) until the commit ──
  // (and the boards of the player's running events in the same statement: no
  // extra statement, none at all when no event has a board)
  onScores(await submitScores(tx, { userId, scores: pay.scores, now, eventBoardIds: boost.eventBoardIds }));

  const result: Omit<MatchResult, "matchReportId" | "replayed"> = {
    matchId: facts.matchId,
    mode: facts.mode,
    map: facts.mapRef?.map.key ?? null,
    difficulty: facts.mapRef ? facts.difficulty : null,
    won,
    turns: facts.turns,
    kills: facts.kills,
    gold,
    drops,
    overflowMessageId: grant?.overflowMessageId ?? null,
    liveEvent: liveEventId !== null ? { id: liveEventId, name: boost.eventName ?? "", goldBonus } : null,
    player: {
      level: player.level,
      xp: player.xp,
      xpToNext: player.xpToNext,
      levelsGained: player.levelsGained,
    },
    monsters: monsters.map(({ id, name, level, xp, levelsGained, xpGained }) => ({
      id,
      name,
      level,
      xp,
      levelsGained,
      xpGained,
    })),
    masteries: masteries.map(({ name, level, xp }) => ({ name, level, xp })),
    elo: isPvp ? pay.elo : null,
    campaignProgress: pay.campaignProgress,
    quests,
    achievements,
    events: [
      ...(player.levelsGained > 0 ? [{ type: "level:up" as const, level: player.level }] : []),
      ...achievements.map((achievement) => ({ type: "achievement:unlocked" as const, key: achievement.key })),
    ],
  };

  // ── 1 statement, last: global MonsterStats (in name order, so concurrent
  // reports lock the shared rows in one order) and the report itself ──
  const column = <Key extends keyof MonsterStatsDelta>(key: Key) =>
    pay.monsterStats.map((entry) => entry[key]);
  const [report] = await tx.$queryRaw<{ id: number }[]>`
    WITH monster_stats AS (
      INSERT INTO "MonsterStats" (name, plays, kills, "bossKills", "pveWins", "pveLosses", "pvpWins", "pvpLosses")
      SELECT * FROM unnest(${column("name")}::text[], ${column("plays")}::int[], ${column("kills")}::int[],
        ${column("bossKills")}::int[], ${column("pveWins")}::int[], ${column("pveLosses")}::int[],
        ${column("pvpWins")}::int[], ${column("pvpLosses")}::int[])
      ORDER BY 1
      ON CONFLICT (name) DO UPDATE SET
        plays = "MonsterStats".plays + EXCLUDED.plays, kills = "MonsterStats".kills + EXCLUDED.kills,
        "bossKills" = "MonsterStats"."bossKills" + EXCLUDED."bossKills",
        "pveWins" = "MonsterStats"."pveWins" + EXCLUDED."pveWins",
        "pveLosses" = "MonsterStats"."pveLosses" + EXCLUDED."pveLosses",
        "pvpWins" = "MonsterStats"."pvpWins" + EXCLUDED."pvpWins",
        "pvpLosses" = "MonsterStats"."pvpLosses" + EXCLUDED."pvpLosses"
      RETURNING 1
    )
    INSERT INTO "MatchReport" ("userId", "matchId", reporter, mode, map, difficulty, won, result, log, "createdAt",
      "liveEventId")
    SELECT ${userId}::uuid, ${facts.matchId}, ${input.reporter}, ${facts.mode}, ${result.map}, ${result.difficulty}::int,
      ${won}, ${JSON.stringify(result)}::jsonb, ${facts.battle ? JSON.stringify(facts.battle) : null}::jsonb, ${now},
      ${liveEventId}::int
    FROM (SELECT count(*) FROM monster_stats) AS written
    RETURNING id`;
  return { ...result, matchReportId: report!.id, replayed: false };
}
