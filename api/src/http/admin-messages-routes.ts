// Staff routes of inbox messages: send to one player, a segment or everyone,
// and the sent history (ra-data-simple-rest list and one send with its
// delivery), made by adminResource; by hand, as they are no records: a live
// count preview and the template catalogue for the compose screen.
// Reads: any staff role. Sending and previewing: admin and liveops; every send
// writes a History staff_action row in its transaction (in the use case).
import { z } from "@hono/zod-openapi";
import { StaffActionFilterSchema, staffActionSortFields } from "../audit/staff-action.ts";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { getSentMessage } from "../inbox/get-sent-message.ts";
import { listMessageTemplates } from "../inbox/list-message-templates.ts";
import { listSentMessages } from "../inbox/list-sent-messages.ts";
import {
  countSegment,
  MessageTargetSchema,
  SendMessagesSchema,
  sendMessages,
} from "../inbox/send-messages.ts";
import { contentRange } from "./admin-list.ts";
import { adminRoute, listResponse200, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource } from "./admin-resource.ts";
import { type ApiTag, jsonBody, orNull } from "./openapi-route.ts";
import { PersonSchema } from "./person-schema.ts";

const tag: ApiTag = "admin: messages";

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
  targetKind: z.enum(["player", "segment", "everyone", "audience"]).nullable(),
  audienceName: z.string().nullable().openapi({ description: "A saved audience's name when sent" }),
  userId: z.string().nullable(),
  actor: orNull(PersonSchema, "Who sent it, by name (in lists)").optional(),
  user: orNull(PersonSchema, "The one player it went to (in lists)").optional(),
};

const SentMessageRowSchema = z
  .object({
    ...targetedSendFields,
    batchId: z.string(),
    message: z.string(),
    template: z.string().nullable(),
    title: z.string(),
    text: z.string(),
    rewards: RewardSchema.nullable(),
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

const PreviewSchema = z.object({ target: MessageTargetSchema });
const previewRoute = adminRoute("messages.send", {
  operationId: "adminPreviewMessage",
  method: "post",
  path: "/api/admin/messages/preview",
  tag,
  summary: "How many players a target reaches now",
  request: { body: jsonBody(PreviewSchema) },
  errors: { 404: "No such saved audience (`target.audienceId`)" },
  responses: {
    200: {
      description: "The count",
      content: { "application/json": { schema: z.object({ count: z.number().int() }) } },
    },
  },
});

const templatesRoute = adminRoute("console.read", {
  operationId: "adminListMessageTemplates",
  method: "get",
  path: "/api/admin/message-templates",
  tag,
  summary: "The message templates (key, title, text, params) for the compose screen",
  responses: {
    200: listResponse200(TemplateSchema, "Every template; Content-Range: message-templates 0-<n-1>/<n>"),
  },
});

export function adminMessagesRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/messages",
    tag,
    names: { one: "Message", many: "Messages" },
    row: SentMessageRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "messages.send",
    list: {
      summary: "Sent history: one row per send (filter: actorId)",
      description: "A page; Content-Range: messages <start>-<end>/<total>",
      sortable: staffActionSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: StaffActionFilterSchema,
      load: (query, { actor }) => listSentMessages(deps, { ...query, actor }),
    },
    get: {
      summary: "One send with its delivery (messages left, read, rewards collected)",
      row: SentMessageWithDeliverySchema,
      load: (id, { actor }) => getSentMessage(deps, { actor, id }),
    },
    create: {
      summary: "Send a message to one player, a segment or everyone (one set-based insert)",
      // The answer is the send (id = the sent-history row, count = players reached); 404: no such player.
      row: SentSchema,
      errors: [400, 401, 403, 404],
      body: SendMessagesSchema,
      run: (send, call) => sendMessages(deps, { ...send, ...call }),
    },
  })
    .openapi(previewRoute, async (c) => {
      const count = await countSegment(deps.db, { target: c.req.valid("json").target, now: new Date() });
      return c.json({ count }, 200);
    })
    .openapi(templatesRoute, async (c) => {
      const templates = listMessageTemplates();
      c.header("Content-Range", contentRange("message-templates", 0, templates.length, templates.length));
      return c.json(templates, 200);
    });
}
