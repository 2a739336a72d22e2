// The welcome gift: a reward message a new player finds in the inbox. It is
// written in the transaction that creates the account (credential sign-up and
// OAuth sign-up both call it right after createPlayer), so an account never
// exists without its gift and a retried sign-up that failed leaves neither.
// The reward is catalogue data (welcomeGift) and is collected like any reward message
// (api/src/inbox/collect-rewards.ts: once, by a conditional update).
import { welcomeGift } from "../catalogue/new-players.ts";
import type { Db } from "../db.ts";
import { deliverMessage } from "../inbox/deliver-message.ts";
import { messageKeys } from "../inbox/templates.ts";
import { dayMs } from "../time/utc-day.ts";

export async function sendWelcomeGift(tx: Db, input: { userId: string; now: Date }): Promise<{ id: number }> {
  return deliverMessage(tx, {
    userId: input.userId,
    key: messageKeys.welcomeGift,
    rewards: welcomeGift.reward,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + welcomeGift.lifetimeDays * dayMs),
  });
}
