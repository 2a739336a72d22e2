// The cosmetics a player may wear: the defaults plus every cosmetic shop item
// they own (ShopItem.grant {kind: "cosmetic", slot, id}).
import { type CosmeticSlot, cosmeticSlots } from "../catalogue/basics.ts";
import { ShopGrantSchema } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import { defaultCosmetics } from "./profile-rules.ts";

export type CosmeticOptions = Record<CosmeticSlot, { id: string; name: string }[]>;

export async function ownedCosmetics(deps: { db: Db }, input: { userId: string }): Promise<CosmeticOptions> {
  const { db } = deps;
  const { userId } = input;
  const owned = await db.ownedShopItem.findMany({
    where: { userId, item: { category: "cosmetics" } },
    select: { item: { select: { name: true, grant: true } } },
    orderBy: { acquiredAt: "asc" },
  });
  const options = Object.fromEntries(
    cosmeticSlots.map((slot) => [slot, [{ id: defaultCosmetics[slot], name: "Default" }]]),
  ) as CosmeticOptions;
  for (const { item } of owned) {
    const grant = ShopGrantSchema.safeParse(item.grant);
    if (!grant.success || grant.data.kind !== "cosmetic") continue;
    const { slot, id } = grant.data;
    if (!options[slot].some((option) => option.id === id)) options[slot].push({ id, name: item.name });
  }
  return options;
}
