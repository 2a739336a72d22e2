// Staff granting a player gold, gems, items, ingredients, VIP days or game
// access, with a reason. The grant and its History staff_action row share one
// transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { RewardSchema, rewardLimits } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { iso, lockTarget } from "./player-record.ts";

export const GrantInputSchema = z
  .strictObject({
    gold: intInput({ min: 1, max: rewardLimits.gold }).optional(),
    gems: intInput({ min: 1, max: rewardLimits.gems }).optional(),
    items: RewardSchema.shape.items,
    ingredients: RewardSchema.shape.ingredients,
    vipDays: intInput({ min: 1, max: rewardLimits.vipDays }).optional(),
    gameAccess: z.literal(true).optional(),
    reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500),
  })
  .refine(
    (input) =>
      input.gold ||
      input.gems ||
      input.vipDays ||
      input.gameAccess ||
      input.items?.length ||
      input.ingredients?.length,
    {
      message: "Grant at least one thing.",
      path: ["gold"],
    },
  );
export type StaffGrantInput = z.input<typeof GrantInputSchema>;

const walletColumns = {
  freeCurrency: true,
  paidCurrency: true,
  vipExpiresAt: true,
  hasGameAccess: true,
} as const;

const walletState = (user: {
  freeCurrency: number;
  paidCurrency: number;
  vipExpiresAt: Date | null;
  hasGameAccess: boolean;
}) => ({
  gold: user.freeCurrency,
  gems: user.paidCurrency,
  vipExpiresAt: iso(user.vipExpiresAt),
  hasGameAccess: user.hasGameAccess,
});

/** Grants through grantReward (reason staff_grant, the staff member as actor): the wallet's ledger shows it. */
export async function grantToPlayer(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; userId: string; grant: StaffGrantInput; now: Date },
) {
  const { actor, userId, now } = input;
  const { reason, ...reward } = GrantInputSchema.parse(input.grant);
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: walletColumns });
    const result = await grantReward(tx, {
      userId,
      reward,
      reason: "staff_grant",
      actorId: actor.id,
      now,
    });
    const after = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: walletColumns });
    await recordStaffAction(tx, actor, userId, {
      action: "player.grant",
      reason,
      reward,
      granted: result.granted,
      overflow: result.overflow,
      before: walletState(before),
      after: walletState(after),
    });
    return {
      granted: result.granted,
      overflow: result.overflow,
      overflowMessageId: result.overflowMessageId,
      wallet: walletState(after),
    };
  });
}
