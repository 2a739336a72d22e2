// Staff routes of one player's possessions and histories, in ra-data-simple-rest's
// conventions (the console reads them with ReferenceManyField, target userId):
// monsters and relics, ingredients, ban history, sign-in history, pulls from
// eggs. Reads: any
// staff role. Changes (remove, set level): liveops and admin; each use case
// writes its History staff_action row in the change's own transaction.
// Written by hand, not with adminResource: the lists have no record pages (no
// get, create or edit), and the changes are actions on a row, not edits.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { maxLevelOf } from "../inventory/inventory-staff-record.ts";
import {
  listPlayerIngredients,
  PlayerIngredientFilterSchema,
  playerIngredientSortFields,
} from "../inventory/list-player-ingredients.ts";
import {
  listPlayerItems,
  PlayerItemFilterSchema,
  playerItemSortFields,
} from "../inventory/list-player-items.ts";
import { RemoveIngredientInputSchema, removeIngredient } from "../inventory/remove-ingredient.ts";
import { RemoveItemInputSchema, removeItem } from "../inventory/remove-item.ts";
import { SetItemLevelInputSchema, setItemLevel } from "../inventory/set-item-level.ts";
import { listPlayerBans, playerBanSortFields } from "../moderation/list-player-bans.ts";
import { listPlayerSignIns, playerSignInSortFields } from "../players/list-player-sign-ins.ts";
import { PlayerHistoryFilterSchema } from "../players/player-record.ts";
import { listPlayerSummonPulls, playerSummonPullSortFields } from "../summons/list-player-summon-pulls.ts";
import { actorOf, adminList, adminRoute, createAdminRouter, NumericIdParamsSchema } from "./admin-openapi.ts";
import { type ApiTag, json, jsonBody, orNull } from "./openapi-route.ts";
import { PersonSchema } from "./person-schema.ts";
import { SummonPullSchema } from "./summons-routes.ts";

const tag: ApiTag = "admin: players";
const quality = z.enum(["common", "rare", "epic", "legendary"]);

const PlayerItemSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    type: z.enum(["monster", "relic"]),
    name: z.string(),
    quality,
    level: z.number().int(),
    maxLevel: z.number().int(),
    xp: z.number().int(),
    element: z.string().nullable().openapi({ description: "Monsters only" }),
    skinId: z
      .string()
      .nullable()
      .openapi({ description: "The monster's equipped skin's key, for its picture" }),
    skin: z.string().nullable().openapi({ description: "The monster's equipped skin, in words" }),
    createdAt: z.string(),
  })
  .openapi("AdminPlayerItem");

const PlayerIngredientSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    name: z.string(),
    rarity: quality.nullable(),
    quantity: z.number().int(),
  })
  .openapi("AdminPlayerIngredient");

const PlayerBanSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    userId: z.string(),
    event: z.enum(["Banned", "Unbanned", "Ban ended"]),
    by: orNull(PersonSchema, "The staff member; null when a timed ban ended"),
    reason: z
      .string()
      .nullable()
      .openapi({ description: "A ban's reason, or the note given when lifting it (null: none)" }),
    until: z
      .string()
      .nullable()
      .openapi({ description: "A ban's planned end (null = permanent); null on the other rows" }),
    lifted: z
      .object({ reason: z.string().nullable(), until: z.string().nullable() })
      .nullable()
      .openapi({ description: "The ban an unban or a timed ending lifted; null on a ban" }),
  })
  .openapi("AdminPlayerBan");

const PlayerSignInSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    userId: z.string(),
    outcome: z.string(),
    method: z.string(),
    address: z.string().nullable().openapi({ description: "The client's IP address" }),
  })
  .openapi("AdminPlayerSignIn");

const itemsList = adminList({
  operationId: "adminListPlayerItems",
  permission: "console.read",
  path: "/api/admin/player-items",
  tag,
  summary: "A player's monsters and relics (filters: userId, required; type)",
  row: PlayerItemSchema,
  description: "Monsters and relics",
  sortable: playerItemSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: PlayerItemFilterSchema,
});

const ingredientsList = adminList({
  operationId: "adminListPlayerIngredients",
  permission: "console.read",
  path: "/api/admin/player-ingredients",
  tag,
  summary: "A player's ingredients (filter: userId, required)",
  row: PlayerIngredientSchema,
  description: "Ingredients",
  sortable: playerIngredientSortFields,
  defaultSort: ["name", "ASC"],
  filter: PlayerIngredientFilterSchema,
});

