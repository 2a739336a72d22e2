// Hono middleware over the one guard implementation (auth/guards.ts). Routes
// read the user from c.get("user"). A session older than the refresh interval
// is re-issued on the way out, so an active player's session never lapses.
// Every player write (a non-GET request past userRequired) counts against the
// per-player write limit (auth/player-write-limits.ts).
import type { MiddlewareHandler } from "hono";
import { serializeCookie } from "../auth/cookies.ts";
import { assertStaff, requestSession, userOfSession } from "../auth/guards.ts";
import { consumePlayerWrite, isWrite } from "../auth/player-write-limits.ts";
import { authRuntime } from "../auth/runtime.ts";
import type { SessionState, SessionUser } from "../auth/session.ts";
import {
  carriedClaims,
  issueSessionToken,
  sessionClaims,
  sessionExpiry,
  sessionRefreshDue,
  sessionStore,
} from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Permission } from "../staff/permissions.ts";
import { assertSecondFactorPassed } from "../staff-security/second-factor-state.ts";
import type { HttpEnv } from "./types.ts";

/** Who may pass: any signed-in player (null), or staff checked by `admit`. */
type Admit = ((user: SessionUser) => void) | null;
/** A further check of the active session (the staff's second factor). */
type SessionCheck = (session: ActiveSession, path: string) => Promise<void>;
type ActiveSession = Extract<SessionState, { status: "active" }>;

function guard(deps: AppDeps, admit: Admit, check?: SessionCheck): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const cookieHeader = c.req.header("cookie") ?? null;
    const state = await requestSession(deps, c.req.raw.headers);
    const user = userOfSession(state);
    if (admit) admit(user);
    if (check && state.status === "active") await check(state, c.req.path);
    c.set("user", user);
    if (!admit && isWrite(c.req.method)) await consumePlayerWrite(deps, user.id);
    await next();
    if (state.status === "active" && state.source === "cookie" && sessionRefreshDue(state.claims)) {
      const { settings } = authRuntime(deps);
      // A route that issued a session of its own (a password change) keeps it (or its chunks).
      const issued = c.res.headers.getSetCookie();
      if (issued.some((cookie) => cookie.startsWith(settings.cookies.sessionToken))) return;
      const token = await issueSessionToken(
        settings,
        sessionClaims(state.user, state.sessionVersion, carriedClaims(state.claims)),
      );
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

/**
 * The one guard of the admin API (http/admin-routes.ts): a signed-in staff
 * member of any role; players are refused. Each route then asks for its own
 * permission with `may`, so the session is read once per request.
 */
export function staffSession(deps: AppDeps): MiddlewareHandler<HttpEnv> {
  return guard(
    deps,
    (user) => assertStaff(user, "console.read"),
    // Before passing the second factor only one's own steps to pass it are open (docs/decisions/131).
    async (session, path) => {
      if (!secondFactorStepPaths.has(path)) await assertSecondFactorPassed(deps, session);
    },
  );
}

/** The admin API's routes a staff member reaches before passing their second factor. */
export const secondFactorStepPaths = new Set([
  "/api/admin/me/second-factor",
  "/api/admin/me/second-factor/setup",
  "/api/admin/me/second-factor/setup/confirm",
  "/api/admin/me/second-factor/verify",
]);

/** A route's permission by the role table (staff/permissions.ts), behind staffSession. */
export function may(permission: Permission): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    // Mounted anywhere without staffSession in front, a route still refuses rather than fails.
    const user = c.get("user") as HttpEnv["Variables"]["user"] | undefined;
    if (!user) throw new AppError("unauthorized", "Sign in first.");
    assertStaff(user, permission);
    await next();
  };
}
