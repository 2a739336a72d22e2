// Staff routes of gem purchases (ra-data-simple-rest: /api/admin/transactions,
// read-only, made by adminResource) and an admin's refund, by hand. Reads: any staff role; refund: admin only (audited in
// the refund's transaction).
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { getTransaction } from "../payments/get-transaction.ts";
import {
  listTransactions,
  TransactionFilterSchema,
  transactionSortFields,
} from "../payments/list-transactions.ts";
import { refundTransaction } from "../payments/refund-transaction.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: transactions";

const AdminTransactionSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    userId: z.string(),
    playerName: z.string().nullable(),
    gems: z.number().int(),
    price: z.number().int().openapi({ description: "Minor units (cents)" }),
    currency: z.string(),
    country: z.string().nullable(),
    status: z.enum(["completed", "refunded", "disputed"]),
    description: z.string(),
    paymentIntentId: z.string(),
    chargeId: z.string().nullable(),
    checkoutSessionId: z.string().nullable(),
  })
  .openapi("AdminTransaction");

const RefundSchema = z
  .object({
    transaction: AdminTransactionSchema,
    taken: z.number().int().openapi({ description: "Gems taken back" }),
    shortfall: z.number().int().openapi({ description: "Gems the player had already spent" }),
    balanceAfter: z.number().int(),
    stripeRefundId: z.string().nullable().openapi({ description: "null in the local test mode" }),
  })
  .openapi("TransactionRefund");

const refundRoute = adminRoute("transactions.refund", {
  operationId: "adminRefundTransaction",
  method: "post",
  path: "/api/admin/transactions/{id}/refund",
  tag,
  summary: "Admin: refund in full through Stripe and take the gems back, once (audited)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("Refunded", RefundSchema) },
  errors: { 404: true, 409: true },
});

export function adminTransactionsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/transactions",
    tag,
    names: { one: "Transaction", many: "Transactions" },
    row: AdminTransactionSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    list: {
      summary: "Gem purchases (filters: country, currency, status, userId, createdAt_gte, createdAt_lte)",
      description: "Purchases",
      sortable: transactionSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: TransactionFilterSchema,
      load: (query, { actor }) => listTransactions(deps, { ...query, actor }),
    },
    get: { summary: "One purchase", load: (id, { actor }) => getTransaction(deps, { actor, id }) },
  }).openapi(refundRoute, async (c) =>
    c.json(await refundTransaction(deps, { ...callOf(c), id: c.req.valid("param").id }), 200),
  );
}
