// Staff routes of the shop catalogue (ra-data-simple-rest: /api/admin/shop-items,
// made by adminResource) and the rotation, written by hand as it is no record:
// a preview of the next day's draw, and running today's now. Each use case of
// a change writes its History staff_action row in the change's own transaction.
import { z } from "@hono/zod-openapi";
import { ShopGrantSchema } from "../catalogue/rewards.ts";
import { shopCategories } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import { CreateShopItemSchema, createShopItem } from "../shop/create-shop-item.ts";
import { deleteShopItem } from "../shop/delete-shop-item.ts";
import { getShopItem } from "../shop/get-shop-item.ts";
import { listShopItems, ShopItemFilterSchema, shopItemSortFields } from "../shop/list-shop-items.ts";
import { previewNextRotation } from "../shop/rotate-shop.ts";
import { rotateShopNow } from "../shop/rotate-shop-now.ts";
import { UpdateShopItemSchema, updateShopItem } from "../shop/update-shop-item.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: shop";

const AdminShopItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.enum(shopCategories),
    type: z.string().openapi({ description: "The grant's kind" }),
    tier: z.number().int(),
    price: z.number().int(),
    currency: z.enum(["gold", "gems"]),
    discount: z.number().int(),
    isAvailable: z.boolean(),
    isOneTime: z.boolean(),
    isRetired: z.boolean().openapi({ description: "Never drawn by the rotation again" }),
    lastAvailable: z.string().nullable(),
    grant: ShopGrantSchema,
    timesBought: z.number().int(),
  })
  .openapi("AdminShopItem");

const RotationSchema = z
  .object({
    day: z.string(),
    available: z.number().int(),
    discounted: z.number().int(),
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), category: z.string(), discount: z.number().int() }),
    ),
  })
  .openapi("ShopRotation");

const previewRoute = adminRoute("console.read", {
  operationId: "adminPreviewShopRotation",
  method: "get",
  path: "/api/admin/shop/rotation-preview",
  tag,
  summary: "What the next day's rotation would put on sale with the catalogue as it is now",
  responses: { 200: json("The preview", RotationSchema) },
  errors: { 404: true, 409: true },
});

const rotateRoute = adminRoute("shop.change", {
  operationId: "adminRotateShop",
  method: "post",
  path: "/api/admin/shop/rotate",
  tag,
  summary:
    "Run the rotate-shop job now and wait for it: today's rotation (the same day gives the same shop); a recorded job run by this staff member (audited)",
  responses: {
    200: json("The rotation, with the id of its job run", RotationSchema.extend({ runId: z.number().int() })),
  },
  errors: { 404: true, 409: true },
});

export function adminShopItemsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/shop-items",
    tag,
    names: { one: "ShopItem", many: "ShopItems" },
    row: AdminShopItemSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "shop.change",
    list: {
      summary: "Shop items (filters: q name prefix, category, available, retired)",
      description: "Shop items",
      sortable: shopItemSortFields,
      defaultSort: ["id", "ASC"],
      filter: ShopItemFilterSchema,
      load: (query, call) => listShopItems(deps, { ...query, ...call }),
    },
    get: { summary: "One shop item", load: (id, call) => getShopItem(deps, { ...call, id }) },
    create: {
      summary: "Create a shop item (audited)",
      body: CreateShopItemSchema,
      run: (item, call) => createShopItem(deps, { ...call, item }),
    },
    update: {
      summary: "Change a shop item; retiring takes it off sale for good (audited)",
      body: UpdateShopItemSchema,
      run: (id, change, call) => updateShopItem(deps, { ...call, id, change }),
    },
    delete: {
      summary: "Delete an item nobody bought (409 otherwise: retire it) (audited)",
      run: (id, call) => deleteShopItem(deps, { ...call, id }),
    },
  })
    .openapi(previewRoute, async (c) => c.json(await previewNextRotation(deps, { now: new Date() }), 200))
    .openapi(rotateRoute, async (c) => c.json(await rotateShopNow(deps, callOf(c)), 200));
}
