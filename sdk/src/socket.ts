// The player's live events over Socket.IO (docs/decisions/128), typed by the
// SDK's declaration of them (events.ts). The access token goes in the
// handshake as `auth.token`; `auth` is a function, so every connection and
// every reconnection sends the token current at that moment, renewed first if
// it is about to lapse. Socket.IO does not retry a handshake the server
// refused: one refused for a token that is no longer valid is retried once
// after a refresh. Topics are joined again after a reconnect (a new
// server-side socket has no rooms).
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import type { ArenaClient } from "./client.ts";
import {
  type Ack,
  type ClientToServerEvents,
  handshakeErrors,
  type ServerToClientEvents,
  type Topic,
} from "./events.ts";

export type ArenaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ArenaSocketConnection {
  socket: ArenaSocket;
  /** Joins topics ("shop", "leaderboards") now and again after every reconnect. */
  subscribe(topics: Topic[]): Promise<Ack<{ topics: Topic[] }>>;
  close(): void;
}

/** Connects to the players' namespace of the client's server as its signed-in player. */
export function connectSocket(
  client: Pick<ArenaClient, "baseUrl" | "accessToken" | "refresh">,
  options: Partial<ManagerOptions & SocketOptions> = {},
): ArenaSocketConnection {
  const socket: ArenaSocket = io(new URL(client.baseUrl).origin, {
    path: "/socket.io",
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    ...options,
    auth: (send) => {
      client.accessToken().then(
        (token) => send(token ? { token } : {}),
        () => send({}),
      );
    },
  });
  let retriedAfterRefresh = false;
  socket.on("connect", () => {
    retriedAfterRefresh = false;
  });
  socket.on("connect_error", (error) => {
    // A lost connection: Socket.IO tries again by itself.
    if (socket.active) return;
    if (error.message !== handshakeErrors.invalid || retriedAfterRefresh) return;
    retriedAfterRefresh = true;
    client.refresh().then(
      (session) => {
        if (session) socket.connect();
      },
      () => {},
    );
  });

  const topics = new Set<Topic>();
  const sendSubscribe = (wanted: Topic[]) =>
    new Promise<Ack<{ topics: Topic[] }>>((resolve) => socket.emit("subscribe", { topics: wanted }, resolve));
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
