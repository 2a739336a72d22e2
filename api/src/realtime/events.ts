// The Socket.IO event maps, shared by the server and the typed clients (the game
// and the console import these as types only). Client payloads are parsed with
// the zod schemas below; every client event takes an ack that gets `Ack<T>`.
import type { Namespace, Server } from "socket.io";
import { z } from "zod";

export const playerNamespace = "/";
export const consoleNamespace = "/console";
export const socketPath = "/socket.io";

/** The room every socket of one user joins (in both namespaces). */
export const userRoom = (userId: string) => `user:${userId}`;
/** Optional topics a player subscribes to (again after each reconnect). */
export const topicRoom = (topic: Topic) => `topic:${topic}`;

export const TopicSchema = z.enum(["shop", "leaderboards"]);
export type Topic = z.infer<typeof TopicSchema>;

export const SubscribeSchema = z.strictObject({ topics: z.array(TopicSchema).min(1).max(10) });
export type SubscribeInput = z.input<typeof SubscribeSchema>;

export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; details?: unknown } };

export interface Announcement {
  id: string;
  title: string;
  body: string;
  sentAt: string;
}

/** What the server sends a player (namespace `/`). */
export interface ServerToClientEvents {
  "wallet:updated": (payload: { gold: number; gems: number }) => void;
  "inbox:new": (payload: { count: number }) => void;
  /** The player's own rank on a board changed after their score was submitted (a match). */
  "leaderboard:rank": (payload: {
    leaderboardId: number;
    /** The board: its ranked stat and period ("kills", "weekly"), and its display name ("Weekly kills"). */
    type: string;
    periodicity: string;
    name: string;
    rank: number;
    previousRank: number | null;
    score: number;
  }) => void;
  "shop:rotated": (payload: { rotationId: string | number; endsAt: string | null }) => void;
  announcement: (payload: Announcement) => void;
  "vip:expired": (payload: Record<string, never>) => void;
  /** `name` is the achievement's display name ("First Blood"); `key` is for code only. */
  "achievement:unlocked": (payload: { key: string; name: string }) => void;
  "level:up": (payload: { level: number }) => void;
  /** Sent just before the server disconnects every socket of the user. */
  "session:revoked": (payload: {
    reason: "signed_out" | "banned" | "password_changed" | "account_deletion";
  }) => void;
}

/** What a player may send (namespace `/`). */
export interface ClientToServerEvents {
  subscribe: (payload: SubscribeInput, ack: (result: Ack<{ topics: Topic[] }>) => void) => void;
}

/** A feed item about a player names them: their display name (null when it could not be read). */
type AboutPlayer = { userId: string; player: string | null };

export type FeedItem =
  | ({ kind: "sign-up"; at: string; method: string } & AboutPlayer)
  | ({ kind: "purchase"; at: string; item: string; amount: number; currency: string } & AboutPlayer)
  | ({ kind: "ban"; at: string; reason: string | null; until: string | null } & AboutPlayer)
  | ({ kind: "promo"; at: string; code: string } & AboutPlayer)
  /** A staff account (named like a player) failed to sign in `failures` times from `addresses` addresses in the window. */
  | ({ kind: "sign-in-attack"; at: string; failures: number; addresses: number } & AboutPlayer)
  | {
      kind: "job";
      at: string;
      job: string;
      runId: number;
      status: "succeeded" | "failed";
      durationMs: number;
      error: string | null;
    }
  | {
      kind: "error";
      at: string;
      /** How many server errors this item stands for (api/src/realtime/error-feed.ts); the rest is the latest's. */
      count: number;
      message: string;
      requestId: string | null;
      path: string | null;
    };

/** What the server sends staff (namespace `/console`). */
export interface ConsoleServerToClientEvents {
  feed: (item: FeedItem) => void;
  "players:online": (payload: { count: number; at: string }) => void;
  "session:revoked": (payload: {
    reason: "signed_out" | "banned" | "password_changed" | "account_deletion";
  }) => void;
}

/** What staff may send (namespace `/console`). */
export interface ConsoleClientToServerEvents {
  "players:count": (ack: (result: Ack<{ count: number }>) => void) => void;
}

export type InterServerEvents = Record<string, never>;

/** Set by the handshake middleware; read by every handler. */
export interface SocketData {
  userId: string;
  role: "player" | "admin" | "liveops" | "analyst";
}

/** The error message a refused handshake carries (`connect_error`). */
export const handshakeErrors = {
  noSession: "Sign in first: no access token (auth.token) and no session cookie.",
  invalid: "Your session is not valid. Sign in again.",
  revoked: "Your session has ended. Sign in again.",
  banned: "This account is banned.",
  notStaff: "Players have no console access.",
  /** A staff member who must pass a second factor has not in this session (docs/decisions/131). */
  secondFactor: "Pass your second factor in the console first.",
  /** The database is unreachable (docs/decisions/095); the client's reconnection retries. */
  unavailable: "The server cannot reach its database right now. Try again in a moment.",
  /** Anything else that stopped the session check. */
  failed: "The server could not check your session. Try again.",
} as const;

/** The players' Socket.IO server (namespace `/`), typed by the maps above. */
export type PlayerServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
/** The staff's namespace (`/console`). */
export type ConsoleNamespace = Namespace<
  ConsoleClientToServerEvents,
  ConsoleServerToClientEvents,
  InterServerEvents,
  SocketData
>;
