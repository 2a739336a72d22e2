// An admin takes a staff member's second factor away (a lost phone): the
// factor and its recovery codes go, the member's sessions end, and the audit
// trail records who did it and why, in the same transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";

export const ResetSecondFactorSchema = z.object({
  reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(200, "At most 200 characters."),
});

export async function resetSecondFactor(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string; reset: z.input<typeof ResetSecondFactorSchema> },
): Promise<{ id: string; secondFactor: "off" }> {
  const { actor, id } = input;
  assertStaff(actor, "staff.security");
  const { reason } = ResetSecondFactorSchema.parse(input.reset);
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", "No such staff member.");
  if (id === actor.id)
    throw new AppError("forbidden", "You cannot reset your own second factor: another admin can.");
  return deps.db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({
      where: { id },
      select: { id: true, secondFactor: { select: { confirmedAt: true } } },
    });
    if (!member) throw new AppError("not_found", "No such staff member.");
    if (!member.secondFactor)
      throw new AppError("conflict", "This staff member has no second factor to reset.");
    await tx.secondFactorRecoveryCode.deleteMany({ where: { userId: id } });
    await tx.staffSecondFactor.delete({ where: { userId: id } });
    await tx.user.update({ where: { id }, data: { sessionVersion: { increment: 1 } } });
    await recordStaffAction(tx, actor, id, {
      action: "staff.second_factor_reset",
      before: { secondFactor: member.secondFactor.confirmedAt ? "on" : "pending" },
      after: { secondFactor: "off" },
      reason,
    });
    return { id, secondFactor: "off" as const };
  });
}
