// A player's game-client sign-ins (docs/decisions/124): the ones in force,
// and ending one (a lost phone) without signing out anywhere else.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";

export interface ClientSessionEntry {
  id: string;
  method: "device" | "password" | "google" | "discord";
  clientName: string | null;
  createdAt: string;
  lastUsedAt: string;
}

/** In force: not revoked, and begun at the user's current session version. */
export async function listClientSessions(
  deps: AppDeps,
  input: { userId: string },
): Promise<ClientSessionEntry[]> {
  const user = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { sessionVersion: true },
  });
  if (!user) return [];
  const sessions = await deps.db.clientSession.findMany({
    where: { userId: input.userId, revokedAt: null, sessionVersion: user.sessionVersion },
    orderBy: { lastUsedAt: "desc" },
    take: 100,
    select: { id: true, method: true, clientName: true, createdAt: true, lastUsedAt: true },
  });
  return sessions.map((session) => ({
    ...session,
    method: session.method as ClientSessionEntry["method"],
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
  }));
}

export async function endClientSessionOf(
  deps: AppDeps,
  input: { userId: string; id: string; now: Date },
): Promise<{ signedOut: true; clientName: string | null }> {
  const session = await deps.db.clientSession.findFirst({
    where: { id: input.id, userId: input.userId },
    select: { clientName: true },
  });
  const ended = await deps.db.clientSession.updateMany({
    where: { id: input.id, userId: input.userId, revokedAt: null },
    data: { revokedAt: input.now, revokedReason: "signed_out" },
  });
  if (!session || ended.count !== 1)
    throw new AppError("not_found", "No such sign-in, or it has already ended.");
  return { signedOut: true, clientName: session.clientName };
}
