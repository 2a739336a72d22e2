// The player's inbox over HTTP: transport only, the use cases live in api/src/inbox.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { CollectAllSchema, collectAllRewards, collectMessageRewards } from "../inbox/collect-rewards.ts";
import { deleteMessage, deleteReadMessages } from "../inbox/delete-messages.ts";
import { listInbox } from "../inbox/list-inbox.ts";
import { performMessageAction } from "../inbox/perform-action.ts";
import { markAllRead, markMessageRead } from "../inbox/read-messages.ts";
import { inboxQueries } from "../inbox/rules.ts";
import {
  CollectedAllSchema,
  CollectedSchema,
  InboxPageSchema,
  MessageSchema,
  PerformedActionSchema,
  toJson,
} from "./engagement-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody, pageQuery } from "./openapi-route.ts";

const MessageIdParams = z.object({
  id: RowIdTextSchema,
});
const messageErrors = { 404: "No such message of the player's" } as const;

const listRoute = apiRoute({
  operationId: "listInbox",
  method: "get",
  path: "/api/inbox",
  tag: "inbox",
  access: "player",
  summary: "The player's messages: unread first, newest first, expired hidden; counts for the badge",
  request: { query: pageQuery(inboxQueries.pageSize) },
  responses: { 200: json("A page of the inbox", InboxPageSchema) },
});

const readAllRoute = apiRoute({
  operationId: "markAllMessagesRead",
  method: "post",
  path: "/api/inbox/read-all",
  tag: "inbox",
  access: "player",
  summary: "Mark every message read",
  responses: { 200: json("How many were marked", z.object({ marked: z.number().int() })) },
});

const deleteReadRoute = apiRoute({
  operationId: "deleteReadMessages",
  method: "delete",
  path: "/api/inbox/read",
  tag: "inbox",
  access: "player",
  summary: "Delete every read message without rewards left to collect",
  responses: { 200: json("How many were deleted", z.object({ deleted: z.number().int() })) },
});

const collectAllRoute = apiRoute({
  operationId: "collectAllRewards",
  method: "post",
  path: "/api/inbox/collect-all",
  tag: "inbox",
  access: "player",
  summary:
    "Collect every reward waiting in the inbox at once, in one transaction; those that do not fit the inventory stay (waiting). Again: collects nothing",
  request: { body: jsonBody(CollectAllSchema, { required: false }) },
  responses: {
    200: json("What was collected (per message and in total) and what is still waiting", CollectedAllSchema),
  },
  errors: { 400: "A body that is not an empty JSON object" },
});

const readRoute = apiRoute({
  operationId: "markMessageRead",
  method: "post",
  path: "/api/inbox/{id}/read",
  tag: "inbox",
  access: "player",
  summary: "Mark one message read",
  request: { params: MessageIdParams },
  responses: { 200: json("The message", MessageSchema) },
  errors: messageErrors,
});

const collectRoute = apiRoute({
  operationId: "collectMessageRewards",
  method: "post",
  path: "/api/inbox/{id}/collect",
  tag: "inbox",
  access: "player",
  summary: "Collect a message's rewards (once; into the wallet and inventory)",
  request: { params: MessageIdParams },
  responses: { 200: json("What was granted and the new balances", CollectedSchema) },
  errors: {
    ...messageErrors,
    409: "Already collected, no rewards, expired, or the inventory is full (`details.overflow`)",
  },
});

const actionRoute = apiRoute({
  operationId: "performMessageAction",
  method: "post",
  path: "/api/inbox/{id}/action",
  tag: "inbox",
  access: "player",
  summary: "Perform a message's call to action (records hasPerformedAction) and get where to go",
  request: { params: MessageIdParams },
  responses: { 200: json("The action", PerformedActionSchema) },
  errors: { ...messageErrors, 409: "The message has no action" },
});

const deleteRoute = apiRoute({
  operationId: "deleteMessage",
  method: "delete",
  path: "/api/inbox/{id}",
  tag: "inbox",
  access: "player",
  summary: "Delete a read message without rewards left to collect",
  request: { params: MessageIdParams },
  responses: { 204: { description: "Deleted" } },
  errors: { ...messageErrors, 409: "Unread, or rewards still to collect" },
});

export function inboxRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/inbox/*", userRequired(deps));
  return app
    .openapi(listRoute, async (c) => {
      const { limit, cursor } = c.req.valid("query");
      const page = await listInbox(deps, { userId: c.get("user").id, now: new Date(), limit, cursor });
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
