// The VIP page: the player's VIP state, the perks, and the passes on sale. The
// passes are the shop's own rows (category vip, grant vipDays) as listShop
// prices them for this player, and they are bought through purchaseShopItem
// like any shop item: one price and one way to buy, wherever a pass is sold.
import type { Currency } from "../catalogue/basics.ts";
import { vipPerks } from "../catalogue/vip.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { listShop, type ShopItemView } from "../shop/list-shop.ts";
import { isVip } from "./extend-vip.ts";

export interface VipPass extends ShopItemView {
  /** VIP days the pass adds. */
  days: number;
}

export interface VipStatus {
  isVip: boolean;
  vipExpiresAt: string | null;
  totalVipDays: number;
  /** The shop's VIP passes on sale, shortest first, at the price this player pays in the shop. */
  passes: VipPass[];
  balances: Record<Currency, number>;
  perks: typeof vipPerks;
}

export async function vipStatus(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<VipStatus> {
  const [user, shop] = await Promise.all([
    deps.db.user.findUnique({
      where: { id: input.userId },
      select: { vipExpiresAt: true, totalVipDays: true },
    }),
    listShop(deps, { userId: input.userId, now: input.now }),
  ]);
  if (!user) throw new AppError("not_found", "No such player.");
  const passes = shop.categories
    .flatMap((group) => group.items)
    .flatMap((item) => (item.grant.kind === "vipDays" ? [{ ...item, days: item.grant.days }] : []))
    .sort((a, b) => a.days - b.days || a.id - b.id);
  return {
    isVip: isVip(user, input.now),
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    totalVipDays: user.totalVipDays,
    passes,
    balances: shop.balances,
    perks: vipPerks,
  };
}
