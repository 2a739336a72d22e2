// Staff routes of promo codes, in ra-data-simple-rest's conventions
// (adminResource): list, one, create (one code, or a batch of random codes
// at /batch), update, delete (never-redeemed codes only), and the redeemers of
// a code (promo-code-redemptions, filtered by promoCodeId). Reads: any staff
// role. Changes: liveops and admin; each use case writes its History row.
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { CreatePromoCodeSchema, createPromoCode } from "../promo/create-promo-code.ts";
import { CreatePromoCodeBatchSchema, createPromoCodeBatch } from "../promo/create-promo-code-batch.ts";
import { deletePromoCode } from "../promo/delete-promo-code.ts";
import { getPromoCode } from "../promo/get-promo-code.ts";
import { listPromoCodes, PromoCodeFilterSchema, promoCodeSortFields } from "../promo/list-promo-codes.ts";
import { listRedemptions, RedemptionFilterSchema, redemptionSortFields } from "../promo/list-redemptions.ts";
import { promoCodeStatuses } from "../promo/promo-code-record.ts";
import { UpdatePromoCodeSchema, updatePromoCode } from "../promo/update-promo-code.ts";
import { actorOf, adminList, adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json, jsonBody } from "./openapi-route.ts";

const tag: ApiTag = "admin: promo codes";

const PromoCodeRowSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    rewards: RewardSchema,
    maxUses: z.number().int().nullable(),
    currentUses: z.number().int(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    status: z.enum(promoCodeStatuses),
    audienceId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Only players in this saved audience may redeem it; null: anyone" }),
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

const createBatchRoute = adminRoute("promo-codes.change", {
  operationId: "adminCreatePromoCodeBatch",
  method: "post",
  path: "/api/admin/promo-codes/batch",
  tag,
  summary: "Create N random codes <PREFIX>-XXXXXXXX with the same terms, in one transaction",
  request: { body: jsonBody(CreatePromoCodeBatchSchema) },
  responses: { 201: json("The codes made", BatchSchema) },
});

const redemptionsList = adminList({
  operationId: "adminListPromoCodeRedemptions",
  permission: "console.read",
  path: "/api/admin/promo-code-redemptions",
  tag,
  summary: "Who redeemed a code (filter: promoCodeId, required)",
  row: RedemptionRowSchema,
  description: "A page; Content-Range: promo-code-redemptions <start>-<end>/<total>",
  sortable: redemptionSortFields,
  defaultSort: ["redeemedAt", "DESC"],
  filter: RedemptionFilterSchema,
});

export function adminPromoCodesRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/promo-codes",
    tag,
    names: { one: "PromoCode", many: "PromoCodes" },
    row: PromoCodeRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "promo-codes.change",
    list: {
      summary: "Promo codes (filter: q = code prefix, status = active | expired | used_up)",
      description: "A page; Content-Range: promo-codes <start>-<end>/<total>",
      sortable: promoCodeSortFields,
      defaultSort: ["id", "DESC"],
      filter: PromoCodeFilterSchema,
      load: (query, call) => listPromoCodes(deps, { ...query, ...call }),
    },
    get: {
      summary: "One promo code with its usage (redeemers: promo-code-redemptions)",
      load: (id, call) => getPromoCode(deps, { ...call, id }),
    },
    create: {
      summary: "Create one code (stored upper-case; unique ignoring case)",
      body: CreatePromoCodeSchema,
      run: (code, call) => createPromoCode(deps, { ...call, code }),
    },
    update: {
      summary: "Change a code's description, expiry, use limit and rewards",
      body: UpdatePromoCodeSchema,
      errors: [400, 401, 403, 404],
      run: (id, terms, call) => updatePromoCode(deps, { ...call, id, terms }),
    },
    delete: {
      summary: "Delete a code nobody has redeemed (a redeemed one answers 409: set an expiry)",
      run: (id, call) => deletePromoCode(deps, { ...call, id }),
    },
  })
    .openapi(createBatchRoute, async (c) => {
      const batch = await createPromoCodeBatch(deps, { ...callOf(c), batch: c.req.valid("json") });
      return c.json(batch, 201);
    })
    .openapi(redemptionsList.route, (c) =>
      redemptionsList.page(c, (query) => listRedemptions(deps, { ...query, actor: actorOf(c) })),
    );
}
