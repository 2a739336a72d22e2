// VIP and the daily reward calendar.
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { claimDailyReward, dailyRewardStatus } from "../daily-reward/claim-daily-reward.ts";
import { vipStatus } from "../vip/vip-status.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const vipRoute = apiRoute({
  operationId: "getVip",
  method: "get",
  path: "/api/vip",
  tag: "economy",
  access: "player",
  summary: "VIP state, perks and the passes on sale (bought as shop items: POST /api/shop/purchases)",
  responses: {
    200: {
      description: "VIP",
      content: {
        "application/json": {
          schema: z.object({
            isVip: z.boolean(),
            vipExpiresAt: z.string().nullable(),
            totalVipDays: z.number().int(),
            passes: z.array(
              z.object({
                id: z
                  .number()
                  .int()
                  .openapi({ description: "The shop item: buy it with POST /api/shop/purchases" }),
                name: z.string(),
                days: z.number().int(),
                currency: z.enum(["gold", "gems"]),
                price: z.number().int().openapi({ description: "List price" }),
                discount: z.number().int(),
                effectivePrice: z
                  .number()
                  .int()
                  .openapi({ description: "What this player pays, as in the shop" }),
                shortfall: z
                  .number()
                  .int()
                  .openapi({ description: "How much more the player needs (0: affordable)" }),
              }),
            ),
            balances: z.object({ gold: z.number().int(), gems: z.number().int() }),
            perks: z.object({
              dailyRewardMultiplier: z.number(),
              shopDiscountPercent: z.number().int(),
              extraSlots: z.record(z.string(), z.number().int()),
            }),
          }),
        },
      },
    },
  },
});

const dailyRoute = apiRoute({
  operationId: "getDailyReward",
  method: "get",
  path: "/api/daily-reward",
  tag: "economy",
  access: "player",
  summary: "The 28-day calendar, today's day and whether it can be claimed",
  responses: {
    200: {
      description: "Calendar",
      content: {
        "application/json": {
          schema: z.object({
            todayIndex: z.number().int(),
            claimable: z.boolean(),
            isVip: z.boolean(),
            multiplier: z.number().int(),
            calendar: z.array(RewardSchema),
            today: RewardSchema,
            todayClaimed: z.boolean(),
            days: z.array(
              z.object({
                reward: RewardSchema,
                state: z.enum(["claimed", "missed", "today", "upcoming"]),
                claimed: RewardSchema.nullable(),
              }),
            ),
          }),
        },
      },
    },
  },
});

const claimRoute = apiRoute({
  operationId: "claimDailyReward",
  method: "post",
  path: "/api/daily-reward/claim",
  tag: "economy",
  access: "player",
  summary: "Claim today's reward (once per UTC day; doubled for VIPs)",
  responses: {
    200: {
      description: "Claimed",
      content: {
        "application/json": {
          schema: z.object({
            dayIndex: z.number().int(),
            multiplier: z.number().int(),
            reward: RewardSchema,
            granted: RewardSchema,
            overflow: RewardSchema.nullable(),
          }),
        },
      },
    },
  },
  errors: { 409: "Already claimed today (details.reason `already_claimed`)" },
});

export function vipRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/vip/*", userRequired(deps));
  app.use("/api/daily-reward/*", userRequired(deps));
  return app
    .openapi(vipRoute, async (c) => {
      const status = await vipStatus(deps, { userId: c.get("user").id, now: new Date() });
      return c.json(
        {
          ...status,
          passes: status.passes.map(
            ({ id, name, days, currency, price, discount, effectivePrice, shortfall }) => ({
              id,
              name,
              days,
              currency,
              price,
              discount,
              effectivePrice,
              shortfall,
            }),
          ),
        },
        200,
      );
    })
    .openapi(dailyRoute, async (c) => {
      const view = await dailyRewardStatus(deps, { userId: c.get("user").id, now: new Date() });
      return c.json({ ...view, calendar: [...view.calendar] }, 200);
    })
    .openapi(claimRoute, async (c) => {
      const result = await claimDailyReward(deps, { userId: c.get("user").id, now: new Date() });
      return c.json(
        {
          dayIndex: result.dayIndex,
          multiplier: result.multiplier,
          reward: result.reward,
          granted: result.grant.granted,
          overflow: result.grant.overflow,
        },
        200,
      );
    });
}
