// Staff routes of the remote config: the live version with the registry of keys,
// the versions (ra-data-simple-rest list and one), a save (a new version), a
// restore (a new version copying an earlier one) and "what this player gets".
// Reads: any staff role. Changes: remote-config.change; each use case writes its
// History row. Transport only: the use cases live in api/src/remote-config.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { getLiveConfigForStaff } from "../remote-config/config-registry.ts";
import {
  ConfigVersionFilterSchema,
  configVersionSortFields,
  getConfigVersion,
  listConfigVersions,
} from "../remote-config/config-versions.ts";
import { previewPlayerConfig } from "../remote-config/preview-player-config.ts";
import {
  type RollbackConfigInput,
  RollbackConfigSchema,
  rollbackConfig,
} from "../remote-config/rollback-config.ts";
import { SaveConfigSchema, saveConfig } from "../remote-config/save-config.ts";
import { actorOf, adminList, adminRoute, createAdminRouter, NumericIdParamsSchema } from "./admin-openapi.ts";
import { callOf } from "./admin-resource.ts";
import { toJson } from "./engagement-schemas.ts";
import { type ApiTag, json, jsonBody, orNull } from "./openapi-route.ts";
import { PersonSchema } from "./person-schema.ts";

const tag: ApiTag = "admin: remote config";
const DateTime = z.string().openapi({ format: "date-time" });

const ConfigValueSchema = z.union([z.string(), z.number(), z.boolean()]);
const ConfigValuesSchema = z
  .record(z.string(), ConfigValueSchema)
  .openapi({ description: "Key → value; a key left out takes the layer below it (the default in code)" });

const VersionRowSchema = z
  .object({
    id: z.number().int(),
    note: z.string(),
    createdAt: DateTime,
    createdBy: orNull(PersonSchema, "Who saved it; null for the platform (the seed) or a deleted account"),
    restoredFromId: z.number().int().nullable().openapi({ description: "The version it restored, if any" }),
    isLive: z.boolean().openapi({ description: "The newest version is the live one" }),
    changes: z
      .array(z.string())
      .openapi({ description: "What it changed from the version before it, in words (empty: nothing)" }),
  })
  .openapi("AdminConfigVersionRow");

const VersionSchema = VersionRowSchema.extend({
  document: z.object({
    values: ConfigValuesSchema,
    audiences: z.array(
      z.object({
        audienceId: z.number().int(),
        audienceName: z.string().nullable().openapi({ description: "null: the audience was deleted since" }),
        values: ConfigValuesSchema,
      }),
    ),
  }),
}).openapi("AdminConfigVersion");

const InputSchema = z.union([
  z.object({ kind: z.literal("text"), minLength: z.number().int(), maxLength: z.number().int() }),
  z.object({ kind: z.literal("boolean") }),
  z.object({ kind: z.literal("number"), min: z.number().int(), max: z.number().int() }),
  z.object({
    kind: z.literal("choice"),
    choices: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
]);

const RemoteConfigSchema = z
  .object({
    live: orNull(VersionSchema, "The live version; null before the first save (every key at its default)"),
    groups: z.array(z.object({ group: z.string(), label: z.string() })),
    keys: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        description: z.string(),
        group: z.string(),
        groupLabel: z.string().openapi({ description: "Where it shows in the game, in words" }),
        input: InputSchema,
        rule: z.string().openapi({ description: "What a value must be, in words" }),
        default: ConfigValueSchema.openapi({ description: "The default in code" }),
      }),
    ),
  })
  .openapi("AdminRemoteConfig");

const PreviewSchema = z
  .object({
    player: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
    version: z.number().int(),
    values: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        value: ConfigValueSchema,
        valueInWords: z.string(),
        source: z.string().openapi({ description: "Where the value came from, in words" }),
        isDefault: z.boolean(),
      }),
    ),
    experiments: z.array(z.object({ experiment: z.string(), variant: z.string() })),
  })
  .openapi("AdminRemoteConfigPreview");

