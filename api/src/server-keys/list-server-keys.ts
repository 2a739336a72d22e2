// Staff listing server keys, by name and status. Keys are few (one or two per
// game server), so the status filter reads which keys were rotated first.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import type { Db, Prisma } from "../db.ts";
import type { StaffListQuery } from "../staff/list-query.ts";
import {
  rowSelect,
  type ServerKeyRow,
  type ServerKeyStatus,
  serverKeyStatuses,
  withSuccessors,
} from "./server-key-record.ts";

export const serverKeySortFields = ["createdAt", "name", "lastUsedAt", "expiresAt"] as const;
export type ServerKeySortField = (typeof serverKeySortFields)[number];

export const ServerKeyFilterSchema = z.strictObject({
  /** Part of the name, any case. */
  q: z.string().trim().max(80).optional(),
  status: z.enum(serverKeyStatuses).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([z.uuid(), z.array(z.uuid()).max(500)]).optional(),
});
export type ServerKeyFilter = z.output<typeof ServerKeyFilterSchema>;

async function statusWhere(
  db: Db,
  status: ServerKeyStatus | undefined,
  now: Date,
): Promise<Prisma.ServerKeyWhereInput> {
  if (!status) return {};
  if (status === "revoked") return { revokedAt: { not: null } };
  const rotated = await db.serverKey.findMany({
    where: { rotatedFromId: { not: null } },
    select: { rotatedFromId: true },
  });
  const replaced = rotated.map((key) => key.rotatedFromId!);
  const working = { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  switch (status) {
    case "active":
      return { revokedAt: null, id: { notIn: replaced }, ...working };
    case "expired":
      return { revokedAt: null, id: { notIn: replaced }, expiresAt: { lte: now } };
    case "retiring":
      return { revokedAt: null, id: { in: replaced }, ...working };
    case "replaced":
      return { revokedAt: null, id: { in: replaced }, expiresAt: { lte: now } };
  }
}

export async function listServerKeys(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<ServerKeyFilter, ServerKeySortField> & { now: Date },
): Promise<{ rows: ServerKeyRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.ServerKeyWhereInput = { AND: [await statusWhere(deps.db, filter.status, query.now)] };
  if (filter.q) where.name = { contains: filter.q, mode: "insensitive" };
  if (filter.id !== undefined) where.id = idsIn(filter.id);
  const [keys, total] = await Promise.all([
    deps.db.serverKey.findMany({ where, select: rowSelect, ...pageArgs(query) }),
    deps.db.serverKey.count({ where }),
  ]);
  return { rows: await withSuccessors(deps.db, keys, query.now), total };
}
