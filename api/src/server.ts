// One HTTP server on one port: the Remix game at /, the console at /console,
// the API under /api, Socket.IO at /socket.io and /healthz.
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/server-runtime";
import { type Context, Hono } from "hono";
import type { Server as SocketServer } from "socket.io";
import type { ViteDevServer } from "vite";
import type { AppDeps } from "./context.ts";
import { repoRoot } from "./db/schema-engine.ts";
import { createHttpApp } from "./http/app.ts";
import { compression } from "./http/compression.ts";
import { sameOriginForms } from "./http/same-origin-forms.ts";
import type { HttpEnv } from "./http/types.ts";
import { serverMetrics } from "./metrics/server-metrics.ts";
import { attachRealtime } from "./realtime/server.ts";
import { gameLoadContext } from "./web/context.ts";

export const gameDir = path.join(repoRoot, "game");
export const consoleDir = path.join(repoRoot, "console");
export const gameBuildDir = path.join(gameDir, "build");
export const consoleDistDir = path.join(consoleDir, "dist");

export interface ServerOptions {
  port: number;
  host?: string;
  /** production serves the built game and console; development runs Vite with HMR. */
  mode: "production" | "development";
}

export interface RunningServer {
  url: string;
  httpServer: Server;
  io: SocketServer;
  close(): Promise<void>;
}

/** The game's load context; AppLoadContext is declared as a GameLoadContext on the game's side (game/app/load-context.ts). */
function pageContext(deps: AppDeps, c: Context<HttpEnv>): AppLoadContext {
  return gameLoadContext(deps, c) as unknown as AppLoadContext;
}

function staticGame(app: Hono<HttpEnv>, clientDir: string) {
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: path.relative(process.cwd(), clientDir) }));
}

function staticConsole(app: Hono<HttpEnv>, distDir: string) {
  const root = path.relative(process.cwd(), distDir);
  app.get("/console", (c) => c.redirect("/console/", 301));
  // The build writes each text file compressed beside it (brotli 11 and gzip 9,
  // console/vite.config.ts): those are sent as they are, with Content-Encoding, and
  // the compression middleware leaves them alone. Other files it compresses per response.
  // Vite names the built files by their content hash: a client may keep them for good.
  app.use(
    "/console/assets/*",
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/console/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // index.html names the current build's files: asked again each time, so a deploy shows at once.
  app.use(
    "/console/*",
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (p) => p.replace(/^\/console/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  // The console is a single-page app: any other /console path is its index, read
  // (precompressed) from disk each time like the rest, so a new build shows at once.
  app.get(
    "/console/*",
    serveStatic({
      root,
      path: "index.html",
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
}

async function productionHandler(deps: AppDeps) {
  const serverBuild = path.join(gameBuildDir, "server", "index.js");
  if (!existsSync(serverBuild) || !existsSync(path.join(consoleDistDir, "index.html"))) {
    throw new Error("The game or console is not built: run `npm run build` (npm start does it for you).");
  }
  const build = (await import(serverBuild)) as ServerBuild;
  const remix = createRequestHandler(build, "production");
  const app = new Hono<HttpEnv>();
  app.use(compression);
  app.route("/", createHttpApp(deps));
  staticConsole(app, consoleDistDir);
  staticGame(app, path.join(gameBuildDir, "client"));
  app.all("*", sameOriginForms, (c) => remix(c.req.raw, pageContext(deps, c)));
  return { listener: getRequestListener(app.fetch), close: async () => {} };
}

async function developmentHandler(deps: AppDeps) {
  const { createServer: createViteServer } = await import("vite");
  const gameVite: ViteDevServer = await createViteServer({
    root: gameDir,
    configFile: path.join(gameDir, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: 24678 } },
  });
  const consoleVite: ViteDevServer = await createViteServer({
    root: consoleDir,
    configFile: path.join(consoleDir, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: 24679 } },
  });
  const app = new Hono<HttpEnv>();
  app.route("/", createHttpApp(deps));
  app.all("*", sameOriginForms, async (c) => {
    const build = (await gameVite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(c.req.raw, pageContext(deps, c));
  });
  const hono = getRequestListener(app.fetch);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "/";
    if (url.startsWith("/api") || url.startsWith("/healthz")) return hono(req, res);
    if (url.startsWith("/console")) return consoleVite.middlewares(req, res);
    gameVite.middlewares(req, res, () => hono(req, res));
  };
  return {
    listener,
    close: async () => {
      await Promise.all([gameVite.close(), consoleVite.close()]);
    },
  };
}

export async function startServer(deps: AppDeps, options: ServerOptions): Promise<RunningServer> {
  const handler =
    options.mode === "production" ? await productionHandler(deps) : await developmentHandler(deps);
  const httpServer = createServer(handler.listener);
  // Proxies (nginx's upstream keepalive, HAProxy's connection reuse) and HTTP clients keep an
  // idle connection to this server for up to a minute. Node closes one after 5 s by default, so
  // a request sent just as it closed failed with a reset (a 502 behind a proxy): the server
  // keeps idle connections longer than they do, and waits for headers a little longer still.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const realtime = attachRealtime(httpServer, deps);
  const io = realtime.io;
  serverMetrics(deps)?.watchSockets(io);
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${options.host && options.host !== "0.0.0.0" ? options.host : "localhost"}:${port}`;

  let closing: Promise<void> | undefined;
  async function close(): Promise<void> {
    closing ??= (async () => {
      // Stop accepting, let in-flight requests finish (10 s at most), drop sockets. The deadline
      // is set before Socket.IO closes: its close waits for the HTTP server to end every
      // connection, and a keep-alive connection that finished a request after the idle ones
      // were closed would otherwise hold the shutdown for the whole keep-alive timeout.
      const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      const deadline = setTimeout(() => httpServer.closeAllConnections(), 10_000);
      await realtime.close();
      await drained;
      clearTimeout(deadline);
      await handler.close();
    })();
    return closing;
  }
  return { url, httpServer, io, close };
}
