// Shop, wallet and purchase history for players (the ledger audit, the
// rotation and the catalogue for staff: admin-ledger-routes.ts and
// admin-shop-items-routes.ts). Transport
// only: the use cases live in api/src/shop and wallet.
import { z } from "@hono/zod-openapi";
import { ShopGrantSchema } from "../catalogue/rewards.ts";
import { shopCategories } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { listPurchases } from "../payments/list-purchases.ts";
import { listShop } from "../shop/list-shop.ts";
import { IdempotencyKeySchema, purchaseShopItem } from "../shop/purchase-shop-item.ts";
import { walletSummary } from "../wallet/wallet-summary.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, orNull } from "./openapi-route.ts";
import { SummonPullSchema } from "./summons-routes.ts";

const CurrencySchema = z.enum(["gold", "gems"]);

export const WalletSchema = z
  .object({
    gold: z.number().int(),
    gems: z.number().int(),
    isVip: z.boolean(),
    vipExpiresAt: z.string().nullable(),
    totalVipDays: z.number().int(),
  })
  .openapi("Wallet");

const ShopItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.enum(shopCategories),
    type: z.string(),
    tier: z.number().int(),
    currency: CurrencySchema,
    price: z.number().int().openapi({ description: "List price" }),
    discount: z.number().int().openapi({ description: "The item's discount, percent" }),
    effectivePrice: z
      .number()
      .int()
      .openapi({ description: "What this player pays (discount, then VIP 10 %)" }),
    shortfall: z
      .number()
      .int()
      .openapi({ description: "How much more of `currency` the player needs to buy it (0: affordable)" }),
    isOneTime: z.boolean(),
    owned: z.boolean(),
    grant: ShopGrantSchema,
  })
  .openapi("ShopItem");

const ShopSchema = z
  .object({
    isVip: z.boolean(),
    balances: z.object({ gold: z.number().int(), gems: z.number().int() }),
    categories: z.array(z.object({ category: z.enum(shopCategories), items: z.array(ShopItemSchema) })),
  })
  .openapi("Shop");

const PurchaseSchema = z
  .object({
    purchase: z.object({
      id: z.number().int(),
      shopItemId: z.number().int(),
      name: z.string(),
      category: z.string(),
      price: z.number().int(),
      currency: CurrencySchema,
      boughtAt: z.string(),
      idempotencyKey: z.string(),
    }),
    grant: ShopGrantSchema,
    balance: z.object({ currency: CurrencySchema, balanceAfter: z.number().int() }),
    overflowMessageId: z.number().int().nullable(),
    pull: orNull(SummonPullSchema, "What an egg gave (null for other items)"),
  })
  .openapi("ShopPurchase");

const PurchaseHistorySchema = z
  .object({
    shop: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        category: z.string(),
        price: z.number().int(),
        currency: z.string(),
        boughtAt: z.string(),
        pull: orNull(SummonPullSchema, "What an egg hatched (null for other items)"),
      }),
    ),
    gems: z.array(
      z.object({
        id: z.number().int(),
        gems: z.number().int(),
        price: z.number().int(),
        currency: z.string(),
        status: z.string(),
        description: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("PurchaseHistory");

const walletRoute = apiRoute({
  operationId: "getWallet",
  method: "get",
  path: "/api/wallet",
  tag: "economy",
  access: "player",
  summary: "The signed-in player's gold, gems and VIP state",
  responses: { 200: { description: "Balances", content: { "application/json": { schema: WalletSchema } } } },
});

const shopRoute = apiRoute({
  operationId: "getShop",
  method: "get",
  path: "/api/shop",
  tag: "economy",
  access: "player",
  summary: "Items on sale now, by category, with this player's price and owned flags",
  responses: { 200: { description: "The shop", content: { "application/json": { schema: ShopSchema } } } },
});

const purchaseRoute = apiRoute({
  operationId: "purchaseShopItem",
  method: "post",
  path: "/api/shop/purchases",
  tag: "economy",
  access: "player",
  summary: "Buy a shop item",
  description:
    "Charges the price after discounts, applies the grant and records the purchase in one transaction. " +
    "The `Idempotency-Key` header (8–100 characters, unique per purchase attempt) makes retries safe: " +
    "a retry with the same key returns the original result (header `Idempotent-Replayed: true`) and charges nothing.",
  request: {
    headers: z.object({ "idempotency-key": IdempotencyKeySchema }),
    body: {
      required: true,
      content: {
        "application/json": { schema: z.object({ shopItemId: RowIdSchema }) },
      },
    },
  },
  responses: {
    200: {
      description: "Bought (or the replay of a purchase with this key)",
      content: { "application/json": { schema: PurchaseSchema } },
    },
  },
  errors: {
    400: "Invalid body or Idempotency-Key",
    402: "Not enough gold or gems: details.price, balance and shortfall",
    404: "No such item",
    409: "details.reason: not_available, already_owned, inventory_full or idempotency_key_reused",
  },
});

const purchasesRoute = apiRoute({
  operationId: "listPurchases",
  method: "get",
  path: "/api/shop/purchases",
  tag: "economy",
  access: "player",
  summary: "The player's shop and gem purchases, newest first",
  responses: {
    200: { description: "History", content: { "application/json": { schema: PurchaseHistorySchema } } },
  },
});

export function shopRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/wallet", userRequired(deps));
  app.use("/api/shop/*", userRequired(deps));
  return app
    .openapi(walletRoute, async (c) =>
      c.json(await walletSummary(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(shopRoute, async (c) =>
      c.json(await listShop(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(purchaseRoute, async (c) => {
      const { shopItemId } = c.req.valid("json");
      const headers = c.req.valid("header");
      const { replayed, ...result } = await purchaseShopItem(deps, {
        userId: c.get("user").id,
        shopItemId,
        idempotencyKey: headers["idempotency-key"],
        now: new Date(),
      });
      if (replayed) c.header("Idempotent-Replayed", "true");
      return c.json(result, 200);
    })
    .openapi(purchasesRoute, async (c) =>
      c.json(await listPurchases(deps, { userId: c.get("user").id }), 200),
    );
}
