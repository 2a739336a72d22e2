// A copy of a player's data (docs/decisions/129): the player's own download, and
// the same archive made by staff on the player's request. Both stream the one
// archive of api/src/privacy/export-archive.ts.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../context.ts";
import { archiveFormat, archiveVersion } from "../privacy/export-archive.ts";
import { exportConfig } from "../privacy/export-numbers.ts";
import {
  type ArchiveDownload,
  exportOwnData,
  exportPlayerDataForStaff,
} from "../privacy/export-player-data.ts";
import { adminRoute, createAdminRouter } from "./admin-openapi.ts";
import { callOf } from "./admin-resource.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";
import type { HttpEnv } from "./types.ts";

const rows = z.array(z.record(z.string(), z.unknown()));

/** The archive's outline; each row is described in docs/decisions/129. */
export const PlayerDataArchiveSchema = z
  .object({
    format: z.literal(archiveFormat),
    version: z.literal(archiveVersion),
    exportedAt: z.string().openapi({ description: "ISO time the archive was made" }),
    about: z.string(),
    player: z
      .record(z.string(), z.unknown())
      .openapi({ description: "The account: e-mail, name, role, level, currencies, VIP, stats" }),
    signInMethods: z.record(z.string(), z.unknown()).openapi({
      description:
        "Password (present or not, never the value), linked accounts, game apps, devices, mailed links, second factor",
    }),
    inventory: z.record(z.string(), z.unknown()).nullable(),
    monstersAndRelics: rows,
    ingredients: rows,
    teams: rows,
    transcended: rows,
    ownedShopItems: rows,
    achievements: rows,
    masteries: rows,
    quests: rows,
    mapProgress: rows,
    walletLedger: rows.openapi({ description: "Every gold and gem change, oldest first" }),
    purchases: z.object({ shop: rows, payments: rows, summons: rows, summonGuarantees: rows }),
    promoRedemptions: rows,
    gameServerGrants: rows,
    messages: rows,
    pollAnswers: rows,
    leaderboards: z.object({ current: rows, past: rows }),
    matches: rows,
    signIns: rows,
    bans: z.object({ current: z.record(z.string(), z.unknown()).nullable(), history: rows }),
    staffActionsAboutYou: rows,
    otherActivity: rows,
    activityDays: z.array(z.string()),
  })
  .openapi("PlayerDataArchive", {
    description:
      "Everything the platform holds about one player, as one JSON document (streamed; secrets are said to be present, never shown)",
  });

const archiveAnswer = (description: string) => ({
  description,
  headers: z.object({
    "Content-Disposition": z.string().openapi({
      description: "attachment; the file name is monster-arena-data-<name>-<UTC day>.json",
      example: 'attachment; filename="monster-arena-data-kai-2026-12-02.json"',
    }),
  }),
  content: { "application/json": { schema: PlayerDataArchiveSchema } },
});

const hour = (limit: { points: number }) => `${limit.points} an hour`;

const exportOwnDataRoute = apiRoute({
  operationId: "exportMyData",
  method: "get",
  path: "/api/account/export",
  tag: "auth",
  access: "player",
  summary: `Download everything the platform holds about the signed-in player, as a JSON file (${hour(exportConfig.perPlayer)}; recorded)`,
  description:
    "The answer streams: a long history arrives as it is read. A failure part-way cuts the connection, so a file that arrived whole is complete.",
  responses: { 200: archiveAnswer("The archive, as a file to save") },
  errors: { 429: `More than ${hour(exportConfig.perPlayer)} (Retry-After)` },
});

const PlayerIdParamsSchema = z.object({
  // Any string: an id that is not a player's is a 404, as for any unknown player.
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "00000000-0000-4000-8000-000000000000" }),
});

const exportPlayerDataRoute = adminRoute("players.privacy", {
  operationId: "adminExportPlayerData",
  method: "get",
  path: "/api/admin/players/{id}/export",
  tag: "admin: players",
  summary: `A player's data, as the player's own download makes it, on their request (${hour(exportConfig.perStaffMember)} per staff member; in the player's audit trail)`,
  description: "A staff account's data needs staff.manage.",
  request: { params: PlayerIdParamsSchema },
  responses: { 200: archiveAnswer("The archive, as a file to save") },
  errors: { 404: true, 429: `More than ${hour(exportConfig.perStaffMember)} (Retry-After)` },
});

/** The download's answer: the file's headers now, its bytes as they are read. */
function sendArchive(c: Context<HttpEnv>, download: ArchiveDownload) {
  return c.body(download.body, 200, {
    "Content-Type": download.contentType,
    "Content-Disposition": `attachment; filename="${download.fileName}"`,
    "Cache-Control": "no-store",
  });
}

export function dataExportRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/account/export", userRequired(deps));
  return app.openapi(
    exportOwnDataRoute,
    async (c) =>
      sendArchive(c, await exportOwnData(deps, { userId: c.get("user").id, now: new Date() })) as never,
  );
}

export function adminDataExportRoutes(deps: AppDeps) {
  return createAdminRouter().openapi(
    exportPlayerDataRoute,
    async (c) =>
      sendArchive(
        c,
        await exportPlayerDataForStaff(deps, { ...callOf(c), userId: c.req.valid("param").id }),
      ) as never,
  );
}
