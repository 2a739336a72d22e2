// A shop item's grant as the Reward that grantReward applies. Cosmetics,
// slots, game access and eggs are not applied as Rewards: the purchase records
// ownership (OwnedShopItem), raises the inventory's capacity, grants game
// access (once: buying it again is refused) or pulls a monster from the egg
// (summons/pull-from-egg.ts) itself.
import type { Reward, ShopGrant } from "../catalogue/rewards.ts";
import { findSummonEgg } from "../catalogue/summons.ts";

export function rewardOfShopGrant(grant: ShopGrant): Reward | null {
  switch (grant.kind) {
    case "monster":
    case "relic":
      return { items: [{ type: grant.kind, name: grant.name, quality: grant.quality }] };
    case "ingredient":
      return { ingredients: [{ name: grant.name, quantity: grant.quantity }] };
    case "vipDays":
      return { vipDays: grant.days };
    case "cosmetic":
    case "slots":
    case "gameAccess":
    case "summon":
      return null;
  }
}

/** A short line for receipts and the purchase history. */
export function describeShopGrant(grant: ShopGrant): string {
  switch (grant.kind) {
    case "monster":
      return `${grant.quality} ${grant.name}`;
    case "relic":
      return `${grant.quality} relic ${grant.name}`;
    case "ingredient":
      return `${grant.quantity} × ${grant.name}`;
    case "vipDays":
      return `${grant.days} VIP days`;
    case "cosmetic":
      return `${grant.slot} ${grant.id}`;
    case "slots":
      return `+${grant.amount} ${grant.inventory}`;
    case "gameAccess":
      return "game access";
    case "summon":
      return `a pull from the ${findSummonEgg(grant.egg)?.name ?? grant.egg}`;
  }
}
