// Staff routes of inbox messages: send to one player, a segment or everyone,
// a live count preview, the sent history (ra-data-simple-rest list and one
// send with its delivery) and the template catalogue for the compose screen.
// Reads: any staff role. Sending and previewing: admin and liveops; every send
// writes a History staff_action row in its transaction (in the use case).
import { z } from "@hono/zod-openapi";
import { StaffActionFilterSchema, staffActionSortFields } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import {
  countSegment,
  MessageTargetSchema,
  SendMessagesSchema,
  sendMessages,
} from "../inbox/send-messages.ts";
import { getSentMessage, listMessageTemplates, listSentMessages } from "../inbox/sent-messages.ts";
import { contentRange } from "./admin-list.ts";
import {
  actorOf,
  adminErrors,
  adminListRoute,
  adminRoute,
  createAdminRouter,
  jsonBody,
  jsonContent,
  listPage,
  listResponse200,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";
import { toJson } from "./engagement-schemas.ts";
import { PersonSchema } from "./person-schema.ts";

const tags = ["admin: messages"];

const SentSchema = z
  .object({
    id: z.number().int(),
    batchId: z.string(),
    count: z.number().int(),
    userId: z.string().nullable(),
  })
  .openapi("SentMessages");

/** The fields of every targeted staff send's sent list (messages, announcements): TargetedSendRow. */
export const targetedSendFields = {
  id: z.number().int(),
  createdAt: z.string().openapi({ format: "date-time" }),
  actorId: z.string().nullable(),
  target: z.record(z.string(), z.unknown()).nullable(),
  targetKind: z.enum(["player", "segment", "everyone"]).nullable(),
  userId: z.string().nullable(),
  actor: PersonSchema.nullable().optional().openapi({ description: "Who sent it, by name (in lists)" }),
  user: PersonSchema.nullable().optional().openapi({ description: "The one player it went to (in lists)" }),
};

const SentMessageRowSchema = z
  .object({
    ...targetedSendFields,
    batchId: z.string(),
    message: z.string(),
    template: z.string().nullable(),
    title: z.string(),
    text: z.string(),
    rewards: z.record(z.string(), z.unknown()).nullable(),
    expiresAt: z.string().nullable(),
    count: z.number().int(),
  })
  .openapi("AdminSentMessage");

const SentMessageWithDeliverySchema = z
  .object({
    ...SentMessageRowSchema.shape,
    delivery: z.object({ remaining: z.number().int(), read: z.number().int(), collected: z.number().int() }),
  })
  .openapi("AdminSentMessageWithDelivery");

const TemplateSchema = z
  .object({ id: z.string(), title: z.string(), text: z.string(), params: z.array(z.string()) })
  .openapi("AdminMessageTemplate");

const sendRoute = adminRoute("messages.send", {
  method: "post",
  path: "/api/admin/messages",
  tags,
  summary: "Send a message to one player, a segment or everyone (one set-based insert)",
  request: { body: jsonBody(SendMessagesSchema) },
  responses: {
    201: {
      description: "Sent; id = the sent-history row, count = players reached",
      content: jsonContent(SentSchema),
    },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    404: { ...adminErrors[404], description: "No such player (target kind player)" },
  },
});

const PreviewSchema = z.object({ target: MessageTargetSchema });
const previewRoute = adminRoute("messages.send", {
  method: "post",
  path: "/api/admin/messages/preview",
  tags,
  summary: "How many players a target reaches now",
  request: { body: jsonBody(PreviewSchema) },
  responses: {
    200: {
      description: "The count",
      content: { "application/json": { schema: z.object({ count: z.number().int() }) } },
    },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
  },
});

const listRoute = adminListRoute({
  permission: "console.read",
  path: "/api/admin/messages",
  tags,
  summary: "Sent history: one row per send (filter: actorId)",
  row: SentMessageRowSchema,
  description: "A page; Content-Range: messages <start>-<end>/<total>",
});

const getRoute = adminRoute("console.read", {
  method: "get",
  path: "/api/admin/messages/{id}",
  tags,
  summary: "One send with its delivery (messages left, read, rewards collected)",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: {
      description: "The send",
      content: jsonContent(SentMessageWithDeliverySchema),
    },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
  },
});

const templatesRoute = adminRoute("console.read", {
  method: "get",
  path: "/api/admin/message-templates",
  tags,
  summary: "The message templates (key, title, text, params) for the compose screen",
  responses: {
    200: listResponse200(TemplateSchema, "Every template; Content-Range: message-templates 0-<n-1>/<n>"),
    401: adminErrors[401],
    403: adminErrors[403],
  },
});

export function adminMessagesRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(sendRoute, async (c) => {
      const body = c.req.valid("json");
      const sent = await sendMessages(deps, { ...body, actorId: c.get("user").id, now: new Date() });
      return c.json(sent, 201);
    })
    .openapi(previewRoute, async (c) => {
      const count = await countSegment(deps.db, { target: c.req.valid("json").target, now: new Date() });
      return c.json({ count }, 200);
    })
    .openapi(listRoute, async (c) =>
      listPage(
        c,
        {
          resource: "messages",
          sortable: staffActionSortFields,
          defaultSort: ["createdAt", "DESC"],
          filter: StaffActionFilterSchema,
        },
        SentMessageRowSchema,
        (query) => listSentMessages(deps, actorOf(c), query),
      ),
    )
    .openapi(getRoute, async (c) => {
      const sent = await getSentMessage(deps, c.req.valid("param").id);
      return c.json(toJson(SentMessageWithDeliverySchema, sent), 200);
    })
    .openapi(templatesRoute, async (c) => {
      const templates = listMessageTemplates();
      c.header("Content-Range", contentRange("message-templates", 0, templates.length, templates.length));
      return c.json(templates, 200);
    });
}
