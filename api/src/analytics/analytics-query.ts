// The query every analytics metric takes: an inclusive range of UTC days and
// the bucket size of its series. Parsed at the edge (HTTP) and again by each
// use case, so a script or job calling a metric gets the same rules.
import { z } from "zod";
import { addDays, dayMs, utcDayKey } from "../time/utc-day.ts";

export const granularities = ["day", "week", "month"] as const;
export type Granularity = (typeof granularities)[number];

/** The longest range a metric reads: a year and a day (a leap year's worth). */
export const maxRangeDays = 366;
/** Without from/to a metric covers the 30 days up to today. */
const defaultRangeDays = 30;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const DaySchema = z
  .string()
  .regex(isoDay, "Expected a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && utcDayKey(dayOf(value)) === value, {
    message: "Not a calendar date",
  });

function dayOf(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / dayMs) + 1;
}

export const AnalyticsQuerySchema = z
  .object({
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    granularity: z.enum(granularities).default("day"),
  })
  .transform((query, ctx) => {
    const to = query.to ?? (query.from ? addDays(query.from, defaultRangeDays - 1) : utcDayKey(new Date()));
    const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
    const days = daysBetween(from, to);
    if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "from must be on or before to" });
      return z.NEVER;
    }
    if (days > maxRangeDays) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `The range is ${days} days; at most ${maxRangeDays} are allowed`,
      });
      return z.NEVER;
    }
    return { from, to, granularity: query.granularity, days };
  });

export type AnalyticsQueryInput = z.input<typeof AnalyticsQuerySchema>;
export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>;

/** The same-length period just before a query's range (for "change vs previous period"). */
export function previousPeriod(query: AnalyticsQuery): AnalyticsQuery {
  return { ...query, from: addDays(query.from, -query.days), to: addDays(query.from, -1) };
}

/** One flat row of a metric: what a table shows and a CSV holds. */
export type MetricRow = Record<string, string | number | null>;
