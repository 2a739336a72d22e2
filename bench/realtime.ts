// `npm run bench -- realtime [--sockets 5000] [--broadcasts 10] [--targeted-seconds 5] [--rate 1000]`
//
// One instance (this process, on a PostgreSQL database created for the run) with the real realtime stack: handshake auth from
// a session cookie, rooms per user, the domain-event bridge. The sockets live in
// a child process (this file with --bench-clients). Measured there, from the
// emit to each socket's receipt (the same machine, so one clock):
//   1. a broadcast to all (an `announcement`), p50/p99 over every delivery;
//   2. targeted per-user events (`achievement:unlocked`) at `rate` per second;
//   3. the same broadcast on a bare Socket.IO server (no auth, no rooms): the baseline.
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { z } from "zod";
import { issueSessionToken } from "../api/src/auth/session.ts";
import { authSettings } from "../api/src/auth/settings.ts";
import { loadEnv } from "../api/src/config/env.ts";
import type { AppDeps } from "../api/src/context.ts";
import { openDatabase } from "../api/src/db.ts";
import { createDomainEvents } from "../api/src/events.ts";
import { createHttpApp } from "../api/src/http/app.ts";
import { createLogger } from "../api/src/logger.ts";
import { attachRealtime } from "../api/src/realtime/server.ts";
import { scratchDatabase } from "./support/database.ts";
import { benchOptions } from "./support/options.ts";
import { percentile } from "./support/stats.ts";

const OptionsSchema = z.strictObject({
  sockets: z.coerce.number().int().min(1).max(50_000).default(5_000),
  broadcasts: z.coerce.number().int().min(1).max(1_000).default(10),
  targetedSeconds: z.coerce.number().min(1).max(120).default(5),
  rate: z.coerce.number().int().min(1).max(100_000).default(1_000),
});

/** Milliseconds on a clock both processes share (sub-millisecond). */
const clock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ToClients =
  | { type: "connect"; url: string; cookies: (string | null)[]; phase: string }
  | { type: "collect"; phase: string }
  | { type: "disconnect" }
  | { type: "exit" };
type FromClients =
  | { type: "connected"; phase: string; ms: number; failed: number }
  | { type: "collected"; phase: string; latencies: { p50: number; p99: number; count: number } }
  | { type: "disconnected" };

// ───────────────────────── the client process ─────────────────────────

async function runClients(): Promise<void> {
  let sockets: Socket[] = [];
  const latencies = new Map<string, number[]>();
  const record = (phase: string, sentAt: number) => {
    const list = latencies.get(phase) ?? [];
    list.push(clock() - sentAt);
    latencies.set(phase, list);
  };
  const send = (message: FromClients) => process.send!(message);
  process.on("message", async (message: ToClients) => {
    if (message.type === "connect") {
      const started = clock();
      let failed = 0;
      const batch = 200;
      for (let i = 0; i < message.cookies.length; i += batch) {
        const slice = message.cookies.slice(i, i + batch);
        const opened = slice.map((cookie) => {
          const socket = connect(message.url, {
            path: "/socket.io",
            transports: ["websocket"],
            forceNew: true,
            reconnection: false,
            timeout: 20_000,
            ...(cookie ? { extraHeaders: { cookie } } : {}),
          });
          socket.on("announcement", (payload: { id: string }) =>
            record(`${message.phase}:broadcast`, Number(payload.id)),
          );
          socket.on("achievement:unlocked", (payload: { key: string }) =>
            record(`${message.phase}:targeted`, Number(payload.key)),
          );
          sockets.push(socket);
          return new Promise<void>((resolve) => {
            socket.once("connect", () => resolve());
            socket.once("connect_error", () => {
              failed += 1;
              resolve();
            });
          });
        });
        await Promise.all(opened);
      }
      send({ type: "connected", phase: message.phase, ms: clock() - started, failed });
    } else if (message.type === "collect") {
      const list = (latencies.get(message.phase) ?? []).sort((a, b) => a - b);
      latencies.delete(message.phase);
      send({
        type: "collected",
        phase: message.phase,
        latencies: { p50: percentile(list, 50), p99: percentile(list, 99), count: list.length },
      });
    } else if (message.type === "disconnect") {
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      send({ type: "disconnected" });
    } else {
      process.exit(0);
    }
  });
}

// ───────────────────────── the server process ─────────────────────────

function request<T extends FromClients["type"]>(
  child: ChildProcess,
  message: ToClients,
  reply: T,
): Promise<Extract<FromClients, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (answer: FromClients) => {
      if (answer.type !== reply) return;
      child.off("message", listener);
      resolve(answer as Extract<FromClients, { type: T }>);
    };
    child.on("message", listener);
    child.send(message);
  });
}

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

