// The whole product as `npm start` runs it: one process, one port, the embedded
// database migrated and seeded on first start, and a graceful stop on SIGTERM.
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminSql } from "../support/postgres.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const postgresUrl = process.env.DATABASE_URL;
const databaseName = `arena_process_${randomBytes(4).toString("hex")}`;
let server: ServerProcess;

beforeAll(async () => {
  if (postgresUrl) {
    await runAdminSql(postgresUrl, [`CREATE DATABASE "${databaseName}"`]);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), AUTH_SECRET: "process-test-secret" });
  } else {
    server = await startServerProcess({ DATABASE_URL: undefined, PGLITE_DATA_DIR: "memory://" });
  }
}, 180_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  if (postgresUrl) await runAdminSql(postgresUrl, [`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`]);
});

describe("the server process", () => {
  it("applied the migrations to an empty database at start", async () => {
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health).toMatchObject({
      status: "ok",
      database: { reachable: true },
      migrations: { pending: [] },
    });
    const ready = server.logs.find((entry) => entry.msg === "database ready");
    expect(ready?.appliedMigrations).toEqual(expect.arrayContaining([expect.stringMatching(/_init$/)]));
  });

  it.runIf(!postgresUrl)("seeded the empty embedded database with the demo world", () => {
    const seeded = server.logs.find((entry) => entry.msg === "demo world seeded");
    expect(seeded?.players).toBeGreaterThanOrEqual(100);
  });

  it("compresses text responses (brotli, else gzip) and lets clients keep the built files", async () => {
    const brotli = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toContain("Monster Arena"); // fetch decodes it

    const gzip = await fetch(`${server.url}/api/openapi.json`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect((await gzip.json()).openapi).toMatch(/^3\./);

    const identity = await fetch(`${server.url}/api/openapi.json`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(identity.headers.get("content-encoding")).toBeNull();
    await identity.body?.cancel();

    const consoleIndex = await fetch(`${server.url}/console/`);
    expect(consoleIndex.headers.get("cache-control")).toBe("no-cache");
    const script = (await consoleIndex.text()).match(/src="(\/console\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { "Accept-Encoding": "br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    await asset.body?.cancel();
    // The console's files are compressed once, at build time (brotli 11, gzip 9, console/vite.config.ts),
    // and sent as they are: the bytes of the .br and .gz files beside each built file.
    const built = `console/dist${script?.replace(/^\/console/, "")}`;
    expect(Number(asset.headers.get("content-length"))).toBe(statSync(`${built}.br`).size);
    const gzipped = await fetch(`${server.url}${script}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzipped.headers.get("content-length"))).toBe(statSync(`${built}.gz`).size);
    await gzipped.body?.cancel();
    // A deep link's page is the same index.html, precompressed too and never kept.
    const deepLink = await fetch(`${server.url}/console/players/123`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(deepLink.headers.get("content-encoding")).toBe("br");
    expect(deepLink.headers.get("cache-control")).toBe("no-cache");
    expect(Number(deepLink.headers.get("content-length"))).toBe(statSync("console/dist/index.html.br").size);
    await deepLink.body?.cancel();
  });

  it("serves the game at /, the console at /console and the API docs on one port", async () => {
    const game = await fetch(`${server.url}/`);
    expect(game.status).toBe(200);
    expect(await game.text()).toContain("Monster Arena");
    // Each page says what it is to search results and link previews.
    for (const [page, description] of [
      ["/signin", "Sign in to Monster Arena"],
      ["/signup", "Create a free Monster Arena account"],
    ]) {
      expect(await (await fetch(`${server.url}${page}`)).text()).toMatch(
        new RegExp(`<meta name="description" content="${description}`),
      );
    }

    const consolePage = await fetch(`${server.url}/console/players/123`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('<div id="root">');

    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);

    const missing = await fetch(`${server.url}/api/missing`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
  });

  it("writes structured JSON request logs with request ids", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const requestId = response.headers.get("x-request-id");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const entry = server.logs.find((log) => log.msg === "request" && log.requestId === requestId);
    expect(entry).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
  });

  it("stops gracefully on SIGTERM", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.logs.some((entry) => entry.msg === "stopped")).toBe(true);
  });
});
