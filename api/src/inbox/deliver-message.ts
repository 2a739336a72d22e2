// One message into one player's inbox, inside the caller's transaction: the one
// writer of single messages (a reward that did not fit, an achievement, the
// welcome gift). Sends to many players at once are one INSERT … SELECT each,
// joined to the change they record so that they go out exactly once
// (send-messages.ts, vip/expire-vip.ts, leaderboards/reset-leaderboard.ts).
import type { Reward } from "../catalogue/rewards.ts";
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { CurrentMessageKey } from "./templates.ts";

export interface MessageDelivery {
  userId: string;
  /** A current template's key: a retired one does not compile. */
  key: CurrentMessageKey;
  params?: Prisma.InputJsonObject;
  rewards?: Reward;
  /** When the player received it (the use case's clock); the database's now otherwise. */
  createdAt?: Date;
  expiresAt?: Date;
}

export async function deliverMessage(tx: Db, input: MessageDelivery): Promise<{ id: number }> {
  return tx.message.create({
    data: {
      userId: input.userId,
      message: input.key,
      params: input.params ?? {},
      rewards: input.rewards as Prisma.InputJsonObject | undefined,
      createdAt: input.createdAt,
      expiresAt: input.expiresAt,
    },
    select: { id: true },
  });
}
