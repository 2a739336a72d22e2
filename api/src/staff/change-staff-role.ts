// Admins moving an account between admin, liveops and analyst, or back to
// player (staff-record.ts holds the rules every role change keeps).
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { AnyRoleSchema, changeRoleLocked, type StaffRow } from "./staff-record.ts";

/** react-admin sends the whole record back on edit: only the role is read. */
export const ChangeRoleSchema = z.object({ role: AnyRoleSchema });

export async function changeStaffRole(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string; change: z.input<typeof ChangeRoleSchema> },
): Promise<StaffRow> {
  const { actor, id } = input;
  assertStaff(actor, "staff.manage");
  const { role } = ChangeRoleSchema.parse(input.change);
  if (!z.string().uuid().safeParse(id).success) throw new AppError("not_found", "No such user.");
  return deps.db.$transaction((tx) => changeRoleLocked(tx, actor, id, role));
}
