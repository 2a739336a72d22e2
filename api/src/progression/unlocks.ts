// Which parts of the game a player's campaign progress opens.

/**
 * The first campaign chapter (maps 1–3) is free: anyone may play it, also
 * without User.hasGameAccess. The rest of the campaign, challenges and PvP need
 * game access, which any real-money purchase, the Arena Pass (gems, in the
 * shop), a promo code or staff give (api/src/progression/game-access.ts).
 */
export const freeCampaignMaps = 3;

/** Challenges open once this many campaign maps are completed (User.campaignProgress). */
export const challengesUnlockAfterMaps = 3;
