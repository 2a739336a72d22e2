// Playing and progression over HTTP: inventory, teams, matches (game servers
// and clients), battles (server-simulated), quests, achievements, profiles and
// the home summary. Transport only: zod in, a use case, JSON out.
import { timingSafeEqual } from "node:crypto";
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { listAchievements } from "../achievements/list-achievements.ts";
import { getBattle } from "../battles/get-battle.ts";
import { playOptions } from "../battles/play-options.ts";
import { StartBattleSchema, startBattle } from "../battles/start-battle.ts";
import type { AppDeps } from "../context.ts";
import { intInput, RowIdSchema, RowIdTextSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { playerHome } from "../home/player-home.ts";
import { blackMarketTrade } from "../inventory/black-market-trade.ts";
import { equipSkin } from "../inventory/equip-skin.ts";
import { InventoryQuerySchema, listInventory } from "../inventory/list-inventory.ts";
import { mergeMonster } from "../inventory/merge-monster.ts";
import { sellIngredient, sellItem } from "../inventory/sell.ts";
import { transcendMonster } from "../inventory/transcend-monster.ts";
import { upgradeRelic } from "../inventory/upgrade-relic.ts";
import { applyMatch, type Reporter } from "../matches/apply-match.ts";
import { MatchReportSchema, ServerMatchReportSchema } from "../matches/match-report.ts";
import { getPublicProfile } from "../profile/get-profile.ts";
import { ProfileChangesSchema, updateProfile } from "../profile/update-profile.ts";
import { claimQuest } from "../quests/claim-quest.ts";
import { listQuests } from "../quests/list-quests.ts";
import { clearTeamMember, setTeamMember, swapTeamMembers } from "../teams/edit-team.ts";
import { listTeams } from "../teams/list-teams.ts";
import { saveTeam, TeamMembersSchema } from "../teams/save-team.ts";
import { MemberSlotSchema, TeamSlotSchema } from "../teams/team-rules.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
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
import type { HttpEnv } from "./types.ts";

/** A success answer: the use case's result as JSON (progression-schemas.ts). */
const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const IdParam = z.object({
  id: RowIdTextSchema,
});
const teamSlotParam = z.coerce.number().pipe(TeamSlotSchema);
const memberSlotParam = z.coerce.number().pipe(MemberSlotSchema);
const errors = {
  401: { description: "Not signed in" },
  403: { description: "Banned, or not allowed (details.reason)" },
  404: { description: "Not found" },
  409: { description: "Not possible now (details.reason)" },
};

const TeamsAnswer = z.object({ teams: TeamsSchema });
const QuestsAnswer = z.object({ quests: QuestListSchema });
const AchievementsAnswer = z.object({ achievements: AchievementListSchema });

type RouteRequest = NonNullable<RouteConfig["request"]>;
// biome-ignore lint/complexity/noBannedTypes: a route without inputs has an empty request
const route = <M extends RouteConfig["method"], P extends string, Q extends RouteRequest = {}>(
  method: M,
  path: P,
  tag: string,
  summary: string,
  answer: z.ZodType,
  request?: Q,
) =>
  createRoute({
    method,
    path,
    tags: [tag],
    summary,
    request: (request ?? {}) as Q,
    responses: { 200: json("Done", answer), ...errors },
  });

const routes = {
  home: route(
    "get",
    "/api/home",
    "progression",
    "The signed-in player's home: level, xp, currencies, quests",
    HomeSchema,
  ),
  inventory: route(
    "get",
    "/api/inventory",
    "inventory",
    "Monsters, relics and ingredients with slot and cap usage",
    InventorySchema,
    {
      query: InventoryQuerySchema,
    },
  ),
  sellItem: route(
    "post",
    "/api/inventory/items/{id}/sell",
    "inventory",
    "Sell a monster (not in a team) or a relic",
    SellItemSchema,
    {
      params: IdParam,
    },
  ),
  sellIngredient: route(
    "post",
    "/api/inventory/ingredients/sell",
    "inventory",
    "Sell ingredients",
    SellIngredientSchema,
    {
      ...body(z.object({ name: z.string(), quantity: intInput({ min: 1 }) })),
    },
  ),
  upgradeRelic: route(
    "post",
    "/api/inventory/relics/{id}/upgrade",
    "inventory",
    "Upgrade a relic one level",
    UpgradeRelicSchema,
    {
      params: IdParam,
      ...body(
        z.object({ ingredient: z.string().openapi({ description: "An ingredient of the relic's rarity" }) }),
      ),
    },
  ),
  transcend: route(
    "post",
    "/api/inventory/monsters/{id}/transcend",
    "inventory",
    "Transcend a max-level monster",
    TranscendSchema,
    {
      params: IdParam,
    },
  ),
  merge: route(
    "post",
    "/api/inventory/monsters/{id}/merge",
    "inventory",
    "Merge a duplicate monster into another of its species (intoId), which gains its xp",
    MergeSchema,
    {
      params: IdParam,
      ...body(z.object({ intoId: RowIdSchema })),
    },
  ),
  skin: route(
    "post",
    "/api/inventory/monsters/{id}/skin",
    "inventory",
    "Equip one of a monster's skins",
    SkinSchema,
    {
      params: IdParam,
      ...body(z.object({ skinId: z.string() })),
    },
  ),
  blackMarket: route(
    "post",
    "/api/inventory/black-market",
    "inventory",
    "Trade ingredients of one rarity",
    BlackMarketSchema,
    {
      ...body(
        z.object({ give: z.string(), receive: z.string(), times: intInput({ min: 1, max: 100 }).optional() }),
      ),
    },
  ),
  teams: route("get", "/api/teams", "teams", "The player's three teams of five", TeamsAnswer),
  saveTeam: route(
    "put",
    "/api/teams/{teamSlot}",
    "teams",
    "Save a whole team at once (listed slots filled, the rest emptied): at most 5, no slot, monster or relic twice, only your own; all or nothing",
    TeamsAnswer,
    {
      params: z.object({ teamSlot: teamSlotParam }),
      ...body(z.strictObject({ members: TeamMembersSchema })),
    },
  ),
  setMember: route(
    "put",
    "/api/teams/{teamSlot}/members/{slot}",
    "teams",
    "Put a monster (and a relic) in a slot",
    TeamsAnswer,
    {
      // Path parameters are named by their keys; no .openapi() on these domain
      // schemas, which may be built before zod-openapi extends zod (import order).
      params: z.object({ teamSlot: teamSlotParam, slot: memberSlotParam }),
      ...body(
        z.object({
          monsterId: RowIdSchema,
          relicId: RowIdSchema.nullable().optional(),
        }),
      ),
    },
  ),
  clearMember: route("delete", "/api/teams/{teamSlot}/members/{slot}", "teams", "Empty a slot", TeamsAnswer, {
    params: z.object({ teamSlot: teamSlotParam, slot: memberSlotParam }),
  }),
  swapMembers: route("post", "/api/teams/{teamSlot}/swap", "teams", "Swap two slots of a team", TeamsAnswer, {
    params: z.object({ teamSlot: teamSlotParam }),
    ...body(z.object({ from: MemberSlotSchema, to: MemberSlotSchema })),
  }),
  reportMatch: createRoute({
    method: "post",
    path: "/api/matches",
    tags: ["matches"],
    summary:
      "Report a finished match. With the X-Game-Server-Key header (= GAME_SERVER_KEY) a trusted game server reports for body.userId; otherwise the signed-in player reports their own. Idempotent by matchId.",
    request: {
      headers: z.object({ "x-game-server-key": z.string().optional() }),
      ...body(z.union([ServerMatchReportSchema, MatchReportSchema])),
    },
    responses: {
      200: json(
        "Applied, or the stored result of an earlier report with this matchId (replayed: true)",
        MatchResultSchema,
      ),
      ...errors,
      422: { description: "An impossible result (details.violations); kept in History" },
    },
  }),
  playOptions: route(
    "get",
    "/api/play",
    "battles",
    "Campaign maps, challenges and PvP opponents",
    PlayOptionsSchema,
  ),
  startBattle: route(
    "post",
    "/api/battles",
    "battles",
    "Play a battle: the server simulates it with its own seed and applies the result",
    StartedBattleSchema,
    body(StartBattleSchema),
  ),
  battle: route(
    "get",
    "/api/battles/{id}",
    "battles",
    "A battle's turn-by-turn log and result",
    BattleSchema,
    {
      params: IdParam,
    },
  ),
  quests: route("get", "/api/quests", "quests", "Daily and weekly quests with progress", QuestsAnswer),
  claimQuest: route(
    "post",
    "/api/quests/{key}/claim",
    "quests",
    "Claim a finished quest's reward (once)",
    ClaimedQuestSchema,
    {
      params: z.object({ key: z.string().openapi({ param: { name: "key", in: "path" } }) }),
    },
  ),
  achievements: route(
    "get",
    "/api/achievements",
    "achievements",
    "Achievements with progress",
    AchievementsAnswer,
  ),
  profile: route("get", "/api/profiles/{name}", "profile", "A player's public profile", PublicProfileSchema, {
    params: z.object({
      name: z
        .string()
        .min(1)
        .max(40)
        .openapi({ param: { name: "name", in: "path" } }),
    }),
  }),
  updateProfile: route(
    "patch",
    "/api/profile",
    "profile",
    "Change display name and cosmetics",
    UpdatedProfileSchema,
    body(ProfileChangesSchema),
  ),
};

function keysMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/matches: a game server by key, or the signed-in player. */
/** A player reporting their own match passes the player guard (and its write limit); a game server does not. */
function matchReporter(deps: AppDeps): MiddlewareHandler<HttpEnv> {
  const playerGuard = userRequired(deps);
  return async (c, next) => {
    if (c.req.header("x-game-server-key") === undefined) return playerGuard(c, next);
    await next();
  };
}

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
  app.use("/api/matches", matchReporter(deps));
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
    .openapi(routes.reportMatch, async (c) => {
      const key = c.req.header("x-game-server-key");
      let playerId: string;
      let reporter: Reporter;
      const input = c.req.valid("json");
      if (key !== undefined) {
        const expected = deps.env.GAME_SERVER_KEY;
        if (!expected || !keysMatch(key, expected))
          throw new AppError("unauthorized", "Unknown game server key.");
        if (!("userId" in input)) {
          throw new AppError("validation_failed", "A game server names the player.", {
            fields: { userId: "Required" },
          });
        }
        playerId = input.userId;
        reporter = "server";
      } else {
        playerId = userId(c);
        reporter = "session";
      }
      const report = MatchReportSchema.parse(input);
      return c.json(
        await applyMatch(deps, {
          userId: playerId,
          reporter,
          request: { kind: "report", report },
          now: now(),
        }),
        200,
      );
    })
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
