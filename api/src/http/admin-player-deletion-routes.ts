// Staff deleting a player's account on request, and calling off a pending
// deletion (docs/decisions/130): permission players.privacy, audited.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { cancelDeletionByStaff } from "../privacy/cancel-deletion.ts";
import { deletePlayerByStaff, StaffDeletionSchema } from "../privacy/staff-deletion.ts";
import { adminRoute, createAdminRouter } from "./admin-openapi.ts";
import { callOf } from "./admin-resource.ts";
import { json, jsonBody } from "./openapi-route.ts";

const PlayerIdParamsSchema = z.object({
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "00000000-0000-4000-8000-000000000000" }),
});

const DeletionStateSchema = z
  .object({
    deletedAt: z.string().nullable().openapi({ description: "ISO time the account was erased (delete now)" }),
    deletionDueAt: z
      .string()
      .nullable()
      .openapi({ description: "ISO time the account will be erased unless the player signs in again" }),
  })
  .openapi("PlayerDeletionState");

const deleteRoute = adminRoute("players.privacy", {
  operationId: "adminDeletePlayer",
  method: "post",
  path: "/api/admin/players/{id}/deletion",
  tag: "admin: players",
  summary:
    "Delete a player's account on request, with a reason: now (erased at once) or after the 14-day grace period (audited)",
  request: { params: PlayerIdParamsSchema, body: jsonBody(StaffDeletionSchema) },
  responses: { 200: json("Erased, or scheduled", DeletionStateSchema) },
  errors: { 404: true, 409: true },
});

const cancelRoute = adminRoute("players.privacy", {
  operationId: "adminCancelPlayerDeletion",
  method: "delete",
  path: "/api/admin/players/{id}/deletion",
  tag: "admin: players",
  summary: "Call off a player's pending account deletion (audited)",
  request: { params: PlayerIdParamsSchema },
  responses: {
    200: json("Cancelled", z.object({ deletionDueAt: z.null() }).openapi("PlayerDeletionCancelled")),
  },
  errors: { 404: true, 409: true },
});

export function adminPlayerDeletionRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(deleteRoute, async (c) =>
      c.json(
        await deletePlayerByStaff(deps, {
          ...callOf(c),
          userId: c.req.valid("param").id,
          deletion: c.req.valid("json"),
        }),
        200,
      ),
    )
    .openapi(cancelRoute, async (c) =>
      c.json(await cancelDeletionByStaff(deps, { ...callOf(c), userId: c.req.valid("param").id }), 200),
    );
}
