// Game access (User.hasGameAccess), the one place its rule lives: the first
// campaign chapter (freeCampaignMaps) is free; the rest of the campaign,
// challenges and PvP need access. Access comes from any real-money purchase,
// the Arena Pass bought with gems in the shop, a promo code or staff; every
// refusal names those ways so the game can offer them.
import { arenaPass } from "../catalogue/shop.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { freeCampaignMaps } from "./unlocks.ts";

/** What a player asks to play: a campaign map by its index, a challenge, or PvP. */
export type PlayTarget = { type: "campaign"; index: number } | { type: "challenge" } | { type: "pvp" };

/** Whether playing `target` needs game access (everything beyond the free first chapter). */
export function needsGameAccess(target: PlayTarget): boolean {
  return !(target.type === "campaign" && target.index < freeCampaignMaps);
}

/** The ways to get game access, as the refusal's details carry them and the game offers them. */
export const gameAccessWays = {
  arenaPass: { name: arenaPass.name, price: arenaPass.gemPrice, currency: "gems" },
  realMoney: "any gem pack",
  promoCode: true,
} as const;

export const gameAccessMessage =
  `Game access opens the rest of the campaign (after the first ${freeCampaignMaps} maps), challenges and PvP. ` +
  `Get it with the ${arenaPass.name} in the shop (${arenaPass.gemPrice} gems), any gem pack, or a promo code.`;

/** Throws 403 `no_game_access` when the player may not play `target`. */
export function requireGameAccess(player: { hasGameAccess: boolean }, target: PlayTarget): void {
  if (player.hasGameAccess || !needsGameAccess(target)) return;
  throw new AppError("forbidden", gameAccessMessage, { reason: "no_game_access", ways: gameAccessWays });
}

/**
 * Gives the player game access inside the caller's transaction; true when it
 * was given now, false when they had it already (the conditional update makes
 * two concurrent grants give it once).
 */
export async function grantGameAccess(tx: Db, userId: string): Promise<boolean> {
  const granted = await tx.$executeRaw`
    UPDATE "User" SET "hasGameAccess" = true WHERE id = ${userId}::uuid AND NOT "hasGameAccess"`;
  return granted > 0;
}
