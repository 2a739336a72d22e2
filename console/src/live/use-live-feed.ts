// The staff live feed over Socket.IO (/console, any staff role): feed events
// newest first (capped; a paused list holds new ones back until resumed), the
// players-online count with its recent history, and the connection state.
import { createConsoleClient } from "@arena/api/realtime/client";
import type { FeedItem } from "@arena/api/realtime/events";
import { useCallback, useEffect, useRef, useState } from "react";

/** Feed rows kept on screen. */
export const feedCap = 200;
/** Players-online samples in the sparkline (one every few seconds). */
export const onlineSamples = 40;

export type ConnectionState = "connecting" | "connected" | "reconnecting";

/** A feed event with its arrival number (a stable React key). */
export interface FeedEntry {
  key: number;
  item: FeedItem;
}

export interface LiveFeed {
  items: FeedEntry[];
  /** Events that arrived while paused. */
  held: number;
  paused: boolean;
  setPaused(paused: boolean): void;
  online: number | null;
  onlineHistory: { at: string; count: number }[];
  connection: ConnectionState;
  /** Why the last connection attempt failed (e.g. the session ended). */
  problem: string | null;
}

export function useLiveFeed(): LiveFeed {
  const [items, setItems] = useState<FeedEntry[]>([]);
  const [heldItems, setHeldItems] = useState<FeedEntry[]>([]);
  const arrivals = useRef(0);
  const [paused, setPausedState] = useState(false);
  const pausedRef = useRef(false);
  const [online, setOnline] = useState<number | null>(null);
  const [onlineHistory, setOnlineHistory] = useState<{ at: string; count: number }[]>([]);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [problem, setProblem] = useState<string | null>(null);

  const recordOnline = useCallback((count: number, at: string) => {
    setOnline(count);
    setOnlineHistory((history) => [...history, { at, count }].slice(-onlineSamples));
  }, []);

  useEffect(() => {
    const socket = createConsoleClient(undefined);
    socket.on("connect", () => {
      setConnection("connected");
      setProblem(null);
      socket.emit("players:count", (ack) => {
        if (ack.ok) recordOnline(ack.data.count, new Date().toISOString());
      });
    });
    socket.on("disconnect", () => setConnection("reconnecting"));
    socket.on("connect_error", (error) => {
      setConnection("reconnecting");
      setProblem(error.message);
    });
    socket.on("feed", (item) => {
      arrivals.current += 1;
      const entry = { key: arrivals.current, item };
      const add = (list: FeedEntry[]) => [entry, ...list].slice(0, feedCap);
      if (pausedRef.current) setHeldItems(add);
      else setItems(add);
    });
    socket.on("players:online", ({ count, at }) => recordOnline(count, at));
    return () => {
      socket.disconnect();
    };
  }, [recordOnline]);

  const setPaused = useCallback(
    (next: boolean) => {
      pausedRef.current = next;
      setPausedState(next);
      if (!next) {
        setItems((list) => [...heldItems, ...list].slice(0, feedCap));
        setHeldItems([]);
      }
    },
    [heldItems],
  );

  return { items, held: heldItems.length, paused, setPaused, online, onlineHistory, connection, problem };
}
