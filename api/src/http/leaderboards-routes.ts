// Leaderboards over HTTP: boards and their top lists are public; the player's
// own row and "around me" need a session. Transport only (api/src/leaderboards).
import { createRoute, z } from "@hono/zod-openapi";
import { optionalUser } from "../auth/guards.ts";
import { leaderboardPeriodicities, leaderboardTypes } from "../catalogue/leaderboards.ts";
import type { AppDeps } from "../context.ts";
import { intText } from "../db/row-id.ts";
import {
  archivedPeriods,
  archivedRankOf,
  archivedStandings,
  aroundContender,
  boardView,
  findBoard,
  listBoards,
  topContenders,
} from "../leaderboards/query-leaderboard.ts";
import { leaderboardQueries } from "../leaderboards/rules.ts";
import {
  ArchivedPeriodSchema,
  BoardSchema,
  ContenderSchema,
  errorResponses,
  toJson,
} from "./engagement-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const BoardParams = z.object({
  periodicity: z
    .enum(leaderboardPeriodicities)
    .openapi({ param: { name: "periodicity", in: "path" }, example: "weekly" }),
  type: z
    .enum(leaderboardTypes.map((board) => board.type) as [string, ...string[]])
    .openapi({ param: { name: "type", in: "path" }, example: "kills" }),
});
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const BoardsSchema = z.object({ boards: z.array(BoardSchema) }).openapi("Leaderboards");
const TopSchema = z
  .object({ board: BoardSchema, rows: z.array(ContenderSchema), nextCursor: z.string().nullable() })
  .openapi("LeaderboardTop");
const AroundSchema = z
  .object({
    board: BoardSchema,
    me: ContenderSchema.nullable(),
    above: z.array(ContenderSchema),
    below: z.array(ContenderSchema),
  })
  .openapi("LeaderboardAroundMe");
const PeriodsSchema = z
  .object({ board: BoardSchema, periods: z.array(ArchivedPeriodSchema) })
  .openapi("LeaderboardPeriods");
const StandingsSchema = z
  .object({ periodStart: z.string(), rows: z.array(ContenderSchema), me: ContenderSchema.nullable() })
  .openapi("LeaderboardStandings");

const listRoute = createRoute({
  method: "get",
  path: "/api/leaderboards",
  tags: ["leaderboards"],
  summary: "Every board (periodicity × type) with its current period and next reset",
  responses: { 200: json(BoardsSchema, "The boards") },
});

const topRoute = createRoute({
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}",
  tags: ["leaderboards"],
  summary: "Top contenders, paged with a keyset cursor (ties: who reached the score first)",
  request: {
    params: BoardParams,
    query: z.object({
      limit: intText({ min: 1, max: leaderboardQueries.maxPageSize }).optional(),
      cursor: z.string().max(200).optional(),
    }),
  },
  responses: {
    200: json(TopSchema, "A page of the board"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/me",
  tags: ["leaderboards"],
  summary: "The player's rank and the contenders around them (±k)",
  request: {
    params: BoardParams,
    query: z.object({ k: intText({ min: 0, max: leaderboardQueries.maxAroundMe }).optional() }),
  },
  responses: {
    200: json(AroundSchema, "Rank and neighbours"),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const periodsRoute = createRoute({
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/archive",
  tags: ["leaderboards"],
  summary: "Past periods of a board, newest first",
  request: { params: BoardParams },
  responses: { 200: json(PeriodsSchema, "Past periods"), 404: errorResponses[404] },
});

const standingsRoute = createRoute({
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/archive/{periodStart}",
  tags: ["leaderboards"],
  summary: "Final standings of a past period (e.g. last week's top 100), paged by rank",
  request: {
    params: BoardParams.extend({
      periodStart: z.coerce
        .date()
        .openapi({ param: { name: "periodStart", in: "path" }, example: "2026-03-02T00:00:00.000Z" }),
    }),
    query: z.object({
      afterRank: intText({ min: 0 }).optional(),
      limit: intText({ min: 1, max: leaderboardQueries.maxPageSize }).optional(),
    }),
  },
  responses: { 200: json(StandingsSchema, "Standings"), 404: errorResponses[404] },
});

export function leaderboardsRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/leaderboards/:periodicity/:type/me", userRequired(deps));
  return app
    .openapi(listRoute, async (c) =>
      c.json(toJson(BoardsSchema, { boards: await listBoards(deps, { now: new Date() }) }), 200),
    )
    .openapi(topRoute, async (c) => {
      const board = await findBoard(deps, c.req.valid("param"));
      const { limit, cursor } = c.req.valid("query");
      const page = await topContenders(deps, { leaderboardId: board.id, limit, cursor });
      return c.json(toJson(TopSchema, { board: boardView(board, new Date()), ...page }), 200);
    })
    .openapi(meRoute, async (c) => {
      const board = await findBoard(deps, c.req.valid("param"));
      const around = await aroundContender(deps, {
        leaderboardId: board.id,
        userId: c.get("user").id,
        k: c.req.valid("query").k,
      });
      return c.json(toJson(AroundSchema, { board: boardView(board, new Date()), ...around }), 200);
    })
    .openapi(periodsRoute, async (c) => {
      const board = await findBoard(deps, c.req.valid("param"));
      const periods = await archivedPeriods(deps, { leaderboardId: board.id });
      return c.json(toJson(PeriodsSchema, { board: boardView(board, new Date()), periods }), 200);
    })
    .openapi(standingsRoute, async (c) => {
      const params = c.req.valid("param");
      const board = await findBoard(deps, params);
      const { afterRank, limit } = c.req.valid("query");
      const rows = await archivedStandings(deps, {
        leaderboardId: board.id,
        periodStart: params.periodStart,
        afterRank,
        limit,
      });
      // Signed-in players also get their own final row; visitors see the standings only.
      const user = await optionalUser(deps, c.req.raw);
      const me = user
        ? await archivedRankOf(deps, {
            leaderboardId: board.id,
            periodStart: params.periodStart,
            userId: user.id,
          })
        : null;
      return c.json(toJson(StandingsSchema, { periodStart: params.periodStart, rows, me }), 200);
    });
}
