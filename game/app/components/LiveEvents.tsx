// Live events for a signed-in player (Socket.IO, /socket.io on the same origin):
// the inbox badge and any loader data showing the wallet refresh on
// `inbox:new` / `wallet:updated`, and toasts for announcements, achievements
// and level-ups. The client is loaded in the browser only, after hydration.
import type { RealtimeClient } from "@arena/api/realtime/client";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

interface Toast {
  id: number;
  text: string;
}

const toastMs = 6_000;

/** Mount with a `key` per user: a different user needs a new connection. */
export function LiveEvents() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [wallet, setWallet] = useState<{ gold: number; gems: number } | null>(null);

  useEffect(() => {
    let client: RealtimeClient | undefined;
    let cancelled = false;
    let nextId = 0;
    const toast = (text: string) => {
      const id = ++nextId;
      setToasts((current) => [...current.slice(-3), { id, text }]);
      setTimeout(() => setToasts((current) => current.filter((item) => item.id !== id)), toastMs);
    };
    void import("@arena/api/realtime/client").then(({ createRealtimeClient }) => {
      if (cancelled) return;
      client = createRealtimeClient(undefined);
      const { socket } = client;
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
      socket.on("session:revoked", () => revalidate.current());
    });
    return () => {
      cancelled = true;
      client?.close();
    };
  }, []);

  return (
    <div className="live-events" aria-live="polite">
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
