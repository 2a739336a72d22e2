// Announces a player's committed balances (`wallet:updated`): call it after the
// transaction that changed the wallet has committed, never inside it.
import type { AppDeps } from "../context.ts";

export async function announceWallet(deps: Pick<AppDeps, "db" | "events">, userId: string): Promise<void> {
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: { freeCurrency: true, paidCurrency: true },
  });
  if (user) deps.events.emit("wallet:updated", { userId, gold: user.freeCurrency, gems: user.paidCurrency });
}
