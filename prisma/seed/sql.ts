// Building blocks for the bulk SQL path. Values are written as literals: they
// come from the catalogues, the rules and the seed's own numbers, never from users, and
// literals keep the statements identical on PostgreSQL and PGlite.
import { utcDayKey } from "../../api/src/time/utc-day.ts";

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A parenthesised array literal, so `${sqlTextArray(names)}[i]` subscripts it. */
export function sqlTextArray(values: readonly string[]): string {
  return `(ARRAY[${values.map(sqlString).join(", ")}]::text[])`;
}

export function sqlIntArray(values: readonly number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new Error(`not integers: ${values.join(", ")}`);
  return `(ARRAY[${values.join(", ")}]::int[])`;
}

/** A literal for Prisma's `timestamp(3)` columns, which hold UTC wall-clock time. */
export function sqlTimestamp(date: Date): string {
  return `TIMESTAMP '${date.toISOString().replace("T", " ").replace("Z", "")}'`;
}

export function sqlDate(date: Date): string {
  return `DATE '${utcDayKey(date)}'`;
}

/**
 * A pseudo-random float in [0, 1) derived from the seed, a purpose and row
 * keys: the same inputs give the same value on every run, so the bulk world is
 * as deterministic as the detailed one. It is a float8: arithmetic on PostgreSQL
 * numerics (exp, ln, power) is many times slower.
 */
export function sqlRandom(seed: number, purpose: string, ...keys: string[]): string {
  const key = [`'${seed}:${purpose}'`, ...keys].join(" || ':' || ");
  return `((hashtext(${key})::float8 + 2147483648) / 4294967296)`;
}

/** The SQL twin of seededUuid(seed, `${prefix}:${index}`). */
export function sqlSeededUuid(seed: number, prefix: string, indexExpression: string): string {
  return `overlay(overlay(md5('${seed}:${prefix}:' || ${indexExpression}) placing '4' from 13) placing '8' from 17)::uuid`;
}

/** `CASE` picking index 1..n of `weights` with the probability of each weight, from a [0, 1) draw. */
export function sqlWeightedIndex(draw: string, weights: readonly number[]): string {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let cumulative = 0;
  const branches = weights.slice(0, -1).map((weight, index) => {
    cumulative += weight / total;
    return `WHEN ${draw} < ${cumulative} THEN ${index + 1}`;
  });
  return `(CASE ${branches.join(" ")} ELSE ${weights.length} END)`;
}
