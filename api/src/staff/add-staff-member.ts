// Admins promoting a player, found by e-mail, to a staff role.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { changeRoleLocked, StaffRoleSchema, type StaffRow } from "./staff-record.ts";

export const AddStaffSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email("An e-mail address."),
  role: StaffRoleSchema,
});

/** Gives an existing account (found by e-mail) a staff role. */
export async function addStaffMember(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; member: z.input<typeof AddStaffSchema> },
): Promise<StaffRow> {
  const { actor } = input;
  assertStaff(actor, "staff.manage");
  const { email, role } = AddStaffSchema.parse(input.member);
  return deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { email: "No account has this e-mail: the person signs up first." },
      });
    }
    return changeRoleLocked(tx, actor, user.id, role);
  });
}
