// Gives a player a Reward (currencies, monsters, relics, ingredients, VIP days,
// game access) inside the caller's transaction. Every source of rewards — promo
// codes, shop items, matches, quests, achievements, messages, polls, leaderboard
// ranks, staff grants — goes through here, so the rules hold everywhere:
// currency through the wallet (with its ledger), and inventory caps respected.
// What does not fit is never lost: it is sent to the inbox as a message
// carrying the rest (product.md), or the grant is refused when the caller says so.
// What fits is decided by the pure rules in ./inventory-fit.ts.

import { isEmptyReward, type Reward, RewardSchema } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { LedgerReason } from "../history/types.ts";
import { deliverMessage } from "../inbox/deliver-message.ts";
import { messageKeys } from "../inbox/templates.ts";
import { effectiveCapacities } from "../inventory/capacity.ts";
import { lockInventory } from "../inventory/locate.ts";
import { grantGameAccess } from "../progression/game-access.ts";
import { extendVip } from "../vip/extend-vip.ts";
import { type BalanceChange, credit } from "../wallet/wallet.ts";
import { fitIngredients, fitItems } from "./inventory-fit.ts";

export interface GrantInput {
  userId: string;
  reward: Reward;
  /** The ledger reason for currencies, and the source shown on an overflow message. */
  reason: LedgerReason;
  ref?: string | null;
  actorId?: string | null;
  now: Date;
  /**
   * What to do with what does not fit in the inventory: "inbox" sends it as a
   * message (the default), "refuse" throws 409 and grants nothing (collecting a
   * message's rewards must not make another message).
   */
  overflow?: "inbox" | "refuse";
}

export interface GrantResult {
  /** What went into the wallet and inventory. */
  granted: Reward;
  /** What did not fit and was sent to the inbox, if anything. */
  overflow: Reward | null;
  overflowMessageId: number | null;
  balances: BalanceChange[];
  itemIds: number[];
}

export async function grantReward(tx: Db, input: GrantInput): Promise<GrantResult> {
  const reward = RewardSchema.parse(input.reward);
  const balances: BalanceChange[] = [];
  const granted: Reward = {};
  const overflow: Reward = {};

  // Lock the player's inventory first: concurrent grants then see each other's
  // items, and caps cannot be exceeded by a race.
  const inventory = await lockInventory(tx, input.userId);

  // VIP first: its extra slots count for the items granted alongside it.
  if (reward.vipDays) {
    const vip = await extendVip(tx, { userId: input.userId, days: reward.vipDays, now: input.now });
    inventory.vipExpiresAt = vip.vipExpiresAt;
    granted.vipDays = reward.vipDays;
  }
  const caps = effectiveCapacities(inventory, inventory, input.now);

  if (reward.items?.length) {
    const counts = await tx.item.groupBy({
      by: ["type"],
      where: { inventoryId: inventory.id },
      _count: { _all: true },
    });
    const held = { monster: 0, relic: 0 };
    for (const row of counts) held[row.type] = row._count._all;
    const { fits, rest } = fitItems(reward.items, held, caps);
    if (fits.length) granted.items = fits;
    if (rest.length) overflow.items = rest;
  }

  if (reward.ingredients?.length) {
    const existing = await tx.ingredient.findMany({
      where: { inventoryId: inventory.id },
      select: { name: true, quantity: true },
    });
    const held = new Map(existing.map((row) => [row.name, row.quantity]));
    const { fits, rest } = fitIngredients(reward.ingredients, held, caps);
    if (fits.length) granted.ingredients = fits;
    if (rest.length) overflow.ingredients = rest;
  }

  if (!isEmptyReward(overflow) && input.overflow === "refuse") {
    throw new AppError("conflict", "Your inventory is full: make room first.", { overflow });
  }

  if (reward.gold) {
    balances.push(await credit(tx, { ...ledgerOf(input), currency: "gold", amount: reward.gold }));
    granted.gold = reward.gold;
  }
  if (reward.gems) {
    balances.push(await credit(tx, { ...ledgerOf(input), currency: "gems", amount: reward.gems }));
    granted.gems = reward.gems;
  }
  if (reward.gameAccess) {
    await grantGameAccess(tx, input.userId);
    granted.gameAccess = true;
  }

  const itemIds: number[] = [];
  for (const item of granted.items ?? []) {
    const created = await tx.item.create({
      data: {
        inventoryId: inventory.id,
        type: item.type,
        name: item.name,
        quality: item.quality,
        level: item.level ?? 1,
      },
      select: { id: true },
    });
    itemIds.push(created.id);
  }
  for (const { name, quantity } of granted.ingredients ?? []) {
    await tx.ingredient.upsert({
      where: { inventoryId_name: { inventoryId: inventory.id, name } },
      create: { inventoryId: inventory.id, name, quantity },
      update: { quantity: { increment: quantity } },
    });
  }

  let overflowMessageId: number | null = null;
  if (!isEmptyReward(overflow)) {
    const message = await deliverMessage(tx, {
      userId: input.userId,
      key: messageKeys.inventoryFull,
      params: { source: input.reason },
      rewards: overflow,
    });
    overflowMessageId = message.id;
  }

  return {
    granted,
    overflow: isEmptyReward(overflow) ? null : overflow,
    overflowMessageId,
    balances,
    itemIds,
  };
}

function ledgerOf(input: GrantInput) {
  return {
    userId: input.userId,
    reason: input.reason,
    ref: input.ref ?? null,
    actorId: input.actorId ?? null,
  };
}
