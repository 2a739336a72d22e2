// Staff routes of promo codes, in ra-data-simple-rest's conventions
// (admin-list.ts): list, one, create (one code, or a batch of random codes
// at /batch), update, delete (never-redeemed codes only), and the redeemers of
// a code (promo-code-redemptions, filtered by promoCodeId). Reads: any staff
// role. Changes: liveops and admin; each use case writes its History row.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../context.ts";
import {
  CreatePromoCodeBatchSchema,
  CreatePromoCodeSchema,
  createPromoCode,
  createPromoCodeBatch,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  listRedemptions,
  PromoCodeFilterSchema,
  promoCodeSortFields,
  promoCodeStatuses,
  RedemptionFilterSchema,
  redemptionSortFields,
  UpdatePromoCodeSchema,
  updatePromoCode,
} from "../promo/manage-promo-codes.ts";
import { jsonOnly } from "./admin-list.ts";
import {
  adminErrors,
  adminList,
  createAdminRouter,
  jsonBody,
  jsonContent,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";
import { toJson } from "./engagement-schemas.ts";
import { staffRequired } from "./guards.ts";
import type { HttpEnv } from "./types.ts";

const tags = ["admin: promo codes"];

const PromoCodeRowSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    rewards: z.record(z.string(), z.unknown()),
    maxUses: z.number().int().nullable(),
    currentUses: z.number().int(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    status: z.enum(promoCodeStatuses),
  })
  .openapi("AdminPromoCode");

const BatchSchema = z
  .object({
    prefix: z.string(),
    count: z.number().int(),
    codes: z.array(z.object({ id: z.number().int(), code: z.string() })),
  })
  .openapi("AdminPromoCodeBatch");

const RedemptionRowSchema = z
  .object({
    id: z.number().int(),
    promoCodeId: z.number().int(),
    userId: z.string(),
    displayName: z.string().nullable(),
    redeemedAt: z.string(),
  })
  .openapi("AdminPromoCodeRedemption");

const codesList = adminList({
  path: "/api/admin/promo-codes",
  tags,
  summary: "Promo codes (filter: q = code prefix, status = active | expired | used_up)",
  row: PromoCodeRowSchema,
  description: "A page; Content-Range: promo-codes <start>-<end>/<total>",
  sortable: promoCodeSortFields,
  defaultSort: ["id", "DESC"],
  filter: PromoCodeFilterSchema,
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/promo-codes/{id}",
  tags,
  summary: "One promo code with its usage (redeemers: promo-code-redemptions)",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: { description: "The code", content: jsonContent(PromoCodeRowSchema) },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
  },
});

const createOneRoute = createRoute({
  method: "post",
  path: "/api/admin/promo-codes",
  tags,
  summary: "Create one code (stored upper-case; unique ignoring case)",
  request: { body: jsonBody(CreatePromoCodeSchema) },
  responses: {
    201: { description: "Created", content: jsonContent(PromoCodeRowSchema) },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    409: adminErrors[409],
  },
});

const createBatchRoute = createRoute({
  method: "post",
  path: "/api/admin/promo-codes/batch",
  tags,
  summary: "Create N random codes <PREFIX>-XXXXXXXX with the same terms, in one transaction",
  request: { body: jsonBody(CreatePromoCodeBatchSchema) },
  responses: {
    201: { description: "The codes made", content: jsonContent(BatchSchema) },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/api/admin/promo-codes/{id}",
  tags,
  summary: "Change a code's description, expiry, use limit and rewards",
  request: { params: NumericIdParamsSchema, body: jsonBody(UpdatePromoCodeSchema) },
  responses: {
    200: { description: "Changed", content: jsonContent(PromoCodeRowSchema) },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/admin/promo-codes/{id}",
  tags,
  summary: "Delete a code nobody has redeemed (a redeemed one answers 409: set an expiry)",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: {
      description: "Deleted; the code as it was",
      content: jsonContent(PromoCodeRowSchema),
    },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
    409: adminErrors[409],
  },
});

const redemptionsList = adminList({
  path: "/api/admin/promo-code-redemptions",
  tags,
  summary: "Who redeemed a code (filter: promoCodeId, required)",
  row: RedemptionRowSchema,
  description: "A page; Content-Range: promo-code-redemptions <start>-<end>/<total>",
  sortable: redemptionSortFields,
  defaultSort: ["redeemedAt", "DESC"],
  filter: RedemptionFilterSchema,
});

const actorId = (c: Context<HttpEnv>) => c.get("user").id;

export function adminPromoCodesRoutes(deps: AppDeps) {
  const read = staffRequired(deps, "console.read");
  const change = staffRequired(deps, "promo-codes.change");
  const app = createAdminRouter();
  const paths = ["/api/admin/promo-codes/*"];
  app.on(["POST", "PUT", "DELETE"], paths, change);
  app.on(["POST", "PUT"], paths, jsonOnly);
  app.on("GET", [...paths, "/api/admin/promo-code-redemptions"], read);

  return app
    .openapi(codesList.route, (c) =>
      codesList.page(c, (query) => listPromoCodes(deps, { ...query, now: new Date() })),
    )
    .openapi(createBatchRoute, async (c) => {
      const batch = await createPromoCodeBatch(deps, {
        actorId: actorId(c),
        batch: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(batch, 201);
    })
    .openapi(getRoute, async (c) => {
      const row = await getPromoCode(deps, c.req.valid("param").id, new Date());
      return c.json(toJson(PromoCodeRowSchema, row), 200);
    })
    .openapi(createOneRoute, async (c) => {
      const row = await createPromoCode(deps, {
        actorId: actorId(c),
        code: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(toJson(PromoCodeRowSchema, row), 201);
    })
    .openapi(updateRoute, async (c) => {
      const row = await updatePromoCode(deps, {
        actorId: actorId(c),
        id: c.req.valid("param").id,
        terms: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(toJson(PromoCodeRowSchema, row), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const row = await deletePromoCode(deps, {
        actorId: actorId(c),
        id: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(toJson(PromoCodeRowSchema, row), 200);
    })
    .openapi(redemptionsList.route, (c) => redemptionsList.page(c, (query) => listRedemptions(deps, query)));
}