export async function main(argv: string[]): Promise<void> {
  const options = benchOptions(OptionsSchema, argv);
  // PostgreSQL (a database created for this run): handshakes read sessions concurrently.
  const scratch = await scratchDatabase("arena_bench_realtime");
  console.log(`database ${scratch.name} (created for this run)`);
  const database = await openDatabase({ url: scratch.url });
  const logger = createLogger("silent");
  const env = loadEnv({ NODE_ENV: "test", AUTH_SECRET: "bench-secret-at-least-32-characters-long" });
  const deps = {
    db: database.prisma,
    dbRead: database.reader,
    database,
    env,
    logger,
    events: createDomainEvents(),
    jobs: undefined as unknown as AppDeps["jobs"],
  } satisfies AppDeps;

  console.log(`creating ${options.sockets} players and their session cookies…`);
  const stamp = Date.now();
  await database.prisma.user.createMany({
    data: Array.from({ length: options.sockets }, (_, i) => ({ email: `bench${stamp}-${i}@example.com` })),
  });
  const users = await database.prisma.user.findMany({
    where: { email: { startsWith: `bench${stamp}-` } },
    select: { id: true, email: true, role: true, sessionVersion: true },
  });
  const settings = authSettings(env);
  const cookieName = settings.cookies.sessionToken;
  const cookies = await Promise.all(
    users.map(async (user) => {
      const token = await issueSessionToken(settings, {
        sub: user.id,
        email: user.email,
        name: null,
        picture: null,
        role: user.role,
        sv: user.sessionVersion,
      });
      return `${cookieName}=${token}`;
    }),
  );

  const appServer = createServer(getRequestListener(createHttpApp(deps).fetch));
  const realtime = attachRealtime(appServer, deps);
  const appUrl = await listen(appServer);

  const bareServer = createServer();
  const bare = new Server(bareServer, { path: "/socket.io", serveClient: false });
  const bareUrl = await listen(bareServer);

  const child = fork(fileURLToPath(import.meta.url), ["--bench-clients"], { stdio: "inherit" });
  const results: Record<string, { p50: number; p99: number; count: number }> = {};
  try {
    // 1 + 2: the real stack.
    const joined = await request(
      child,
      { type: "connect", url: appUrl, cookies, phase: "auth" },
      "connected",
    );
    console.log(
      `${options.sockets - joined.failed} authenticated sockets connected in ${fmt(joined.ms)} (${joined.failed} failed)`,
    );
    for (let round = 0; round < options.broadcasts; round += 1) {
      deps.events.emit("announcement", {
        id: String(clock()),
        title: "bench",
        body: "",
        audience: { kind: "all" },
        actorId: null,
      });
      await sleep(500);
    }
    await sleep(1_000);
    results["broadcast (auth + rooms)"] = (
      await request(child, { type: "collect", phase: "auth:broadcast" }, "collected")
    ).latencies;

    const perTick = Math.max(1, Math.round(options.rate / 100));
    const ticks = Math.round(options.targetedSeconds * 100);
    for (let tick = 0; tick < ticks; tick += 1) {
      const tickStart = clock();
      for (let i = 0; i < perTick; i += 1) {
        const user = users[(tick * perTick + i) % users.length]!;
        deps.events.emit("achievement:unlocked", { userId: user.id, key: String(clock()) });
      }
      await sleep(Math.max(0, 10 - (clock() - tickStart)));
    }
    await sleep(1_000);
    results[`targeted, ${options.rate}/s (auth + rooms)`] = (
      await request(child, { type: "collect", phase: "auth:targeted" }, "collected")
    ).latencies;
    await request(child, { type: "disconnect" }, "disconnected");

    // 3: the baseline.
    const anonymous = Array.from({ length: options.sockets }, () => null);
    const bareJoined = await request(
      child,
      { type: "connect", url: bareUrl, cookies: anonymous, phase: "bare" },
      "connected",
    );
    console.log(`${options.sockets - bareJoined.failed} bare sockets connected in ${fmt(bareJoined.ms)}`);
    for (let round = 0; round < options.broadcasts; round += 1) {
      bare.emit("announcement", { id: String(clock()), title: "bench", body: "", sentAt: "" });
      await sleep(500);
    }
    await sleep(1_000);
    results["broadcast (bare Socket.IO)"] = (
      await request(child, { type: "collect", phase: "bare:broadcast" }, "collected")
    ).latencies;
    await request(child, { type: "disconnect" }, "disconnected");
  } finally {
    child.send({ type: "exit" } satisfies ToClients);
    await realtime.close();
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await database.close();
    await scratch.drop();
  }

  console.log(`\n${options.sockets} sockets, clients in a separate process`);
  for (const [name, stats] of Object.entries(results)) {
    console.log(
      `${name.padEnd(36)} p50 ${fmt(stats.p50).padStart(11)}  p99 ${fmt(stats.p99).padStart(11)}  (${stats.count} deliveries)`,
    );
  }
  const auth = results["broadcast (auth + rooms)"]!;
  const baseline = results["broadcast (bare Socket.IO)"]!;
  console.log(
    `broadcast ratio (auth + rooms / bare): p50 ×${(auth.p50 / baseline.p50).toFixed(2)}, p99 ×${(auth.p99 / baseline.p99).toFixed(2)}`,
  );
}

if (process.argv.includes("--bench-clients")) void runClients();
