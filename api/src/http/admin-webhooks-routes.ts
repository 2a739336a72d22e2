// Admin routes of outbound webhooks (docs/decisions/126), in ra-data-simple-rest's
// conventions (adminResource): endpoints (list, one, create — the answer
// carries the new signing secret — update, delete), reading and rolling an
// endpoint's secret and sending it a test event by hand; deliveries (list by
// endpoint and state, one with its event) and resending one now. Everything
// needs webhooks.manage (admins); each change writes its History row.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { CreateWebhookEndpointSchema, createWebhookEndpoint } from "../webhooks/create-webhook-endpoint.ts";
import { deleteWebhookEndpoint } from "../webhooks/delete-webhook-endpoint.ts";
import { deliveryStatuses, webhookEventTypes } from "../webhooks/event-types.ts";
import { getWebhookDelivery } from "../webhooks/get-webhook-delivery.ts";
import { getWebhookEndpoint } from "../webhooks/get-webhook-endpoint.ts";
import {
  listWebhookDeliveries,
  WebhookDeliveryFilterSchema,
  webhookDeliverySortFields,
} from "../webhooks/list-webhook-deliveries.ts";
import {
  listWebhookEndpoints,
  WebhookEndpointFilterSchema,
  webhookEndpointSortFields,
} from "../webhooks/list-webhook-endpoints.ts";
import { resendWebhookDelivery } from "../webhooks/resend-webhook-delivery.ts";
import { revealWebhookSecret } from "../webhooks/reveal-webhook-secret.ts";
import { rollWebhookSecret } from "../webhooks/roll-webhook-secret.ts";
import { sendTestWebhook } from "../webhooks/send-test-webhook.ts";
import { UpdateWebhookEndpointSchema, updateWebhookEndpoint } from "../webhooks/update-webhook-endpoint.ts";
import { adminRoute, NumericIdParamsSchema, UuidParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { toJson } from "./engagement-schemas.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: webhooks";

const EndpointRowSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(webhookEventTypes)),
    enabled: z.boolean(),
    secretHint: z.string().openapi({ description: "The signing secret's start: read it at …/{id}/secret" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AdminWebhookEndpoint");

const CreatedEndpointSchema = EndpointRowSchema.extend({
  secret: z.string().openapi({ description: "The signing secret (whsec_…): set it on the receiver" }),
}).openapi("AdminWebhookEndpointCreated");

const SecretSchema = z
  .object({ secret: z.string().openapi({ example: "whsec_3fA9…" }) })
  .openapi("AdminWebhookSecret");

const DeliveryRowSchema = z
  .object({
    id: z.number().int(),
    endpointId: z.string(),
    eventId: z
      .string()
      .openapi({ description: "The event's id: the payload's id and the Arena-Event-Id header" }),
    eventType: z.string(),
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    nextAttemptAt: z.string().nullable().openapi({ description: "Pending deliveries only" }),
    lastAttemptAt: z.string().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("AdminWebhookDelivery");

const DeliveryDetailSchema = DeliveryRowSchema.extend({
  url: z.string(),
  event: z.object({
    id: z.string(),
    type: z.string(),
    createdAt: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
}).openapi("AdminWebhookDeliveryDetail");

const revealSecretRoute = adminRoute("webhooks.manage", {
  operationId: "adminRevealWebhookSecret",
  method: "get",
  path: "/api/admin/webhook-endpoints/{id}/secret",
  tag,
  summary: "An endpoint's signing secret",
  request: { params: UuidParamsSchema },
  responses: { 200: json("The secret", SecretSchema) },
  errors: { 404: true },
});

const rollSecretRoute = adminRoute("webhooks.manage", {
  operationId: "adminRollWebhookSecret",
  method: "post",
  path: "/api/admin/webhook-endpoints/{id}/roll-secret",
  tag,
  summary:
    "Replace an endpoint's signing secret: every delivery from now on is signed with the new one (audited)",
  request: { params: UuidParamsSchema },
  responses: { 200: json("The new secret", SecretSchema) },
  errors: { 404: true },
});

const sendTestRoute = adminRoute("webhooks.manage", {
  operationId: "adminSendTestWebhook",
  method: "post",
  path: "/api/admin/webhook-endpoints/{id}/test",
  tag,
  summary:
    "Send a webhook.test event to this endpoint now; the answer is its delivery after the first attempt (audited)",
  request: { params: UuidParamsSchema },
  responses: { 200: json("The test event's delivery", DeliveryDetailSchema) },
  errors: { 404: true },
});

const resendRoute = adminRoute("webhooks.manage", {
  operationId: "adminResendWebhookDelivery",
  method: "post",
  path: "/api/admin/webhook-deliveries/{id}/resend",
  tag,
  summary: "Attempt a delivery again now, whatever its state, with the same event id (audited)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The delivery after the attempt", DeliveryDetailSchema) },
  errors: { 404: true },
});

export function adminWebhooksRoutes(deps: AppDeps) {
  const endpoints = adminResource({
    path: "/api/admin/webhook-endpoints",
    tag,
    names: { one: "WebhookEndpoint", many: "WebhookEndpoints" },
    row: EndpointRowSchema,
    id: UuidParamsSchema,
    read: "webhooks.manage",
    change: "webhooks.manage",
    list: {
      summary: "Webhook endpoints (filters: enabled, event)",
      description: "A page; Content-Range: webhook-endpoints <start>-<end>/<total>",
      sortable: webhookEndpointSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: WebhookEndpointFilterSchema,
      load: (query, { actor }) => listWebhookEndpoints(deps, { ...query, actor }),
    },
    get: {
      summary: "One webhook endpoint",
      load: (id, { actor }) => getWebhookEndpoint(deps, { actor, id }),
    },
    create: {
      summary: "Register an endpoint: https (plain http only to this machine or outside production)",
      body: CreateWebhookEndpointSchema,
      row: CreatedEndpointSchema,
      errors: [400, 401, 403],
      run: (endpoint, { actor }) => createWebhookEndpoint(deps, { actor, endpoint }),
    },
    update: {
      summary: "Change an endpoint's URL, description, event types or whether it is enabled",
      body: UpdateWebhookEndpointSchema,
      errors: [400, 401, 403, 404],
      run: (id, change, { actor }) => updateWebhookEndpoint(deps, { actor, id, change }),
    },
    delete: {
      summary: "Remove an endpoint and its deliveries",
      errors: [401, 403, 404],
      run: (id, { actor }) => deleteWebhookEndpoint(deps, { actor, id }),
    },
  })
    .openapi(revealSecretRoute, async (c) =>
      c.json(await revealWebhookSecret(deps, { ...callOf(c), id: c.req.valid("param").id }), 200),
    )
    .openapi(rollSecretRoute, async (c) =>
      c.json(await rollWebhookSecret(deps, { ...callOf(c), id: c.req.valid("param").id }), 200),
    )
    .openapi(sendTestRoute, async (c) =>
      c.json(
        toJson(
          DeliveryDetailSchema,
          await sendTestWebhook(deps, { ...callOf(c), endpointId: c.req.valid("param").id }),
        ),
        200,
      ),
    );
  const deliveries = adminResource({
    path: "/api/admin/webhook-deliveries",
    tag,
    names: { one: "WebhookDelivery", many: "WebhookDeliveries" },
    row: DeliveryRowSchema,
    id: NumericIdParamsSchema,
    read: "webhooks.manage",
    list: {
      summary: "Webhook deliveries (filters: endpointId, status, eventId), newest first",
      description: "A page; Content-Range: webhook-deliveries <start>-<end>/<total>",
      sortable: webhookDeliverySortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: WebhookDeliveryFilterSchema,
      load: (query, { actor }) => listWebhookDeliveries(deps, { ...query, actor }),
    },
    get: {
      summary: "One delivery with its event",
      row: DeliveryDetailSchema,
      load: (id, { actor }) => getWebhookDelivery(deps, { actor, id }),
    },
  }).openapi(resendRoute, async (c) =>
    c.json(
      toJson(
        DeliveryDetailSchema,
        await resendWebhookDelivery(deps, { ...callOf(c), id: c.req.valid("param").id }),
      ),
      200,
    ),
  );
  return endpoints.route("/", deliveries);
}
