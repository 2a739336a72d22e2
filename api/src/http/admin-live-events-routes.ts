// Staff routes of live events, in ra-data-simple-rest's conventions
// (adminResource): list (the calendar asks by window: from, to), one, create,
// update (not once ended or cancelled), and by hand a cancel and the results
// ({totals, days}) for the show page's chart. Reads: any staff role. Changes:
// live-events.change; each use case writes its History row.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { cancelLiveEvent } from "../live-events/cancel-live-event.ts";
import { CreateLiveEventSchema, createLiveEvent } from "../live-events/create-live-event.ts";
import { getLiveEvent } from "../live-events/get-live-event.ts";
import {
  LiveEventFilterSchema,
  listLiveEvents,
  liveEventSortFields,
} from "../live-events/list-live-events.ts";
import { liveEventStatuses } from "../live-events/live-event-record.ts";
import { liveEventResults } from "../live-events/live-event-results.ts";
import { LiveEventModifierSchema } from "../live-events/modifiers.ts";
import { UpdateLiveEventSchema, updateLiveEvent } from "../live-events/update-live-event.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: live events";

const count = z.number().int();
const LiveEventRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    startsAt: z.string().openapi({ format: "date-time" }),
    endsAt: z.string().openapi({ format: "date-time" }),
    audienceId: z.number().int().nullable().openapi({ description: "null: every player" }),
    audienceName: z.string().nullable(),
    modifiers: z.array(LiveEventModifierSchema),
    effects: z.array(z.string()).openapi({ description: "The modifiers in words, in the same order" }),
    status: z.enum(liveEventStatuses),
    cancelledAt: z.string().nullable(),
    leaderboardId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The event's own board (its leaderboard modifier), if any" }),
    settledAt: z.string().nullable().openapi({
      description: "When the end was settled: the board's rank rewards sent (none if cancelled)",
    }),
    standings: z
      .object({
        stat: z.string().openapi({ description: "What the board ranks, in words" }),
        rewards: z.array(z.string()).openapi({ description: "What each final rank pays, in words" }),
        top: z.array(z.object({ rank: count, name: z.string(), score: count, userId: z.string() })),
        settled: z.boolean(),
        rewardsPaid: z.boolean(),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "One event only: its own leaderboard's top 10 as it stands (final once ended); null without one",
      }),
    createdById: z.string().nullable(),
    createdAt: z.string().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("AdminLiveEvent");

const LiveEventResultsSchema = z
  .object({
    id: count,
    name: z.string(),
    status: z.enum(liveEventStatuses),
    from: z.string().openapi({ format: "date-time" }),
    to: z.string().openapi({ format: "date-time", description: "The end, the cancellation or now" }),
    participants: count.openapi({ description: "Distinct players who played or bought under the event" }),
    eventBattles: count.openapi({ description: "Battles the event's modifiers applied to" }),
    otherBattles: count.openapi({ description: "Battles of players outside the event, in the same window" }),
    goldBonus: count.openapi({ description: "Gold the event's multiplier added" }),
    eventPurchases: count,
    eventSpend: z.object({ gold: count, gems: count }),
    revenue: z.array(z.object({ currency: z.string(), amount: count, payments: count })),
    days: z.array(
      z.object({
        day: z.string().openapi({ format: "date" }),
        eventBattles: count,
        otherBattles: count,
        goldBonus: count,
        eventPurchases: count,
        players: count,
        payments: count,
      }),
    ),
  })
  .openapi("AdminLiveEventResults");

const cancelRoute = adminRoute("live-events.change", {
  operationId: "adminCancelLiveEvent",
  method: "post",
  path: "/api/admin/live-events/{id}/cancel",
  tag,
  summary: "Call off a scheduled or running event: it stops applying at once",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The event, cancelled", LiveEventRowSchema) },
  errors: { 404: true, 409: "Ended or cancelled already (details.reason)" },
});

const resultsRoute = adminRoute("console.read", {
  operationId: "adminGetLiveEventResults",
  method: "get",
  path: "/api/admin/live-events/{id}/results",
  tag,
  summary:
    "How the event went: battles (in the event and others), extra gold, purchases, revenue, per UTC day",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The results", LiveEventResultsSchema) },
  errors: { 404: true },
});

export function adminLiveEventsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/live-events",
    tag,
    names: { one: "LiveEvent", many: "LiveEvents" },
    row: LiveEventRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "live-events.change",
    list: {
      summary:
        "Live events (filter: q = part of the name, status, from/to = overlapping a window, audienceId)",
      description: "A page; Content-Range: live-events <start>-<end>/<total>",
      sortable: liveEventSortFields,
      defaultSort: ["startsAt", "DESC"],
      filter: LiveEventFilterSchema,
      load: (query, call) => listLiveEvents(deps, { ...query, ...call }),
    },
    get: {
      summary: "One live event, its status, its modifiers in words and its own leaderboard's standings",
      load: (id, call) => getLiveEvent(deps, { ...call, id }),
    },
    create: {
      summary: "Schedule an event (end after start and in the future; the audience must exist)",
      body: CreateLiveEventSchema,
      errors: [],
      run: (event, call) => createLiveEvent(deps, { ...call, event }),
    },
    update: {
      summary: "Change an event that has not ended (a running one keeps its start)",
      body: UpdateLiveEventSchema,
      errors: [404, 409],
      run: (id, event, call) => updateLiveEvent(deps, { ...call, id, event }),
    },
  })
    .openapi(cancelRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await cancelLiveEvent(deps, { ...callOf(c), id }), 200);
    })
    .openapi(resultsRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await liveEventResults(deps, { ...callOf(c), id }), 200);
    });
}
