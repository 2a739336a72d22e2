// Admins reading one account's staff record.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { securityPolicy } from "../staff-security/second-factor-state.ts";
import { type StaffRow, staffSelect, toRow } from "./staff-record.ts";

export async function getStaffMember(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string },
): Promise<StaffRow> {
  assertStaff(input.actor, "staff.manage");
  const parsed = z.string().uuid().safeParse(input.id);
  const user = parsed.success
    ? await deps.db.user.findUnique({ where: { id: parsed.data }, select: staffSelect })
    : null;
  if (!user) throw new AppError("not_found", "No such user.");
  return toRow(user, (await securityPolicy(deps.db)).requireSecondFactorForAllStaff);
}
