// Staff routes of game server keys (admin only, "server-keys.manage"), in
// ra-data-simple-rest's conventions (adminResource): list, one, create (the
// answer carries the secret, the only time it is shown), and by hand: rotate
// (a new secret, answered once; the old key stops after the grace chosen),
// revoke (stops at once) and a key's recent uses (server-key-uses, filtered by
// keyId). Each change writes its staff_action row in its transaction.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { CreateServerKeySchema, createServerKey } from "../server-keys/create-server-key.ts";
import { getServerKey } from "../server-keys/get-server-key.ts";
import {
  listServerKeyUses,
  ServerKeyUseFilterSchema,
  serverKeyUseSortFields,
} from "../server-keys/list-server-key-uses.ts";
import {
  listServerKeys,
  ServerKeyFilterSchema,
  serverKeySortFields,
} from "../server-keys/list-server-keys.ts";
import { revokeServerKey } from "../server-keys/revoke-server-key.ts";
import { RotateServerKeySchema, rotateServerKey } from "../server-keys/rotate-server-key.ts";
import { serverKeyScopes } from "../server-keys/scopes.ts";
import { serverKeyStatuses } from "../server-keys/server-key-record.ts";
import { actorOf, adminList, adminRoute, UuidParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json, jsonBody } from "./openapi-route.ts";

const tag: ApiTag = "admin: server keys";

const ServerKeyRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().openapi({ description: "The key's first characters, to recognise it" }),
    scopes: z.array(z.enum(serverKeyScopes)),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable().openapi({ description: "Written at most once a minute" }),
    createdAt: z.string(),
    createdById: z.string().nullable(),
    rotatedFromId: z.string().nullable(),
    replacedById: z.string().nullable(),
    status: z.enum(serverKeyStatuses),
  })
  .openapi("AdminServerKey");

const IssuedServerKeySchema = ServerKeyRowSchema.extend({
  secret: z
    .string()
    .openapi({ description: "The whole key (msk_…): shown this once, kept only as its SHA-256" }),
}).openapi("AdminIssuedServerKey");

const RotatedServerKeySchema = IssuedServerKeySchema.extend({
  replaced: ServerKeyRowSchema.openapi({
    description: "The old key, with the end of its grace in expiresAt",
  }),
}).openapi("AdminRotatedServerKey");

const ServerKeyUseRowSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    keyId: z.string(),
    scope: z.string(),
    operation: z.string(),
    userId: z.string().nullable(),
    user: z
      .object({
        id: z.string(),
        name: z.string().nullable(),
        email: z.string(),
        role: z.enum(["player", "admin", "liveops", "analyst"]),
      })
      .nullable(),
    data: z.record(z.string(), z.unknown()).openapi({ description: "The use as History keeps it" }),
  })
  .openapi("AdminServerKeyUse");

const rotateRoute = adminRoute("server-keys.manage", {
  operationId: "adminRotateServerKey",
  method: "post",
  path: "/api/admin/server-keys/{id}/rotate",
  tag,
  summary:
    "A new secret for the same name, scopes and expiry (shown once); the old key stops after graceMinutes (0: at once)",
  request: { params: UuidParamsSchema, body: jsonBody(RotateServerKeySchema) },
  responses: { 200: json("The new key, with its secret, and the old one", RotatedServerKeySchema) },
  errors: { 404: true, 409: "Revoked, replaced or expired: make a new key" },
});

const revokeRoute = adminRoute(
  "server-keys.manage",
  {
    operationId: "adminRevokeServerKey",
    method: "post",
    path: "/api/admin/server-keys/{id}/revoke",
    tag,
    summary: "Stop a key at once, for good (it stays listed with its uses)",
    request: { params: UuidParamsSchema },
    responses: { 200: json("The key, revoked", ServerKeyRowSchema) },
    errors: { 404: true, 409: "Already revoked" },
  },
  // The console posts it without a body.
  { anyBody: true },
);

const usesList = adminList({
  operationId: "adminListServerKeyUses",
  permission: "server-keys.manage",
  path: "/api/admin/server-key-uses",
  tag,
  summary: "A key's uses, newest first (filter: keyId, required)",
  row: ServerKeyUseRowSchema,
  description: "A page; Content-Range: server-key-uses <start>-<end>/<total>",
  sortable: serverKeyUseSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: ServerKeyUseFilterSchema,
});

export function adminServerKeysRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/server-keys",
    tag,
    names: { one: "ServerKey", many: "ServerKeys" },
    row: ServerKeyRowSchema,
    id: UuidParamsSchema,
    read: "server-keys.manage",
    change: "server-keys.manage",
    list: {
      summary: "Game server keys (filters: q = part of the name, status)",
      description: "A page; Content-Range: server-keys <start>-<end>/<total>",
      sortable: serverKeySortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: ServerKeyFilterSchema,
      load: (query, call) => listServerKeys(deps, { ...query, ...call }),
    },
    get: {
      summary: "One key (never its secret)",
      load: (id, call) => getServerKey(deps, { ...call, id }),
    },
    create: {
      summary: "Make a key: a name, its scopes, an optional expiry; the answer's secret is shown this once",
      body: CreateServerKeySchema,
      row: IssuedServerKeySchema,
      errors: [400, 401, 403],
      run: (key, call) => createServerKey(deps, { ...call, key }),
    },
  })
    .openapi(rotateRoute, async (c) =>
      c.json(
        await rotateServerKey(deps, {
          ...callOf(c),
          id: c.req.valid("param").id,
          rotation: c.req.valid("json"),
        }),
        200,
      ),
    )
    .openapi(revokeRoute, async (c) =>
      c.json(await revokeServerKey(deps, { ...callOf(c), id: c.req.valid("param").id }), 200),
    )
    .openapi(usesList.route, (c) =>
      usesList.page(c, (query) => listServerKeyUses(deps, { ...query, actor: actorOf(c) })),
    );
}
