// Redeeming a promo code (product.md "Promo codes"). Codes are stored
// upper-case and matched case-insensitively. Under any concurrency:
// - one redemption per player per code: the unique (promoCodeId, userId) row,
//   inserted with ON CONFLICT DO NOTHING (a parallel second attempt waits for
//   the first and then sees it);
// - currentUses never exceeds maxUses: one conditional UPDATE takes a use
//   ("currentUses" < "maxUses"), backed by a CHECK constraint;
// and the rewards go through grantReward in the same transaction.
// Distinct errors: unknown 404, expired 409 (reason "expired"), restricted
// to an audience the player is not in 403 ("not_in_audience", decided in SQL
// by the audience's rules at that moment), used up 409 ("used_up"), already
// redeemed 409 ("already_redeemed").
import { z } from "zod";
import { audiencesContaining, storedRules } from "../audiences/membership.ts";
import type { AttemptLimit } from "../auth/rate-limits.ts";
import { authRuntime } from "../auth/runtime.ts";
import { type Reward, RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { promoCodeRules } from "./rules.ts";

export const PromoCodeSchema = z
  .string()
  .trim()
  .min(promoCodeRules.codeLength.min, "Enter the code.")
  .max(promoCodeRules.codeLength.max, "That code is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "Codes have letters, digits, - and _ only.")
  .transform((code) => code.toUpperCase());

export const RedeemPromoCodeSchema = z.object({ code: PromoCodeSchema });

const limits = promoCodeRules.rateLimits;
export const promoAttemptLimits = {
  perUser: { name: "promo-user", ...limits.attemptsPerUser, what: "promo code attempts" },
  perAddress: {
    name: "promo-address",
    ...limits.attemptsPerAddress,
    what: "promo code attempts from this address",
  },
} satisfies Record<string, AttemptLimit>;

export interface RedemptionResult {
  code: string;
  description: string;
  rewards: Reward;
  grant: GrantResult;
}

/** A code for an audience: the player must be in it now (rules that no longer parse hold for nobody). */
async function refuseOutsideAudience(tx: Db, audienceId: number, input: { userId: string; now: Date }) {
  const audience = await tx.audience.findUnique({ where: { id: audienceId }, select: { rules: true } });
  const rules = audience ? storedRules(audience.rules) : null;
  const inside = rules
    ? (
        await audiencesContaining(tx, {
          userId: input.userId,
          audiences: [{ id: audienceId, rules }],
          now: input.now,
        })
      ).has(audienceId)
    : false;
  if (!inside) {
    throw new AppError("forbidden", "This code is not available for your account.", {
      reason: "not_in_audience",
    });
  }
}

export async function redeemPromoCode(
  deps: Pick<AppDeps, "db" | "env" | "events"> & Partial<AppDeps>,
  input: { userId: string; code: string; now: Date; address?: string | null },
): Promise<RedemptionResult> {
  // Every attempt counts, right or wrong: guessing codes is what the limit is for.
  const { limits: rateLimits } = authRuntime(deps as AppDeps);
  await rateLimits.consumeAttempt(promoAttemptLimits.perUser, input.userId);
  if (input.address) await rateLimits.consumeAttempt(promoAttemptLimits.perAddress, input.address);

  const { code } = RedeemPromoCodeSchema.parse(input);
  const result = await deps.db.$transaction(
    async (tx) => {
      const promo = await tx.promoCode.findUnique({ where: { code } });
      if (!promo) throw new AppError("not_found", "That code does not exist.", { reason: "unknown" });
      if (promo.expiresAt && promo.expiresAt.getTime() <= input.now.getTime()) {
        throw new AppError("conflict", "That code has expired.", {
          reason: "expired",
          expiredAt: promo.expiresAt.toISOString(),
        });
      }
      if (promo.audienceId !== null) await refuseOutsideAudience(tx, promo.audienceId, input);
      const redemption = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO "PromoCodeRedemption" ("promoCodeId", "userId", "redeemedAt")
        VALUES (${promo.id}, ${input.userId}::uuid, ${input.now})
        ON CONFLICT ("promoCodeId", "userId") DO NOTHING RETURNING id`;
      if (redemption.length === 0) {
        throw new AppError("conflict", "You have already redeemed that code.", {
          reason: "already_redeemed",
        });
      }
      const taken = await tx.$executeRaw`
        UPDATE "PromoCode" SET "currentUses" = "currentUses" + 1
        WHERE id = ${promo.id} AND ("maxUses" IS NULL OR "currentUses" < "maxUses")`;
      if (taken === 0) {
        throw new AppError("conflict", "That code has been used up.", { reason: "used_up" });
      }
      const rewards = RewardSchema.parse(promo.rewards);
      const grant = await grantReward(tx, {
        userId: input.userId,
        reward: rewards,
        reason: "promo_code",
        ref: `promo:${promo.code}`,
        now: input.now,
      });
      await tx.$executeRaw`
        UPDATE "User" SET "usedPromoCodes" = array_append("usedPromoCodes", ${promo.code}), "updatedAt" = now()
        WHERE id = ${input.userId}::uuid AND NOT (${promo.code} = ANY("usedPromoCodes"))`;
      await recordWebhookEvent(tx, "promo.redeemed", { userId: input.userId, code: promo.code });
      return { code: promo.code, description: promo.description, rewards, grant };
    },
    { maxWait: 60_000, timeout: 60_000 },
  );
  await announceWallet(deps, input.userId);
  deps.events.emit("promo:redeemed", { userId: input.userId, code: result.code });
  return result;
}
