// The shop as a player sees it: the items on sale now, by category, with the
// price they would pay (item discount, then the VIP discount) and whether they
// already own a one-time item (or, for the Arena Pass, have game access).
import { type Currency, type ShopCategory, shopCategories, shopPriceAfterDiscounts } from "../config/game.ts";
import { type ShopGrant, ShopGrantSchema } from "../config/rewards.ts";
import type { Db } from "../db.ts";
import { isVip } from "../vip/extend-vip.ts";

export interface ShopItemView {
  id: number;
  name: string;
  category: ShopCategory;
  type: string;
  tier: number;
  currency: Currency;
  /** List price. */
  price: number;
  /** The item's own discount in percent. */
  discount: number;
  /** What this player pays now (discount, then VIP). */
  effectivePrice: number;
  isOneTime: boolean;
  owned: boolean;
  grant: ShopGrant;
}

export interface ShopView {
  isVip: boolean;
  categories: { category: ShopCategory; items: ShopItemView[] }[];
}

export async function listShop(db: Db, input: { userId: string | null; now: Date }): Promise<ShopView> {
  const [items, user, owned] = await Promise.all([
    db.shopItem.findMany({
      where: { isAvailable: true },
      orderBy: [{ tier: "asc" }, { price: "asc" }, { id: "asc" }],
    }),
    input.userId
      ? db.user.findUnique({
          where: { id: input.userId },
          select: { vipExpiresAt: true, hasGameAccess: true },
        })
      : Promise.resolve(null),
    input.userId
      ? db.ownedShopItem.findMany({ where: { userId: input.userId }, select: { itemId: true } })
      : Promise.resolve([]),
  ]);
  const vip = user ? isVip(user, input.now) : false;
  const ownedIds = new Set(owned.map((row) => row.itemId));
  const views: ShopItemView[] = [];
  for (const item of items) {
    const grant = ShopGrantSchema.safeParse(item.grant);
    // A row staff mistyped is hidden rather than sold with an unknown grant.
    if (!grant.success) continue;
    views.push({
      id: item.id,
      name: item.name,
      category: item.category,
      type: item.type,
      tier: item.tier,
      currency: item.currency,
      price: item.price,
      discount: item.discount,
      effectivePrice: shopPriceAfterDiscounts(item.price, item.discount, vip),
      isOneTime: item.isOneTime,
      // Game access is had once, however it came.
      owned: ownedIds.has(item.id) || (grant.data.kind === "gameAccess" && (user?.hasGameAccess ?? false)),
      grant: grant.data,
    });
  }
  return {
    isVip: vip,
    categories: shopCategories
      .map((category) => ({ category, items: views.filter((item) => item.category === category) }))
      .filter((group) => group.items.length > 0),
  };
}
