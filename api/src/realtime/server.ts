// Socket.IO on the same HTTP server and port as the API, at /socket.io.
// Players connect to `/`, staff to `/console`; both authenticate in the
// handshake with the session cookie, read by the one session reader
// (auth/session.ts). Every socket joins `user:<id>`, so an event for a user —
// and `disconnectSockets` on a revoked session — reaches all their tabs and,
// with the Redis adapter, every instance.
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server, type Socket } from "socket.io";
import { type ZodType, z } from "zod";
import { readBearerSession } from "../auth/client-tokens.ts";
import { batchedSessionUsers, readSession } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { toAppError } from "../errors.ts";
import { createRedisClient, type ResilientRedis } from "../redis.ts";
import { can } from "../staff/permissions.ts";
import { secondFactorRefusal, secondFactorState } from "../staff-security/second-factor-state.ts";
import { bridgeDomainEvents, onlinePlayerIds } from "./bridge.ts";
import {
  type Ack,
  type ConsoleNamespace,
  consoleNamespace,
  handshakeErrors,
  type PlayerServer,
  SubscribeSchema,
  socketPath,
  topicRoom,
  userRoom,
} from "./events.ts";

const NoPayloadSchema = z.undefined();

export interface Realtime {
  io: PlayerServer;
  staff: ConsoleNamespace;
  /** Distinct players connected now, over every instance. */
  countPlayers(): Promise<number>;
  /** Stops the timers and listeners, closes Socket.IO and the Redis clients. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** How often staff get the connected-player count (ms). */
  playerCountIntervalMs?: number;
  /** At most one server-error item per this interval in the staff feed (ms; a minute by default). */
  serverErrorFeedIntervalMs?: number;
}

/**
 * Handshake middleware: a game client's access token (`auth: { token }`,
 * docs/decisions/124) or else the web's session cookie decides who the socket is.
 */
function authenticate(deps: AppDeps, staffOnly: boolean) {
  // Handshakes arriving together (a reconnect storm) share one user query.
  const users = batchedSessionUsers(deps.db);
  return async (socket: Socket, next: (err?: Error) => void) => {
    try {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const token = typeof auth?.token === "string" ? auth.token : null;
      const cookie = socket.handshake.headers.cookie ?? null;
      if (!token && !cookie) return next(new Error(handshakeErrors.noSession));
      const options = { recordActivity: false, users };
      const state = token
        ? await readBearerSession(deps, token, options)
        : await readSession(deps, cookie, options);
      if (state.status === "none") return next(new Error(handshakeErrors.noSession));
      if (state.status === "invalid") return next(new Error(handshakeErrors.invalid));
      if (state.status === "revoked") return next(new Error(handshakeErrors.revoked));
      if (state.status === "banned") return next(new Error(handshakeErrors.banned));
      if (staffOnly && !can(state.user.role, "console.read"))
        return next(new Error(handshakeErrors.notStaff));
      if (staffOnly && secondFactorRefusal(await secondFactorState(deps, state)))
        return next(new Error(handshakeErrors.secondFactor));
      socket.data.userId = state.user.id;
      socket.data.role = state.user.role;
      next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        deps.logger.warn({ err: error }, "socket handshake refused: database unreachable");
        return next(new Error(handshakeErrors.unavailable));
      }
      deps.logger.error({ err: error }, "socket handshake failed");
      next(new Error(handshakeErrors.failed));
    }
  };
}

/** Parses a client payload; a bad one (or a throwing handler) becomes an error ack, never a crash. */
export function handlePayload<S extends ZodType, T>(
  deps: AppDeps,
  schema: S,
  handler: (input: S["_output"]) => Promise<T> | T,
) {
  return async (payload: unknown, ack: unknown) => {
    const reply = typeof ack === "function" ? (ack as (result: Ack<T>) => void) : () => {};
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      reply({
        ok: false,
        error: {
          code: "validation_failed",
          message: "The payload is not valid.",
          details: parsed.error.issues.map((issue) => ({
            path: issue.path.join("."),
            message: issue.message,
          })),
        },
      });
      return;
    }
    try {
      reply({ ok: true, data: await handler(parsed.data) });
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === "internal") deps.logger.error({ err: error }, "socket handler failed");
      reply({ ok: false, error: { code: appError.code, message: appError.message } });
    }
  };
}

export function attachRealtime(
  httpServer: HttpServer,
  deps: AppDeps,
  options: RealtimeOptions = {},
): Realtime {
  const io: PlayerServer = new Server(httpServer, {
    path: socketPath,
    serveClient: false,
    // Other upgrade requests on this server (Vite's HMR in development) are not ours.
    destroyUpgrade: false,
  });

  // Several instances share rooms and broadcasts through Redis pub/sub. While
  // Redis is down (docs/decisions/095) publishes fail at once and are dropped
  // (the adapter does not await them; api/src/redis.ts keeps that from being
  // an unhandled rejection), so broadcasts reach this instance's sockets only;
  // the subscriber's subscriptions wait and are renewed when Redis returns.
  const redisClients: ResilientRedis[] = [];
  if (deps.env.REDIS_URL) {
    const url = deps.env.REDIS_URL;
    const pub = createRedisClient({ url, name: "realtime-pub", logger: deps.logger });
    const sub = createRedisClient({ url, name: "realtime-sub", logger: deps.logger, whileDown: "wait" });
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub.client, sub.client, { key: `${deps.env.REDIS_KEY_PREFIX}#socket.io` }));
  }

  io.use(authenticate(deps, false));
  io.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId));
    socket.on(
      "subscribe",
      handlePayload(deps, SubscribeSchema, async ({ topics }) => {
        await socket.join(topics.map(topicRoom));
        return { topics };
      }),
    );
    deps.logger.debug({ socketId: socket.id, userId: socket.data.userId }, "socket connected");
  });

  const staff: ConsoleNamespace = io.of(consoleNamespace);
  staff.use(authenticate(deps, true));

  async function countPlayers(): Promise<number> {
    return (await onlinePlayerIds(io)).length;
  }

  staff.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId));
    socket.on("players:count", (ack: unknown) =>
      handlePayload(deps, NoPayloadSchema, async () => ({ count: await countPlayers() }))(undefined, ack),
    );
  });

  const stopBridge = bridgeDomainEvents(deps, io, staff, {
    serverErrorFeedIntervalMs: options.serverErrorFeedIntervalMs,
  });

  // Each instance tells its own staff sockets the count over all instances.
  const countTimer = setInterval(() => {
    if (staff.sockets.size === 0) return;
    countPlayers().then(
      (count) => staff.local.emit("players:online", { count, at: new Date().toISOString() }),
      (err: unknown) => deps.logger.warn({ err }, "could not count connected players"),
    );
  }, options.playerCountIntervalMs ?? 5_000);
  countTimer.unref();

  let closing: Promise<void> | undefined;
  return {
    io,
    staff,
    countPlayers,
    close() {
      closing ??= (async () => {
        clearInterval(countTimer);
        stopBridge();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await Promise.all(redisClients.map((redis) => redis.close()));
      })();
      return closing;
    },
  };
}
