// The player's inbox over HTTP: transport only, the use cases live in api/src/inbox.
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { CollectAllSchema, collectAllRewards, collectMessageRewards } from "../inbox/collect-rewards.ts";
import { deleteMessage, deleteReadMessages } from "../inbox/delete-messages.ts";
import { ListInboxSchema, listInbox } from "../inbox/list-inbox.ts";
import { performMessageAction } from "../inbox/perform-action.ts";
import { markAllRead, markMessageRead } from "../inbox/read-messages.ts";
import {
  CollectedAllSchema,
  CollectedSchema,
  errorResponses,
  InboxPageSchema,
  MessageSchema,
  PerformedActionSchema,
  toJson,
} from "./engagement-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const MessageIdParams = z.object({
  id: RowIdTextSchema,
});
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/inbox",
  tags: ["inbox"],
  summary: "The player's messages: unread first, newest first, expired hidden; counts for the badge",
  request: { query: ListInboxSchema },
  responses: { 200: json(InboxPageSchema, "The inbox"), 401: errorResponses[401] },
});

const readAllRoute = createRoute({
  method: "post",
  path: "/api/inbox/read-all",
  tags: ["inbox"],
  summary: "Mark every message read",
  responses: {
    200: json(z.object({ marked: z.number().int() }), "How many were marked"),
    401: errorResponses[401],
  },
});

const deleteReadRoute = createRoute({
  method: "delete",
  path: "/api/inbox/read",
  tags: ["inbox"],
  summary: "Delete every read message without rewards left to collect",
  responses: {
    200: json(z.object({ deleted: z.number().int() }), "How many were deleted"),
    401: errorResponses[401],
  },
});

const collectAllRoute = createRoute({
  method: "post",
  path: "/api/inbox/collect-all",
  tags: ["inbox"],
  summary:
    "Collect every reward waiting in the inbox at once, in one transaction; those that do not fit the inventory stay (waiting). Again: collects nothing",
  request: {
    body: { required: false, content: { "application/json": { schema: CollectAllSchema } } },
  },
  responses: {
    200: json(CollectedAllSchema, "What was collected (per message and in total) and what is still waiting"),
    400: { description: "A body that is not an empty JSON object" },
    401: errorResponses[401],
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/api/inbox/{id}/read",
  tags: ["inbox"],
  summary: "Mark one message read",
  request: { params: MessageIdParams },
  responses: { 200: json(MessageSchema, "The message"), 401: errorResponses[401], 404: errorResponses[404] },
});

const collectRoute = createRoute({
  method: "post",
  path: "/api/inbox/{id}/collect",
  tags: ["inbox"],
  summary: "Collect a message's rewards (once; into the wallet and inventory)",
  request: { params: MessageIdParams },
  responses: {
    200: json(CollectedSchema, "What was granted and the new balances"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: {
      description: "Already collected, no rewards, expired, or the inventory is full (details.overflow)",
    },
  },
});

const actionRoute = createRoute({
  method: "post",
  path: "/api/inbox/{id}/action",
  tags: ["inbox"],
  summary: "Perform a message's call to action (records hasPerformedAction) and get where to go",
  request: { params: MessageIdParams },
  responses: {
    200: json(PerformedActionSchema, "The action"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: { description: "The message has no action" },
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/inbox/{id}",
  tags: ["inbox"],
  summary: "Delete a read message without rewards left to collect",
  request: { params: MessageIdParams },
  responses: {
    204: { description: "Deleted" },
    401: errorResponses[401],
    404: errorResponses[404],
    409: { description: "Unread, or rewards still to collect" },
  },
});

export function inboxRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/inbox/*", userRequired(deps));
  return app
    .openapi(listRoute, async (c) => {
      const { limit } = c.req.valid("query");
      const page = await listInbox(deps, { userId: c.get("user").id, now: new Date(), limit });
      return c.json(toJson(InboxPageSchema, page), 200);
    })
    .openapi(readAllRoute, async (c) =>
      c.json(await markAllRead(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(deleteReadRoute, async (c) =>
      c.json(await deleteReadMessages(deps, { userId: c.get("user").id }), 200),
    )
    .openapi(collectAllRoute, async (c) => {
      c.req.valid("json");
      const collected = await collectAllRewards(deps, { userId: c.get("user").id, now: new Date() });
      return c.json(toJson(CollectedAllSchema, collected), 200);
    })
    .openapi(readRoute, async (c) => {
      const message = await markMessageRead(deps, {
        userId: c.get("user").id,
        messageId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(toJson(MessageSchema, message), 200);
    })
    .openapi(collectRoute, async (c) => {
      const collected = await collectMessageRewards(deps, {
        userId: c.get("user").id,
        messageId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(toJson(CollectedSchema, collected), 200);
    })
    .openapi(actionRoute, async (c) => {
      const performed = await performMessageAction(deps, {
        userId: c.get("user").id,
        messageId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(performed, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteMessage(deps, { userId: c.get("user").id, messageId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
