// Staff routes of the leaderboards (ra-data-simple-rest): boards
// (/api/admin/leaderboards), the running period's standings
// (/api/admin/leaderboard-standings) and past periods
// (/api/admin/leaderboard-archive), both filtered by leaderboardId, and an
// operator's "reset now". Who may do each: the role table (staff/permissions.ts).
// Every change writes its staff_action row in its transaction.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { CreateLeaderboardSchema, createLeaderboard } from "../leaderboards/create-leaderboard.ts";
import { getLeaderboard } from "../leaderboards/get-leaderboard.ts";
import { ArchiveFilterSchema, listArchivedStandings } from "../leaderboards/list-archived-standings.ts";
import {
  LeaderboardFilterSchema,
  leaderboardSortFields,
  listLeaderboards,
} from "../leaderboards/list-leaderboards.ts";
import { listStandings, StandingsFilterSchema } from "../leaderboards/list-standings.ts";
import { resetLeaderboardNow } from "../leaderboards/reset-leaderboard-now.ts";
import { UpdateLeaderboardSchema, updateLeaderboard } from "../leaderboards/update-leaderboard.ts";
import { actorOf, adminList, adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource, callOf } from "./admin-resource.ts";
import { type ApiTag, json } from "./openapi-route.ts";

const tag: ApiTag = "admin: leaderboards";

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
  brackets: z.array(BracketSchema).openapi({ description: "Rank rewards from the catalogue (read-only)" }),
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

const resetRoute = adminRoute("leaderboards.reset", {
  operationId: "adminResetLeaderboard",
  method: "post",
  path: "/api/admin/leaderboards/{id}/reset",
  tag,
  summary: "Admin: end the running period now — archive, clear, send rank rewards (audited)",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The reset", ResetSchema) },
  errors: { 404: true, 409: true },
});

const standingsList = adminList({
  operationId: "adminListLeaderboardStandings",
  permission: "console.read",
  path: "/api/admin/leaderboard-standings",
  tag,
  summary: 'The running period by rank (filter {"leaderboardId": n} required)',
  row: StandingSchema,
  description: "Standings",
  sortable: ["rank"],
  defaultSort: ["rank", "ASC"],
  filter: StandingsFilterSchema,
});

const archiveList = adminList({
  operationId: "adminListLeaderboardArchive",
  permission: "console.read",
  path: "/api/admin/leaderboard-archive",
  tag,
  summary: 'A past period by rank (filter {"leaderboardId": n, "periodStart"?: iso}; the latest by default)',
  row: ArchivedStandingSchema,
  description: "Archived standings",
  sortable: ["rank"],
  defaultSort: ["rank", "ASC"],
  filter: ArchiveFilterSchema,
});

export function adminLeaderboardsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/leaderboards",
    tag,
    names: { one: "Leaderboard", many: "Leaderboards" },
    row: AdminLeaderboardSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "leaderboards.change",
    list: {
      summary: "Boards (filters: type, periodicity)",
      description: "Boards",
      sortable: leaderboardSortFields,
      defaultSort: ["id", "ASC"],
      filter: LeaderboardFilterSchema,
      load: (query, call) => listLeaderboards(deps, { ...query, ...call }),
    },
    get: {
      summary: "One board with its contender count and past periods",
      row: AdminLeaderboardDetailSchema,
      load: (id, call) => getLeaderboard(deps, { ...call, id }),
    },
    create: {
      summary: "Create a board for a periodicity and ranked stat (audited)",
      body: CreateLeaderboardSchema,
      run: (board, call) => createLeaderboard(deps, { ...call, board }),
    },
    update: {
      summary: "Change a board's score operator (audited)",
      body: UpdateLeaderboardSchema,
      run: (id, change, call) => updateLeaderboard(deps, { ...call, id, change }),
    },
  })
    .openapi(resetRoute, async (c) =>
      c.json(await resetLeaderboardNow(deps, { ...callOf(c), id: c.req.valid("param").id }), 200),
    )
    .openapi(standingsList.route, (c) =>
      standingsList.page(c, (query) => listStandings(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(archiveList.route, (c) =>
      archiveList.page(c, (query) => listArchivedStandings(deps, { ...query, actor: actorOf(c) })),
    );
}
