// What the use cases of staff accounts share: a staff member as the console
// shows them, and the one way a role changes. Nobody changes their own role,
// and the last admin cannot be demoted: every admin row is locked while the
// change is checked, so two admins demoting each other at once cannot both win.
// The role is read from the database on every request, so a change applies at once.
import { z } from "zod";
import { recordStaffAction } from "../audit/staff-action.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma, Role } from "../generated/prisma/client.ts";
import { mustUseSecondFactor, securityPolicy } from "../staff-security/second-factor-state.ts";
import { isStaffRole, roleLabels, staffRoles } from "./permissions.ts";

export const StaffRoleSchema = z.enum(staffRoles);
export const AnyRoleSchema = z.enum(["admin", "liveops", "analyst", "player"]);

export const staffSelect = {
  id: true,
  email: true,
  role: true,
  createdAt: true,
  lastActiveAt: true,
  profile: { select: { name: true } },
  secondFactor: { select: { confirmedAt: true } },
} satisfies Prisma.UserSelect;

type SelectedStaff = Prisma.UserGetPayload<{ select: typeof staffSelect }>;

/** `requireForAll`: the staff security policy (staff-security/second-factor-state.ts). */
export function toRow(user: SelectedStaff, requireForAll: boolean) {
  const confirmedAt = user.secondFactor?.confirmedAt ?? null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.profile?.name ?? null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
    /** "on" (confirmed), "pending" (set-up not finished) or "off". */
    secondFactor: confirmedAt ? ("on" as const) : user.secondFactor ? ("pending" as const) : ("off" as const),
    secondFactorSince: confirmedAt?.toISOString() ?? null,
    secondFactorRequired: mustUseSecondFactor(user.role, false, requireForAll),
  };
}
export type StaffRow = ReturnType<typeof toRow>;

// actor id null: the platform itself (the command line), as in recordStaffAction.
export async function changeRoleLocked(
  tx: Db,
  actor: { id: string | null },
  userId: string,
  role: Role,
): Promise<StaffRow> {
  if (userId === actor.id) throw new AppError("forbidden", "Nobody changes their own role.");
  // Every admin row first (always in id order), then the target: the last-admin check holds under concurrency.
  const admins = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE role = 'admin' ORDER BY id FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const before = await tx.user.findUnique({ where: { id: userId }, select: staffSelect });
  if (!before) throw new AppError("not_found", "No such user.");
  if (before.role === role) {
    throw new AppError("validation_failed", "The request is not valid.", {
      fields: {
        role: isStaffRole(role)
          ? `This account already has the ${roleLabels[role]} role.`
          : "This account is already a player, with no staff role.",
      },
    });
  }
  if (before.role === "admin" && admins.length <= 1) {
    throw new AppError("conflict", "This is the last admin: make someone else admin first.", {
      reason: "last_admin",
    });
  }
  const after = await tx.user.update({ where: { id: userId }, data: { role }, select: staffSelect });
  await recordStaffAction(tx, actor, userId, {
    action: "staff.role",
    before: { role: before.role },
    after: { role: after.role },
  });
  return toRow(after, (await securityPolicy(tx)).requireSecondFactorForAllStaff);
}
