// What the header and the wallet:updated event show: both balances and VIP state.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { isVip } from "../vip/extend-vip.ts";

export interface WalletSummary {
  gold: number;
  gems: number;
  vipExpiresAt: string | null;
  isVip: boolean;
  totalVipDays: number;
}

export async function walletSummary(db: Db, userId: string, now: Date = new Date()): Promise<WalletSummary> {
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
