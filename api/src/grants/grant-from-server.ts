// A game server granting a player gold, gems, monsters, relics or ingredients
// with a key that may grant rewards (rewards:grant): a tournament's prize, an
// event's drop. VIP days and game access are bought or given by staff, never
// by a server. One transaction locks the player, grants through grantReward
// (the wallet's ledger, reason server_grant; what does not fit goes to the
// inbox) and records the key's use with the grant's idempotency key. The
// player's row lock serialises their grants, so a retry with the same key
// finds the first grant's use and gets its result back (replayed: true)
// instead of a second grant.
import { isDeepStrictEqual } from "node:util";
import { z } from "@hono/zod-openapi";
import { RewardSchema, rewardLimits } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { historyTypes } from "../history/types.ts";
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

/** What the use row keeps of a grant, besides the key's own fields; a replay answers it again. */
interface StoredGrant {
  idempotencyKey: string;
  reason: string;
  /** What was asked for. */
  reward: z.output<typeof RewardSchema>;
  granted: ServerGrantResult["granted"];
  overflow: ServerGrantResult["overflow"];
  overflowMessageId: number | null;
  replayed: boolean;
}

async function wallet(tx: Db, userId: string) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true },
  });
  return { gold: user.freeCurrency, gems: user.paidCurrency };
}

/** The grant this player's idempotency key made before, if any (read under the player's lock). */
async function earlierGrant(tx: Db, userId: string, idempotencyKey: string): Promise<StoredGrant | null> {
  const earlier = await tx.history.findFirst({
    where: {
      userId,
      type: historyTypes.serverKeyUsed,
      AND: [
        { data: { path: ["operation"], equals: "grant_reward" } },
        { data: { path: ["idempotencyKey"], equals: idempotencyKey } },
        { data: { path: ["replayed"], equals: false } },
      ],
    },
    orderBy: { id: "asc" },
    select: { data: true },
  });
  if (!earlier) return null;
  // Only the grant's own fields: the key that made it is not the one retrying now.
  const { reason, reward, granted, overflow, overflowMessageId } = earlier.data as unknown as StoredGrant;
  return { idempotencyKey, reason, reward, granted, overflow, overflowMessageId, replayed: false };
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
  const use = (stored: StoredGrant) => ({
    scope: "rewards:grant" as const,
    operation: "grant_reward" as const,
    userId,
    now,
    details: { ...stored },
  });
  const result = await deps.db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new AppError("not_found", "No such player.");
    const earlier = await earlierGrant(tx, userId, idempotencyKey);
    if (earlier) {
      // Stored as jsonb, whose keys come back in its own order: compared as values.
      if (earlier.reason !== reason || !isDeepStrictEqual(earlier.reward, reward)) {
        throw new AppError(
          "conflict",
          "This idempotency key was already used for another grant to this player.",
          {
            reason: "idempotency_key_reused",
          },
        );
      }
      await recordServerKeyUse(tx, key, use({ ...earlier, replayed: true }));
      return { ...earlier, replayed: true };
    }
    const grant = await grantReward(tx, {
      userId,
      reward,
      reason: "server_grant",
      ref: `serverGrant:${idempotencyKey}`,
      now,
    });
    const stored: StoredGrant = {
      idempotencyKey,
      reason,
      reward,
      granted: grant.granted,
      overflow: grant.overflow,
      overflowMessageId: grant.overflowMessageId,
      replayed: false,
    };
    await recordServerKeyUse(tx, key, use(stored));
    return stored;
  });
  if (!result.replayed && (reward.gold || reward.gems)) await announceWallet(deps, userId);
  const { replayed, granted, overflow, overflowMessageId } = result;
  return { replayed, granted, overflow, overflowMessageId, wallet: await wallet(deps.db, userId) };
}
