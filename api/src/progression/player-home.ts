// The signed-in landing screen: level and xp bar, currencies, campaign
// progress, quests, and whether a team is ready to play.
import { campaignMaps, playerMaxLevel, xpForLevel } from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { listQuests, type QuestView } from "../quests/list-quests.ts";
import { isVip } from "../vip/extend-vip.ts";
import { gameAccessMessage } from "./game-access.ts";

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
}

export async function playerHome(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<PlayerHome> {
  // Three independent reads at once. The team size counts the members of the
  // player's first team only (a relation _count grouped the whole TeamMember table).
  const [user, teamSize, quests] = await Promise.all([
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
    listQuests(deps, input.userId),
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
  };
}
