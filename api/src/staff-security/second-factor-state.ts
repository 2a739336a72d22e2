// Who must pass a second factor, and whether this session has (docs/decisions/131).
// Admins always must; liveops and analysts when the staff security policy says so;
// anyone who has confirmed a factor must use it. The admin API's guard
// (http/guards.ts staffSession) and the staff side of Socket.IO ask here, and
// GET /api/auth/session tells the console which step to show.
import type { SessionState } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { isStaffRole } from "../staff/permissions.ts";

export type SecondFactorState = "passed" | "needed" | "setup_needed" | "not_needed";

/** The policy row (id 1); none yet reads as the default (only admins must). */
export async function securityPolicy(
  db: Db,
): Promise<{ requireSecondFactorForAllStaff: boolean; updatedAt: Date | null }> {
  const row = await db.staffSecurityPolicy.findUnique({ where: { id: 1 } });
  return {
    requireSecondFactorForAllStaff: row?.requireSecondFactorForAllStaff ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** True when this staff member may not reach the console without a second factor. */
export function mustUseSecondFactor(role: string, confirmed: boolean, requireForAll: boolean): boolean {
  return role === "admin" || confirmed || (requireForAll && isStaffRole(role));
}

/** Where a staff session stands. A game client's bearer token never counts as passed. */
export async function secondFactorState(
  deps: Pick<AppDeps, "db">,
  session: Extract<SessionState, { status: "active" }>,
): Promise<SecondFactorState> {
  if (!isStaffRole(session.user.role)) return "not_needed";
  const passed = session.source === "cookie" && session.claims.mfa === true;
  if (passed) return "passed";
  const [factor, policy] = await Promise.all([
    deps.db.staffSecondFactor.findUnique({
      where: { userId: session.user.id },
      select: { confirmedAt: true },
    }),
    securityPolicy(deps.db),
  ]);
  const confirmed = factor?.confirmedAt != null;
  if (!mustUseSecondFactor(session.user.role, confirmed, policy.requireSecondFactorForAllStaff))
    return "not_needed";
  return confirmed ? "needed" : "setup_needed";
}

/** The refusal of a staff member who has not passed (and must). */
export function secondFactorRefusal(state: SecondFactorState): AppError | null {
  if (state === "needed")
    return new AppError("second_factor_required", "Enter the code from your authenticator app first.");
  if (state === "setup_needed")
    return new AppError(
      "second_factor_setup_required",
      "Set up a second factor (an authenticator app) before using the console.",
    );
  return null;
}

export async function assertSecondFactorPassed(
  deps: Pick<AppDeps, "db">,
  session: Extract<SessionState, { status: "active" }>,
): Promise<void> {
  const refusal = secondFactorRefusal(await secondFactorState(deps, session));
  if (refusal) throw refusal;
}
