// The live events of the players' Socket.IO namespace (`/`), as the SDK's own
// declaration: the SDK is published without the server's code. The server's
// maps are in api/src/realtime/events.ts; events.test-d.ts fails the typecheck
// when the two differ.

export type Topic = "shop" | "leaderboards";

/** What every acknowledged client event answers. */
export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; details?: unknown } };

export interface Announcement {
  id: string;
  title: string;
  body: string;
  sentAt: string;
}

/** What the server sends a player. */
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
  /** Sent just before the server disconnects every socket of the player. */
  "session:revoked": (payload: {
    reason: "signed_out" | "banned" | "password_changed" | "account_deletion";
  }) => void;
}

/** What a player may send. */
export interface ClientToServerEvents {
  subscribe: (payload: { topics: Topic[] }, ack: (result: Ack<{ topics: Topic[] }>) => void) => void;
}

/** The message of a refused handshake (`connect_error`). */
export const handshakeErrors = {
  noSession: "Sign in first: no access token (auth.token) and no session cookie.",
  invalid: "Your session is not valid. Sign in again.",
  revoked: "Your session has ended. Sign in again.",
  banned: "This account is banned.",
  notStaff: "Players have no console access.",
  /** A staff member who must pass a second factor has not in this session. */
  secondFactor: "Pass your second factor in the console first.",
  unavailable: "The server cannot reach its database right now. Try again in a moment.",
  failed: "The server could not check your session. Try again.",
} as const;
