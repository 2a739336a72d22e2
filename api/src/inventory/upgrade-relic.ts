// Upgrading a relic one level: gold plus ingredients of the relic's rarity
// (prices.ts relicUpgrade); the player picks which ingredient of that rarity.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type ActionEffects, recordPlayerAction } from "../progression/record-action.ts";
import { type BalanceChange, debit } from "../wallet/wallet.ts";
import { lockInventory, ownedItem } from "./locate.ts";
import { relicUpgrade } from "./prices.ts";
import { takeIngredient } from "./sell.ts";

export const UpgradeRelicSchema = z.object({
  relicId: RowIdSchema,
  ingredient: z.string().min(1).max(100),
});

export interface UpgradeResult extends ActionEffects {
  relic: { id: number; name: string; level: number };
  gold: number;
  ingredient: { name: string; quantity: number };
  balance: BalanceChange;
}

export async function upgradeRelic(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; relicId: number; ingredient: string; now: Date },
): Promise<UpgradeResult> {
  const { relicId, ingredient } = UpgradeRelicSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const relic = await ownedItem(tx, inventory.id, relicId, "relic");
    const upgrade = relicUpgrade(relic, ingredient);
    if (!upgrade.ok) {
      if (upgrade.reason === "max_level")
        throw new AppError("conflict", `${relic.name} is already at the highest level.`);
      throw new AppError("bad_request", `Upgrading ${relic.name} needs ${upgrade.rarity} ingredients.`, {
        rarity: upgrade.rarity,
      });
    }
    await takeIngredient(tx, inventory.id, upgrade.ingredient.name, upgrade.ingredient.quantity);
    const balance = await debit(tx, {
      userId: input.userId,
      currency: "gold",
      amount: upgrade.gold,
      reason: "relic_upgrade",
      ref: `relic:${relic.id}`,
    });
    await tx.item.update({ where: { id: relic.id }, data: { level: { increment: 1 } } });
    const effects = await recordPlayerAction(tx, {
      userId: input.userId,
      stats: { upgradedRelics: 1 },
      quests: { relicsUpgraded: 1 },
      now: input.now,
    });
    return {
      relic: { id: relic.id, name: relic.name, level: upgrade.level },
      gold: upgrade.gold,
      ingredient: upgrade.ingredient,
      balance,
      ...effects,
    };
  });
}
