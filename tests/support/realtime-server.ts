// A real server for realtime tests: the API app (createHttpApp) and Socket.IO
// on one node:http server, as api/src/server.ts wires them (without the built
// game and console). It can be stopped and started again on the same port, and
// a second instance can share the first one's database (and Redis).

import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { AppDeps } from "../../api/src/context.ts";
import { createHttpApp } from "../../api/src/http/app.ts";
import { attachRealtime, type Realtime, type RealtimeOptions } from "../../api/src/realtime/server.ts";
import { type Browser, createBrowser, createTestPlayer, form } from "./auth.ts";
import { enrolSecondFactor } from "./second-factor.ts";

export interface RealtimeInstance {
  url: string;
  port: number;
  deps: AppDeps;
  realtime: Realtime;
  /** Closes Socket.IO and the HTTP server (the deps stay open). */
  stop(): Promise<void>;
  /** Listens again on the same port with a fresh Socket.IO. */
  restart(): Promise<void>;
}

export async function startRealtimeInstance(
  deps: AppDeps,
  options: RealtimeOptions & { port?: number } = {},
): Promise<RealtimeInstance> {
  const listener = getRequestListener(createHttpApp(deps).fetch);
  let server: Server;
  let port = options.port ?? 0;
  const instance = { deps } as RealtimeInstance;
  async function listen() {
    server = createServer(listener);
    instance.realtime = attachRealtime(server, deps, options);
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
    instance.port = port;
    instance.url = `http://127.0.0.1:${port}`;
  }
  instance.stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await instance.realtime.close();
    await closed;
  };
  instance.restart = listen;
  await listen();
  return instance;
}

/** Signs a new account in through the real auth API; returns its Cookie header. */
export async function signInForCookie(
  server: { url: string; deps: AppDeps },
  role: "player" | "admin" | "liveops" | "analyst" = "player",
): Promise<{ id: string; cookie: string; browser: Browser }> {
  const account = await createTestPlayer(server.deps, { role });
  const browser = createBrowser();
  const csrf = (await (await browser.fetch(`${server.url}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({ email: account.email, password: account.password, csrfToken: csrf.csrfToken }),
  );
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status}`);
  // An admin passes a second factor before the staff feed lets them in (docs/decisions/131).
  if (role === "admin") await enrolSecondFactor(server.url, browser);
  return { id: account.id, cookie: await browser.jar.getCookieString(server.url), browser };
}

// Socket.IO's typed sockets, their Manager and plain emitters all fit this.
// biome-ignore lint/suspicious/noExplicitAny: listeners of any event shape
type AnyListener = (...args: any[]) => void;
export interface Listenable {
  // biome-ignore lint/suspicious/noExplicitAny: event names are checked by the caller's types
  on(event: any, listener: AnyListener): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  once(event: any, listener: AnyListener): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  off(event: any, listener?: AnyListener): unknown;
}

/** Resolves with the next `event` payload, or rejects after `ms`. */
export function nextEvent<T = unknown>(socket: Listenable, event: string, ms = 3_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Collects every `event` payload a socket receives from now on. */
export function recordEvents<T = unknown>(socket: Listenable, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
