// Staff routes of saved audiences, in ra-data-simple-rest's conventions
// (adminResource): list and one (each with its live size, counted in SQL),
// create, update, delete (refused while something uses the audience), and by
// hand a preview of rules before they are saved ({size, sample}). Reads: any
// staff role. Changes and the preview: audiences.change; each use case writes
// its History row.
import { z } from "@hono/zod-openapi";
import { AudienceInputSchema } from "../audiences/audience-record.ts";
import { createAudience } from "../audiences/create-audience.ts";
import { deleteAudience } from "../audiences/delete-audience.ts";
import { getAudience } from "../audiences/get-audience.ts";
import { AudienceFilterSchema, audienceSortFields, listAudiences } from "../audiences/list-audiences.ts";
import { PreviewAudienceSchema, previewAudience } from "../audiences/preview-audience.ts";
import { updateAudience } from "../audiences/update-audience.ts";
import type { AppDeps } from "../context.ts";
import { adminRoute, NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource } from "./admin-resource.ts";
import { type ApiTag, json, jsonBody } from "./openapi-route.ts";

const tag: ApiTag = "admin: audiences";

const AudienceRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    rules: z.record(z.string(), z.unknown()).nullable().openapi({
      description: "The conditions (AudienceRules); null when they no longer parse (matches nobody)",
    }),
    size: z.number().int().openapi({ description: "Players in it now" }),
    createdById: z.string().nullable(),
    createdAt: z.string().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("AdminAudience");

const PreviewAnswerSchema = z
  .object({
    size: z.number().int().openapi({ description: "Players the rules hold now" }),
    sample: z.array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        level: z.number().int(),
        country: z.string().nullable().openapi({ description: "Of the latest completed payment" }),
      }),
    ),
  })
  .openapi("AdminAudiencePreview");

const previewRoute = adminRoute("audiences.change", {
  operationId: "adminPreviewAudience",
  method: "post",
  path: "/api/admin/audiences/preview",
  tag,
  summary: "How many players rules hold now, and a few of them (before saving)",
  request: { body: jsonBody(PreviewAudienceSchema) },
  responses: { 200: json("The size and a sample", PreviewAnswerSchema) },
});

export function adminAudiencesRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/audiences",
    tag,
    names: { one: "Audience", many: "Audiences" },
    row: AudienceRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "audiences.change",
    list: {
      summary: "Saved audiences with their live sizes (filter: q = words of the name or description)",
      description: "A page; Content-Range: audiences <start>-<end>/<total>",
      sortable: audienceSortFields,
      defaultSort: ["name", "ASC"],
      filter: AudienceFilterSchema,
      load: (query, call) => listAudiences(deps, { ...query, ...call }),
    },
    get: {
      summary: "One saved audience with its live size",
      load: (id, call) => getAudience(deps, { ...call, id }),
    },
    create: {
      summary: "Save an audience (names unique ignoring case)",
      body: AudienceInputSchema,
      run: (audience, call) => createAudience(deps, { ...call, audience }),
    },
    update: {
      summary: "Change an audience's name, description and rules (whatever uses it follows at once)",
      body: AudienceInputSchema,
      run: (id, audience, call) => updateAudience(deps, { ...call, id, audience }),
    },
    delete: {
      summary:
        "Delete an audience nothing uses (409 naming the live events, promo codes, experiments or config overrides that do)",
      run: (id, call) => deleteAudience(deps, { ...call, id }),
    },
  }).openapi(previewRoute, async (c) => {
    const preview = await previewAudience(deps, { ...c.req.valid("json"), now: new Date() });
    return c.json(preview, 200);
  });
}
