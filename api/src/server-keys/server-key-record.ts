// What the staff use cases of server keys share: a key as the console shows
// it (with its status, never its secret or hash), the audit's view of a key,
// the making of a new secret, and the key row locked for a change.
//
// A key stops working when it is revoked (revokedAt) or when it expires
// (expiresAt). A rotation makes a new key and sets the old one's expiresAt to
// the end of its grace, so a key with a successor is "retiring" until then and
// "replaced" after.
import { hashToken, newOpaqueToken } from "../auth/token-hash.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type ServerKeyScope, serverKeyScopes } from "./scopes.ts";

/** The secret's form: msk_ and 32 random bytes in base64url. */
export const serverKeyPrefix = "msk_";
/** How much of a key the lists show to recognise it: "msk_" and 8 characters. */
const shownLength = serverKeyPrefix.length + 8;

export const serverKeyStatuses = ["active", "retiring", "replaced", "expired", "revoked"] as const;
export type ServerKeyStatus = (typeof serverKeyStatuses)[number];

export interface ServerKeyRow {
  id: string;
  name: string;
  /** The key's first characters, to recognise it ("msk_3f9aB2xQ"). */
  prefix: string;
  scopes: ServerKeyScope[];
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  createdById: string | null;
  /** The key this one replaced by a rotation. */
  rotatedFromId: string | null;
  /** The key that replaced this one by a rotation. */
  replacedById: string | null;
  status: ServerKeyStatus;
}

export const rowSelect = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  expiresAt: true,
  revokedAt: true,
  lastUsedAt: true,
  createdAt: true,
  createdById: true,
  rotatedFromId: true,
} as const;

export type SelectedKey = Prisma.ServerKeyGetPayload<{ select: typeof rowSelect }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function statusOf(key: Pick<SelectedKey, "expiresAt" | "revokedAt">, replaced: boolean, now: Date) {
  if (key.revokedAt) return "revoked";
  const ended = key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime();
  if (replaced) return ended ? "replaced" : "retiring";
  return ended ? "expired" : "active";
}

export function toRow(key: SelectedKey, replacedById: string | null, now: Date): ServerKeyRow {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: serverKeyScopes.filter((scope) => key.scopes.includes(scope)),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
    lastUsedAt: iso(key.lastUsedAt),
    createdAt: key.createdAt.toISOString(),
    createdById: key.createdById,
    rotatedFromId: key.rotatedFromId,
    replacedById,
    status: statusOf(key, replacedById !== null, now),
  };
}

/** The keys with the key that replaced each (one query for a page of keys). */
export async function withSuccessors(db: Db, keys: SelectedKey[], now: Date): Promise<ServerKeyRow[]> {
  const successors =
    keys.length === 0
      ? []
      : await db.serverKey.findMany({
          where: { rotatedFromId: { in: keys.map((key) => key.id) } },
          select: { id: true, rotatedFromId: true },
        });
  const byOld = new Map(successors.map((key) => [key.rotatedFromId, key.id]));
  return keys.map((key) => toRow(key, byOld.get(key.id) ?? null, now));
}

/** The audit's view of a key: what it may do and until when, never its secret or hash. */
export function auditView(row: ServerKeyRow) {
  const { name, prefix, scopes, expiresAt, revokedAt } = row;
  return { name, prefix, scopes, expiresAt, revokedAt } as Prisma.InputJsonObject;
}

/** A new secret, the part lists show of it, and the hash kept in place of it. */
export function newServerKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const { token, tokenHash } = newOpaqueToken(serverKeyPrefix);
  return { secret: token, prefix: token.slice(0, shownLength), secretHash: tokenHash };
}

/** The hash a presented secret is looked up by. */
export const serverKeySecretHash = hashToken;

/** A key with its secret, answered once: when it is made and when it is rotated. */
export type IssuedServerKey = ServerKeyRow & { secret: string };

/** The key as it is, locked: a rotation racing a revocation sees one or the other. */
export async function lockServerKey(tx: Db, id: string, now: Date): Promise<ServerKeyRow> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "ServerKey" WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such server key.");
  const key = await tx.serverKey.findUniqueOrThrow({ where: { id }, select: rowSelect });
  const [row] = await withSuccessors(tx, [key], now);
  return row!;
}
