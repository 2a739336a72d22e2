// /metrics (docs/decisions/091): only with METRICS_TOKEN and its bearer token;
// request counts and latencies by route pattern move with traffic; database
// connections, connected sockets and job runs are reported; every request log
// line carries the request id the response returns.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { createRealtimeClient, type RealtimeClient } from "../../api/src/realtime/client.ts";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { startAuthServer } from "../support/auth-server.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";

const token = "metrics-test-token-0123456789";
const logLines: Record<string, unknown>[] = [];
let server: RunningServer;
let deps: Awaited<ReturnType<typeof createTestDeps>>;

beforeAll(async () => {
  const testDeps = await createTestDeps({ METRICS_TOKEN: token });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  deps = { ...testDeps, logger: pino({ level: "info" }, sink) };
  server = await startServer(deps, { port: 0, host: "127.0.0.1", mode: "production" });
});
afterAll(async () => {
  await server?.close();
  await closeAuthRuntime(deps);
  await deps?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one sample, e.g. sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}'). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics access", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const plain = await startAuthServer();
    try {
      const response = await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("wants the bearer token: 401 without it or with a wrong one", async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, "Bearer wrong", token, `Basic ${token}`]) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });
});

describe("what /metrics reports", () => {
  it("counts requests by method, route pattern and status, with their latency", async () => {
    const player = await makePlayer(deps.db);
    const cookie = await sessionCookie(deps, player.id);
    const series = 'http_requests_total{method="POST",route="/api/inbox/:id/read",status="404"}';
    const latency =
      'http_request_duration_seconds_count{method="POST",route="/api/inbox/:id/read",status="404"}';
    const before = await scrape();
    for (const id of [101, 102, 103]) {
      const response = await fetch(`${server.url}/api/inbox/${id}/read`, {
        method: "POST",
        headers: { cookie },
      });
      expect(response.status).toBe(404);
    }
    await fetch(`${server.url}/healthz`);
    const after = await scrape();
    expect(sample(after, series) - sample(before, series)).toBe(3);
    expect(sample(after, latency) - sample(before, latency)).toBe(3);
    expect(sample(after, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBeGreaterThan(
      sample(before, 'http_requests_total{method="GET",route="/healthz",status="200"}'),
    );
    // Raw paths never become labels.
    expect(after).not.toContain("/api/inbox/101");
    // The game's pages are counted too, under one pattern.
    await fetch(`${server.url}/shop?page=${Math.random()}`);
    expect(await scrape()).toMatch(/http_requests_total\{method="GET",route="\/\*",status="(200|302)"\}/);
  });

  it("reports the database connections, connected sockets and process metrics", async () => {
    const player = await makePlayer(deps.db);
    const cookie = await sessionCookie(deps, player.id);
    const client: RealtimeClient = createRealtimeClient(server.url, {
      forceNew: true,
      extraHeaders: { cookie },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.socket.once("connect", () => resolve());
        client.socket.once("connect_error", reject);
      });
      const text = await scrape();
      expect(sample(text, "socketio_connected_sockets")).toBe(1);
      if (deps.database.kind === "postgres") {
        expect(sample(text, 'db_pool_connections{database="postgres",state="total"}')).toBeGreaterThanOrEqual(
          1,
        );
        expect(text).toContain('db_pool_connections{database="postgres",state="idle"}');
        expect(text).toContain('db_pool_connections{database="postgres",state="waiting"}');
      } else {
        expect(sample(text, 'db_pool_connections{database="pglite",state="total"}')).toBe(1);
      }
      expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
      expect(text).toContain("nodejs_eventloop_lag_seconds");
    } finally {
      client.close();
    }
  });

  it("counts job runs by job and outcome with their duration", async () => {
    const runs = 'job_run_duration_seconds_count{job="expire-vip",outcome="succeeded"}';
    const before = sample(await scrape(), runs);
    const started = await deps.jobs.start("expire-vip", {
      now: new Date(Date.UTC(2031, 0, 1)),
      trigger: "manual",
    });
    expect((await started.finished).status).toBe("succeeded");
    expect(sample(await scrape(), runs)).toBe(before + 1);
  });
});

describe("request ids in logs", () => {
  it("every request's log line carries the id its response returns", async () => {
    const responses = await Promise.all([
      fetch(`${server.url}/healthz`),
      fetch(`${server.url}/console/`),
      fetch(`${server.url}/`, { headers: { "x-request-id": "edge-proxy-4711" } }),
    ]);
    for (const response of responses) {
      const id = response.headers.get("x-request-id");
      expect(id).toBeTruthy();
      const line = logLines.find((entry) => entry.msg === "request" && entry.requestId === id);
      expect(line).toMatchObject({ method: "GET", status: response.status });
    }
    expect(responses[2]?.headers.get("x-request-id")).toBe("edge-proxy-4711");
  });
});
