// A key's recent uses for the console: its History `server_key_used` rows,
// newest first, with the player each was for by name. Read through History's
// (type, createdAt) index and filtered by the key's id in the row's data.
import { z } from "zod";
import { type Person, peopleByIds, personOf } from "../audit/people.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { historyTypes } from "../history/types.ts";
import type { StaffListQuery } from "../staff/list-query.ts";

export const serverKeyUseSortFields = ["createdAt", "id"] as const;
export type ServerKeyUseSortField = (typeof serverKeyUseSortFields)[number];

export const ServerKeyUseFilterSchema = z.strictObject({
  /** Required: uses are listed per key (its show page). */
  keyId: z.uuid(),
});

export interface ServerKeyUseRow {
  id: number;
  createdAt: string;
  keyId: string;
  scope: string;
  operation: string;
  userId: string | null;
  /** The player the use was for, by name. */
  user: Person | null;
  /** The operation's own facts: the match id, or the grant and its idempotency key. */
  data: unknown;
}

export async function listServerKeyUses(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<z.output<typeof ServerKeyUseFilterSchema>, ServerKeyUseSortField>,
): Promise<{ rows: ServerKeyUseRow[]; total: number }> {
  const where: Prisma.HistoryWhereInput = {
    type: historyTypes.serverKeyUsed,
    data: { path: ["keyId"], equals: query.filter.keyId },
  };
  const [rows, total] = await Promise.all([
    deps.db.history.findMany({ where, ...pageArgs(query) }),
    deps.db.history.count({ where }),
  ]);
  const people = await peopleByIds(
    deps.db,
    query.actor,
    rows.map((row) => row.userId),
  );
  return {
    rows: rows.map((row) => {
      const data = (row.data ?? {}) as { scope?: unknown; operation?: unknown };
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        keyId: query.filter.keyId,
        scope: String(data.scope ?? ""),
        operation: String(data.operation ?? ""),
        userId: row.userId,
        user: personOf(people, row.userId),
        data: row.data,
      };
    }),
    total,
  };
}
