// VIP and the daily reward calendar.
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { claimDailyReward, dailyRewardStatus } from "../daily-reward/claim-daily-reward.ts";
import { BuyVipSchema, buyVip, vipStatus } from "../vip/buy-vip.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const RewardJson = z.record(z.string(), z.unknown());

const vipRoute = createRoute({
  method: "get",
  path: "/api/vip",
  tags: ["economy"],
  summary: "VIP state, packages and perks",
  responses: {
    200: {
      description: "VIP",
      content: {
        "application/json": {
          schema: z.object({
            isVip: z.boolean(),
            vipExpiresAt: z.string().nullable(),
            totalVipDays: z.number().int(),
            packages: z.array(
              z.object({
                key: z.string(),
                title: z.string(),
                days: z.number().int(),
                gemPrice: z.number().int(),
              }),
            ),
            perks: z.record(z.string(), z.unknown()),
          }),
        },
      },
    },
  },
});

const buyVipRoute = createRoute({
  method: "post",
  path: "/api/vip/purchases",
  tags: ["economy"],
  summary: "Buy VIP days with gems (extends from max(now, current end))",
  request: { body: { required: true, content: { "application/json": { schema: BuyVipSchema } } } },
  responses: {
    200: {
      description: "Bought",
      content: {
        "application/json": {
          schema: z.object({
            vipExpiresAt: z.string(),
            totalVipDays: z.number().int(),
            gems: z.number().int(),
            days: z.number().int(),
          }),
        },
      },
    },
    402: { description: "Not enough gems (details.shortfall)" },
  },
});

const dailyRoute = createRoute({
  method: "get",
  path: "/api/daily-reward",
  tags: ["economy"],
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
            calendar: z.array(RewardJson),
            today: RewardJson,
          }),
        },
      },
    },
  },
});

const claimRoute = createRoute({
  method: "post",
  path: "/api/daily-reward/claim",
  tags: ["economy"],
  summary: "Claim today's reward (once per UTC day; doubled for VIPs)",
  responses: {
    200: {
      description: "Claimed",
      content: {
        "application/json": {
          schema: z.object({
            dayIndex: z.number().int(),
            multiplier: z.number().int(),
            reward: RewardJson,
            granted: RewardJson,
            overflow: RewardJson.nullable(),
          }),
        },
      },
    },
    409: { description: "Already claimed today (details.reason `already_claimed`)" },
  },
});

export function vipRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/vip/*", userRequired(deps));
  app.use("/api/daily-reward/*", userRequired(deps));
  return app
    .openapi(vipRoute, async (c) =>
      c.json(await vipStatus(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(buyVipRoute, async (c) => {
      const { packageKey } = c.req.valid("json");
      return c.json(await buyVip(deps, { userId: c.get("user").id, packageKey, now: new Date() }), 200);
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
