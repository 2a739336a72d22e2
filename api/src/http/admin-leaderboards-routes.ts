// Staff routes of the leaderboards (ra-data-simple-rest): boards
// (/api/admin/leaderboards), the running period's standings
// (/api/admin/leaderboard-standings) and past periods
// (/api/admin/leaderboard-archive), both filtered by leaderboardId, and an
// operator's "reset now". Who may do each: the role table (staff/permissions.ts).
// Every change writes its staff_action row in its transaction.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import {
  ArchiveFilterSchema,
  CreateLeaderboardSchema,
  createLeaderboard,
  getLeaderboard,
  LeaderboardFilterSchema,
  leaderboardSortFields,
  listArchivedStandings,
  listLeaderboards,
  listStandings,
  resetLeaderboardNow,
  StandingsFilterSchema,
  UpdateLeaderboardSchema,
  updateLeaderboard,
} from "../leaderboards/admin-leaderboards.ts";
import {
  actorOf,
  adminErrors,
  adminList,
  adminRoute,
  createAdminRouter,
  jsonBody,
  jsonContent,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";

const tags = ["admin: leaderboards"];

const BracketSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  reward: z.object({ gold: z.number().int().optional(), gems: z.number().int().optional() }),
});

const BoardFields = {
  id: z.number().int(),
  periodicity: z.string(),
  type: z.string(),
  operator: z.enum(["best", "set", "increment"]),
  periodStart: z.string(),
  nextResetAt: z.string().nullable(),
  brackets: z.array(BracketSchema).openapi({ description: "Rank rewards from config (read-only)" }),
};
const AdminLeaderboardSchema = z.object(BoardFields).openapi("AdminLeaderboard");
const AdminLeaderboardDetailSchema = z
  .object({
    ...BoardFields,
    contenders: z.number().int(),
    periods: z.array(
      z.object({ periodStart: z.string(), periodEnd: z.string(), contenders: z.number().int() }),
    ),
  })
  .openapi("AdminLeaderboardDetail");

const StandingSchema = z
  .object({
    id: z.number().int(),
    rank: z.number().int(),
    userId: z.string(),
    name: z.string().nullable(),
    score: z.number().int(),
    reachedAt: z.string(),
  })
  .openapi("LeaderboardStanding");

const ArchivedStandingSchema = z
  .object({
    id: z.number().int(),
    rank: z.number().int(),
    userId: z.string(),
    name: z.string().nullable(),
    score: z.number().int(),
    periodStart: z.string(),
    periodEnd: z.string(),
    rewardSent: z.boolean(),
  })
  .openapi("ArchivedStanding");

const ResetSchema = z
  .object({
    leaderboardId: z.number().int(),
    rewarded: z.number().int(),
    closed: z
      .object({
        periodStart: z.string(),
        periodEnd: z.string(),
        nextPeriodStart: z.string(),
        archived: z.number().int(),
        cleared: z.number().int(),
      })
      .nullable(),
  })
  .openapi("LeaderboardReset");

const boardsList = adminList({
  permission: "console.read",
  path: "/api/admin/leaderboards",
  tags,
  summary: "Boards (filters: type, periodicity)",
  row: AdminLeaderboardSchema,
  description: "Boards",
  sortable: leaderboardSortFields,
  defaultSort: ["id", "ASC"],
  filter: LeaderboardFilterSchema,
});

const getRoute = adminRoute("console.read", {
  method: "get",
  path: "/api/admin/leaderboards/{id}",
  tags,
  summary: "One board with its contender count and past periods",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: { description: "The board", content: jsonContent(AdminLeaderboardDetailSchema) },
    ...adminErrors,
  },
});

const createBoardRoute = adminRoute("leaderboards.change", {
  method: "post",
  path: "/api/admin/leaderboards",
  tags,
  summary: "Create a board for a periodicity and ranked stat (audited)",
  request: { body: jsonBody(CreateLeaderboardSchema) },
  responses: {
    201: { description: "Created", content: jsonContent(AdminLeaderboardSchema) },
    ...adminErrors,
  },
});

const updateRoute = adminRoute("leaderboards.change", {
  method: "put",
  path: "/api/admin/leaderboards/{id}",
  tags,
  summary: "Change a board's score operator (audited)",
  request: {
    params: NumericIdParamsSchema,
    body: jsonBody(UpdateLeaderboardSchema),
  },
  responses: {
    200: { description: "Changed", content: jsonContent(AdminLeaderboardSchema) },
    ...adminErrors,
  },
});

const resetRoute = adminRoute("leaderboards.reset", {
  method: "post",
  path: "/api/admin/leaderboards/{id}/reset",
  tags,
  summary: "Admin: end the running period now — archive, clear, send rank rewards (audited)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: { description: "The reset", content: jsonContent(ResetSchema) }, ...adminErrors },
});

const standingsList = adminList({
  permission: "console.read",
  path: "/api/admin/leaderboard-standings",
  tags,
  summary: 'The running period by rank (filter {"leaderboardId": n} required)',
  row: StandingSchema,
  description: "Standings",
  sortable: ["rank"],
  defaultSort: ["rank", "ASC"],
  filter: StandingsFilterSchema,
});

const archiveList = adminList({
  permission: "console.read",
  path: "/api/admin/leaderboard-archive",
  tags,
  summary: 'A past period by rank (filter {"leaderboardId": n, "periodStart"?: iso}; the latest by default)',
  row: ArchivedStandingSchema,
  description: "Archived standings",
  sortable: ["rank"],
  defaultSort: ["rank", "ASC"],
  filter: ArchiveFilterSchema,
});

export function adminLeaderboardsRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(boardsList.route, (c) => boardsList.page(c, (query) => listLeaderboards(deps, query)))
    .openapi(getRoute, async (c) => c.json(await getLeaderboard(deps, c.req.valid("param").id), 200))
    .openapi(createBoardRoute, async (c) =>
      c.json(await createLeaderboard(deps, actorOf(c), c.req.valid("json")), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(await updateLeaderboard(deps, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(resetRoute, async (c) =>
      c.json(await resetLeaderboardNow(deps, actorOf(c), c.req.valid("param").id), 200),
    )
    .openapi(standingsList.route, (c) => standingsList.page(c, (query) => listStandings(deps, query)))
    .openapi(archiveList.route, (c) => archiveList.page(c, (query) => listArchivedStandings(deps, query)));
}
