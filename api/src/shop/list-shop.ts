// The shop as a player sees it: the items on sale now, by category, with the
// price they would pay (item discount, then the VIP discount), how much they
// are short of it, and whether they already own a one-time item (or, for the
// Arena Pass, have game access). The VIP page shows the same rows (vipOffers):
// one price per item wherever it is sold.
import type { Currency } from "../catalogue/basics.ts";
import { type ShopGrant, ShopGrantSchema } from "../catalogue/rewards.ts";
import { type ShopCategory, shopCategories } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { activeEventsFor } from "../live-events/active-events.ts";
import { shopDiscountFor } from "../live-events/modifiers.ts";
import { isVip } from "../vip/extend-vip.ts";
import { shopPriceAfterDiscounts } from "./rules.ts";

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
  /** What this player pays now (discount, then a live event's discount, then VIP). */
  effectivePrice: number;
  /** How much more of `currency` this player needs to buy it now (0: they can afford it). */
  shortfall: number;
  isOneTime: boolean;
  owned: boolean;
  grant: ShopGrant;
}

export interface ShopView {
  isVip: boolean;
  /** The player's balances the shortfalls are counted from (zero for a visitor). */
  balances: Record<Currency, number>;
  categories: { category: ShopCategory; items: ShopItemView[] }[];
}

export async function listShop(
  deps: Pick<AppDeps, "db">,
  input: { userId: string | null; now: Date },
): Promise<ShopView> {
  const { db } = deps;
  const [items, user, owned, events] = await Promise.all([
    db.shopItem.findMany({
      where: { isAvailable: true },
      orderBy: [{ tier: "asc" }, { price: "asc" }, { id: "asc" }],
    }),
    input.userId
      ? db.user.findUnique({
          where: { id: input.userId },
          select: { vipExpiresAt: true, hasGameAccess: true, freeCurrency: true, paidCurrency: true },
        })
      : Promise.resolve(null),
    input.userId
      ? db.ownedShopItem.findMany({ where: { userId: input.userId }, select: { itemId: true } })
      : Promise.resolve([]),
    input.userId ? activeEventsFor(db, { userId: input.userId, now: input.now }) : Promise.resolve([]),
  ]);
  const vip = user ? isVip(user, input.now) : false;
  const ownedIds = new Set(owned.map((row) => row.itemId));
  const balances: Record<Currency, number> = { gold: user?.freeCurrency ?? 0, gems: user?.paidCurrency ?? 0 };
  const views: ShopItemView[] = [];
  for (const item of items) {
    const grant = ShopGrantSchema.safeParse(item.grant);
    // A row staff mistyped is hidden rather than sold with an unknown grant.
    if (!grant.success) continue;
    const eventDiscount = shopDiscountFor(events, {
      category: item.category,
      egg: grant.data.kind === "summon" ? grant.data.egg : null,
    });
    const effectivePrice = shopPriceAfterDiscounts(item.price, item.discount, vip, eventDiscount.percent);
    views.push({
      id: item.id,
      name: item.name,
      category: item.category,
      type: item.type,
      tier: item.tier,
      currency: item.currency,
      price: item.price,
      discount: item.discount,
      effectivePrice,
      shortfall: Math.max(0, effectivePrice - balances[item.currency]),
      isOneTime: item.isOneTime,
      // Game access is had once, however it came.
      owned: ownedIds.has(item.id) || (grant.data.kind === "gameAccess" && (user?.hasGameAccess ?? false)),
      grant: grant.data,
    });
  }
  return {
    isVip: vip,
    balances,
    categories: shopCategories
      .map((category) => ({ category, items: views.filter((item) => item.category === category) }))
      .filter((group) => group.items.length > 0),
  };
}
