// Live events for a signed-in player (Socket.IO, /socket.io on the same origin):
// the inbox badge and any loader data showing the wallet refresh on
// `inbox:new` / `wallet:updated`, and toasts for announcements, achievements,
// level-ups and leaderboard ranks. The client is loaded in the browser only,
// after hydration.
//
// A battle's own news waits for its result: from the press of a Fight button (a
// POST to /play) through the battle page it leads to, achievements, levels, ranks
// and the wallet's glow are held while the replay runs, then handed to the result
// screen (components/progression/battle-replay.ts), which lists them in the page.
// Leaving the battle first turns them into toasts. Toasts are opaque; on a phone
// one shows at a time, over the header's bar (never over the page's content),
// with a Dismiss button; on a wide screen up to three stack in the corner.

import type { RealtimeClient } from "@arena/api/realtime/client";
import type { ServerToClientEvents } from "@arena/api/realtime/events";
import { countOf, notices } from "@arena/api/words/words";
import { useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type BattleNews, battleIdOf, battleReplay, fightStarting } from "./progression/battle-replay";

interface Toast {
  id: number;
  text: string;
}

type Balances = { gold: number; gems: number };
/** What a battle may have caused: news for its result screen, or the wallet's new balances. */
type Held = { kind: "news"; news: BattleNews } | { kind: "wallet"; balances: Balances };

const toastMs = 6_000;
const walletGlowMs = 1_500;
/** One match can move the player on many boards at once: their ranks make one toast. */
const rankBurstMs = 300;
/** Below the header's breakpoint (styles: .site-menu) one toast shows at a time, over the header. */
const narrowQuery = "(max-width: 879.98px)";

type RankChange = Parameters<ServerToClientEvents["leaderboard:rank"]>[0];

