// Staff changing a promo code's description, expiry, use limit and rewards
// (the code itself is fixed once made). The change and its History
// staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  auditView,
  lockPromoCode,
  type PromoCodeRow,
  PromoCodeTermsShape,
  refuseUnknownAudience,
  rowSelect,
  termsData,
  toRow,
} from "./promo-code-record.ts";

export const UpdatePromoCodeSchema = z.strictObject(PromoCodeTermsShape);
export type UpdatePromoCodeInput = z.input<typeof UpdatePromoCodeSchema>;

export async function updatePromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; terms: UpdatePromoCodeInput; now: Date },
): Promise<PromoCodeRow> {
  const terms = UpdatePromoCodeSchema.parse(input.terms);
  return deps.db.$transaction(async (tx) => {
    const before = await lockPromoCode(tx, input.id, input.now);
    await refuseUnknownAudience(tx, terms.audienceId);
    if (terms.maxUses !== null && terms.maxUses < before.currentUses) {
      throw new AppError("validation_failed", `The code has been used ${before.currentUses} times already.`, {
        fields: { maxUses: `must be at least ${before.currentUses} (the uses so far)` },
      });
    }
    const updated = toRow(
      await tx.promoCode.update({ where: { id: input.id }, data: termsData(terms), select: rowSelect }),
      input.now,
    );
    await recordStaffAction(tx, input.actor, null, {
      action: "promo_code.update",
      promoCodeId: input.id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
}
