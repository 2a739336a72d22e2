// UTC date arithmetic for the demo world; every date is relative to `now`.
import { dayMs, startOfUtcDay } from "../../api/src/time/utc-day.ts";

export const minuteMs = 60 * 1000;
export const hourMs = 60 * minuteMs;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export function addDays(date: Date, days: number): Date {
  return addMs(date, days * dayMs);
}

/** Whole UTC days from `from`'s day to `to`'s day. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / dayMs);
}
