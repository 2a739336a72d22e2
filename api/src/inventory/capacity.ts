// How much an inventory holds right now: its own capacities plus the VIP perk
// while VIP is active (product.md: VIP adds extra slots).
import type { InventoryCapacity } from "../catalogue/basics.ts";
import { vipPerks } from "../catalogue/vip.ts";
import { isVip } from "../vip/extend-vip.ts";

export type Capacities = Record<InventoryCapacity, number>;

export function effectiveCapacities(
  inventory: Capacities,
  user: { vipExpiresAt: Date | null },
  now: Date,
): Capacities {
  if (!isVip(user, now)) return { ...inventory };
  const extra: Partial<Capacities> = vipPerks.extraSlots;
  return {
    monsterSlots: inventory.monsterSlots + (extra.monsterSlots ?? 0),
    relicSlots: inventory.relicSlots + (extra.relicSlots ?? 0),
    ingredientSlots: inventory.ingredientSlots + (extra.ingredientSlots ?? 0),
    ingredientsCap: inventory.ingredientsCap + (extra.ingredientsCap ?? 0),
  };
}
