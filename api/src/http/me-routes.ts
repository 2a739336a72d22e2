// The signed-in user, for the game, the console and game clients.
import { z } from "@hono/zod-openapi";
import { revokeSessions } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string().nullable(),
      image: z.string().nullable(),
      role: z.enum(["player", "admin", "liveops", "analyst"]),
      hasGameAccess: z.boolean(),
      emailVerified: z.boolean(),
      isGuest: z.boolean().describe("A game client's guest: a device id is the only way to sign in"),
    }),
  })
  .openapi("Me");

const meRoute = apiRoute({
  operationId: "getMe",
  method: "get",
  path: "/api/me",
  tag: "auth",
  access: "player",
  summary: "The signed-in user",
  responses: { 200: { description: "Signed in", content: { "application/json": { schema: MeSchema } } } },
  errors: {
    401: "Not signed in, or the session was revoked",
    403: "Banned (code `banned`, details.reason and details.until)",
  },
});

const signOutEverywhereRoute = apiRoute({
  operationId: "signOutEverywhere",
  method: "post",
  path: "/api/me/sessions/revoke",
  tag: "auth",
  access: "player",
  summary: "Sign out everywhere: ends every session of the signed-in user, this one included",
  responses: { 204: { description: "Every session ended" } },
});

export function meRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/me/*", userRequired(deps));
  return app
    .openapi(meRoute, (c) => c.json({ user: c.get("user") }, 200))
    .openapi(signOutEverywhereRoute, async (c) => {
      await revokeSessions(deps.db, c.get("user").id);
      // After the commit: every socket of this user is dropped (on every instance).
      deps.events.emit("session:revoked", { userId: c.get("user").id, reason: "signed_out" });
      return c.body(null, 204);
    });
}
