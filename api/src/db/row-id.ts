// Ids of autoincrement rows are PostgreSQL integers (int4). A larger number
// names no row, and PostgreSQL refuses to compare an int4 column with it (a
// 500), so every id from outside is checked against the bound at the edge.
import { z } from "zod";

/** The largest id an autoincrement row can have (2^31 − 1). */
export const maxRowId = 2_147_483_647;

/** A row id in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(maxRowId);

/** A row id in a path or query string (text). */
export const RowIdTextSchema = z.coerce.number().int().positive().max(maxRowId);
