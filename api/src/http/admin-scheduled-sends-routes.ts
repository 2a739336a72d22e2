// Staff routes of scheduled sends (messages and announcements to go out at a
// time or on a recurrence), in ra-data-simple-rest's conventions
// (adminResource): list (upcoming or past), one with its occurrences, schedule,
// edit while still to go out; by hand, cancel. Reads: any staff role.
// Scheduling, editing and cancelling: the permission of sending now
// (messages.send on the route; an announcement's announcements.send is
// checked by the use case). Each use case writes its History row.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { cancelScheduledSend } from "../scheduled-sends/cancel-scheduled-send.ts";
import { EditScheduledSendSchema, editScheduledSend } from "../scheduled-sends/edit-scheduled-send.ts";
import { getScheduledSend } from "../scheduled-sends/get-scheduled-send.ts";
import {
  listScheduledSends,
  ScheduledSendFilterSchema,
  scheduledSendSortFields,
} from "../scheduled-sends/list-scheduled-sends.ts";
import { ScheduleSendSchema, scheduleSend } from "../scheduled-sends/schedule-send.ts";
import {
  recurrenceUnits,
  scheduledSendKinds,
  scheduledSendStatuses,
} from "../scheduled-sends/scheduled-send-record.ts";
import { targetedSendFields } from "./admin-messages-routes.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: scheduled sends";
const DateTime = z.string().openapi({ format: "date-time" });

const ScheduledSendRowSchema = z
  .object({
    id: targetedSendFields.id,
    createdAt: targetedSendFields.createdAt,
    actorId: targetedSendFields.actorId.openapi({ description: "Who scheduled it" }),
    target: targetedSendFields.target,
    targetKind: targetedSendFields.targetKind,
    audienceName: z
      .string()
      .nullable()
      .openapi({ description: "The saved audience's name, for an audience target" }),
    userId: targetedSendFields.userId,
    actor: targetedSendFields.actor,
    user: targetedSendFields.user,
    kind: z.enum(scheduledSendKinds),
    title: z.string().openapi({ description: "What goes out: the message's or the announcement's title" }),
    payload: z.record(z.string(), z.unknown()).openapi({
      description: "A message send's {target, draft}, or an announcement's {title, body, target}",
    }),
    recurrence: z
      .object({ every: z.enum(recurrenceUnits), interval: z.number().int(), until: DateTime.nullable() })
      .nullable(),
    at: DateTime.nullable().openapi({
      description: "The next time it goes out (UTC); null once done or cancelled",
    }),
    timeZone: z.string().openapi({ description: "The operator's IANA time zone, for showing the times" }),
    status: z.enum(scheduledSendStatuses),
    sentCount: z.number().int(),
    lastSentAt: DateTime.nullable(),
    updatedAt: DateTime,
  })
  .openapi("AdminScheduledSend");

const ScheduledSendWithOccurrencesSchema = z
  .object({
    ...ScheduledSendRowSchema.shape,
    playersReached: z.number().int().openapi({ description: "Players its messages reached, in all" }),
    occurrences: z.array(
      z.object({
        dueAt: DateTime,
        sentAt: DateTime,
        historyId: z.number().int().nullable().openapi({ description: "The sent history's row" }),
        count: z.number().int().openapi({ description: "Players reached (0 for an announcement)" }),
      }),
    ),
  })
  .openapi("AdminScheduledSendWithOccurrences");

const cancelRoute = adminRoute("messages.send", {
  operationId: "adminCancelScheduledSend",
  method: "post",
  path: "/api/admin/scheduled-sends/{id}/cancel",
  tag,
  summary: "Cancel a send still to go out (409 once sent or cancelled; what went out stays sent)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("Cancelled", ScheduledSendRowSchema) },
  errors: { 404: true, 409: true },
});

export function adminScheduledSendsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/scheduled-sends",
    tag,
    names: { one: "ScheduledSend", many: "ScheduledSends" },
    row: ScheduledSendRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "messages.send",
    list: {
      summary:
        "Scheduled sends (filter: when = upcoming | past, status = scheduled | done | cancelled, kind = message | announcement)",
      description: "A page; Content-Range: scheduled-sends <start>-<end>/<total>",
      sortable: scheduledSendSortFields,
      defaultSort: ["nextAt", "ASC"],
      filter: ScheduledSendFilterSchema,
      load: (query, { actor }) => listScheduledSends(deps, { ...query, actor }),
    },
    get: {
      summary: "One scheduled send with the occurrences that went out and the players reached",
      row: ScheduledSendWithOccurrencesSchema,
      load: (id, { actor }) => getScheduledSend(deps, { actor, id }),
    },
    create: {
      summary:
        "Schedule a message or an announcement at a time in the future, once or repeating every N hours, days or weeks (UTC)",
      errors: [400, 401, 403, 404],
      body: ScheduleSendSchema,
      run: (send, call) => scheduleSend(deps, { ...call, send }),
    },
    update: {
      summary: "Change a send still to go out (409 once sent or cancelled)",
      body: EditScheduledSendSchema,
      errors: [400, 401, 403, 404, 409],
      run: (id, send, call) => editScheduledSend(deps, { ...call, id, send }),
    },
  }).openapi(cancelRoute, async (c) => {
    const row = await cancelScheduledSend(deps, { ...callOf(c), id: c.req.valid("param").id });
    return c.json(row as never, 200);
  });
}
