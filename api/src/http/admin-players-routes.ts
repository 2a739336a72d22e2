// Staff routes of players and the audit trail, in ra-data-simple-rest's
// conventions (admin-list.ts). Reads: any staff role (analysts see masked
// e-mails). Changes: liveops and admin; each use case writes its History
// staff_action row in the change's own transaction.
import type { Context } from "hono";
import {
  HistoryFilterSchema,
  type HistorySortField,
  historySortFields,
  listHistory,
} from "../audit/list-history.ts";
import type { AppDeps } from "../context.ts";
import {
  type Actor,
  BanInputSchema,
  banPlayer,
  GrantInputSchema,
  getPlayer,
  grantToPlayer,
  listPlayers,
  maskEmail,
  PlayerFilterSchema,
  type PlayerSortField,
  playerSortFields,
  resetDailyReward,
  unbanPlayer,
} from "../players/admin-players.ts";
import { handleAdminError, jsonOnly, listResponse, parseBody, parseListQuery } from "./admin-list.ts";
import { staffRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import type { HttpEnv } from "./types.ts";

function actorOf(c: Context<HttpEnv>): Actor {
  const user = c.get("user");
  return { id: user.id, role: user.role as Actor["role"] };
}

const emailLike = /[^\s"@]+@[^\s"@]+\.[^\s"@]+/g;

/** Analysts never see an e-mail address, not even inside History data. */
function maskDeep(value: unknown): unknown {
  if (typeof value === "string") return value.replace(emailLike, (email) => maskEmail(email));
  if (Array.isArray(value)) return value.map(maskDeep);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskDeep(inner)]));
  }
  return value;
}

export function adminPlayersRoutes(deps: AppDeps) {
  const read = staffRequired(deps);
  const change = staffRequired(deps, "liveops");
  const app = createApiRouter();
  app.onError(handleAdminError);
  app.post("/api/admin/players/:id/*", jsonOnly);

  app.get("/api/admin/players", read, async (c) => {
    const query = parseListQuery(
      {
        resource: "players",
        sortable: playerSortFields as unknown as [PlayerSortField, ...PlayerSortField[]],
        defaultSort: ["createdAt", "DESC"],
        filter: PlayerFilterSchema,
      },
      c.req.query(),
    );
    const page = await listPlayers(deps, actorOf(c), query);
    return listResponse(c, "players", { skip: query.skip, ...page });
  });

  app.get("/api/admin/players/:id", read, async (c) => {
    return c.json(await getPlayer(deps, actorOf(c), c.req.param("id")), 200);
  });

  app.post("/api/admin/players/:id/ban", change, async (c) => {
    const input = await parseBody(c, BanInputSchema);
    return c.json(await banPlayer(deps, actorOf(c), c.req.param("id"), input), 200);
  });

  app.post("/api/admin/players/:id/unban", change, async (c) => {
    return c.json(await unbanPlayer(deps, actorOf(c), c.req.param("id")), 200);
  });

  app.post("/api/admin/players/:id/grant", change, async (c) => {
    const input = await parseBody(c, GrantInputSchema);
    return c.json(await grantToPlayer(deps, actorOf(c), c.req.param("id"), input), 200);
  });

  app.post("/api/admin/players/:id/reset-daily-reward", change, async (c) => {
    return c.json(await resetDailyReward(deps, actorOf(c), c.req.param("id")), 200);
  });

  app.get("/api/admin/history", read, async (c) => {
    const query = parseListQuery(
      {
        resource: "history",
        sortable: historySortFields as unknown as [HistorySortField, ...HistorySortField[]],
        defaultSort: ["createdAt", "DESC"],
        filter: HistoryFilterSchema,
      },
      c.req.query(),
    );
    const page = await listHistory(deps, query);
    const rows =
      actorOf(c).role === "analyst"
        ? page.rows.map((row) => ({ ...row, data: maskDeep(row.data) }))
        : page.rows;
    return listResponse(c, "history", { skip: query.skip, rows, total: page.total });
  });

  return app;
}
