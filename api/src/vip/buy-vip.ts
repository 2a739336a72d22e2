// Buying VIP time with gems from the VIP page (the shop's VIP passes and promo
// codes grant VIP days through grantReward too). The days go through
// grantReward, so extendVip's rule (from max(now, vipExpiresAt)) and
// totalVipDays hold wherever VIP comes from.
import { z } from "zod";
import { vipPackages, vipPerks } from "../config/game.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { debit } from "../wallet/wallet.ts";
import { announceWallet } from "../wallet/wallet-events.ts";
import { isVip } from "./extend-vip.ts";

export const vipPackageKeys = vipPackages.map((vipPackage) => vipPackage.key) as [string, ...string[]];
export const BuyVipSchema = z.object({ packageKey: z.enum(vipPackageKeys) });

export interface VipStatus {
  isVip: boolean;
  vipExpiresAt: string | null;
  totalVipDays: number;
  packages: { key: string; title: string; days: number; gemPrice: number }[];
  perks: typeof vipPerks;
}

export async function vipStatus(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<VipStatus> {
  const user = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { vipExpiresAt: true, totalVipDays: true },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  return {
    isVip: isVip(user, input.now),
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    totalVipDays: user.totalVipDays,
    packages: vipPackages.map(({ key, title, days, gemPrice }) => ({ key, title, days, gemPrice })),
    perks: vipPerks,
  };
}

export async function buyVip(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string; packageKey: string; now: Date },
): Promise<{ vipExpiresAt: string; totalVipDays: number; gems: number; days: number }> {
  const { packageKey } = BuyVipSchema.parse(input);
  const vipPackage = vipPackages.find((candidate) => candidate.key === packageKey)!;
  const result = await deps.db.$transaction(async (tx) => {
    // Inventory, then User: grantReward's lock order.
    await tx.$queryRaw`SELECT id FROM "Inventory" WHERE "userId" = ${input.userId}::uuid FOR UPDATE`;
    const ref = `vip:${vipPackage.key}:${input.now.toISOString()}`;
    const charge = await debit(tx, {
      userId: input.userId,
      currency: "gems",
      amount: vipPackage.gemPrice,
      reason: "vip_purchase",
      ref,
    });
    await grantReward(tx, {
      userId: input.userId,
      reward: { vipDays: vipPackage.days },
      reason: "vip_purchase",
      ref,
      now: input.now,
    });
    const user = await tx.user.findUniqueOrThrow({
      where: { id: input.userId },
      select: { vipExpiresAt: true, totalVipDays: true },
    });
    return {
      vipExpiresAt: user.vipExpiresAt!.toISOString(),
      totalVipDays: user.totalVipDays,
      gems: charge.balanceAfter,
      days: vipPackage.days,
    };
  });
  await announceWallet(deps, input.userId);
  return result;
}
