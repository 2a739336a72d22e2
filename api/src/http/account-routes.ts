// A player's account: changing the password (and, below, recovering it by mail).
import { createRoute } from "@hono/zod-openapi";
import { ChangePasswordSchema, changePassword } from "../auth/change-password.ts";
import { authRuntime } from "../auth/runtime.ts";
import { renewedSessionCookies } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";

const changePasswordRoute = createRoute({
  method: "post",
  path: "/api/account/password",
  tags: ["auth"],
  summary: "Change the password: every other session ends, this one is re-issued",
  request: { body: { required: true, content: { "application/json": { schema: ChangePasswordSchema } } } },
  responses: {
    204: { description: "Changed; Set-Cookie carries this device's new session" },
    400: { description: "Wrong current password, or a new one the rules refuse (details.fields)" },
    401: { description: "Not signed in" },
    409: { description: "The account has no password (it signs in with Google or Discord)" },
    429: { description: "Too many wrong passwords (Retry-After)" },
  },
});

export function accountRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/account/password", userRequired(deps));
  return app.openapi(changePasswordRoute, async (c) => {
    const runtime = authRuntime(deps);
    const user = c.get("user");
    const { sessionVersion } = await changePassword(deps, runtime.limits, user.id, c.req.valid("json"), {
      address: c.get("client").address,
    });
    for (const cookie of await renewedSessionCookies(
      runtime.settings,
      c.req.header("cookie") ?? null,
      user,
      sessionVersion,
    )) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.body(null, 204);
  });
}
