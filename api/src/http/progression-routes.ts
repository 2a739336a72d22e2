// Playing and progression over HTTP: inventory, teams, matches (reported by
// game servers with a server key), battles (server-simulated), quests,
// achievements, profiles and the home summary. Transport only: zod in, a use
// case, JSON out.
import { z } from "@hono/zod-openapi";
import { listAchievements } from "../achievements/list-achievements.ts";
import { getBattle } from "../battles/get-battle.ts";
import { playOptions } from "../battles/play-options.ts";
import { StartBattleSchema, startBattle } from "../battles/start-battle.ts";
import type { AppDeps } from "../context.ts";
import { intInput, intText, RowIdSchema, RowIdTextSchema } from "../db/row-id.ts";
import { playerHome } from "../home/player-home.ts";
import { blackMarketTrade } from "../inventory/black-market-trade.ts";
import { equipSkin } from "../inventory/equip-skin.ts";
import { InventoryQuerySchema, listInventory } from "../inventory/list-inventory.ts";
import { mergeMonster } from "../inventory/merge-monster.ts";
import { sellIngredient, sellItem } from "../inventory/sell.ts";
import { transcendMonster } from "../inventory/transcend-monster.ts";
import { upgradeRelic } from "../inventory/upgrade-relic.ts";
import { ServerMatchReportSchema } from "../matches/match-report.ts";
import { reportMatchFromServer } from "../matches/report-match-from-server.ts";
import { getPublicProfile } from "../profile/get-profile.ts";
import { ProfileChangesSchema, updateProfile } from "../profile/update-profile.ts";
import { claimQuest } from "../quests/claim-quest.ts";
import { listQuests } from "../quests/list-quests.ts";
import { clearTeamMember, setTeamMember, swapTeamMembers } from "../teams/edit-team.ts";
import { teams } from "../teams/limits.ts";
import { listTeams } from "../teams/list-teams.ts";
import { saveTeam, TeamMembersSchema } from "../teams/save-team.ts";
import { MemberSlotSchema } from "../teams/team-rules.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody } from "./openapi-route.ts";
import {
  AchievementListSchema,
  BattleSchema,
  BlackMarketSchema,
  ClaimedQuestSchema,
  HomeSchema,
  InventorySchema,
  MatchResultSchema,
  MergeSchema,
  PlayOptionsSchema,
  PublicProfileSchema,
  QuestListSchema,
  SellIngredientSchema,
  SellItemSchema,
  SkinSchema,
  StartedBattleSchema,
  TeamsSchema,
  TranscendSchema,
  UpdatedProfileSchema,
  UpgradeRelicSchema,
} from "./progression-schemas.ts";
import { serverKeyHeader, serverKeyRequired } from "./server-key-auth.ts";

const IdParam = z.object({
  id: RowIdTextSchema,
});
// Made here, after zod-openapi extends zod (a domain schema may be built before: no .openapi()).
// Typed and required by hand: a coerced number with a minimum of 0 also takes null (Number(null) is 0),
// so it would be listed as an optional integer or null; a path segment is never null.
const slotParam = (name: string, max: number) =>
  intText({ min: 0, max }).openapi({
    type: "integer",
    minimum: 0,
    maximum: max,
    param: { name, in: "path", required: true },
  });
const TeamSlotParams = z.object({ teamSlot: slotParam("teamSlot", teams.maxTeams - 1) });
const MemberSlotParams = z.object({
  teamSlot: slotParam("teamSlot", teams.maxTeams - 1),
  slot: slotParam("slot", teams.slotsPerTeam - 1),
});

const TeamsAnswer = z.object({ teams: TeamsSchema }).openapi("TeamsAnswer");
const QuestsAnswer = z.object({ quests: QuestListSchema }).openapi("QuestsAnswer");
const AchievementsAnswer = z.object({ achievements: AchievementListSchema }).openapi("AchievementsAnswer");

