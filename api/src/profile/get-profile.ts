// A player's public profile: who they are, what they wear, their level and VIP
// badge, achievements, best monsters, stats and transcended collection. No
// e-mail, balances or anything private.

import { achievements as achievementDefinitions } from "../catalogue/achievements.ts";
import { type Quality, qualities } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { isVip } from "../vip/extend-vip.ts";
import { achievementName } from "../words/display-names.ts";

export interface PublicProfile {
  userId: string;
  name: string;
  avatar: string;
  banner: string;
  frame: string;
  level: number;
  isVip: boolean;
  memberSince: Date;
  campaignProgress: number;
  achievements: { key: string; name: string; description: string; acquiredAt: Date }[];
  bestMonsters: { id: number; name: string; level: number; quality: Quality; skinId: string | null }[];
  stats: {
    elo: number;
    kills: number;
    bossKills: number;
    pveWins: number;
    pveLosses: number;
    pvpWins: number;
    pvpLosses: number;
    challengesCompleted: number;
    daysPlayed: number;
    timePlayed: number;
  };
  transcended: { name: string; type: string; acquiredAt: Date }[];
}

const bestMonsterCount = 5;

export async function getPublicProfile(
  deps: Pick<AppDeps, "db">,
  input: { name: string; now: Date },
): Promise<PublicProfile> {
  const profile = await deps.db.userProfile.findFirst({
    where: { name: { equals: input.name, mode: "insensitive" } },
    select: {
      name: true,
      avatar: true,
      banner: true,
      frame: true,
      user: {
        select: {
          id: true,
          level: true,
          vipExpiresAt: true,
          createdAt: true,
          campaignProgress: true,
          role: true,
          stats: true,
          achievements: { select: { name: true, acquiredAt: true }, orderBy: { acquiredAt: "asc" } },
          transcendedItems: {
            select: { name: true, type: true, acquiredAt: true },
            orderBy: { acquiredAt: "desc" },
          },
          inventory: {
            select: {
              items: {
                where: { type: "monster" },
                select: { id: true, name: true, level: true, quality: true, skinId: true },
                orderBy: [{ level: "desc" }, { id: "asc" }],
                take: 50,
              },
            },
          },
        },
      },
    },
  });
  if (!profile) throw new AppError("not_found", "No player with that name.");
  const { user } = profile;
  const stats = user.stats;
  const bestMonsters = [...(user.inventory?.items ?? [])]
    .sort(
      (a, b) =>
        b.level - a.level || qualities.indexOf(b.quality) - qualities.indexOf(a.quality) || a.id - b.id,
    )
    .slice(0, bestMonsterCount);
  return {
    userId: user.id,
    name: profile.name,
    avatar: profile.avatar,
    banner: profile.banner,
    frame: profile.frame,
    level: user.level,
    isVip: isVip(user, input.now),
    memberSince: user.createdAt,
    campaignProgress: user.campaignProgress,
    achievements: user.achievements.map((row) => ({
      key: row.name,
      name: achievementName(row.name),
      description:
        achievementDefinitions.find((definition) => definition.key === row.name)?.description ?? "",
      acquiredAt: row.acquiredAt,
    })),
    bestMonsters,
    stats: {
      elo: stats?.elo ?? 0,
      kills: stats?.kills ?? 0,
      bossKills: stats?.bossKills ?? 0,
      pveWins: stats?.pveWins ?? 0,
      pveLosses: stats?.pveLosses ?? 0,
      pvpWins: stats?.pvpWins ?? 0,
      pvpLosses: stats?.pvpLosses ?? 0,
      challengesCompleted: stats?.challengesCompleted ?? 0,
      daysPlayed: stats?.daysPlayed ?? 0,
      timePlayed: stats?.timePlayed ?? 0,
    },
    transcended: user.transcendedItems,
  };
}
