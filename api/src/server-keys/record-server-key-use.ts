// The one writer of a server key's uses: a History `server_key_used` row per
// operation a key was accepted for, naming the key (id, name, prefix), the
// scope, the operation and the player it was for. A use case calls it once its
// input is valid; a grant writes it in the grant's own transaction.
import type { Db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import type { ServerKeyPrincipal } from "./authenticate-server-key.ts";
import type { ServerKeyScope } from "./scopes.ts";

/** What a game server did with a key, as its uses name it. */
export const serverKeyOperations = ["report_match", "grant_reward"] as const;
export type ServerKeyOperation = (typeof serverKeyOperations)[number];

/** The History data of one use. */
export interface ServerKeyUse {
  keyId: string | null;
  keyName: string;
  keyPrefix: string | null;
  scope: ServerKeyScope;
  operation: ServerKeyOperation;
}

export async function recordServerKeyUse(
  db: Db,
  key: ServerKeyPrincipal,
  use: {
    scope: ServerKeyScope;
    operation: ServerKeyOperation;
    userId: string;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const data: ServerKeyUse & Record<string, unknown> = {
    keyId: key.id,
    keyName: key.name,
    keyPrefix: key.prefix,
    scope: use.scope,
    operation: use.operation,
    ...use.details,
  };
  await db.history.create({
    data: {
      type: historyTypes.serverKeyUsed,
      userId: use.userId,
      createdAt: use.now,
      data: data as Prisma.InputJsonValue,
    } satisfies HistoryEntry,
  });
}
