// UTC days: the game's day (daily reward, login streak, shop rotation, daily
// boards, activity rollups) begins and ends at midnight UTC everywhere.

export const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls in; also the value of a @db.Date column. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Midnight UTC at the end of the day `at` falls in: when the next day starts. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(startOfUtcDay(at).getTime() + dayMs);
}

/**
 * A date filter's inclusive end: a bare day ("YYYY-MM-DD") reaches its last
 * millisecond (UTC), a full timestamp is itself.
 */
export function inclusiveEndOf(value: string): Date {
  return value.length === 10 ? new Date(nextUtcMidnight(new Date(value)).getTime() - 1) : new Date(value);
}

/** The UTC day `at` falls in as "YYYY-MM-DD" (a @db.Date value in SQL, History data's `day`). */
export function utcDayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a "YYYY-MM-DD" day: the analytics' ranges, in the API and the console. */
export function addDays(day: string, days: number): string {
  return utcDayKey(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs));
}
