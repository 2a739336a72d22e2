// The editable terms of a promo code, as the API takes them: empty form fields
// become null (no expiry, no use limit) and the rewards lose their blanks.
import { cleanReward } from "../rewards/RewardsInput";

export interface PromoCodeTermsForm {
  description?: string | null;
  expiresAt?: Date | string | null;
  maxUses?: number | null;
  rewards?: Record<string, unknown> | null;
  /** Only players in this saved audience may redeem it; empty: anyone. */
  audienceId?: number | null;
}

export function promoCodeTerms(values: PromoCodeTermsForm) {
  return {
    description: values.description ?? "",
    expiresAt: values.expiresAt || null,
    maxUses: values.maxUses ?? null,
    rewards: cleanReward(values.rewards),
    audienceId: values.audienceId ?? null,
  };
}
