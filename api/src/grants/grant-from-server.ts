// A game server granting a player gold, gems, monsters, relics or ingredients
// with a key that may grant rewards (rewards:grant): a tournament's prize, an
// event's drop. VIP days and game access are bought or given by staff, never
// by a server. One transaction locks the player, grants through grantReward
// (the wallet's ledger, reason server_grant; what does not fit goes to the
// inbox), keeps the grant as a ServerGrant row, whose unique (player,
// idempotency key) makes it happen once, and records the key's use. A retry
// with the same key gets the first grant's result back (replayed: true); the
// player's row lock makes a concurrent retry wait for the first to commit.
import { isDeepStrictEqual } from "node:util";
import { z } from "@hono/zod-openapi";
import { RewardSchema, rewardLimits } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { ServerKeyPrincipal } from "../server-keys/authenticate-server-key.ts";
import { recordServerKeyUse } from "../server-keys/record-server-key-use.ts";
import { IdempotencyKeySchema } from "../shop/purchase-shop-item.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { grantReward } from "./grant-reward.ts";

export const ServerGrantSchema = z
  .strictObject({
    gold: intInput({ min: 1, max: rewardLimits.gold }).optional(),
    gems: intInput({ min: 1, max: rewardLimits.gems }).optional(),
    items: RewardSchema.shape.items,
    ingredients: RewardSchema.shape.ingredients,
    reason: z.string().trim().min(3, "Say what the grant is for (at least 3 characters).").max(500).openapi({
      description: "What the grant is for, kept with the key's use (e.g. 'Weekend cup: 2nd place')",
    }),
  })
  .refine((grant) => grant.gold || grant.gems || grant.items?.length || grant.ingredients?.length, {
    message: "Grant at least one thing.",
    path: ["gold"],
  })
  .openapi("ServerGrant");
export type ServerGrantInput = z.input<typeof ServerGrantSchema>;

export interface ServerGrantResult {
  /** True when this idempotency key granted before: nothing was granted again. */
  replayed: boolean;
  granted: z.output<typeof RewardSchema>;
  overflow: z.output<typeof RewardSchema> | null;
  overflowMessageId: number | null;
  wallet: { gold: number; gems: number };
}

/** What a ServerGrant row keeps: what was asked for, and what it granted (answered again on a retry). */
interface GrantRequest {
  reason: string;
  reward: z.output<typeof RewardSchema>;
}
type GrantOutcome = Omit<ServerGrantResult, "replayed" | "wallet">;

async function wallet(tx: Db, userId: string) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true },
  });
  return { gold: user.freeCurrency, gems: user.paidCurrency };
}

export async function grantFromServer(
  deps: Pick<AppDeps, "db" | "events">,
  input: {
    key: ServerKeyPrincipal;
    userId: string;
    idempotencyKey: string;
    grant: ServerGrantInput;
    now: Date;
  },
): Promise<ServerGrantResult> {
  const { key, now } = input;
  const userId = z.uuid().parse(input.userId);
  const idempotencyKey = IdempotencyKeySchema.parse(input.idempotencyKey);
  const { reason, ...reward } = ServerGrantSchema.parse(input.grant);
  const request: GrantRequest = { reason, reward };
  const use = (outcome: GrantOutcome, replayed: boolean) => ({
    scope: "rewards:grant" as const,
    operation: "grant_reward" as const,
    userId,
    now,
    details: { idempotencyKey, ...request, ...outcome, replayed },
  });
  const result = await deps.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new AppError("not_found", "No such player.");
    const earlier = await tx.serverGrant.findUnique({
      where: { userId_idempotencyKey: { userId, idempotencyKey } },
      select: { request: true, result: true },
    });
    if (earlier) {
      // Stored as jsonb, whose keys come back in its own order: compared as values.
      if (!isDeepStrictEqual(earlier.request, JSON.parse(JSON.stringify(request)))) {
        throw new AppError(
          "conflict",
          "This idempotency key was already used for another grant to this player.",
          {
            reason: "idempotency_key_reused",
          },
        );
      }
      const outcome = earlier.result as unknown as GrantOutcome;
      await recordServerKeyUse(tx, key, use(outcome, true));
      return { ...outcome, replayed: true };
    }
    const grant = await grantReward(tx, {
      userId,
      reward,
      reason: "server_grant",
      ref: `serverGrant:${idempotencyKey}`,
      now,
    });
    const outcome: GrantOutcome = {
      granted: grant.granted,
      overflow: grant.overflow,
      overflowMessageId: grant.overflowMessageId,
    };
    await tx.serverGrant.create({
      data: {
        userId,
        idempotencyKey,
        request: JSON.parse(JSON.stringify(request)),
        result: JSON.parse(JSON.stringify(outcome)),
      },
    });
    await recordServerKeyUse(tx, key, use(outcome, false));
    return { ...outcome, replayed: false };
  });
  if (!result.replayed && (reward.gold || reward.gems)) await announceWallet(deps, userId);
  const { replayed, granted, overflow, overflowMessageId } = result;
  return { replayed, granted, overflow, overflowMessageId, wallet: await wallet(deps.db, userId) };
}