const bansList = adminList({
  operationId: "adminListPlayerBans",
  permission: "console.read",
  path: "/api/admin/player-bans",
  tag,
  summary: "A player's bans, unbans and timed bans ending (filter: userId, required)",
  row: PlayerBanSchema,
  description: "Ban history",
  sortable: playerBanSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: PlayerHistoryFilterSchema,
});

const signInsList = adminList({
  operationId: "adminListPlayerSignIns",
  permission: "console.read",
  path: "/api/admin/player-sign-ins",
  tag,
  summary: "A player's sign-ups, sign-ins and refused sign-ins (filter: userId, required)",
  row: PlayerSignInSchema,
  description: "Sign-in history",
  sortable: playerSignInSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: PlayerHistoryFilterSchema,
});

const summonPullsList = adminList({
  operationId: "adminListPlayerSummons",
  permission: "console.read",
  path: "/api/admin/player-summons",
  tag,
  summary:
    "A player's pulls from eggs: egg, odds version, quality, species, guarantee (filter: userId, required)",
  row: SummonPullSchema.extend({ userId: z.string(), createdAt: z.string() }).openapi(
    "AdminPlayerSummonPull",
  ),
  description: "Pulls from eggs",
  sortable: playerSummonPullSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: PlayerHistoryFilterSchema,
});

const removeItemRoute = adminRoute("players.act", {
  operationId: "adminRemovePlayerItem",
  method: "post",
  path: "/api/admin/player-items/{id}/remove",
  tag,
  summary: "Take a monster (out of its teams too) or a relic away from its player, with a reason (audited)",
  request: { params: NumericIdParamsSchema, body: jsonBody(RemoveItemInputSchema) },
  responses: { 200: json("Removed", z.object({ userId: z.string() })) },
  errors: { 404: true, 409: true },
});

const setLevelRoute = adminRoute("players.act", {
  operationId: "adminSetPlayerItemLevel",
  method: "post",
  path: "/api/admin/player-items/{id}/level",
  tag,
  summary: `Set a monster's (1–${maxLevelOf.monster}) or relic's (1–${maxLevelOf.relic}) level, with a reason (audited)`,
  request: { params: NumericIdParamsSchema, body: jsonBody(SetItemLevelInputSchema) },
  responses: { 200: json("Level set", z.object({ userId: z.string(), level: z.number().int() })) },
  errors: { 404: true, 409: true },
});

const removeIngredientRoute = adminRoute("players.act", {
  operationId: "adminRemovePlayerIngredient",
  method: "post",
  path: "/api/admin/player-ingredients/{id}/remove",
  tag,
  summary: "Take some (quantity) or all of an ingredient away from its player, with a reason (audited)",
  request: { params: NumericIdParamsSchema, body: jsonBody(RemoveIngredientInputSchema) },
  responses: {
    200: json(
      "Removed",
      z.object({ userId: z.string(), name: z.string(), removed: z.number().int(), left: z.number().int() }),
    ),
  },
  errors: { 404: true, 409: true },
});

export function adminPlayerItemsRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(itemsList.route, (c) =>
      itemsList.page(c, (query) => listPlayerItems(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(ingredientsList.route, (c) =>
      ingredientsList.page(c, (query) => listPlayerIngredients(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(bansList.route, (c) =>
      bansList.page(c, (query) => listPlayerBans(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(signInsList.route, (c) =>
      signInsList.page(c, (query) => listPlayerSignIns(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(summonPullsList.route, (c) =>
      summonPullsList.page(c, (query) => listPlayerSummonPulls(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(removeItemRoute, async (c) => {
      const { userId } = await removeItem(deps, {
        actor: actorOf(c),
        id: c.req.valid("param").id,
        change: c.req.valid("json"),
      });
      return c.json({ userId }, 200);
    })
    .openapi(setLevelRoute, async (c) => {
      const { userId, item } = await setItemLevel(deps, {
        actor: actorOf(c),
        id: c.req.valid("param").id,
        change: c.req.valid("json"),
      });
      return c.json({ userId, level: item.level }, 200);
    })
    .openapi(removeIngredientRoute, async (c) => {
      const { userId, name, removed, left } = await removeIngredient(deps, {
        actor: actorOf(c),
        id: c.req.valid("param").id,
        change: c.req.valid("json"),
      });
      return c.json({ userId, name, removed, left }, 200);
    });
}
