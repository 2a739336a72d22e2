// The live events a player sees: running ones (the game's banner counts down
// to their end) and those starting within a week, with what each gives in words.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { LiveEventModifierSchema } from "../live-events/modifiers.ts";
import {
  getPlayerLiveEvent,
  getPlayerLiveEventBoard,
  listPlayerLiveEvents,
} from "../live-events/player-live-events.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json } from "./openapi-route.ts";

const PlayerLiveEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    startsAt: z.string().openapi({ format: "date-time" }),
    endsAt: z.string().openapi({ format: "date-time" }),
    isRunning: z.boolean(),
    modifiers: z.array(LiveEventModifierSchema),
    effects: z.array(z.string()).openapi({ description: "What the event gives, in words" }),
  })
  .openapi("LiveEvent");

const listRoute = apiRoute({
  operationId: "listLiveEvents",
  method: "get",
  path: "/api/live-events",
  tag: "live events",
  access: "player",
  summary: "The events running for this player now and those starting within 7 days, earliest first",
  responses: { 200: json("The events", z.object({ events: z.array(PlayerLiveEventSchema) })) },
});

const oneRoute = apiRoute({
  operationId: "getLiveEvent",
  method: "get",
  path: "/api/live-events/{id}",
  tag: "live events",
  access: "player",
  summary: "One of this player's running or coming events",
  request: { params: z.object({ id: RowIdTextSchema }) },
  responses: { 200: json("The event", PlayerLiveEventSchema) },
  errors: { 404: "Not running or coming for this player" },
});

const PlayerEventBoardSchema = z
  .object({
    stat: z.string().openapi({ description: "What the board ranks, in words" }),
    rewards: z
      .array(z.string())
      .openapi({ description: "What each final rank pays, in words, e.g. “Rank 1: 500 gems”" }),
    top: z.array(
      z.object({ rank: z.number().int(), name: z.string(), score: z.number().int(), isMe: z.boolean() }),
    ),
    me: z.object({ rank: z.number().int(), score: z.number().int() }).nullable(),
    settled: z.boolean().openapi({ description: "The event is over and its board settled" }),
    rewardsPaid: z.boolean(),
  })
  .openapi("LiveEventLeaderboard");

const boardRoute = apiRoute({
  operationId: "getLiveEventLeaderboard",
  method: "get",
  path: "/api/live-events/{id}/leaderboard",
  tag: "live events",
  access: "player",
  summary: "The event's own leaderboard: the top 10, this player's rank and the rewards per rank",
  request: { params: z.object({ id: RowIdTextSchema }) },
  responses: {
    200: json("The board (null: the event has none)", z.object({ board: PlayerEventBoardSchema.nullable() })),
  },
  errors: { 404: "Not running or coming for this player" },
});

export function liveEventsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/live-events", userRequired(deps));
  app.use("/api/live-events/*", userRequired(deps));
  return app
    .openapi(listRoute, async (c) => {
      return c.json(await listPlayerLiveEvents(deps, { userId: c.get("user").id, now: new Date() }), 200);
    })
    .openapi(oneRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await getPlayerLiveEvent(deps, { userId: c.get("user").id, id, now: new Date() }), 200);
    })
    .openapi(boardRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await getPlayerLiveEventBoard(deps, { userId: c.get("user").id, id, now: new Date() }),
        200,
      );
    });
}
