// Staff routes of the shop catalogue (ra-data-simple-rest: /api/admin/shop-items)
// and the rotation: a preview of the next day's draw, and running today's now.
// Reads: any staff role. Changes: liveops and admin; each use case writes its
// History staff_action row in the change's own transaction.
import { createRoute, z } from "@hono/zod-openapi";
import { shopCategories } from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import {
  CreateShopItemSchema,
  createShopItem,
  deleteShopItem,
  getShopItem,
  listShopItems,
  ShopItemFilterSchema,
  shopItemSortFields,
  UpdateShopItemSchema,
  updateShopItem,
} from "../shop/admin-shop-items.ts";
import { previewNextRotation } from "../shop/rotate-shop.ts";
import { rotateShopNow } from "../shop/rotate-shop-now.ts";
import { jsonOnly } from "./admin-list.ts";
import {
  actorOf,
  adminErrors,
  adminListRoute,
  createAdminRouter,
  jsonBody,
  jsonContent,
  listPage,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";
import { staffRequired } from "./guards.ts";

const tags = ["admin: shop"];

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
    grant: z.unknown(),
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

const listRoute = adminListRoute({
  path: "/api/admin/shop-items",
  tags,
  summary: "Shop items (filters: q name prefix, category, available, retired)",
  row: AdminShopItemSchema,
  description: "Shop items",
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/shop-items/{id}",
  tags,
  summary: "One shop item",
  request: { params: NumericIdParamsSchema },
  responses: { 200: { description: "The item", content: jsonContent(AdminShopItemSchema) }, ...adminErrors },
});

const createItemRoute = createRoute({
  method: "post",
  path: "/api/admin/shop-items",
  tags,
  summary: "Create a shop item (audited)",
  request: { body: jsonBody(CreateShopItemSchema) },
  responses: { 201: { description: "Created", content: jsonContent(AdminShopItemSchema) }, ...adminErrors },
});

const updateRoute = createRoute({
  method: "put",
  path: "/api/admin/shop-items/{id}",
  tags,
  summary: "Change a shop item; retiring takes it off sale for good (audited)",
  request: {
    params: NumericIdParamsSchema,
    body: jsonBody(UpdateShopItemSchema),
  },
  responses: { 200: { description: "Changed", content: jsonContent(AdminShopItemSchema) }, ...adminErrors },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/admin/shop-items/{id}",
  tags,
  summary: "Delete an item nobody bought (409 otherwise: retire it) (audited)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: { description: "Deleted", content: jsonContent(AdminShopItemSchema) }, ...adminErrors },
});

const previewRoute = createRoute({
  method: "get",
  path: "/api/admin/shop/rotation-preview",
  tags,
  summary: "What the next day's rotation would put on sale with the catalogue as it is now",
  responses: { 200: { description: "The preview", content: jsonContent(RotationSchema) }, ...adminErrors },
});

const rotateRoute = createRoute({
  method: "post",
  path: "/api/admin/shop/rotate",
  tags,
  summary:
    "Run the rotate-shop job now and wait for it: today's rotation (the same day gives the same shop); a recorded job run by this staff member (audited)",
  responses: {
    200: {
      description: "The rotation, with the id of its job run",
      content: jsonContent(RotationSchema.extend({ runId: z.number().int() })),
    },
    ...adminErrors,
  },
});

export function adminShopItemsRoutes(deps: AppDeps) {
  const read = staffRequired(deps, "console.read");
  const change = staffRequired(deps, "shop.change");
  const app = createAdminRouter();
  app.on(["GET"], ["/api/admin/shop-items/*", "/api/admin/shop/*"], read);
  app.on(["POST", "PUT", "DELETE"], ["/api/admin/shop-items/*", "/api/admin/shop/*"], change);
  // JSON only, even without a body: a cross-site form post can never start a change (ADR 070).
  app.on(["POST", "PUT"], ["/api/admin/shop-items/*", "/api/admin/shop/*"], jsonOnly);
  return app
    .openapi(listRoute, async (c) =>
      listPage(
        c,
        {
          resource: "shop-items",
          sortable: shopItemSortFields,
          defaultSort: ["id", "ASC"],
          filter: ShopItemFilterSchema,
        },
        AdminShopItemSchema,
        (query) => listShopItems(deps, query),
      ),
    )
    .openapi(getRoute, async (c) => c.json(await getShopItem(deps, c.req.valid("param").id), 200))
    .openapi(createItemRoute, async (c) =>
      c.json(await createShopItem(deps, actorOf(c), c.req.valid("json")), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(await updateShopItem(deps, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(deleteRoute, async (c) =>
      c.json(await deleteShopItem(deps, actorOf(c), c.req.valid("param").id), 200),
    )
    .openapi(previewRoute, async (c) => c.json(await previewNextRotation(deps, { now: new Date() }), 200))
    .openapi(rotateRoute, async (c) => c.json(await rotateShopNow(deps, actorOf(c)), 200));
}
