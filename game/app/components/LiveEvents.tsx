// Live events for a signed-in player (Socket.IO, /socket.io on the same origin):
// the inbox badge and any loader data showing the wallet refresh on
// `inbox:new` / `wallet:updated`, and toasts for announcements, achievements,
// level-ups and leaderboard ranks. The client is loaded in the browser only,
// after hydration.
import type { RealtimeClient } from "@arena/api/realtime/client";
import type { ServerToClientEvents } from "@arena/api/realtime/events";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { periodicityLabels, typeLabels } from "../engagement/format";

interface Toast {
  id: number;
  text: string;
}

const toastMs = 6_000;
/** One match can move the player on many boards at once: their ranks make one toast. */
const rankBurstMs = 300;

type RankChange = Parameters<ServerToClientEvents["leaderboard:rank"]>[0];

function boardName(change: RankChange): string {
  return `${periodicityLabels[change.periodicity] ?? change.periodicity} ${typeLabels[change.type] ?? change.type}`;
}

function rankToast(changes: RankChange[]): string {
  const best = changes.reduce((top, change) => (change.rank < top.rank ? change : top));
  const was = best.previousRank === null ? "new entry" : `was #${best.previousRank}`;
  const one = `#${best.rank} on the ${boardName(best)} leaderboard (${was})`;
  return changes.length === 1
    ? `Leaderboard: you are now ${one}.`
    : `Your rank changed on ${changes.length} leaderboards; best: ${one}.`;
}

/** Mount with a `key` per user: a different user needs a new connection. */
export function LiveEvents() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [wallet, setWallet] = useState<{ gold: number; gems: number } | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let client: RealtimeClient | undefined;
    let cancelled = false;
    let nextId = 0;
    let ranks: RankChange[] = [];
    let rankTimer: ReturnType<typeof setTimeout> | undefined;
    const toast = (text: string) => {
      const id = ++nextId;
      setToasts((current) => [...current.slice(-3), { id, text }]);
      setTimeout(() => setToasts((current) => current.filter((item) => item.id !== id)), toastMs);
    };
    void import("@arena/api/realtime/client").then(({ createRealtimeClient }) => {
      if (cancelled) return;
      client = createRealtimeClient(undefined);
      const { socket } = client;
      socket.on("connect", () => setConnected(true));
      socket.on("disconnect", () => setConnected(false));
      socket.on("wallet:updated", (balances) => {
        setWallet(balances);
        revalidate.current();
      });
      socket.on("inbox:new", () => revalidate.current());
      socket.on("announcement", ({ title, body }) => toast(body ? `${title}: ${body}` : title));
      socket.on("achievement:unlocked", ({ key }) =>
        toast(`Achievement unlocked: ${key.replaceAll("_", " ")}`),
      );
      socket.on("level:up", ({ level }) => toast(`Level up! You are now level ${level}.`));
      socket.on("vip:expired", () => toast("Your VIP has ended."));
      socket.on("leaderboard:rank", (change) => {
        ranks.push(change);
        rankTimer ??= setTimeout(() => {
          toast(rankToast(ranks));
          ranks = [];
          rankTimer = undefined;
        }, rankBurstMs);
      });
      socket.on("session:revoked", () => revalidate.current());
    });
    return () => {
      cancelled = true;
      clearTimeout(rankTimer);
      client?.close();
    };
  }, []);

  return (
    <div className="live-events" aria-live="polite" data-connected={connected}>
      {wallet ? (
        <p className="live-events__wallet" data-testid="live-wallet">
          {wallet.gold} gold · {wallet.gems} gems
        </p>
      ) : null}
      {toasts.map((item) => (
        <p key={item.id} className="flash flash--ok live-events__toast" role="status">
          {item.text}
        </p>
      ))}
    </div>
  );
}
