// The live events a player sees: running ones (the game's banner counts down
// to their end) and those starting within a week, with what each gives in words.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { LiveEventModifierSchema } from "../live-events/modifiers.ts";
import { getPlayerLiveEvent, listPlayerLiveEvents } from "../live-events/player-live-events.ts";
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
    });
}
