// The black market: give `give` units of one ingredient for `receive` of
// another of the same rarity (prices.ts blackMarketExchangeRate), `times` over.
// What is received goes through grantReward, so it lands in the inbox if the
// inventory cannot hold it.
import { z } from "zod";
import { ingredients } from "../catalogue/ingredients.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { type ActionEffects, recordPlayerAction } from "../progression/record-action.ts";
import { lockInventory } from "./locate.ts";
import { blackMarketExchangeRate } from "./prices.ts";
import { takeIngredient } from "./sell.ts";

export const BlackMarketTradeSchema = z.object({
  give: z.string().min(1).max(100),
  receive: z.string().min(1).max(100),
  times: intInput({ min: 1, max: 100 }).default(1),
});

export interface TradeResult extends ActionEffects {
  gave: { name: string; quantity: number };
  received: { name: string; quantity: number };
  grant: GrantResult;
}

export async function blackMarketTrade(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; give: string; receive: string; times?: number; now: Date },
): Promise<TradeResult> {
  const { give, receive, times } = BlackMarketTradeSchema.parse(input);
  const given = ingredients.find((ingredient) => ingredient.name === give);
  const wanted = ingredients.find((ingredient) => ingredient.name === receive);
  if (!given || !wanted) throw new AppError("bad_request", "Unknown ingredient.");
  if (given.name === wanted.name) throw new AppError("bad_request", "Trade for a different ingredient.");
  if (given.rarity !== wanted.rarity) {
    throw new AppError("bad_request", "The black market only trades ingredients of the same rarity.");
  }
  const quantityGiven = blackMarketExchangeRate.give * times;
  const quantityReceived = blackMarketExchangeRate.receive * times;
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    await takeIngredient(tx, inventory.id, given.name, quantityGiven);
    const grant = await grantReward(tx, {
      userId: input.userId,
      reward: { ingredients: [{ name: wanted.name, quantity: quantityReceived }] },
      reason: "black_market",
      ref: `black_market:${given.name}->${wanted.name}`,
      now: input.now,
    });
    const effects = await recordPlayerAction(tx, {
      userId: input.userId,
      stats: { blackMarketTrades: times },
      quests: {},
      now: input.now,
    });
    return {
      gave: { name: given.name, quantity: quantityGiven },
      received: { name: wanted.name, quantity: quantityReceived },
      grant,
      ...effects,
    };
  });
}
