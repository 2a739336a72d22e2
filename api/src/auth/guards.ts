// The guards every later route uses (HTTP routes through http/guards.ts): one
// implementation, AppError out.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { bannedError } from "../moderation/active-ban.ts";
import { can, isStaffRole, type Permission, rolesAllowed } from "../staff/permissions.ts";
import { bearerToken, readBearerSession } from "./client-tokens.ts";
import { readSession, type SessionState, type SessionUser } from "./session.ts";

/**
 * The session a request carries: a game client's `Authorization: Bearer`
 * access token when it sends one (docs/decisions/124), else the web's session
 * cookie. A request with a bearer token is judged by it alone.
 */
export function requestSession(deps: AppDeps, headers: Headers): Promise<SessionState> {
  const token = bearerToken(headers.get("authorization"));
  return token !== null ? readBearerSession(deps, token) : readSession(deps, headers.get("cookie"));
}

/** The user of an active session, else unauthorized (no or dead session) or banned. */
export function userOfSession(state: SessionState): SessionUser {
  switch (state.status) {
    case "active":
      return state.user;
    case "banned":
      throw bannedError(state.ban);
    case "revoked":
      throw new AppError("unauthorized", "Your session has ended. Sign in again.");
    default:
      throw new AppError("unauthorized", "Sign in first.");
  }
}

/** Staff whose role may do `permission` by the role table (staff/permissions.ts); players never. */
export function assertStaff<User extends { role: string }>(user: User, permission: Permission): User {
  if (!isStaffRole(user.role)) throw new AppError("forbidden", "Players have no console access.");
  if (!can(user.role, permission)) {
    throw new AppError("forbidden", `This needs the ${rolesAllowed(permission)} role.`, { role: user.role });
  }
  return user;
}

/** The signed-in user, or null for a visitor; a banned user is still refused. */
export async function optionalUser(deps: AppDeps, request: Request): Promise<SessionUser | null> {
  const state = await requestSession(deps, request.headers);
  if (state.status === "active") return state.user;
  if (state.status === "banned") throw bannedError(state.ban);
  return null;
}
