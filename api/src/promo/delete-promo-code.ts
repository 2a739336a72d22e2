// Staff deleting a promo code nobody has redeemed. The deletion and its
// History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { auditView, lockPromoCode, type PromoCodeRow } from "./promo-code-record.ts";

/** Deletes a code nobody has redeemed; a redeemed code stays (its redemptions are history): let it expire. */
export async function deletePromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<PromoCodeRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockPromoCode(tx, input.id, input.now);
    const redemptions = await tx.promoCodeRedemption.count({ where: { promoCodeId: input.id } });
    if (redemptions > 0 || before.currentUses > 0) {
      throw new AppError(
        "conflict",
        `${before.code} has been redeemed ${Math.max(redemptions, before.currentUses)} times, so it cannot be deleted: set an expiry instead.`,
        { reason: "redeemed" },
      );
    }
    await tx.promoCode.delete({ where: { id: input.id } });
    await recordStaffAction(tx, input.actor, null, {
      action: "promo_code.delete",
      promoCodeId: input.id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
}