/** Mount with a `key` per user: a different user needs a new connection. */
export function LiveEvents() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigation = useNavigation();
  const location = useLocation();
  const replay = useSyncExternalStore(
    battleReplay.subscribe,
    battleReplay.snapshot,
    battleReplay.serverSnapshot,
  );
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [wallet, setWallet] = useState<Balances | null>(null);
  const [connected, setConnected] = useState(false);
  const [narrow, setNarrow] = useState(false);
  /** Open from a Fight button's press; its battle id once the battle page is open. */
  const flow = useRef<{ battleId: string | null } | null>(null);
  const held = useRef<Held[]>([]);
  const nextId = useRef(0);
  const walletGlow = useRef<ReturnType<typeof setTimeout>>(undefined);

  const toast = useCallback((text: string) => {
    const id = ++nextId.current;
    setToasts((current) => [...current, { id, text }].slice(-8));
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((item) => item.id !== id));
  const showWallet = (balances: Balances) => {
    setWallet(balances);
    // The header's wallet glows once (styles: html[data-wallet-changed] .wallet-badge).
    document.documentElement.dataset.walletChanged = "";
    clearTimeout(walletGlow.current);
    walletGlow.current = setTimeout(
      () => delete document.documentElement.dataset.walletChanged,
      walletGlowMs,
    );
  };
  /** Tells held or new items now: to the battle's result screen when it is on screen, else as toasts. */
  const deliver = (items: readonly Held[]) => {
    const news = items.flatMap((item) => (item.kind === "news" ? [item.news] : []));
    const battleId = flow.current?.battleId;
    const told = battleId ? battleReplay.tell(battleId, news) : false;
    if (!told) for (const item of news) toast(item.text);
    for (const item of items) if (item.kind === "wallet") showWallet(item.balances);
  };
  const release = () => {
    const items = held.current;
    held.current = [];
    if (items.length > 0) deliver(items);
  };
  /** A battle's news waits while its replay runs (or the battle is still being fought). */
  const notify = (item: Held) => {
    const current = flow.current;
    if (current && !(current.battleId && battleReplay.snapshot().ended === current.battleId)) {
      held.current.push(item);
    } else deliver([item]);
  };
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const releaseRef = useRef(release);
  releaseRef.current = release;

  // The battle flow follows the navigation: a Fight press opens it, the battle page names it,
  // anywhere else (a refused fight, leaving the battle) closes it and its news become toasts.
  const starting = fightStarting(navigation);
  useEffect(() => {
    if (starting) {
      flow.current ??= { battleId: null };
      return;
    }
    if (!flow.current || navigation.state !== "idle") return;
    const id = battleIdOf(location.pathname);
    if (id && (flow.current.battleId === null || flow.current.battleId === id)) {
      flow.current.battleId = id;
      if (battleReplay.snapshot().ended === id) releaseRef.current();
      return;
    }
    flow.current = null;
    releaseRef.current();
  }, [starting, navigation.state, location.pathname]);

  useEffect(() => {
    const battleId = flow.current?.battleId;
    if (battleId && replay.ended === battleId) releaseRef.current();
  }, [replay.ended]);

  useEffect(() => {
    const query = window.matchMedia?.(narrowQuery);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    let client: RealtimeClient | undefined;
    let cancelled = false;
    let ranks: RankChange[] = [];
    let rankTimer: ReturnType<typeof setTimeout> | undefined;
    const news = (kind: BattleNews["kind"], text: string, subject: string) =>
      notifyRef.current({ kind: "news", news: { kind, text, subject } });
    void import("@arena/api/realtime/client").then(({ createRealtimeClient }) => {
      if (cancelled) return;
      client = createRealtimeClient(undefined);
      const { socket } = client;
      socket.on("connect", () => setConnected(true));
      socket.on("disconnect", () => setConnected(false));
      socket.on("wallet:updated", (balances) => {
        revalidate.current();
        notifyRef.current({ kind: "wallet", balances });
      });
      socket.on("inbox:new", () => revalidate.current());
      socket.on("announcement", ({ title, body }) => toast(body ? `${title}: ${body}` : title));
      socket.on("achievement:unlocked", ({ name }) =>
        news("achievement", notices.achievementUnlocked(name), name),
      );
      socket.on("level:up", ({ level }) => news("level", notices.levelUp(level), String(level)));
      socket.on("vip:expired", () => toast("Your VIP has ended."));
      socket.on("leaderboard:rank", (change) => {
        ranks.push(change);
        rankTimer ??= setTimeout(() => {
          news("rank", notices.rankChanged(ranks), "");
          ranks = [];
          rankTimer = undefined;
        }, rankBurstMs);
      });
      socket.on("session:revoked", () => revalidate.current());
    });
    return () => {
      cancelled = true;
      clearTimeout(rankTimer);
      clearTimeout(walletGlow.current);
      client?.close();
    };
  }, [toast]);

  return (
    <div className="live-events" aria-live="polite" data-connected={connected}>
      {wallet ? (
        // The header's wallet shows the new balances (the loaders revalidate) and glows once;
        // a floating copy would cover the page, so this one is for screen readers only.
        <p className="visually-hidden" data-testid="live-wallet">
          Wallet: {countOf(wallet.gold, "gold", "gold")} · {countOf(wallet.gems, "gem")}
        </p>
      ) : null}
      {toasts.slice(0, narrow ? 1 : 3).map((item) => (
        <ToastView key={item.id} text={item.text} onDone={() => dismiss(item.id)} />
      ))}
    </div>
  );
}

/**
 * One toast: gone after a while (not while pointed at, focused or opened), or
 * on Dismiss. On a phone a long one shows two lines and a More button.
 */
function ToastView({ text, onDone }: { text: string; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  const textRef = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [paused, setPaused] = useState(false);
  const [clamped, setClamped] = useState(false);
  useEffect(() => {
    const element = textRef.current;
    if (element) setClamped(element.scrollHeight > element.clientHeight + 1);
  }, []);
  useEffect(() => {
    if (open || paused) return;
    const timer = setTimeout(() => done.current(), toastMs);
    return () => clearTimeout(timer);
  }, [open, paused]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer while pointed at is no action of its own
    <div
      className={`live-toast${open ? " live-toast--open" : ""}`}
      data-testid="live-toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p ref={textRef} className="live-toast__text" role="status">
        {text}
      </p>
      {clamped ? (
        <button
          type="button"
          className="live-toast__button"
          aria-expanded={open}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? "Less" : "More"}
        </button>
      ) : null}
      <button type="button" className="live-toast__button live-toast__close" onClick={() => done.current()}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss</span>
      </button>
    </div>
  );
}
