// The login streak (User.loginDay) and activity bookkeeping, done on the first
// authenticated request of each UTC day. loginDay counts consecutive UTC days
// with a sign-in, today included: 1 on a first day or after a missed day.
// Both updates are conditional, so concurrent first requests count once.

import { recordActivityDay } from "../analytics/activity.ts";
import type { Db } from "../db.ts";
import { dayMs, startOfUtcDay } from "../time/utc-day.ts";
import { authConfig } from "./numbers.ts";

export interface ActivityState {
  id: string;
  lastLoginDate: Date | null;
  lastActiveAt: Date | null;
}

/** True when recordActivity would write something. */
export function activityDue(user: ActivityState, now = new Date()): boolean {
  const today = startOfUtcDay(now).getTime();
  if (!user.lastLoginDate || user.lastLoginDate.getTime() < today) return true;
  const stale = now.getTime() - authConfig.activityWriteIntervalSeconds * 1000;
  return !user.lastActiveAt || user.lastActiveAt.getTime() < stale;
}

export async function recordActivity(db: Db, user: ActivityState, now = new Date()): Promise<void> {
  if (!activityDue(user, now)) return;
  const today = startOfUtcDay(now);
  const yesterday = new Date(today.getTime() - dayMs);
  if (!user.lastLoginDate || user.lastLoginDate.getTime() < today.getTime()) {
    const continued = await db.user.updateMany({
      where: { id: user.id, lastLoginDate: yesterday },
      data: { loginDay: { increment: 1 }, lastLoginDate: today, lastActiveAt: now },
    });
    if (continued.count === 0) {
      await db.user.updateMany({
        where: { id: user.id, OR: [{ lastLoginDate: null }, { lastLoginDate: { lt: yesterday } }] },
        data: { loginDay: 1, lastLoginDate: today, lastActiveAt: now },
      });
    }
    await recordActivityDay(db, user.id, now);
    return;
  }
  await db.user.update({ where: { id: user.id }, data: { lastActiveAt: now } });
}
