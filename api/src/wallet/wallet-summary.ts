// What the header and the wallet:updated event show: both balances and VIP state.

import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { isVip } from "../vip/extend-vip.ts";

export interface WalletSummary {
  gold: number;
  gems: number;
  vipExpiresAt: string | null;
  isVip: boolean;
  totalVipDays: number;
}

export async function walletSummary(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<WalletSummary> {
  const { db } = deps;
  const { userId, now } = input;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true, vipExpiresAt: true, totalVipDays: true },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  return {
    gold: user.freeCurrency,
    gems: user.paidCurrency,
    vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
    isVip: isVip(user, now),
    totalVipDays: user.totalVipDays,
  };
}
