// The most recent fire of a schedule at or before a time, for the catch-up at
// start. node-cron only looks forward, so this walks back one UTC day at a
// time and lets node-cron's own matcher (task.match) judge each day.

import { dayMs, startOfUtcDay } from "@arena/api/time/utc-day";
import cron, { type ScheduledTask } from "node-cron";

/** Far enough back for any daily, weekly, monthly or yearly pattern. */
const lookbackDays = 400;

export function latestFireAtOrBefore(task: ScheduledTask, at: Date): Date | null {
  const fields = cron.parse(task.getPattern());
  // On a day whose date fields match, every hour × minute × second of the
  // pattern fires, so only the latest of those at or before `at` needs checking.
  const secondsOfDay = fields.hour
    .flatMap((hour) =>
      fields.minute.flatMap((minute) => fields.second.map((second) => hour * 3600 + minute * 60 + second)),
    )
    .sort((a, b) => b - a);
  const startOfToday = startOfUtcDay(at).getTime();
  const nowSecondOfDay = Math.floor((at.getTime() - startOfToday) / 1000);
  for (let daysBack = 0; daysBack <= lookbackDays; daysBack++) {
    const limit = daysBack === 0 ? nowSecondOfDay : 86_399;
    const second = secondsOfDay.find((candidate) => candidate <= limit);
    if (second === undefined) continue;
    const candidate = new Date(startOfToday - daysBack * dayMs + second * 1000);
    if (task.match(candidate)) return candidate;
  }
  return null;
}
