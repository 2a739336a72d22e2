// Staff sending inbox messages (the console calls these): to one player, a
// segment or everyone, and a live count preview. admin and liveops only; every
// send writes a History staff_action row in the same transaction (in the use case).
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import {
  countSegment,
  MessageTargetSchema,
  SendMessagesSchema,
  sendMessages,
} from "../inbox/send-messages.ts";
import { errorResponses } from "./engagement-schemas.ts";
import { staffRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const SentSchema = z
  .object({ batchId: z.string(), count: z.number().int(), userId: z.string().nullable() })
  .openapi("SentMessages");

const sendRoute = createRoute({
  method: "post",
  path: "/api/admin/messages",
  tags: ["admin: messages"],
  summary: "Send a message to one player, a segment or everyone (one set-based insert)",
  request: { body: { required: true, content: { "application/json": { schema: SendMessagesSchema } } } },
  responses: {
    201: {
      description: "Sent; count = players reached",
      content: { "application/json": { schema: SentSchema } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: { description: "Not admin or liveops" },
    404: { description: "No such player (target kind player)" },
  },
});

const PreviewSchema = z.object({ target: MessageTargetSchema });
const previewRoute = createRoute({
  method: "post",
  path: "/api/admin/messages/preview",
  tags: ["admin: messages"],
  summary: "How many players a target reaches now",
  request: { body: { required: true, content: { "application/json": { schema: PreviewSchema } } } },
  responses: {
    200: {
      description: "The count",
      content: { "application/json": { schema: z.object({ count: z.number().int() }) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: { description: "Not admin or liveops" },
  },
});

export function adminMessagesRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/admin/messages", staffRequired(deps, "admin", "liveops"));
  app.use("/api/admin/messages/*", staffRequired(deps, "admin", "liveops"));
  return app
    .openapi(sendRoute, async (c) => {
      const body = c.req.valid("json");
      const sent = await sendMessages(deps, { ...body, actorId: c.get("user").id, now: new Date() });
      return c.json(sent, 201);
    })
    .openapi(previewRoute, async (c) => {
      const count = await countSegment(deps.db, { target: c.req.valid("json").target, now: new Date() });
      return c.json({ count }, 200);
    });
}
