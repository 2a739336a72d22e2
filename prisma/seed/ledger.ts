// A player's currency ledger as the seed builds it: every gold or gem change is
// one event, and History gets one `currency` row per event with the running
// balance. The user's balances are the final running sums, so the product's
// invariant (balance = sum of ledger deltas, never negative) holds by design.
import type { Currency } from "../../api/src/catalogue/basics.ts";
import { type HistoryEntry, historyTypes, type LedgerReason } from "../../api/src/history/types.ts";

interface LedgerEvent {
  at: Date;
  currency: Currency;
  delta: number;
  reason: LedgerReason;
  ref: string;
  /** Tie-break for events at the same instant: the order they happened in. */
  sequence: number;
}

export class Wallet {
  readonly #userId: string;
  readonly #events: LedgerEvent[] = [];
  readonly #balances: Record<Currency, number> = { gold: 0, gems: 0 };

  constructor(userId: string) {
    this.#userId = userId;
  }

  balance(currency: Currency): number {
    return this.#balances[currency];
  }

  credit(currency: Currency, amount: number, reason: LedgerReason, ref: string, at: Date): void {
    if (amount <= 0) return;
    this.#record(currency, amount, reason, ref, at);
  }

  /** Spends `amount` if the balance covers it; returns false (and records nothing) otherwise. */
  debit(currency: Currency, amount: number, reason: LedgerReason, ref: string, at: Date): boolean {
    if (amount <= 0) return true;
    if (this.#balances[currency] < amount) return false;
    this.#record(currency, -amount, reason, ref, at);
    return true;
  }

  /** Sum of credits of a currency, optionally leaving some reasons out (UserStats.earnt*). */
  earned(currency: Currency, excluding: readonly LedgerReason[] = []): number {
    return this.#events
      .filter((event) => event.currency === currency && event.delta > 0 && !excluding.includes(event.reason))
      .reduce((sum, event) => sum + event.delta, 0);
  }

  /**
   * History rows in time order with `balanceAfter`. A player's own events are
   * recorded in time order; credits from other players' actions (referrals)
   * arrive later in the simulation but only add, so no balance can dip below 0.
   */
  toHistoryRows(): HistoryEntry[] {
    const ordered = [...this.#events].sort(
      (left, right) => left.at.getTime() - right.at.getTime() || left.sequence - right.sequence,
    );
    const running: Record<Currency, number> = { gold: 0, gems: 0 };
    return ordered.map((event) => {
      running[event.currency] += event.delta;
      if (running[event.currency] < 0) {
        throw new Error(`seed ledger for ${this.#userId} went below zero at ${event.at.toISOString()}`);
      }
      return {
        createdAt: event.at,
        type: historyTypes.currency,
        userId: this.#userId,
        data: {
          currency: event.currency,
          delta: event.delta,
          reason: event.reason,
          ref: event.ref,
          balanceAfter: running[event.currency],
        },
      };
    });
  }

  #record(currency: Currency, delta: number, reason: LedgerReason, ref: string, at: Date): void {
    this.#events.push({ at, currency, delta, reason, ref, sequence: this.#events.length });
    this.#balances[currency] += delta;
  }
}
