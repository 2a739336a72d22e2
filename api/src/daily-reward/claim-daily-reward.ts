// The daily reward: one day of the 28-day calendar (catalogue/calendar.ts) per UTC day, the
// day given by the login streak (User.loginDay), doubled for VIPs. Each claim
// is recorded (History daily_reward) with what it granted: a claimed day shows
// that, not what the day would give now (after the player became VIP). Claimable
// when hasClaimedDailyReward is false (the daily job clears it) or the last
// claim was before today (so a missed job run never locks players out). The
// player's rows are locked, so two clicks at once claim once.
import { dailyRewardCalendar } from "../catalogue/calendar.ts";
import type { Reward } from "../catalogue/rewards.ts";
import { vipPerks } from "../catalogue/vip.ts";
import type { AppDeps } from "../context.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type GrantResult, grantReward } from "../grants/grant-reward.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { dayMs, startOfUtcDay, utcDayKey } from "../time/utc-day.ts";
import { isVip } from "../vip/extend-vip.ts";
import { announceWallet } from "../wallet/wallet-events.ts";

/** Calendar index (0..27) for a login streak day (1 = first day). */
export function calendarIndex(loginDay: number): number {
  return (Math.max(1, loginDay) - 1) % dailyRewardCalendar.length;
}

/** Every countable part of a reward times `factor` (the VIP perk doubles them). */
export function scaleReward(reward: Reward, factor: number): Reward {
  if (factor === 1) return reward;
  const scaled: Reward = { ...reward };
  if (reward.gold) scaled.gold = reward.gold * factor;
  if (reward.gems) scaled.gems = reward.gems * factor;
  if (reward.vipDays) scaled.vipDays = reward.vipDays * factor;
  if (reward.ingredients) {
    scaled.ingredients = reward.ingredients.map((entry) => ({ ...entry, quantity: entry.quantity * factor }));
  }
  if (reward.items) scaled.items = Array.from({ length: factor }, () => reward.items!).flat();
  return scaled;
}

/** What claiming gives on streak day `loginDay`: that calendar day's reward, times the VIP multiplier. */
export function dailyRewardFor(
  loginDay: number,
  vip: boolean,
): { dayIndex: number; multiplier: number; reward: Reward } {
  const dayIndex = calendarIndex(loginDay);
  const multiplier = vip ? vipPerks.dailyRewardMultiplier : 1;
  return { dayIndex, multiplier, reward: scaleReward(dailyRewardCalendar[dayIndex]!, multiplier) };
}

/** Where a calendar day stands in the player's current streak. */
export type CalendarDayState = "claimed" | "missed" | "today" | "upcoming";

export interface CalendarDay {
  /** What the calendar gives on this day (before VIP). */
  reward: Reward;
  state: CalendarDayState;
  /** For a claimed day (today's too): what the claim granted, read from its record. */
  claimed: Reward | null;
}

export interface DailyRewardView {
  /** 0..27: today's day in the calendar. */
  todayIndex: number;
  claimable: boolean;
  isVip: boolean;
  multiplier: number;
  calendar: readonly Reward[];
  /**
   * Today's reward: once claimed, what the claim granted (its record, whatever VIP
   * is now); before, what claiming now would grant (VIP applied).
   */
  today: Reward;
  /** Today's reward has been claimed (and `today` is what it granted). */
  todayClaimed: boolean;
  /** Each calendar day of the current streak: claimed, missed, today or still to come. */
  days: CalendarDay[];
}

/** A daily_reward History row's data: the reward it granted (older rows: the multiplier it used). */
interface ClaimRecord {
  day?: string;
  calendarDay?: number;
  multiplier?: number;
  reward?: Reward;
}

/** What a claim granted, from its record: the stored reward, or the calendar day times its multiplier. */
export function claimedReward(record: ClaimRecord): Reward | null {
  if (record.reward) return record.reward;
  const base = record.calendarDay ? dailyRewardCalendar[record.calendarDay - 1] : undefined;
  return base ? scaleReward(base, record.multiplier ?? 1) : null;
}

