// Domain events: what happened, announced in-process after the change is
// committed. Use cases emit; the realtime layer (Socket.IO) and the console's
// live feed subscribe. A typed map keeps emitters and listeners in agreement.
import { EventEmitter } from "node:events";

export interface DomainEventMap {
  /** VIP ended for these players (the expiry job). */
  "vip:expired": { userIds: string[] };
  /** Timed bans ended for these players (the ban-lifting job). */
  "ban:lifted": { userIds: string[] };
  /** A staff member banned a player (until null = permanent); their sessions are already dead. */
  "player:banned": { userId: string; until: Date | null };
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
