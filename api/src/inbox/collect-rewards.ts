// Collecting a message's rewards: atomic and once. The conditional UPDATE is
// the guard (not a check before a write): of fifty simultaneous requests one
// flips areRewardsCollected and gets the rewards back; the others match no row.
// The grant runs in the same transaction with overflow "refuse": collecting
// must not create another message, so a full inventory answers 409 and the
// message stays collectable (the transaction rolls the flag back).

import type { Reward } from "../config/rewards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { announceWallet } from "../wallet/wallet-events.ts";

export interface CollectedRewards {
  messageId: number;
  granted: Reward;
  /** New balances, for the `wallet:updated` event. */
  balances: GrantResult["balances"];
  itemIds: number[];
}

export async function collectMessageRewards(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string; messageId: number; now: Date },
): Promise<CollectedRewards> {
  const collected = await deps.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ rewards: Reward }[]>`
      UPDATE "Message" SET "areRewardsCollected" = true, "isRead" = true
      WHERE id = ${input.messageId} AND "userId" = ${input.userId}::uuid
        AND NOT "areRewardsCollected" AND rewards IS NOT NULL
        AND ("expiresAt" IS NULL OR "expiresAt" > ${input.now})
      RETURNING rewards`;
    const row = rows[0];
    if (!row) {
      const message = await tx.message.findFirst({
        where: { id: input.messageId, userId: input.userId },
        select: { rewards: true, areRewardsCollected: true, expiresAt: true },
      });
      if (!message) throw new AppError("not_found", "No such message in your inbox.");
      if (message.rewards === null) throw new AppError("conflict", "This message has no rewards.");
      if (message.areRewardsCollected)
        throw new AppError("conflict", "These rewards were already collected.");
      throw new AppError("conflict", "This message has expired.");
    }
    const result = await grantReward(tx, {
      userId: input.userId,
      reward: row.rewards,
      reason: "message_reward",
      ref: `message:${input.messageId}`,
      now: input.now,
      overflow: "refuse",
    });
    return {
      messageId: input.messageId,
      granted: result.granted,
      balances: result.balances,
      itemIds: result.itemIds,
    };
  });
  // After the commit, with the committed balances.
  if (collected.balances.length > 0) await announceWallet(deps, input.userId);
  return collected;
}
