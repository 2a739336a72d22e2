// The game's pictures over HTTP: public, drawn in code (api/src/art), cached
// for good under the art's version. A URL of an older version is sent to the
// same picture under the current one, so a page cached before a deploy still
// shows its pictures.
import { z } from "@hono/zod-openapi";
import { artKinds } from "../art/art-url.ts";
import { artVersion } from "../art/art-version.ts";
import { artSvg } from "../art/draw-art.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const ArtParams = z.object({
  version: z
    .string()
    .regex(/^[0-9a-f]{1,16}$/)
    .openapi({ param: { name: "version", in: "path" }, example: artVersion }),
  kind: z.enum(artKinds).openapi({ param: { name: "kind", in: "path" }, example: "monster" }),
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,80}\.svg$/)
    .openapi({ param: { name: "file", in: "path" }, example: "emberfox-ashen.rare.svg" }),
});

const artRoute = apiRoute({
  operationId: "getArt",
  method: "get",
  path: "/api/art/{version}/{kind}/{file}",
  tag: "art",
  access: "public",
  summary: "A picture of a monster, egg, relic, ingredient, cosmetic, currency or shop good (SVG)",
  description:
    "URLs come from artUrl (api/src/art/art-url.ts). Cached for a year: a change of drawings changes the version. " +
    "An older version is redirected (302) to the current one.",
  request: { params: ArtParams },
  responses: {
    200: { description: "The picture", content: { "image/svg+xml": { schema: z.string() } } },
    302: { description: "The same picture under the current version" },
  },
  errors: { 404: true },
});

export function artRoutes(_deps: AppDeps) {
  const app = createApiRouter();
  return app.openapi(artRoute, (c) => {
    const { version, kind, file } = c.req.valid("param");
    const name = file.slice(0, -".svg".length);
    const picture = artSvg(kind, name);
    if (!picture) throw new AppError("not_found", "No such picture.");
    if (version !== artVersion) return c.redirect(`/api/art/${artVersion}/${kind}/${file}`, 302);
    return c.body(picture, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
