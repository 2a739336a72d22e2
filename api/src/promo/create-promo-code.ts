// Staff making one promo code. Codes are stored upper-case (PromoCodeSchema),
// so the unique index on PromoCode.code makes them unique case-insensitively.
// The code and its History staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  auditView,
  type PromoCodeRow,
  PromoCodeTermsShape,
  refusePastExpiry,
  refuseUnknownAudience,
  rowSelect,
  termsData,
  toRow,
} from "./promo-code-record.ts";
import { PromoCodeSchema } from "./redeem-promo-code.ts";

export const CreatePromoCodeSchema = z.strictObject({ code: PromoCodeSchema, ...PromoCodeTermsShape });
export type CreatePromoCodeInput = z.input<typeof CreatePromoCodeSchema>;

export async function createPromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; code: CreatePromoCodeInput; now: Date },
): Promise<PromoCodeRow> {
  const { code, ...terms } = CreatePromoCodeSchema.parse(input.code);
  refusePastExpiry(terms.expiresAt, input.now);
  return deps.db.$transaction(async (tx) => {
    await refuseUnknownAudience(tx, terms.audienceId);
    const [created] = await tx.promoCode.createManyAndReturn({
      data: [{ code, ...termsData(terms) }],
      select: rowSelect,
      skipDuplicates: true,
    });
    if (!created) {
      throw new AppError("conflict", `The code ${code} exists already.`, {
        fields: { code: "exists already (codes ignore case)" },
      });
    }
    const row = toRow(created, input.now);
    await recordStaffAction(tx, input.actor, null, {
      action: "promo_code.create",
      promoCodeId: row.id,
      before: null,
      after: auditView(row),
    });
    return row;
  });
}
