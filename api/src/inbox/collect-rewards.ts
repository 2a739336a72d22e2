// Collecting a message's rewards: atomic and once. The conditional UPDATE is
// the guard (not a check before a write): of fifty simultaneous requests one
// flips areRewardsCollected and gets the rewards back; the others match no row.
// The grant runs in the same transaction with overflow "refuse": collecting
// must not create another message, so a full inventory answers 409 and the
// message stays collectable (the transaction rolls the flag back).

import { z } from "zod";
import { currencies } from "../catalogue/basics.ts";
import type { Reward } from "../catalogue/rewards.ts";
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

// ───────────────────────────── collect all ─────────────────────────────

/** The body of POST /api/inbox/collect-all: nothing to choose, and nothing else accepted. */
export const CollectAllSchema = z.strictObject({});

const CollectAllInputSchema = z.object({ userId: z.uuid(), now: z.date() });

export interface CollectedAll {
  /** The messages whose rewards were collected now, oldest first, with what each gave. */
  collected: { messageId: number; granted: Reward }[];
  /** Everything collected, added up. */
  total: Reward;
  /** Messages whose rewards did not fit in the inventory: still there, still collectable. */
  waiting: { messageId: number; overflow: Reward }[];
  /** New balances, for the `wallet:updated` event. */
  balances: GrantResult["balances"];
}

/** Two rewards added up: amounts summed, items listed, ingredients summed by name. */
export function addRewards(a: Reward, b: Reward): Reward {
  const sum: Reward = {};
  if (a.gold || b.gold) sum.gold = (a.gold ?? 0) + (b.gold ?? 0);
  if (a.gems || b.gems) sum.gems = (a.gems ?? 0) + (b.gems ?? 0);
  if (a.vipDays || b.vipDays) sum.vipDays = (a.vipDays ?? 0) + (b.vipDays ?? 0);
  if (a.gameAccess || b.gameAccess) sum.gameAccess = true;
  const items = [...(a.items ?? []), ...(b.items ?? [])];
  if (items.length) sum.items = items;
  const ingredients = new Map<string, number>();
  for (const { name, quantity } of [...(a.ingredients ?? []), ...(b.ingredients ?? [])]) {
    ingredients.set(name, (ingredients.get(name) ?? 0) + quantity);
  }
  if (ingredients.size) sum.ingredients = [...ingredients].map(([name, quantity]) => ({ name, quantity }));
  return sum;
}

/**
 * Collects every reward waiting in the player's inbox in one transaction. The
 * messages are locked first (oldest first, as collectMessageRewards locks its
 * one message before the inventory), so this and single collects queue rather
 * than deadlock; a message another request collected meanwhile no longer
 * matches. Each message is granted as collectMessageRewards grants it (same
 * ledger reason and ref, overflow "refuse") inside a savepoint: one whose
 * rewards do not fit is rolled back alone and stays collectable, and the rest
 * are collected. Running it again collects nothing and changes nothing.
 */
export async function collectAllRewards(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string; now: Date },
): Promise<CollectedAll> {
  const { userId, now } = CollectAllInputSchema.parse(input);
  const result = await deps.db.$transaction(
    async (tx) => {
      const claimable = await tx.$queryRaw<{ id: number; rewards: Reward }[]>`
        SELECT id, rewards FROM "Message"
        WHERE "userId" = ${userId}::uuid AND NOT "areRewardsCollected" AND rewards IS NOT NULL
          AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
        ORDER BY id
        FOR UPDATE`;
      const collected: CollectedAll["collected"] = [];
      const waiting: CollectedAll["waiting"] = [];
      const balances = new Map<string, GrantResult["balances"][number]>();
      let total: Reward = {};
      for (const message of claimable) {
        await tx.$executeRaw`SAVEPOINT collect_message`;
        try {
          await tx.$executeRaw`
            UPDATE "Message" SET "areRewardsCollected" = true, "isRead" = true WHERE id = ${message.id}`;
          const granted = await grantReward(tx, {
            userId,
            reward: message.rewards,
            reason: "message_reward",
            ref: `message:${message.id}`,
            now,
            overflow: "refuse",
          });
          await tx.$executeRaw`RELEASE SAVEPOINT collect_message`;
          collected.push({ messageId: message.id, granted: granted.granted });
          total = addRewards(total, granted.granted);
          for (const balance of granted.balances) {
            const before = balances.get(balance.currency);
            balances.set(balance.currency, { ...balance, delta: balance.delta + (before?.delta ?? 0) });
          }
        } catch (error) {
          if (!(error instanceof AppError && error.code === "conflict")) throw error;
          // The inventory is full for this one: undo it alone and go on with the others.
          await tx.$executeRaw`ROLLBACK TO SAVEPOINT collect_message`;
          await tx.$executeRaw`RELEASE SAVEPOINT collect_message`;
          waiting.push({
            messageId: message.id,
            overflow: (error.details?.overflow as Reward | undefined) ?? message.rewards,
          });
        }
      }
      // One order whatever the messages held: gold, then gems.
      return { collected, total, waiting, balances: currencies.flatMap((c) => balances.get(c) ?? []) };
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  if (result.balances.length > 0) await announceWallet(deps, userId);
  return result;
}
