// The guards every later route uses, for HTTP routes (via http/guards.ts) and
// Remix loaders (via context.deps) alike: one implementation, AppError out.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Role } from "../generated/prisma/client.ts";
import { bannedError } from "./accounts.ts";
import { readSession, type SessionState, type SessionUser } from "./session.ts";

export type StaffRole = Exclude<Role, "player">;
export const staffRoles: readonly StaffRole[] = ["admin", "liveops", "analyst"];

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

/** Staff of one of `roles` (any staff role when none is given); admin may do everything. */
export function assertStaff(user: SessionUser, roles: readonly StaffRole[]): SessionUser {
  if (user.role === "player") throw new AppError("forbidden", "Players have no console access.");
  const allowed = roles.length === 0 ? staffRoles : roles;
  if (user.role !== "admin" && !allowed.includes(user.role)) {
    throw new AppError("forbidden", `This needs the ${allowed.join(" or ")} role.`, { role: user.role });
  }
  return user;
}

/** The signed-in user, or null for a visitor; a banned user is still refused. */
export async function optionalUser(deps: AppDeps, request: Request): Promise<SessionUser | null> {
  const state = await readSession(deps, request.headers.get("cookie"));
  if (state.status === "active") return state.user;
  if (state.status === "banned") throw bannedError(state.ban);
  return null;
}
