// The one place that makes ioredis clients (rate limits, the Socket.IO adapter).
// Redis is never fatal (docs/decisions/095): every client retries for ever
// (ioredis's strategy, at most 2 s apart), has an error listener, and none of
// its commands can reject unhandled. That last one is what killed instances:
// the Socket.IO adapter publishes and (un)subscribes without awaiting, and
// ioredis rejects queued commands with MaxRetriesPerRequestError after a few
// failed reconnects, an unhandled rejection 14–60 s into an outage.
import { type Command, Redis } from "ioredis";
import type { Logger } from "./logger.ts";

export interface RedisClientOptions {
  url: string;
  /** Names the client in the log lines. */
  name: string;
  logger: Pick<Logger, "warn" | "info" | "debug">;
  /**
   * "fail-fast" (default): commands wait for the first connection attempt, so
   * the first request of a new instance already shares state; after that, a
   * command sent while Redis is down fails at once and its caller falls back
   * (rate limits to memory, broadcasts to this instance's sockets) instead of
   * waiting seconds for ioredis to give up on it.
   * "wait": commands wait for the connection however long it is down (the
   * adapter's subscriber: its subscriptions must be made once Redis is back).
   */
  whileDown?: "fail-fast" | "wait";
}

export interface RedisHealth {
  reachable: boolean;
  latencyMs: number | null;
  error?: string;
}

export interface ResilientRedis {
  client: Redis;
  /** PINGs Redis: reachable and the latency, or why not (at once while disconnected). */
  check(): Promise<RedisHealth>;
  /** QUIT when connected (pending replies arrive), else drop the connection and the retries. */
  close(): Promise<void>;
}

/** How long /healthz waits for a PING. */
const pingTimeoutMs = 1_000;

export function createRedisClient(options: RedisClientOptions): ResilientRedis {
  const { logger, name } = options;
  const failFast = (options.whileDown ?? "fail-fast") === "fail-fast";
  const client = new Redis(options.url, {
    // One retry at most for the commands queued before the first connection;
    // null: no limit, for a client whose commands must all wait.
    maxRetriesPerRequest: failFast ? 1 : null,
  });

  // Every command's promise gets a handler, so one nobody awaits is not an
  // unhandled rejection. Callers that do await still receive the error.
  const send = client.sendCommand.bind(client) as (command: Command, ...rest: unknown[]) => unknown;
  client.sendCommand = (command: Command, ...rest: unknown[]) => {
    command.promise.catch((err: unknown) =>
      logger.debug({ err, redis: name, command: command.name }, "redis command failed"),
    );
    return send(command, ...rest);
  };

  let downSince: number | null = null;
  let lastError: string | undefined;
  client.on("error", (err: Error) => {
    lastError = err.message;
    // ioredis reports every failed reconnect (up to one every 2 s): log the first.
    if (downSince !== null) return;
    downSince = Date.now();
    logger.warn({ err, redis: name }, "redis unreachable: degraded until it returns");
  });
  client.on("ready", () => {
    if (downSince !== null) {
      logger.info({ redis: name, downForMs: Date.now() - downSince }, "redis reachable again");
    }
    downSince = null;
    lastError = undefined;
  });
  if (failFast) {
    // ioredis reads this option at every command.
    const stopQueueing = () => {
      client.options.enableOfflineQueue = false;
    };
    client.once("ready", stopQueueing);
    client.once("close", stopQueueing);
  }

  return {
    client,
    async check() {
      if (client.status !== "ready" && lastError === undefined) {
        // Still making its first connection (an instance's first /healthz): give it the PING's time.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, pingTimeoutMs);
          function done() {
            clearTimeout(timer);
            client.off("ready", done).off("error", done);
            resolve();
          }
          client.once("ready", done).once("error", done);
        });
      }
      if (client.status !== "ready") {
        return { reachable: false, latencyMs: null, error: lastError ?? `not connected (${client.status})` };
      }
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          client.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer to PING in ${pingTimeoutMs} ms`)),
              pingTimeoutMs,
            );
          }),
        ]);
        return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
      } catch (error) {
        return {
          reachable: false,
          latencyMs: null,
          error: error instanceof Error ? error.message : String(error),
        };
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
