// Domain events: what happened, announced in-process after the change is
// committed. Use cases emit; the realtime layer (Socket.IO) and the console's
// live feed subscribe. A typed map keeps emitters and listeners in agreement.
// Outbound webhooks are made from seven of them, but recorded inside the
// change's own transaction rather than by a listener (api/src/webhooks/,
// docs/decisions/126).
import { EventEmitter } from "node:events";
import type { AudienceRules } from "./audiences/audience-rules.ts";

export interface DomainEventMap {
  /** VIP ended for these players (the expiry job). */
  "vip:expired": { userIds: string[] };
  /** Timed bans ended for these players (the ban-lifting job). */
  "ban:lifted": { userIds: string[] };
  /** A scheduled or manual job run finished. */
  "job:run": {
    job: string;
    runId: number;
    trigger: string;
    status: "succeeded" | "failed";
    counts: Record<string, number>;
    error: string | null;
    durationMs: number;
  };
  /** A player's wallet after a committed change: the balances, not the delta. */
  "wallet:updated": { userId: string; gold: number; gems: number };
  /** New inbox messages: for these players, or for every player (a broadcast or segment). */
  "inbox:new": { userIds: string[] | "all"; count: number };
  /** Every session of the player ended (ban, sign-out everywhere, password change): drop their sockets. */
  "session:revoked": {
    userId: string;
    reason: "signed_out" | "banned" | "password_changed" | "account_deletion";
  };
  /** A player's level went up (a match). */
  "level:up": { userId: string; level: number };
  /** A player unlocked an achievement. */
  "achievement:unlocked": { userId: string; key: string };
  /** A player's own rank on a leaderboard changed after a score submit. */
  "leaderboard:rank": {
    userId: string;
    leaderboardId: number;
    type: string;
    periodicity: string;
    rank: number;
    previousRank: number | null;
    score: number;
  };
  /** The shop's rotation changed. */
  "shop:rotated": { rotationId: string | number; endsAt: string | null };
  /** A staff announcement: to everyone, to players by id, or to the players online in a segment. */
  announcement: {
    id: string;
    title: string;
    body: string;
    audience:
      | { kind: "all" }
      | { kind: "users"; userIds: string[] }
      | { kind: "segment"; segment: AudienceRules };
    actorId: string | null;
  };
  /** Staff feed: a new player. */
  "player:signed-up": { userId: string; method: string };
  /** Staff feed: a completed purchase (real money or in-game). */
  "purchase:completed": { userId: string; item: string; amount: number; currency: string };
  /** A real-money purchase refunded in full (an admin's refund or Stripe's charge.refunded): its gems were taken back. */
  "purchase:refunded": { userId: string; item: string; amount: number; currency: string };
  /** Staff feed: a ban was imposed. Emitters also emit `session:revoked` for the player. */
  "player:banned": { userId: string; reason: string | null; until: string | null; actorId: string | null };
  /** Staff feed: a promo code was redeemed. */
  "promo:redeemed": { userId: string; code: string };
  /** Staff feed: a staff account's failed sign-ins reached the slowdown threshold (once per window, docs/security.md). */
  "staff:sign-in-attack": { userId: string; failures: number; addresses: number };
  /** Staff feed: an unexpected (500) error on the server. */
  "server:error": { message: string; requestId: string | null; path: string | null };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<E extends DomainEventName> = (payload: DomainEventMap[E]) => void;

export interface DomainEvents {
  emit<E extends DomainEventName>(event: E, payload: DomainEventMap[E]): void;
  on<E extends DomainEventName>(event: E, listener: Listener<E>): () => void;
}

/**
 * A listener that throws must not undo or fail the use case that emitted: its
 * change is already committed. Such errors go to `onListenerError`.
 */
export function createDomainEvents(
  onListenerError: (error: unknown, event: DomainEventName) => void = () => {},
): DomainEvents {
  const emitter = new EventEmitter();
  // Many independent subscribers (sockets, feeds, tests) are expected.
  emitter.setMaxListeners(0);
  return {
    emit(event, payload) {
      for (const listener of emitter.listeners(event)) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error, event);
        }
      }
    },
    on(event, listener) {
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
  };
}
