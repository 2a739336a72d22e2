// Leaderboards over HTTP: boards and their top lists are public; the player's
// own row and "around me" need a session. Transport only (api/src/leaderboards).
import { z } from "@hono/zod-openapi";
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
import { ArchivedPeriodSchema, BoardSchema, ContenderSchema, toJson } from "./engagement-schemas.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, NextCursorSchema, orNull, pageQuery } from "./openapi-route.ts";

const BoardParams = z.object({
  periodicity: z
    .enum(leaderboardPeriodicities)
    .openapi({ param: { name: "periodicity", in: "path" }, example: "weekly" }),
  type: z
    .enum(leaderboardTypes.map((board) => board.type) as [string, ...string[]])
    .openapi({ param: { name: "type", in: "path" }, example: "kills" }),
});
const PageQuery = pageQuery(leaderboardQueries.maxPageSize);
const noBoard = "No such board";

const BoardsSchema = z.object({ boards: z.array(BoardSchema) }).openapi("Leaderboards");
const TopSchema = z
  .object({ board: BoardSchema, rows: z.array(ContenderSchema), nextCursor: NextCursorSchema })
  .openapi("LeaderboardTop");
const AroundSchema = z
  .object({
    board: BoardSchema,
    me: orNull(ContenderSchema),
    above: z.array(ContenderSchema),
    below: z.array(ContenderSchema),
  })
  .openapi("LeaderboardAroundMe");
const PeriodsSchema = z
  .object({ board: BoardSchema, periods: z.array(ArchivedPeriodSchema) })
  .openapi("LeaderboardPeriods");
const StandingsSchema = z
  .object({
    periodStart: z.string(),
    rows: z.array(ContenderSchema),
    nextCursor: NextCursorSchema,
    me: orNull(ContenderSchema, "The signed-in player's own final row"),
  })
  .openapi("LeaderboardStandings");

const listRoute = apiRoute({
  operationId: "listLeaderboards",
  method: "get",
  path: "/api/leaderboards",
  tag: "leaderboards",
  access: "public",
  summary: "Every board (periodicity × type) with its current period and next reset",
  responses: { 200: json("The boards", BoardsSchema) },
});

const topRoute = apiRoute({
  operationId: "getLeaderboardTop",
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}",
  tag: "leaderboards",
  access: "public",
  summary: "Top contenders, paged with a keyset cursor (ties: who reached the score first)",
  request: { params: BoardParams, query: PageQuery },
  responses: { 200: json("A page of the board", TopSchema) },
  errors: { 404: noBoard },
});

const meRoute = apiRoute({
  operationId: "getLeaderboardAroundMe",
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/me",
  tag: "leaderboards",
  access: "player",
  summary: "The player's rank and the contenders around them (±k)",
  request: {
    params: BoardParams,
    query: z.object({ k: intText({ min: 0, max: leaderboardQueries.maxAroundMe }).optional() }),
  },
  responses: { 200: json("Rank and neighbours", AroundSchema) },
  errors: { 404: noBoard },
});

const periodsRoute = apiRoute({
  operationId: "listLeaderboardPeriods",
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/archive",
  tag: "leaderboards",
  access: "public",
  summary: "Past periods of a board, newest first",
  request: { params: BoardParams },
  responses: { 200: json("Past periods", PeriodsSchema) },
  errors: { 404: noBoard },
});

const standingsRoute = apiRoute({
  operationId: "getLeaderboardStandings",
  method: "get",
  path: "/api/leaderboards/{periodicity}/{type}/archive/{periodStart}",
  tag: "leaderboards",
  access: "optionalPlayer",
  summary: "Final standings of a past period (e.g. last week's top 100), paged by rank",
  request: {
    params: BoardParams.extend({
      periodStart: z.iso
        .datetime({ offset: true })
        .openapi({ param: { name: "periodStart", in: "path" }, example: "2026-03-02T00:00:00.000Z" }),
    }),
    query: PageQuery,
  },
  responses: { 200: json("A page of the standings", StandingsSchema) },
  errors: { 404: noBoard },
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
      const periodStart = new Date(params.periodStart);
      const { cursor, limit } = c.req.valid("query");
      const page = await archivedStandings(deps, { leaderboardId: board.id, periodStart, cursor, limit });
      // Signed-in players also get their own final row; visitors see the standings only.
      const user = await optionalUser(deps, c.req.raw);
      const me = user
        ? await archivedRankOf(deps, { leaderboardId: board.id, periodStart, userId: user.id })
        : null;
      return c.json(toJson(StandingsSchema, { periodStart, ...page, me }), 200);
    });
}