async function lastClaimAt(db: Db, userId: string): Promise<Date | null> {
  const row = await db.history.findFirst({
    where: { userId, type: historyTypes.dailyReward },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}

/**
 * Not claimed today, and the flag is clear — or set by a claim on an earlier
 * day whose reset the daily job has not done yet.
 */
function isClaimable(flag: boolean, last: Date | null, now: Date): boolean {
  if (claimedToday(last, now)) return false;
  return !flag || last !== null;
}

export async function dailyRewardStatus(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; now: Date },
): Promise<DailyRewardView> {
  const user = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { loginDay: true, hasClaimedDailyReward: true, vipExpiresAt: true },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  const vip = isVip(user, input.now);
  const offer = dailyRewardFor(user.loginDay, vip);
  const todayIndex = offer.dayIndex;
  const today = startOfUtcDay(input.now);
  // The claims of the current pass through the calendar: its first day is todayIndex days ago.
  const firstDay = new Date(today.getTime() - todayIndex * dayMs);
  const claims = await deps.db.history.findMany({
    where: { userId: input.userId, type: historyTypes.dailyReward, createdAt: { gte: firstDay } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true, data: true },
  });
  const claimOn = new Map(
    claims.map((row) => {
      const record = (row.data ?? {}) as ClaimRecord;
      return [record.day ?? utcDayKey(row.createdAt), claimedReward(record)] as const;
    }),
  );
  const last = await lastClaimAt(deps.db, input.userId);
  const todayClaim = claimedToday(last, input.now) ? (claimOn.get(utcDayKey(today)) ?? null) : null;
  const days = dailyRewardCalendar.map((reward, index): CalendarDay => {
    if (index > todayIndex) return { reward, state: "upcoming", claimed: null };
    const claimed = claimOn.get(utcDayKey(new Date(firstDay.getTime() + index * dayMs))) ?? null;
    if (claimed) return { reward, state: "claimed", claimed };
    return { reward, state: index === todayIndex ? "today" : "missed", claimed: null };
  });
  return {
    todayIndex,
    claimable: isClaimable(user.hasClaimedDailyReward, last, input.now),
    isVip: vip,
    multiplier: offer.multiplier,
    calendar: dailyRewardCalendar,
    today: todayClaim ?? offer.reward,
    todayClaimed: todayClaim !== null,
    days,
  };
}

function claimedToday(last: Date | null, now: Date): boolean {
  return last !== null && last.getTime() >= startOfUtcDay(now).getTime();
}

export async function claimDailyReward(
  deps: Pick<AppDeps, "db" | "events">,
  input: { userId: string; now: Date },
): Promise<{ dayIndex: number; multiplier: number; reward: Reward; grant: GrantResult }> {
  const result = await deps.db.$transaction(async (tx) => {
    // Inventory, then User (grantReward's lock order): concurrent claims queue here.
    const [user] = await tx.$queryRaw<
      { loginDay: number; hasClaimedDailyReward: boolean; vipExpiresAt: Date | null }[]
    >`
      SELECT u."loginDay", u."hasClaimedDailyReward", u."vipExpiresAt"
      FROM "Inventory" i JOIN "User" u ON u.id = i."userId"
      WHERE i."userId" = ${input.userId}::uuid
      FOR UPDATE OF i, u`;
    if (!user) throw new AppError("not_found", "No such player.");
    const last = await lastClaimAt(tx, input.userId);
    if (!isClaimable(user.hasClaimedDailyReward, last, input.now)) {
      throw new AppError("conflict", "You already claimed today's reward. Come back tomorrow!", {
        reason: "already_claimed",
      });
    }
    const { dayIndex, multiplier, reward } = dailyRewardFor(user.loginDay, isVip(user, input.now));
    const day = utcDayKey(input.now);
    const ref = `daily:${day}`;
    const grant = await grantReward(tx, {
      userId: input.userId,
      reward,
      reason: "daily_reward",
      ref,
      now: input.now,
    });
    await tx.user.update({ where: { id: input.userId }, data: { hasClaimedDailyReward: true } });
    await tx.history.create({
      data: {
        type: historyTypes.dailyReward,
        userId: input.userId,
        createdAt: input.now,
        // What was granted, so the calendar shows it later whatever VIP becomes.
        data: { day, calendarDay: dayIndex + 1, multiplier, reward } as unknown as Prisma.InputJsonValue,
      } satisfies HistoryEntry,
    });
    return { dayIndex, multiplier, reward, grant };
  });
  await announceWallet(deps, input.userId);
  return result;
}
