// GET /api/config: the remote config a game client (bearer token), the web
// session's player or a visitor gets now, with an ETag of (version, values). A
// client sends it back as If-None-Match and gets 304 with no body while nothing
// it would get has changed. Private and revalidated on every use: the values
// depend on who asks. Transport only: resolveConfig (api/src/remote-config).
import { z } from "@hono/zod-openapi";
import { optionalUser } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { resolveConfig } from "../remote-config/resolve-config.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const EtagHeader = z.object({
  ETag: z.string().openapi({ description: "Send it back as If-None-Match", example: '"3q2-7wL0"' }),
  "Cache-Control": z.string().openapi({ example: "private, no-cache" }),
});

const PlayerConfigSchema = z
  .object({
    version: z
      .number()
      .int()
      .openapi({ description: "The live config version (0: nothing saved yet, every key at its default)" }),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).openapi({
      description:
        "Every key the game reads, with this caller's value: the default in code, the live version's, the caller's audiences', live events' and experiment variants' over it",
    }),
  })
  .openapi("PlayerConfig");

const configRoute = apiRoute({
  operationId: "getConfig",
  method: "get",
  path: "/api/config",
  tag: "config",
  access: "optionalPlayer",
  summary: "The remote config's values for the caller (a visitor gets the defaults and the live values)",
  description:
    "Cache it with its ETag and send If-None-Match: the answer is 304 with no body while it is unchanged. Reading it counts as seeing any experiment variant it carries.",
  request: {
    headers: z.object({
      "if-none-match": z
        .string()
        .max(2000)
        .optional()
        .openapi({ description: "The ETag of the config the client has", example: '"3q2-7wL0"' }),
    }),
  },
  responses: {
    200: {
      description: "The caller's config",
      headers: EtagHeader,
      content: { "application/json": { schema: PlayerConfigSchema } },
    },
    304: { description: "Unchanged since the ETag sent (no body)", headers: EtagHeader },
  },
});

/** If-None-Match's weak comparison (RFC 9110 13.1.2): any listed tag, with or without W/, or *. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || opaque(tag) === opaque(etag));
}

export function configRoutes(deps: AppDeps) {
  return createApiRouter().openapi(configRoute, async (c) => {
    const user = await optionalUser(deps, c.req.raw);
    const config = await resolveConfig(deps, { userId: user?.id ?? null, now: new Date() });
    c.header("ETag", config.etag);
    c.header("Cache-Control", "private, no-cache");
    c.header("Vary", "Cookie, Authorization");
    if (etagMatches(c.req.valid("header")["if-none-match"], config.etag)) {
      return c.body(null, 304);
    }
    return c.json({ version: config.version, values: config.values }, 200);
  });
}
