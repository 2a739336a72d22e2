// Ids of autoincrement rows, and counts kept in integer columns, are
// PostgreSQL integers (int4). A larger number names no row, and PostgreSQL
// refuses to compare or store it (a 500), so every such number from outside is
// checked against the bound at the edge.
import { z } from "zod";

/** The largest PostgreSQL integer (int4): 2^31 − 1. */
export const maxInt4 = 2_147_483_647;

/** The largest id an autoincrement row can have. */
export const maxRowId = maxInt4;

/** A row id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(maxRowId);

/** A row id in a path or query string (text). */
export const RowIdTextSchema = z.coerce.number().int().positive().max(maxRowId);

/**
 * A moment from outside: ISO 8601 text (JSON, query) or a Date (in-process
 * callers). z.coerce.date() alone would turn `true`, `7` or `[]` into 1970.
 */
export const InstantSchema = z.union([z.date(), z.iso.datetime({ offset: true })]).pipe(z.coerce.date());
