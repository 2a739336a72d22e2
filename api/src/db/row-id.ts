// Ids of autoincrement rows, and counts kept in integer columns, are
// PostgreSQL integers (int4). A larger number names no row, and PostgreSQL
// refuses to compare or store it (a 500), so every integer from outside is
// checked against the bound at the edge, by intInput or intText (ADR 092, 098).
import { z } from "zod";

/** The largest PostgreSQL integer (int4): 2^31 − 1. */
export const maxInt4 = 2_147_483_647;

/** The smallest PostgreSQL integer (int4): −2^31. */
export const minInt4 = -2_147_483_648;

/** The largest id an autoincrement row can have. */
export const maxRowId = maxInt4;

export interface IntBounds {
  /** At least −2^31 whatever is asked. */
  min?: number;
  /** At most 2^31 − 1 whatever is asked. */
  max?: number;
  /** Said when the value is out of the bounds ("Enter at least 1." otherwise). */
  message?: string;
}

function bounded<T extends z.ZodNumber>(schema: T, { min, max, message }: IntBounds): T {
  const low = Math.max(min ?? minInt4, minInt4);
  const high = Math.min(max ?? maxInt4, maxInt4);
  return schema
    .int({ message: message ?? "Enter a whole number." })
    .min(low, { message: message ?? `Enter at least ${low.toLocaleString("en")}.` })
    .max(high, { message: message ?? `Enter at most ${high.toLocaleString("en")}.` }) as T;
}

/**
 * The one schema for an integer from outside in JSON (a body, a socket
 * payload, a webhook, a cursor): whole, and within int4 or tighter bounds, so
 * 2^31, 2^53 or 1.5 is a 400 and never reaches a query or the arithmetic
 * before one.
 */
export function intInput(bounds: IntBounds = {}): z.ZodNumber {
  return bounded(z.number(), bounds);
}

/** The same for an integer written as text: a path parameter, a query parameter, a form field. */
export function intText(bounds: IntBounds = {}): z.ZodCoercedNumber<unknown> {
  return bounded(z.coerce.number(), bounds);
}

/** A row id in a JSON body. */
export const RowIdSchema = intInput({ min: 1, max: maxRowId });

/** A row id in a path or query string (text). */
export const RowIdTextSchema = intText({ min: 1, max: maxRowId });

/**
 * A moment from outside: ISO 8601 text (JSON, query) or a Date (in-process
 * callers). z.coerce.date() alone would turn `true`, `7` or `[]` into 1970.
 * The text must carry its offset (or Z): a bare "2026-11-26T00:37" is a wall
 * clock in some unknown zone, so it is refused rather than guessed as UTC.
 */
export const InstantSchema = z
  // A Date becomes its text first, so the API's document shows one form (a string
  // date-time, nullable where the field is) rather than two identical branches.
  .preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
    z.iso.datetime({
      offset: true,
      error: "a date and time with its UTC offset, e.g. 2026-11-26T05:37:00Z or 2026-11-26T00:37:00-05:00",
    }),
  )
  .pipe(z.coerce.date());
