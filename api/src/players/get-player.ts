// One player as the console shows them: profile, wallet, ban, inventory counts
// and stats. Analysts read with the e-mail masked.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { iso, rowSelect, toRow, uuidPattern } from "./player-record.ts";

export async function getPlayer(deps: Pick<AppDeps, "db">, input: { actor: Actor; userId: string }) {
  const { actor, userId } = input;
  if (!uuidPattern.test(userId)) throw new AppError("not_found", "No such player.");
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      ...rowSelect,
      xp: true,
      loginDay: true,
      hasClaimedDailyReward: true,
      hasGameAccess: true,
      totalVipDays: true,
      campaignProgress: true,
      lastLoginDate: true,
      banReason: true,
      bannedAt: true,
      bannedById: true,
      profile: { select: { name: true, avatar: true, banner: true, frame: true } },
      stats: true,
      inventory: { select: { id: true, monsterSlots: true, relicSlots: true, ingredientSlots: true } },
    },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  const inventoryId = user.inventory?.id ?? -1;
  const [items, ingredients] = await Promise.all([
    deps.db.item.groupBy({ by: ["type"], where: { inventoryId }, _count: { _all: true } }),
    deps.db.ingredient.count({ where: { inventoryId } }),
  ]);
  const held = { monster: 0, relic: 0 };
  for (const row of items) held[row.type] = row._count._all;
  const { stats, inventory, profile, ...rest } = user;
  const { id: _statsId, userId: _statsUserId, ...statValues } = stats ?? { id: 0, userId: "" };
  return {
    ...toRow(actor, user),
    xp: rest.xp,
    loginDay: rest.loginDay,
    hasClaimedDailyReward: rest.hasClaimedDailyReward,
    hasGameAccess: rest.hasGameAccess,
    totalVipDays: rest.totalVipDays,
    campaignProgress: rest.campaignProgress,
    lastLoginDate: iso(rest.lastLoginDate),
    profile: profile && { avatar: profile.avatar, banner: profile.banner, frame: profile.frame },
    wallet: { gold: user.freeCurrency, gems: user.paidCurrency },
    ban: activeBan(user)
      ? {
          reason: rest.banReason,
          bannedAt: iso(rest.bannedAt),
          bannedUntil: iso(user.bannedUntil),
          bannedById: rest.bannedById,
        }
      : null,
    stats: stats ? statValues : null,
    inventory: {
      monsters: held.monster,
      relics: held.relic,
      ingredients,
      monsterSlots: inventory?.monsterSlots ?? 0,
      relicSlots: inventory?.relicSlots ?? 0,
      ingredientSlots: inventory?.ingredientSlots ?? 0,
    },
  };
}
