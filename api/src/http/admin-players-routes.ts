// Staff routes of players and the audit trail, in ra-data-simple-rest's
// conventions (admin-list.ts), in the OpenAPI document. Reads: any staff role
// (analysts see masked e-mails). Changes: liveops and admin; each use case
// writes its History staff_action row in the change's own transaction.
import { z } from "@hono/zod-openapi";
import { HistoryFilterSchema, historySortFields, listHistory } from "../audit/list-history.ts";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { BanInputSchema, banPlayer } from "../moderation/ban-player.ts";
import { UnbanInputSchema, unbanPlayer } from "../moderation/unban-player.ts";
import { getPlayer } from "../players/get-player.ts";
import { GrantInputSchema, grantToPlayer } from "../players/grant-to-player.ts";
import { listPlayers, PlayerFilterSchema, playerSortFields } from "../players/list-players.ts";
import { passwordResetLinkFor } from "../players/password-reset-link.ts";
import { resetDailyReward } from "../players/reset-daily-reward.ts";
import { actorOf, adminList, adminRoute } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json, jsonBody, orNull } from "./openapi-route.ts";
import { PersonSchema } from "./person-schema.ts";

const tag: ApiTag = "admin: players";

const PlayerRowSchema = z
  .object({
    id: z.string(),
    email: z.string().openapi({ description: "Masked (p***@example.com) for analysts" }),
    displayName: z.string().nullable(),
    role: z.enum(["player", "admin", "liveops", "analyst"]),
    level: z.number().int(),
    gold: z.number().int(),
    gems: z.number().int(),
    createdAt: z.string(),
    lastActiveAt: z.string().nullable(),
    vipExpiresAt: z.string().nullable(),
    isBanned: z.boolean(),
    bannedUntil: z.string().nullable(),
    isGuest: z
      .boolean()
      .openapi({ description: "A game client's guest: email is a stand-in until they link one" }),
    deletion: z
      .object({
        requestedAt: z.string().nullable(),
        dueAt: z.string().nullable().openapi({ description: "Erased then unless the player signs in again" }),
        deletedAt: z.string().nullable().openapi({ description: "Erased: personal data removed" }),
      })
      .nullable()
      .openapi({ description: "A pending or carried-out account deletion; null when none" }),
  })
  .openapi("AdminPlayer");

const PlayerDetailSchema = PlayerRowSchema.extend({
  xp: z.number().int(),
  loginDay: z.number().int(),
  hasClaimedDailyReward: z.boolean(),
  hasGameAccess: z.boolean(),
  totalVipDays: z.number().int(),
  campaignProgress: z.number().int(),
  lastLoginDate: z.string().nullable(),
  profile: z.object({ avatar: z.string(), banner: z.string(), frame: z.string() }).nullable(),
  wallet: z.object({ gold: z.number().int(), gems: z.number().int() }),
  ban: z
    .object({
      reason: z.string().nullable(),
      bannedAt: z.string().nullable(),
      bannedUntil: z.string().nullable(),
      bannedById: z.string().nullable(),
    })
    .nullable(),
  stats: z.record(z.string(), z.unknown()).nullable(),
  inventory: z.object({
    monsters: z.number().int(),
    relics: z.number().int(),
    ingredients: z.number().int(),
    monsterSlots: z.number().int(),
    relicSlots: z.number().int(),
    ingredientSlots: z.number().int(),
  }),
}).openapi("AdminPlayerDetail");

const BanStateSchema = z
  .object({
    isBanned: z.boolean(),
    banReason: z.string().nullable(),
    bannedAt: z.string().nullable(),
    bannedUntil: z.string().nullable(),
    bannedById: z.string().nullable(),
  })
  .openapi("BanState");

const GrantResultSchema = z
  .object({
    granted: RewardSchema,
    overflow: RewardSchema.nullable(),
    overflowMessageId: z.number().int().nullable(),
    wallet: z.object({
      gold: z.number().int(),
      gems: z.number().int(),
      vipExpiresAt: z.string().nullable(),
      hasGameAccess: z.boolean(),
    }),
  })
  .openapi("StaffGrantResult");

const HistoryRowSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    type: z.string(),
    userId: z.string().nullable(),
    actorId: z.string().nullable(),
    actor: orNull(PersonSchema, "The staff member who acted"),
    user: orNull(PersonSchema, "The player the entry concerns"),
    leaderboard: z
      .object({ id: z.number().int(), periodicity: z.string(), type: z.string() })
      .nullable()
      .openapi({ description: "The leaderboard the entry names (data.leaderboardId), to name it in words" }),
    data: z.unknown().openapi({ description: "E-mails masked for analysts" }),
  })
  .openapi("HistoryRow");

const PlayerIdParamsSchema = z.object({
  // Any string: an id that is not a player's is a 404, as for any unknown player.
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "00000000-0000-4000-8000-000000000000" }),
});

