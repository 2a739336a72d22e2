// One promo code for the console, with its status.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type PromoCodeRow, rowSelect, toRow } from "./promo-code-record.ts";

export async function getPromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<PromoCodeRow> {
  const row = await deps.db.promoCode.findUnique({ where: { id: input.id }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such promo code.");
  return toRow(row, input.now);
}
