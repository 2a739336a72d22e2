// Staff making a batch of random promo codes with the same terms, in one
// transaction with its History staff_action row.
import { randomInt } from "node:crypto";
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import {
  PromoCodeTermsShape,
  refusePastExpiry,
  refuseUnknownAudience,
  termsData,
} from "./promo-code-record.ts";
import { promoCodeRules } from "./rules.ts";

/** The random part of a batch code: no 0/O or 1/I, so codes read aloud or typed stay unambiguous. */
const batchAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const batchRandomLength = 8;
export const maxBatchSize = 10_000;

export const CreatePromoCodeBatchSchema = z.strictObject({
  prefix: z
    .string()
    .trim()
    .min(1)
    .max(promoCodeRules.codeLength.max - batchRandomLength - 1)
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _ only")
    .transform((prefix) => prefix.toUpperCase()),
  count: intInput({ min: 1, max: maxBatchSize }),
  ...PromoCodeTermsShape,
});
export type CreatePromoCodeBatchInput = z.input<typeof CreatePromoCodeBatchSchema>;

function randomCode(prefix: string): string {
  let random = "";
  for (let i = 0; i < batchRandomLength; i += 1) random += batchAlphabet[randomInt(batchAlphabet.length)];
  return `${prefix}-${random}`;
}

/** A bound on collision retries: with 32^8 random parts, even one retry round is rare. */
const maxBatchRounds = 5;

export interface PromoCodeBatch {
  prefix: string;
  count: number;
  codes: { id: number; code: string }[];
}

/**
 * N random codes `<PREFIX>-XXXXXXXX` in one transaction: inserted with ON
 * CONFLICT DO NOTHING (the unique index decides), and any code that collided
 * with an existing one is replaced by a fresh one, so exactly N new codes exist.
 */
export async function createPromoCodeBatch(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; batch: CreatePromoCodeBatchInput; now: Date },
): Promise<PromoCodeBatch> {
  const { prefix, count, ...terms } = CreatePromoCodeBatchSchema.parse(input.batch);
  refusePastExpiry(terms.expiresAt, input.now);
  return deps.db.$transaction(
    async (tx) => {
      await refuseUnknownAudience(tx, terms.audienceId);
      const codes: { id: number; code: string }[] = [];
      for (let round = 0; codes.length < count; round += 1) {
        if (round === maxBatchRounds) throw new AppError("conflict", "Could not find enough free codes.");
        const wanted = new Set<string>();
        while (wanted.size < count - codes.length) wanted.add(randomCode(prefix));
        const created = await tx.promoCode.createManyAndReturn({
          data: [...wanted].map((code) => ({ code, ...termsData(terms) })),
          select: { id: true, code: true },
          skipDuplicates: true,
        });
        codes.push(...created);
      }
      codes.sort((a, b) => a.id - b.id);
      await recordStaffAction(tx, input.actor, null, {
        action: "promo_code.create_batch",
        before: null,
        after: {
          prefix,
          count,
          description: terms.description,
          rewards: terms.rewards,
          maxUses: terms.maxUses,
          expiresAt: terms.expiresAt?.toISOString() ?? null,
          audienceId: terms.audienceId,
          codes: codes.map((code) => code.code),
        },
      });
      return { prefix, count, codes };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}
