// Promo codes' limits.

/** Promo codes: their length and how often a player or an address may try one. */
export const promoCodeRules = {
  /** Codes are stored and matched upper-case. */
  codeLength: { min: 3, max: 40 },
  rateLimits: {
    /** Redemption attempts (right or wrong) per player. */
    attemptsPerUser: { points: 10, durationSeconds: 10 * 60 },
    /** Redemption attempts per address (guessing codes with many accounts). */
    attemptsPerAddress: { points: 60, durationSeconds: 10 * 60 },
  },
} as const;