const getRoute = adminRoute("console.read", {
  operationId: "adminGetRemoteConfig",
  method: "get",
  path: "/api/admin/remote-config",
  tag,
  summary:
    "The live version of the remote config and the registry of keys (label, group, input, rule, default)",
  responses: { 200: json("The live config and the keys", RemoteConfigSchema) },
});

const saveRoute = adminRoute("remote-config.change", {
  operationId: "adminSaveRemoteConfig",
  method: "post",
  path: "/api/admin/remote-config",
  tag,
  summary: "Save a new version: values, audience overrides (a later one wins) and a note; it is live at once",
  request: { body: jsonBody(SaveConfigSchema) },
  responses: { 201: json("The new (live) version", VersionSchema) },
  errors: {
    409: "A newer version was saved since `baseVersion`",
    422: "A key the game does not read, a value its rule refuses, or an audience that does not exist (`details.fields`)",
  },
});

const versionsList = adminList({
  operationId: "adminListRemoteConfigVersions",
  permission: "console.read",
  path: "/api/admin/remote-config/versions",
  tag,
  summary: "The saved versions, newest first, with who, when, the note and what changed in words",
  row: VersionRowSchema,
  description: "A page; Content-Range: versions <start>-<end>/<total>",
  sortable: configVersionSortFields,
  defaultSort: ["id", "DESC"],
  filter: ConfigVersionFilterSchema,
});

const versionRoute = adminRoute("console.read", {
  operationId: "adminGetRemoteConfigVersion",
  method: "get",
  path: "/api/admin/remote-config/versions/{id}",
  tag,
  summary: "One version with its document",
  request: { params: NumericIdParamsSchema },
  responses: { 200: json("The version", VersionSchema) },
  errors: { 404: true },
});

const restoreRoute = adminRoute("remote-config.change", {
  operationId: "adminRestoreRemoteConfigVersion",
  method: "post",
  path: "/api/admin/remote-config/versions/{id}/restore",
  tag,
  summary: "Roll back: a new version copying this one's document (restoredFromId); it is live at once",
  request: { params: NumericIdParamsSchema, body: jsonBody(RollbackConfigSchema, { required: false }) },
  responses: { 201: json("The new (live) version", VersionSchema) },
  errors: { 404: true, 409: "This version is the live one already" },
});

const previewRoute = adminRoute("console.read", {
  operationId: "adminPreviewRemoteConfig",
  method: "get",
  path: "/api/admin/remote-config/preview",
  tag,
  summary: "What this player gets now: each key's value and where it came from (logs no experiment exposure)",
  request: {
    query: z.object({
      playerId: z
        .string()
        .uuid()
        .openapi({
          param: { name: "playerId", in: "query" },
          example: "00000000-0000-4000-8000-000000000000",
        }),
    }),
  },
  responses: { 200: json("The player's config", PreviewSchema) },
  errors: { 404: "There is no such player" },
});

export function adminRemoteConfigRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(getRoute, async (c) =>
      c.json(toJson(RemoteConfigSchema, await getLiveConfigForStaff(deps, { actor: actorOf(c) })), 200),
    )
    .openapi(saveRoute, async (c) => {
      const saved = await saveConfig(deps, { ...callOf(c), config: c.req.valid("json") });
      return c.json(toJson(VersionSchema, saved), 201);
    })
    .openapi(versionsList.route, (c) =>
      versionsList.page(c, (query) => listConfigVersions(deps, { ...query, actor: actorOf(c) })),
    )
    .openapi(previewRoute, async (c) => {
      const { playerId } = c.req.valid("query");
      const preview = await previewPlayerConfig(deps, { ...callOf(c), userId: playerId });
      return c.json(toJson(PreviewSchema, preview), 200);
    })
    .openapi(versionRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(toJson(VersionSchema, await getConfigVersion(deps, { actor: actorOf(c), id })), 200);
    })
    .openapi(restoreRoute, async (c) => {
      const { id } = c.req.valid("param");
      // The body is optional: without one the restore has no note of its own.
      const rollback = (c.req.valid("json") as RollbackConfigInput | undefined) ?? {};
      const restored = await rollbackConfig(deps, { ...callOf(c), toVersionId: id, rollback });
      return c.json(toJson(VersionSchema, restored), 201);
    });
}
