// The cursor of a player list that pages by position (docs/decisions/127):
// every player list takes `limit` and `cursor` and answers `nextCursor`, null
// on the last page. To clients the cursor is opaque text; here it is the
// offset of the next page's first row. Lists with a stable sort key page by
// that key instead (leaderboards/query-leaderboard.ts), behind the same names.
import { z } from "zod";
import { AppError } from "../errors.ts";
import { intInput } from "./row-id.ts";

const OffsetCursorSchema = z.strictObject({ o: intInput({ min: 1 }) });

/** Where a page starts: 0 without a cursor; a cursor that is not ours is a 400. */
export function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  try {
    return OffsetCursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"))).o;
  } catch {
    throw new AppError("validation_failed", "The page cursor is not valid.", {
      fields: { cursor: "invalid" },
    });
  }
}

/**
 * A page of `limit` rows from `rows`, read with `take: limit + 1` from `offset`:
 * the extra row only says whether there is a next page.
 */
export function offsetPage<Row>(
  rows: Row[],
  offset: number,
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const more = rows.length > limit;
  return {
    rows: rows.slice(0, limit),
    nextCursor: more ? Buffer.from(JSON.stringify({ o: offset + limit })).toString("base64url") : null,
  };
}
