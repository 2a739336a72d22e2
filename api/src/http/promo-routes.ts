// Redeeming promo codes (rate limited per player and per address).
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { RedeemPromoCodeSchema, redeemPromoCode } from "../promo/redeem-promo-code.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const redeemRoute = apiRoute({
  operationId: "redeemPromoCode",
  method: "post",
  path: "/api/promo-codes/redeem",
  tag: "economy",
  access: "player",
  summary: "Redeem a promo code (case-insensitive)",
  request: { body: { required: true, content: { "application/json": { schema: RedeemPromoCodeSchema } } } },
  responses: {
    200: {
      description: "Redeemed: what was granted (and what went to the inbox when the inventory was full)",
      content: {
        "application/json": {
          schema: z
            .object({
              code: z.string(),
              description: z.string(),
              rewards: RewardSchema,
              granted: RewardSchema,
              overflow: RewardSchema.nullable(),
            })
            .openapi("PromoRedemption"),
        },
      },
    },
  },
  errors: {
    403: "Banned, or a code for a saved audience the player is not in (details.reason `not_in_audience`)",
    404: "Unknown code (details.reason `unknown`)",
    409: "details.reason: `expired`, `used_up` or `already_redeemed`",
    429: "Too many attempts (Retry-After)",
  },
});

export function promoRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/promo-codes/*", userRequired(deps));
  return app.openapi(redeemRoute, async (c) => {
    const { code } = c.req.valid("json");
    const result = await redeemPromoCode(deps, {
      userId: c.get("user").id,
      code,
      address: c.get("client").address,
      now: new Date(),
    });
    return c.json(
      {
        code: result.code,
        description: result.description,
        rewards: result.rewards,
        granted: result.grant.granted,
        overflow: result.grant.overflow,
      },
      200,
    );
  });
}
