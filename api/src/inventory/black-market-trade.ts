// The black market: give `give` units of one ingredient for `receive` of
// another of the same rarity (prices.ts blackMarketExchange), `times` over.
// What is received goes through grantReward, so it lands in the inbox if the
// inventory cannot hold it.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { type ActionEffects, recordPlayerAction } from "../progression/record-action.ts";
import { lockInventory } from "./locate.ts";
import { type BlackMarketExchange, blackMarketExchange } from "./prices.ts";
import { takeIngredient } from "./sell.ts";

export const BlackMarketTradeSchema = z.object({
  give: z.string().min(1).max(100),
  receive: z.string().min(1).max(100),
  times: intInput({ min: 1, max: 100 }).default(1),
});

/** What the player is told when blackMarketExchange refuses a trade. */
const refusals: Record<Extract<BlackMarketExchange, { ok: false }>["reason"], string> = {
  unknown_ingredient: "Unknown ingredient.",
  same_ingredient: "Trade for a different ingredient.",
  different_rarity: "The black market only trades ingredients of the same rarity.",
};

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
  const trade = blackMarketExchange(give, receive, times);
  if (!trade.ok) throw new AppError("bad_request", refusals[trade.reason]);
  const { give: gave, receive: received } = trade;
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    await takeIngredient(tx, inventory.id, gave.name, gave.quantity);
    const grant = await grantReward(tx, {
      userId: input.userId,
      reward: { ingredients: [received] },
      reason: "black_market",
      ref: `black_market:${gave.name}->${received.name}`,
      now: input.now,
    });
    const effects = await recordPlayerAction(tx, {
      userId: input.userId,
      stats: { blackMarketTrades: times },
      quests: {},
      now: input.now,
    });
    return {
      gave,
      received,
      grant,
      ...effects,
    };
  });
}
