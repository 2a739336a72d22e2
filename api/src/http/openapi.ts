// The API's OpenAPI document comes from the same zod schemas that validate
// requests (routes declare themselves with apiRoute, openapi-route.ts). A
// validation failure is answered in our one error shape.
import { OpenAPIHono } from "@hono/zod-openapi";
import { ZodError } from "zod";
import { AppError, errorBody, fieldErrors } from "../errors.ts";
import { apiTags, securitySchemes } from "./openapi-route.ts";
import type { HttpEnv } from "./types.ts";

export function createApiRouter(): OpenAPIHono<HttpEnv> {
  return new OpenAPIHono<HttpEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const fields = result.error instanceof ZodError ? fieldErrors(result.error) : {};
      const error = new AppError("validation_failed", "The request is not valid.", {
        target: result.target,
        fields,
      });
      return c.json(errorBody(error, c.get("requestId")), 400);
    },
  });
}

/** Serves the document at `path`: every route mounted on `app`, its tags, security schemes and server. */
export function serveOpenApiDocument(app: OpenAPIHono<HttpEnv>, path: string): void {
  for (const [name, scheme] of Object.entries(securitySchemes)) {
    app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  app.doc31(path, {
    openapi: "3.1.0",
    info: {
      title: "Monster Arena API",
      version: "1.0.0",
      description:
        "The one API behind the game site, the LiveOps console, game clients and game servers. Players sign in with the session cookie of /api/auth (the web) or a bearer token of /api/client/auth (game clients); game servers send a server key. Every failure answers the ErrorBody envelope. Lists a player pages through take `limit` and `cursor` and answer `nextCursor` (null on the last page).",
    },
    servers: [
      {
        url: "/",
        description:
          "The server that serves this document (one origin for the API, the game and the console)",
      },
    ],
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
  });
}