const notYours = "Not found, or not the player's";
const teamErrors = { 404: "No such monster or relic of the player's" } as const;

const routes = {
  home: apiRoute({
    operationId: "getHome",
    method: "get",
    path: "/api/home",
    tag: "progression",
    access: "player",
    summary: "The signed-in player's home: level, xp, currencies, quests",
    responses: { 200: json("The home summary", HomeSchema) },
  }),
  inventory: apiRoute({
    operationId: "getInventory",
    method: "get",
    path: "/api/inventory",
    tag: "inventory",
    access: "player",
    summary: "Monsters, relics and ingredients with slot and cap usage",
    request: { query: InventoryQuerySchema },
    responses: { 200: json("The inventory", InventorySchema) },
  }),
  sellItem: apiRoute({
    operationId: "sellItem",
    method: "post",
    path: "/api/inventory/items/{id}/sell",
    tag: "inventory",
    access: "player",
    summary: "Sell a monster (not in a team) or a relic",
    request: { params: IdParam },
    responses: { 200: json("Sold", SellItemSchema) },
    errors: { 404: notYours, 409: "In a team, or the last monster (`details.reason`)" },
  }),
  sellIngredient: apiRoute({
    operationId: "sellIngredient",
    method: "post",
    path: "/api/inventory/ingredients/sell",
    tag: "inventory",
    access: "player",
    summary: "Sell ingredients",
    request: { body: jsonBody(z.object({ name: z.string(), quantity: intInput({ min: 1 }) })) },
    responses: { 200: json("Sold", SellIngredientSchema) },
    errors: { 409: "Not that many of that ingredient" },
  }),
  upgradeRelic: apiRoute({
    operationId: "upgradeRelic",
    method: "post",
    path: "/api/inventory/relics/{id}/upgrade",
    tag: "inventory",
    access: "player",
    summary: "Upgrade a relic one level",
    request: {
      params: IdParam,
      body: jsonBody(
        z.object({ ingredient: z.string().openapi({ description: "An ingredient of the relic's rarity" }) }),
      ),
    },
    responses: { 200: json("Upgraded", UpgradeRelicSchema) },
    errors: { 402: true, 404: notYours, 409: "At its highest level, or not enough of the ingredient" },
  }),
  transcend: apiRoute({
    operationId: "transcendMonster",
    method: "post",
    path: "/api/inventory/monsters/{id}/transcend",
    tag: "inventory",
    access: "player",
    summary: "Transcend a max-level monster",
    request: { params: IdParam },
    responses: { 200: json("Transcended", TranscendSchema) },
    errors: { 404: notYours, 409: "Not at its level cap, or already transcended" },
  }),
  merge: apiRoute({
    operationId: "mergeMonster",
    method: "post",
    path: "/api/inventory/monsters/{id}/merge",
    tag: "inventory",
    access: "player",
    summary: "Merge a duplicate monster into another of its species (intoId), which gains its xp",
    request: { params: IdParam, body: jsonBody(z.object({ intoId: RowIdSchema })) },
    responses: { 200: json("Merged", MergeSchema) },
    errors: { 404: notYours, 409: "Not the same species, in a team, or the target is at its cap" },
  }),
  skin: apiRoute({
    operationId: "equipSkin",
    method: "post",
    path: "/api/inventory/monsters/{id}/skin",
    tag: "inventory",
    access: "player",
    summary: "Equip one of a monster's skins",
    request: { params: IdParam, body: jsonBody(z.object({ skinId: z.string() })) },
    responses: { 200: json("Worn", SkinSchema) },
    errors: { 404: notYours },
  }),
  blackMarket: apiRoute({
    operationId: "tradeOnBlackMarket",
    method: "post",
    path: "/api/inventory/black-market",
    tag: "inventory",
    access: "player",
    summary: "Trade ingredients of one rarity",
    request: {
      body: jsonBody(
        z.object({ give: z.string(), receive: z.string(), times: intInput({ min: 1, max: 100 }).optional() }),
      ),
    },
    responses: { 200: json("Traded", BlackMarketSchema) },
    errors: { 409: "Not enough ingredients to give" },
  }),
  teams: apiRoute({
    operationId: "listTeams",
    method: "get",
    path: "/api/teams",
    tag: "teams",
    access: "player",
    summary: "The player's three teams of five",
    responses: { 200: json("The teams", TeamsAnswer) },
  }),
  saveTeam: apiRoute({
    operationId: "saveTeam",
    method: "put",
    path: "/api/teams/{teamSlot}",
    tag: "teams",
    access: "player",
    summary:
      "Save a whole team at once (listed slots filled, the rest emptied): at most 5, no slot, monster or relic twice, only your own; all or nothing",
    request: { params: TeamSlotParams, body: jsonBody(z.strictObject({ members: TeamMembersSchema })) },
    responses: { 200: json("The teams after the change", TeamsAnswer) },
    errors: teamErrors,
  }),
  setMember: apiRoute({
    operationId: "setTeamMember",
    method: "put",
    path: "/api/teams/{teamSlot}/members/{slot}",
    tag: "teams",
    access: "player",
    summary: "Put a monster (and a relic) in a slot",
    request: {
      params: MemberSlotParams,
      body: jsonBody(z.object({ monsterId: RowIdSchema, relicId: RowIdSchema.nullable().optional() })),
    },
    responses: { 200: json("The teams after the change", TeamsAnswer) },
    errors: teamErrors,
  }),
  clearMember: apiRoute({
    operationId: "clearTeamMember",
    method: "delete",
    path: "/api/teams/{teamSlot}/members/{slot}",
    tag: "teams",
    access: "player",
    summary: "Empty a slot",
    request: { params: MemberSlotParams },
    responses: { 200: json("The teams after the change", TeamsAnswer) },
  }),
  swapMembers: apiRoute({
    operationId: "swapTeamMembers",
    method: "post",
    path: "/api/teams/{teamSlot}/swap",
    tag: "teams",
    access: "player",
    summary: "Swap two slots of a team",
    request: {
      params: TeamSlotParams,
      body: jsonBody(z.object({ from: MemberSlotSchema, to: MemberSlotSchema })),
    },
    responses: { 200: json("The teams after the change", TeamsAnswer) },
  }),
  reportMatch: apiRoute({
    operationId: "reportMatch",
    method: "post",
    path: "/api/matches",
    tag: "matches",
    access: "server",
    summary:
      "A game server reports a finished match for body.userId, with a server key that may report matches (X-Game-Server-Key). Players never report their own: they play battles the server simulates (POST /api/battles). Idempotent by matchId.",
    request: {
      headers: z.object({
        [serverKeyHeader]: z.string().openapi({ description: "A server key that may report matches" }),
      }),
      body: jsonBody(ServerMatchReportSchema),
    },
    responses: {
      200: json(
        "Applied, or the stored result of an earlier report with this matchId (replayed: true)",
        MatchResultSchema,
      ),
    },
    errors: {
      401: "No server key, or one that is unknown, revoked, expired or replaced (`details.reason`)",
      403: "A player's session instead of a server key (players play battles: POST /api/battles), a key that may not report matches, a banned player, or a map or difficulty locked for the player (`details.reason`)",
      404: "No such player",
      409: "The team is empty, or the matchId was used for another report (`details.reason`)",
      422: "An impossible result (`details.violations`); kept in History",
    },
  }),
  playOptions: apiRoute({
    operationId: "getPlayOptions",
    method: "get",
    path: "/api/play",
    tag: "battles",
    access: "player",
    summary: "Campaign maps, challenges and PvP opponents",
    responses: { 200: json("What the player may play", PlayOptionsSchema) },
  }),
  startBattle: apiRoute({
    operationId: "startBattle",
    method: "post",
    path: "/api/battles",
    tag: "battles",
    access: "player",
    summary: "Play a battle: the server simulates it with its own seed and applies the result",
    request: { body: jsonBody(StartBattleSchema) },
    responses: { 200: json("The battle's result", StartedBattleSchema) },
    errors: {
      403: "Banned, no game access, or the map or difficulty is locked (`details.reason`)",
      404: "No such map or opponent",
      409: "The team is empty, or the opponent has no defence team (`details.reason`)",
    },
  }),
  battle: apiRoute({
    operationId: "getBattle",
    method: "get",
    path: "/api/battles/{id}",
    tag: "battles",
    access: "player",
    summary: "A battle's turn-by-turn log and result",
    request: { params: IdParam },
    responses: { 200: json("The battle", BattleSchema) },
    errors: { 404: notYours },
  }),
  quests: apiRoute({
    operationId: "listQuests",
    method: "get",
    path: "/api/quests",
    tag: "quests",
    access: "player",
    summary: "Daily and weekly quests with progress",
    responses: { 200: json("The quests", QuestsAnswer) },
  }),
  claimQuest: apiRoute({
    operationId: "claimQuest",
    method: "post",
    path: "/api/quests/{key}/claim",
    tag: "quests",
    access: "player",
    summary: "Claim a finished quest's reward (once)",
    request: { params: z.object({ key: z.string().openapi({ param: { name: "key", in: "path" } }) }) },
    responses: { 200: json("Claimed", ClaimedQuestSchema) },
    errors: { 404: "No such quest", 409: "Not finished yet, or already claimed" },
  }),
  achievements: apiRoute({
    operationId: "listAchievements",
    method: "get",
    path: "/api/achievements",
    tag: "achievements",
    access: "player",
    summary: "Achievements with progress",
    responses: { 200: json("The achievements", AchievementsAnswer) },
  }),
  profile: apiRoute({
    operationId: "getPublicProfile",
    method: "get",
    path: "/api/profiles/{name}",
    tag: "profile",
    access: "public",
    summary: "A player's public profile",
    request: {
      params: z.object({
        name: z
          .string()
          .min(1)
          .max(40)
          .openapi({ param: { name: "name", in: "path" } }),
      }),
    },
    responses: { 200: json("The profile", PublicProfileSchema) },
    errors: { 404: "No player of that name" },
  }),
  updateProfile: apiRoute({
    operationId: "updateProfile",
    method: "patch",
    path: "/api/profile",
    tag: "profile",
    access: "player",
    summary: "Change display name and cosmetics",
    request: { body: jsonBody(ProfileChangesSchema) },
    responses: { 200: json("The profile after the change", UpdatedProfileSchema) },
    errors: {
      403: "Banned, or a cosmetic the player does not own",
      409: "That display name is taken",
    },
  }),
};

