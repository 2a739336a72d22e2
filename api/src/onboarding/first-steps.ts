// A new player's first steps: the home page's guide (build a team, win the
// first battle, claim a quest, claim the daily reward, look at the collection)
// and its greeting. Every step is read from the player's own records in one
// statement, never from what a page says:
// - build a team: a monster in any of their teams, or any match played (a team
//   emptied later does not untick it);
// - win the first battle: UserStats pveWins + pvpWins;
// - claim a quest: UserStats questsCompletedDaily + questsCompletedWeekly (the
//   claim counts them, api/src/quests/claim-quest.ts);
// - claim the daily reward: the History row each claim writes (daily_reward);
// - look at the collection: User.collectionViewedAt, written by the first visit
//   of the collection (recordCollectionVisit).
// The guide is gone once every step is done, and is a beginner's: it is offered
// for firstSession.guideDays after sign-up.
import { type FirstStepKey, firstSteps } from "../catalogue/new-players.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { historyTypes } from "../history/types.ts";
import { messageKeys } from "../inbox/templates.ts";
import { firstSession } from "./first-session.ts";

export interface FirstStepView {
  key: FirstStepKey;
  title: string;
  hint: string;
  done: boolean;
}

export interface FirstStepsView {
  /** How home greets the player: "new" in their first hours, then "returning". */
  greeting: "new" | "returning";
  /** The guide, in order; null once every step is done (or for a player past their first days). */
  guide: { steps: FirstStepView[]; done: number; total: number } | null;
  /** The welcome gift is in the inbox, not yet collected (and not expired). */
  welcomeGiftWaiting: boolean;
}

interface StepFacts {
  createdAt: Date;
  hasTeam: boolean;
  matches: number;
  wins: number;
  questsClaimed: number;
  claimedDaily: boolean;
  viewedCollection: boolean;
  welcomeGiftWaiting: boolean;
}

const hourMs = 60 * 60 * 1000;

/** Which steps the facts tick (pure: the rule, apart from the read). */
export function stepsDone(
  facts: Omit<StepFacts, "createdAt" | "welcomeGiftWaiting">,
): Record<FirstStepKey, boolean> {
  return {
    buildTeam: facts.hasTeam || facts.matches > 0,
    winBattle: facts.wins > 0,
    claimQuest: facts.questsClaimed > 0,
    claimDailyReward: facts.claimedDaily,
    viewCollection: facts.viewedCollection,
  };
}

export function firstStepsOf(facts: StepFacts, now: Date): FirstStepsView {
  const age = now.getTime() - facts.createdAt.getTime();
  const greeting = age < firstSession.newPlayerHours * hourMs ? "new" : "returning";
  const done = stepsDone(facts);
  const steps = firstSteps.map((step) => ({ ...step, done: done[step.key] }));
  const doneCount = steps.filter((step) => step.done).length;
  const offered = age < firstSession.guideDays * 24 * hourMs && doneCount < steps.length;
  return {
    greeting,
    guide: offered ? { steps, done: doneCount, total: steps.length } : null,
    welcomeGiftWaiting: facts.welcomeGiftWaiting,
  };
}

/** The player's first steps, greeting and welcome gift, read in one statement. */
export async function readFirstSteps(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<FirstStepsView> {
  const [facts] = await deps.db.$queryRaw<StepFacts[]>`
    SELECT u."createdAt",
      EXISTS (
        SELECT 1 FROM "TeamMember" tm
        JOIN "Team" t ON t.id = tm."teamId"
        JOIN "Inventory" i ON i.id = t."inventoryId"
        WHERE i."userId" = u.id) AS "hasTeam",
      COALESCE(s."pveWins" + s."pveLosses" + s."pvpWins" + s."pvpLosses", 0)::int AS matches,
      COALESCE(s."pveWins" + s."pvpWins", 0)::int AS wins,
      COALESCE(s."questsCompletedDaily" + s."questsCompletedWeekly", 0)::int AS "questsClaimed",
      EXISTS (
        SELECT 1 FROM "History" h
        WHERE h."userId" = u.id AND h.type = ${historyTypes.dailyReward}) AS "claimedDaily",
      u."collectionViewedAt" IS NOT NULL AS "viewedCollection",
      EXISTS (
        SELECT 1 FROM "Message" m
        WHERE m."userId" = u.id AND m.message = ${messageKeys.welcomeGift} AND m.rewards IS NOT NULL
          AND NOT m."areRewardsCollected" AND (m."expiresAt" IS NULL OR m."expiresAt" > ${input.now})
      ) AS "welcomeGiftWaiting"
    FROM "User" u LEFT JOIN "UserStats" s ON s."userId" = u.id
    WHERE u.id = ${input.userId}::uuid`;
  if (!facts) throw new AppError("not_found", "No such player.");
  return firstStepsOf(facts, input.now);
}

/**
 * Records that the player looked at their collection. Only the first visit
 * writes (a conditional update that matches nothing afterwards), so every later
 * visit costs one indexed read and no lock.
 */
export async function recordCollectionVisit(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<void> {
  await deps.db.user.updateMany({
    where: { id: input.userId, collectionViewedAt: null },
    data: { collectionViewedAt: input.now },
  });
}
