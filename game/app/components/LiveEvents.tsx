// Live events for a signed-in player (Socket.IO, /socket.io on the same origin):
// the inbox badge and any loader data showing the wallet refresh on
// `inbox:new` / `wallet:updated`, and toasts for announcements, achievements,
// level-ups and leaderboard ranks. The client is loaded in the browser only,
// after hydration.
import { countOf, notices } from "@arena/api/config/words";
import type { RealtimeClient } from "@arena/api/realtime/client";
import type { ServerToClientEvents } from "@arena/api/realtime/events";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

interface Toast {
  id: number;
  text: string;
}

const toastMs = 6_000;
const walletGlowMs = 1_500;
/** One match can move the player on many boards at once: their ranks make one toast. */
const rankBurstMs = 300;

type RankChange = Parameters<ServerToClientEvents["leaderboard:rank"]>[0];

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
    let walletGlow: ReturnType<typeof setTimeout> | undefined;
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
        // The header's wallet glows once (styles: html[data-wallet-changed] .wallet-badge).
        document.documentElement.dataset.walletChanged = "";
        clearTimeout(walletGlow);
        walletGlow = setTimeout(() => delete document.documentElement.dataset.walletChanged, walletGlowMs);
      });
      socket.on("inbox:new", () => revalidate.current());
      socket.on("announcement", ({ title, body }) => toast(body ? `${title}: ${body}` : title));
      socket.on("achievement:unlocked", ({ name }) => toast(notices.achievementUnlocked(name)));
      socket.on("level:up", ({ level }) => toast(notices.levelUp(level)));
      socket.on("vip:expired", () => toast("Your VIP has ended."));
      socket.on("leaderboard:rank", (change) => {
        ranks.push(change);
        rankTimer ??= setTimeout(() => {
          toast(notices.rankChanged(ranks));
          ranks = [];
          rankTimer = undefined;
        }, rankBurstMs);
      });
      socket.on("session:revoked", () => revalidate.current());
    });
    return () => {
      cancelled = true;
      clearTimeout(rankTimer);
      clearTimeout(walletGlow);
      client?.close();
    };
  }, []);

  return (
    <div className="live-events" aria-live="polite" data-connected={connected}>
      {wallet ? (
        // The header's wallet shows the new balances (the loaders revalidate) and glows once;
        // a floating copy would cover the page, so this one is for screen readers only.
        <p className="visually-hidden" data-testid="live-wallet">
          Wallet: {countOf(wallet.gold, "gold", "gold")} · {countOf(wallet.gems, "gem")}
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