export function progressionRoutes(deps: AppDeps) {
  const app = createApiRouter();
  for (const path of [
    "/api/home",
    "/api/inventory/*",
    "/api/teams/*",
    "/api/play",
    "/api/battles/*",
    "/api/quests/*",
    "/api/achievements",
    "/api/profile",
  ]) {
    app.use(path, userRequired(deps));
  }
  app.use(
    "/api/matches",
    serverKeyRequired(
      deps,
      "matches:report",
      "Players do not report matches: play a battle (POST /api/battles) and the server decides its result. Game servers report matches with a server key (X-Game-Server-Key) that may report matches.",
    ),
  );
  const userId = (c: { get(key: "user"): { id: string } }) => c.get("user").id;
  const now = () => new Date();

  return app
    .openapi(routes.home, async (c) => c.json(await playerHome(deps, { userId: userId(c), now: now() }), 200))
    .openapi(routes.inventory, async (c) =>
      c.json(await listInventory(deps, { userId: userId(c), query: c.req.valid("query"), now: now() }), 200),
    )
    .openapi(routes.sellItem, async (c) =>
      c.json(await sellItem(deps, { userId: userId(c), itemId: c.req.valid("param").id, now: now() }), 200),
    )
    .openapi(routes.sellIngredient, async (c) =>
      c.json(await sellIngredient(deps, { userId: userId(c), ...c.req.valid("json"), now: now() }), 200),
    )
    .openapi(routes.upgradeRelic, async (c) =>
      c.json(
        await upgradeRelic(deps, {
          userId: userId(c),
          relicId: c.req.valid("param").id,
          ingredient: c.req.valid("json").ingredient,
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.transcend, async (c) =>
      c.json(
        await transcendMonster(deps, { userId: userId(c), monsterId: c.req.valid("param").id, now: now() }),
        200,
      ),
    )
    .openapi(routes.merge, async (c) =>
      c.json(
        await mergeMonster(deps, {
          userId: userId(c),
          monsterId: c.req.valid("param").id,
          intoId: c.req.valid("json").intoId,
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.skin, async (c) =>
      c.json(
        await equipSkin(deps, {
          userId: userId(c),
          monsterId: c.req.valid("param").id,
          skinId: c.req.valid("json").skinId,
        }),
        200,
      ),
    )
    .openapi(routes.blackMarket, async (c) =>
      c.json(await blackMarketTrade(deps, { userId: userId(c), ...c.req.valid("json"), now: now() }), 200),
    )
    .openapi(routes.teams, async (c) => c.json({ teams: await listTeams(deps, { userId: userId(c) }) }, 200))
    .openapi(routes.saveTeam, async (c) => {
      await saveTeam(deps, { userId: userId(c), ...c.req.valid("param"), ...c.req.valid("json") });
      return c.json({ teams: await listTeams(deps, { userId: userId(c) }) }, 200);
    })
    .openapi(routes.setMember, async (c) => {
      await setTeamMember(deps, { userId: userId(c), ...c.req.valid("param"), ...c.req.valid("json") });
      return c.json({ teams: await listTeams(deps, { userId: userId(c) }) }, 200);
    })
    .openapi(routes.clearMember, async (c) => {
      await clearTeamMember(deps, { userId: userId(c), ...c.req.valid("param") });
      return c.json({ teams: await listTeams(deps, { userId: userId(c) }) }, 200);
    })
    .openapi(routes.swapMembers, async (c) => {
      await swapTeamMembers(deps, { userId: userId(c), ...c.req.valid("param"), ...c.req.valid("json") });
      return c.json({ teams: await listTeams(deps, { userId: userId(c) }) }, 200);
    })
    .openapi(routes.reportMatch, async (c) =>
      c.json(
        await reportMatchFromServer(deps, {
          key: c.get("serverKey"),
          report: c.req.valid("json"),
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.playOptions, async (c) => c.json(await playOptions(deps, { userId: userId(c) }), 200))
    .openapi(routes.startBattle, async (c) =>
      c.json(await startBattle(deps, { userId: userId(c), ...c.req.valid("json"), now: now() }), 200),
    )
    .openapi(routes.battle, async (c) =>
      c.json(await getBattle(deps, { userId: userId(c), id: c.req.valid("param").id }), 200),
    )
    .openapi(routes.quests, async (c) =>
      c.json({ quests: await listQuests(deps, { userId: userId(c) }) }, 200),
    )
    .openapi(routes.claimQuest, async (c) =>
      c.json(await claimQuest(deps, { userId: userId(c), key: c.req.valid("param").key, now: now() }), 200),
    )
    .openapi(routes.achievements, async (c) =>
      c.json({ achievements: await listAchievements(deps, { userId: userId(c) }) }, 200),
    )
    .openapi(routes.profile, async (c) => {
      // Public, but a signed-in guard is not needed: no private field is returned.
      return c.json(await getPublicProfile(deps, { name: c.req.valid("param").name, now: now() }), 200);
    })
    .openapi(routes.updateProfile, async (c) =>
      c.json(await updateProfile(deps, { userId: userId(c), ...c.req.valid("json") }), 200),
    );
}
