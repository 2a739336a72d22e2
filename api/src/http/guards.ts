// Hono middleware over the one guard implementation (auth/guards.ts). Routes
// read the user from c.get("user"). A session older than the refresh interval
// is re-issued on the way out, so an active player's session never lapses.
// Every player write (a non-GET request past userRequired) counts against the
// per-player write limit (auth/player-write-limits.ts).
import type { MiddlewareHandler } from "hono";
import { serializeCookie } from "../auth/cookies.ts";
import { assertStaff, userOfSession } from "../auth/guards.ts";
import { consumePlayerWrite, isWrite } from "../auth/player-write-limits.ts";
import { authRuntime } from "../auth/runtime.ts";
import {
  issueSessionToken,
  readSession,
  sessionClaims,
  sessionExpiry,
  sessionRefreshDue,
  sessionStore,
} from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import type { Permission } from "../staff/permissions.ts";
import type { HttpEnv } from "./types.ts";

function guard(deps: AppDeps, permission: Permission | null): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const cookieHeader = c.req.header("cookie") ?? null;
    const state = await readSession(deps, cookieHeader);
    const user = userOfSession(state);
    if (permission) assertStaff(user, permission);
    c.set("user", user);
    if (!permission && isWrite(c.req.method)) await consumePlayerWrite(deps, user.id);
    await next();
    if (state.status === "active" && sessionRefreshDue(state.claims)) {
      const { settings } = authRuntime(deps);
      // A route that issued a session of its own (a password change) keeps it (or its chunks).
      const issued = c.res.headers.getSetCookie();
      if (issued.some((cookie) => cookie.startsWith(settings.cookies.sessionToken))) return;
      const token = await issueSessionToken(settings, sessionClaims(state.user, state.sessionVersion));
      for (const cookie of sessionStore(settings, cookieHeader).write(token, sessionExpiry())) {
        c.res.headers.append("Set-Cookie", serializeCookie(cookie, settings.secure));
      }
    }
  };
}

/** Any signed-in, not banned user. */
export function userRequired(deps: AppDeps): MiddlewareHandler<HttpEnv> {
  return guard(deps, null);
}

/** Staff whose role may do `permission` (the role table, staff/permissions.ts). */
export function staffRequired(deps: AppDeps, permission: Permission): MiddlewareHandler<HttpEnv> {
  return guard(deps, permission);
}
