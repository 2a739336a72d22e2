// The typed Socket.IO clients for the game site, the console and the tests.
// Types only come from the server side (events.ts), so a browser bundle pulls in
// nothing but socket.io-client. Defaults follow the seed: reconnection delay
// 1 s up to 5 s, connection timeout 20 s. The session cookie goes with the
// handshake (same origin in a browser; `extraHeaders.cookie` in Node).
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import type {
  Ack,
  ClientToServerEvents,
  ConsoleClientToServerEvents,
  ConsoleServerToClientEvents,
  ServerToClientEvents,
  Topic,
} from "./events.ts";

export type PlayerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConsoleSocket = Socket<ConsoleServerToClientEvents, ConsoleClientToServerEvents>;
export type RealtimeClientOptions = Partial<ManagerOptions & SocketOptions>;

export const realtimeClientDefaults = {
  path: "/socket.io",
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
  withCredentials: true,
} as const satisfies RealtimeClientOptions;

export interface RealtimeClient {
  socket: PlayerSocket;
  /** Joins topics now and again after every reconnect. */
  subscribe(topics: Topic[]): Promise<Ack<{ topics: Topic[] }>>;
  close(): void;
}

/** A player's connection to `/` on `url` (the site's origin; "" or undefined = same origin). */
export function createRealtimeClient(
  url: string | undefined,
  options: RealtimeClientOptions = {},
): RealtimeClient {
  const socket: PlayerSocket = url
    ? io(url, { ...realtimeClientDefaults, ...options })
    : io({ ...realtimeClientDefaults, ...options });
  const topics = new Set<Topic>();
  const sendSubscribe = (wanted: Topic[]) =>
    new Promise<Ack<{ topics: Topic[] }>>((resolve) => socket.emit("subscribe", { topics: wanted }, resolve));
  // A reconnect is a new server-side socket with no rooms: subscribe again.
  socket.io.on("reconnect", () => {
    if (topics.size > 0) void sendSubscribe([...topics]);
  });
  return {
    socket,
    subscribe(wanted) {
      for (const topic of wanted) topics.add(topic);
      return sendSubscribe(wanted);
    },
    close() {
      socket.disconnect();
    },
  };
}

/** Staff's connection to the `/console` namespace (the live feed). */
export function createConsoleClient(
  url: string | undefined,
  options: RealtimeClientOptions = {},
): ConsoleSocket {
  const target = `${url ?? ""}/console`;
  return io(target, { ...realtimeClientDefaults, ...options });
}
