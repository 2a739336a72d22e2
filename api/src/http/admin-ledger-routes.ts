// The wallet ledger audit for staff: every player's balance against the sum of
// their ledger deltas. Not a resource (no rows to list or edit), so a route by
// hand. The use case is wallet/verify-ledger.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { intText } from "../db/row-id.ts";
import { verifyLedger } from "../wallet/verify-ledger.ts";
import { adminRoute, createAdminRouter } from "./admin-openapi.ts";
import { json } from "./openapi-route.ts";

const LedgerReportSchema = z
  .object({
    playersChecked: z.number().int(),
    negativeBalances: z.number().int(),
    mismatches: z.array(
      z.object({
        userId: z.string(),
        currency: z.enum(["gold", "gems"]),
        balance: z.number().int(),
        ledgerSum: z.number().int(),
      }),
    ),
  })
  .openapi("LedgerReport");

const verifyLedgerRoute = adminRoute("ledger.verify", {
  operationId: "adminVerifyLedger",
  method: "get",
  path: "/api/admin/ledger/verify",
  tag: "admin",
  summary: "Audit: for every player, balance = sum of ledger deltas (gold and gems)",
  request: { query: z.object({ limit: intText({ min: 1, max: 1000 }).optional() }) },
  responses: {
    200: json(
      "The report; `mismatches` lists up to `limit` players whose balance differs from their ledger",
      LedgerReportSchema,
    ),
  },
});

export function adminLedgerRoutes(deps: AppDeps) {
  return createAdminRouter().openapi(verifyLedgerRoute, async (c) => {
    const { limit } = c.req.valid("query");
    // Two full scans; a replica's snapshot is as consistent as the primary's, only older.
    return c.json(await verifyLedger({ db: deps.dbRead }, { limit }), 200);
  });
}
