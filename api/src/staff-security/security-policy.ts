// The staff security policy (one row): whether every staff role, not only
// admins, must sign in with a second factor. Changing it is audited.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { securityPolicy } from "./second-factor-state.ts";

export const SecurityPolicySchema = z.object({ requireSecondFactorForAllStaff: z.boolean() });

export interface SecurityPolicy {
  requireSecondFactorForAllStaff: boolean;
  updatedAt: Date | null;
}

export async function getSecurityPolicy(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor },
): Promise<SecurityPolicy> {
  assertStaff(input.actor, "staff.security");
  return securityPolicy(deps.db);
}

export async function updateSecurityPolicy(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; policy: z.input<typeof SecurityPolicySchema> },
): Promise<SecurityPolicy> {
  const { actor } = input;
  assertStaff(actor, "staff.security");
  const { requireSecondFactorForAllStaff } = SecurityPolicySchema.parse(input.policy);
  return deps.db.$transaction(async (tx) => {
    const before = await securityPolicy(tx);
    const row = await tx.staffSecurityPolicy.upsert({
      where: { id: 1 },
      create: { id: 1, requireSecondFactorForAllStaff, updatedById: actor.id },
      update: { requireSecondFactorForAllStaff, updatedById: actor.id },
    });
    if (before.requireSecondFactorForAllStaff !== requireSecondFactorForAllStaff) {
      await recordStaffAction(tx, actor, null, {
        action: "staff.security_policy",
        before: { requireSecondFactorForAllStaff: before.requireSecondFactorForAllStaff },
        after: { requireSecondFactorForAllStaff },
      });
    }
    return { requireSecondFactorForAllStaff: row.requireSecondFactorForAllStaff, updatedAt: row.updatedAt };
  });
}
