// VIP time is added from max(now, current end), so buying while VIP extends it
// and buying after it lapsed starts from now. totalVipDays counts every day ever
// granted. One statement, inside the caller's transaction.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";

export async function extendVip(
  tx: Db,
  input: { userId: string; days: number; now: Date },
): Promise<{ vipExpiresAt: Date; totalVipDays: number }> {
  if (!Number.isSafeInteger(input.days) || input.days <= 0) {
    throw new AppError("bad_request", "VIP days must be a positive whole number.");
  }
  const rows = await tx.$queryRaw<{ vipExpiresAt: Date; totalVipDays: number }[]>`
    UPDATE "User"
    SET "vipExpiresAt" = GREATEST(COALESCE("vipExpiresAt", ${input.now}), ${input.now})
                         + make_interval(days => ${input.days}::int),
        "totalVipDays" = "totalVipDays" + ${input.days},
        "updatedAt" = now()
    WHERE id = ${input.userId}::uuid
    RETURNING "vipExpiresAt", "totalVipDays"`;
  const row = rows[0];
  if (!row) throw new AppError("not_found", "No such player.");
  return row;
}

export function isVip(user: { vipExpiresAt: Date | null }, now: Date): boolean {
  return user.vipExpiresAt !== null && user.vipExpiresAt.getTime() > now.getTime();
}
