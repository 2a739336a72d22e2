import type { Health } from "@arena/api/health/check-health";
import { useCallback, useEffect, useState } from "react";

export type { Health };

/** Often enough to notice an outage while watching the dashboard, rare enough to cost nothing. */
const refreshIntervalMs = 15_000;

export interface PlatformHealthState {
  health?: Health;
  /** Set when /healthz could not be reached at all (as opposed to answering "degraded"). */
  error?: string;
  checkedAt?: Date;
  isChecking: boolean;
}

/** Polls the server's GET /healthz, which answers the same JSON with 200 (ok) or 503 (degraded). */
export function usePlatformHealth(): PlatformHealthState & { refresh: () => void } {
  const [state, setState] = useState<PlatformHealthState>({ isChecking: true });

  const check = useCallback(async (signal?: AbortSignal) => {
    setState((previous) => ({ ...previous, isChecking: true }));
    try {
      const response = await fetch("/healthz", { signal, headers: { Accept: "application/json" } });
      const health = (await response.json()) as Health;
      setState({ health, checkedAt: new Date(), isChecking: false });
    } catch (error) {
      if (signal?.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      setState({ error: `The server did not answer: ${message}`, checkedAt: new Date(), isChecking: false });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    const timer = setInterval(() => void check(controller.signal), refreshIntervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [check]);

  return { ...state, refresh: () => void check() };
}
