// The signed-in landing screen: level and xp bar, currencies, campaign
// progress, quests, whether a team is ready to play, and for a new player the
// greeting and the first-steps guide (api/src/onboarding/first-steps.ts).
import { campaignMaps } from "../catalogue/maps.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type FirstStepsView, readFirstSteps } from "../onboarding/first-steps.ts";
import { gameAccessMessage } from "../progression/game-access.ts";
import { playerMaxLevel, xpForLevel } from "../progression/levels.ts";
import { listQuests, type QuestView } from "../quests/list-quests.ts";
import { isVip } from "../vip/extend-vip.ts";

export interface PlayerHome {
  name: string;
  avatar: string;
  level: number;
  xp: number;
  xpToNext: number;
  gold: number;
  gems: number;
  isVip: boolean;
  hasGameAccess: boolean;
  /** What game access opens and how to get it; null with access. */
  gameAccessMessage: string | null;
  hasClaimedDailyReward: boolean;
  campaignProgress: number;
  campaignLength: number;
  nextMap: { key: string; title: string } | null;
  teamSize: number;
  quests: QuestView[];
  /** "new" in the player's first hours ("Welcome"), then "returning" ("Welcome back"). */
  greeting: FirstStepsView["greeting"];
  /** The first-steps guide, each step ticked from the player's records; null once done. */
  firstSteps: FirstStepsView["guide"];
  /** The welcome gift waits in the inbox, uncollected. */
  welcomeGiftWaiting: boolean;
}

export async function playerHome(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<PlayerHome> {
  // Four independent reads at once. The team size counts the members of the
  // player's first team only (a relation _count grouped the whole TeamMember table).
  const [user, teamSize, quests, firstSteps] = await Promise.all([
    deps.db.user.findUnique({
      where: { id: input.userId },
      select: {
        level: true,
        xp: true,
        freeCurrency: true,
        paidCurrency: true,
        vipExpiresAt: true,
        hasGameAccess: true,
        hasClaimedDailyReward: true,
        campaignProgress: true,
        profile: { select: { name: true, avatar: true } },
      },
    }),
    deps.db.teamMember.count({ where: { team: { slot: 0, inventory: { userId: input.userId } } } }),
    listQuests(deps, { userId: input.userId }),
    readFirstSteps(deps, input),
  ]);
  if (!user) throw new AppError("not_found", "No such player.");
  const next = campaignMaps[user.campaignProgress];
  return {
    name: user.profile?.name ?? "Player",
    avatar: user.profile?.avatar ?? "avatar-default",
    level: user.level,
    xp: user.xp,
    xpToNext: user.level >= playerMaxLevel ? 0 : xpForLevel(user.level),
    gold: user.freeCurrency,
    gems: user.paidCurrency,
    isVip: isVip(user, input.now),
    hasGameAccess: user.hasGameAccess,
    gameAccessMessage: user.hasGameAccess ? null : gameAccessMessage,
    hasClaimedDailyReward: user.hasClaimedDailyReward,
    campaignProgress: user.campaignProgress,
    campaignLength: campaignMaps.length,
    nextMap: next ? { key: next.key, title: next.title } : null,
    teamSize,
    quests,
    greeting: firstSteps.greeting,
    firstSteps: firstSteps.guide,
    welcomeGiftWaiting: firstSteps.welcomeGiftWaiting,
  };
}