const banRoute = adminRoute("players.act", {
  operationId: "adminBanPlayer",
  method: "post",
  path: "/api/admin/players/{id}/ban",
  tag,
  summary: "Ban for a duration or permanently; every session of the player ends (audited)",
  request: { params: PlayerIdParamsSchema, body: jsonBody(BanInputSchema) },
  responses: { 200: json("Banned", BanStateSchema) },
  errors: { 404: true, 409: true },
});

const unbanRoute = adminRoute("players.act", {
  operationId: "adminUnbanPlayer",
  method: "post",
  path: "/api/admin/players/{id}/unban",
  tag,
  summary: "Lift a ban, with an optional note (audited)",
  request: { params: PlayerIdParamsSchema, body: jsonBody(UnbanInputSchema) },
  responses: { 200: json("Unbanned", BanStateSchema) },
  errors: { 404: true, 409: true },
});

const grantRoute = adminRoute("players.act", {
  operationId: "adminGrantToPlayer",
  method: "post",
  path: "/api/admin/players/{id}/grant",
  tag,
  summary: "Grant gold, gems, items, ingredients, VIP days or game access, with a reason (audited)",
  request: { params: PlayerIdParamsSchema, body: jsonBody(GrantInputSchema) },
  responses: { 200: json("Granted", GrantResultSchema) },
  errors: { 404: true, 409: true },
});

const resetDailyRoute = adminRoute("players.act", {
  operationId: "adminResetDailyReward",
  method: "post",
  path: "/api/admin/players/{id}/reset-daily-reward",
  tag,
  summary: "Let the player claim today's daily reward again (audited)",
  request: { params: PlayerIdParamsSchema },
  responses: { 200: json("Reopened", z.object({ hasClaimedDailyReward: z.boolean() })) },
  errors: { 404: true, 409: true },
});

const passwordResetLinkRoute = adminRoute("players.act", {
  operationId: "adminCreatePasswordResetLink",
  method: "post",
  path: "/api/admin/players/{id}/password-reset-link",
  tag,
  summary:
    "Make the player's password reset link (single-use, one hour; older links stop working), for a player who cannot get the mail; admin only (audited, the link itself is not kept)",
  request: { params: PlayerIdParamsSchema },
  responses: {
    200: json(
      "The link, to hand to the player",
      z.object({
        url: z.string().openapi({ description: "The game's reset page with the link's token" }),
        expiresAt: z.string().openapi({ description: "ISO time the link stops working" }),
      }),
    ),
  },
  errors: { 404: true, 409: true },
});

const historyList = adminList({
  operationId: "adminListHistory",
  permission: "console.read",
  path: "/api/admin/history",
  tag: "admin: audit",
  summary:
    "The audit trail: History by type, staff member (actorId), player (userId) and date (createdAt_gte, createdAt_lte)",
  row: HistoryRowSchema,
  description: "History rows",
  sortable: historySortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: HistoryFilterSchema,
});

export function adminPlayersRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/players",
    tag,
    names: { one: "Player", many: "Players" },
    row: PlayerRowSchema,
    id: PlayerIdParamsSchema,
    read: "console.read",
    list: {
      summary: "Players (filters: q = id, e-mail prefix or display-name prefix; role)",
      description: "Players",
      sortable: playerSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: PlayerFilterSchema,
      load: (query, { actor }) => listPlayers(deps, { ...query, actor }),
    },
    get: {
      summary:
        "One player: profile, wallet, ban, inventory counts and stats (their histories are lists of their own)",
      row: PlayerDetailSchema,
      errors: [400, 401, 403, 404, 409],
      load: (id, { actor }) => getPlayer(deps, { actor, userId: id }),
    },
  })
    .openapi(banRoute, async (c) =>
      c.json(
        await banPlayer(deps, { ...callOf(c), userId: c.req.valid("param").id, ban: c.req.valid("json") }),
        200,
      ),
    )
    .openapi(unbanRoute, async (c) =>
      c.json(
        await unbanPlayer(deps, {
          ...callOf(c),
          userId: c.req.valid("param").id,
          unban: c.req.valid("json"),
        }),
        200,
      ),
    )
    .openapi(grantRoute, async (c) =>
      c.json(
        await grantToPlayer(deps, {
          ...callOf(c),
          userId: c.req.valid("param").id,
          grant: c.req.valid("json"),
        }),
        200,
      ),
    )
    .openapi(resetDailyRoute, async (c) =>
      c.json(await resetDailyReward(deps, { ...callOf(c), userId: c.req.valid("param").id }), 200),
    )
    .openapi(passwordResetLinkRoute, async (c) =>
      c.json(await passwordResetLinkFor(deps, { ...callOf(c), userId: c.req.valid("param").id }), 200),
    )
    .openapi(historyList.route, (c) =>
      historyList.page(c, (query) => listHistory(deps, { ...query, actor: actorOf(c) })),
    );
}
