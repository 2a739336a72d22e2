// Server errors reach the staff feed at most once a minute per instance
// (ADR 098): the first after a quiet minute at once, then the errors of each
// minute as one item carrying their count. One item per 5xx flooded the
// console (and the Redis adapter) at request rate whenever a dependency failed
// every request, or a fuzzer found one route that fails.
import type { FeedItem } from "./events.ts";

type ErrorItem = Extract<FeedItem, { kind: "error" }>;
export type ServerError = Pick<ErrorItem, "message" | "requestId" | "path">;

export interface ServerErrorFeed {
  report(error: ServerError): void;
  stop(): void;
}

export function serverErrorFeed(send: (item: ErrorItem) => void, intervalMs = 60_000): ServerErrorFeed {
  /** Errors since the last item went out, and the latest of them (its message, path and request id). */
  let held: { count: number; latest: ServerError } | null = null;
  /** Set while an item went out less than intervalMs ago: errors are held until it ends. */
  let timer: NodeJS.Timeout | null = null;

  const emit = (count: number, error: ServerError) =>
    send({ kind: "error", at: new Date().toISOString(), count, ...error });

  function startInterval() {
    timer = setTimeout(endInterval, intervalMs);
    timer.unref();
  }

  function endInterval() {
    timer = null;
    // A quiet interval: the next error goes out at once.
    if (!held) return;
    emit(held.count, held.latest);
    held = null;
    startInterval();
  }

  return {
    report(error) {
      if (timer) {
        held = { count: (held?.count ?? 0) + 1, latest: error };
        return;
      }
      emit(1, error);
      startInterval();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      held = null;
    },
  };
}
