// Who a presented server key is, and whether it may do what it asks. A key is
// looked up by the SHA-256 of the secret (unique index); GAME_SERVER_KEY from
// the environment is the bootstrap key: every scope, no row, its uses recorded
// under its own name. Refusals say why: an unknown, revoked, expired or
// replaced key is a 401; a key without the scope a 403 that names it.
// lastUsedAt moves at most once a minute per key, so a busy game server costs
// one small UPDATE a minute, not one per request.
import { timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { bootstrapKeyName, type ServerKeyScope, serverKeyScopeDoes, serverKeyScopes } from "./scopes.ts";
import { serverKeySecretHash } from "./server-key-record.ts";

/** The key a request was made with: a row's, or the bootstrap key's (id and prefix null). */
export interface ServerKeyPrincipal {
  id: string | null;
  name: string;
  prefix: string | null;
  scopes: readonly ServerKeyScope[];
}

/** How often lastUsedAt is written for one key, at most. */
export const lastUsedAtEveryMs = 60_000;

function isBootstrapKey(secretHash: string, bootstrap: string | undefined): boolean {
  if (!bootstrap) return false;
  // Equal-length digests: the comparison takes the same time whatever matches.
  return timingSafeEqual(Buffer.from(secretHash, "hex"), Buffer.from(serverKeySecretHash(bootstrap), "hex"));
}

export async function authenticateServerKey(
  deps: Pick<AppDeps, "db" | "env">,
  input: { secret: string; scope: ServerKeyScope; now: Date },
): Promise<ServerKeyPrincipal> {
  const { now, scope } = input;
  const secretHash = serverKeySecretHash(input.secret);
  if (isBootstrapKey(secretHash, deps.env.GAME_SERVER_KEY)) {
    return { id: null, name: bootstrapKeyName, prefix: null, scopes: serverKeyScopes };
  }
  const key = await deps.db.serverKey.findUnique({
    where: { secretHash },
    select: {
      id: true,
      name: true,
      prefix: true,
      scopes: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
    },
  });
  if (!key) throw new AppError("unauthorized", "Unknown server key.", { reason: "unknown_key" });
  const named = `The server key ${key.name} (${key.prefix}…)`;
  if (key.revokedAt) {
    throw new AppError("unauthorized", `${named} was revoked at ${key.revokedAt.toISOString()}.`, {
      reason: "revoked_key",
    });
  }
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) {
    const successor = await deps.db.serverKey.findFirst({
      where: { rotatedFromId: key.id },
      select: { id: true },
    });
    throw successor
      ? new AppError(
          "unauthorized",
          `${named} was replaced by a rotation and stopped working at ${key.expiresAt.toISOString()}: use its new key.`,
          { reason: "rotated_key" },
        )
      : new AppError("unauthorized", `${named} expired at ${key.expiresAt.toISOString()}.`, {
          reason: "expired_key",
        });
  }
  const scopes = serverKeyScopes.filter((known) => key.scopes.includes(known));
  if (!scopes.includes(scope)) {
    throw new AppError(
      "forbidden",
      `${named} may not ${serverKeyScopeDoes(scope)}: it needs the scope "${scope}".`,
      { reason: "missing_scope", scope },
    );
  }
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= lastUsedAtEveryMs) {
    // Conditional, so instances racing on one key write it once.
    await deps.db.serverKey.updateMany({
      where: {
        id: key.id,
        OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: new Date(now.getTime() - lastUsedAtEveryMs) } }],
      },
      data: { lastUsedAt: now },
    });
  }
  return { id: key.id, name: key.name, prefix: key.prefix, scopes };
}
