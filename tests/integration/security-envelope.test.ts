// The security envelope of the one server (docs/decisions/090, docs/security.md):
// security headers and the CSP of each surface, CORS closed unless configured,
// the body size limit, no internals in error responses, the AUTH_SECRET rule,
// and the session cookies' attributes.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../api/src/config/env.ts";
import { maxBodyBytes } from "../../api/src/http/app.ts";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { walletSummary } from "../../api/src/wallet/wallet-summary.ts";
import { createTestPlayer } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";
import { startServerProcess } from "../support/server-process.ts";

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-request-id")).toMatch(/^[\w=-]+$/);
}

/**
 * POSTs `bytes` with a Content-Length or chunked (Transfer-Encoding) and reads the
 * answer, which may come (and the socket close) before the body is all sent.
 */
function postBytes(
  url: string,
  bytes: number,
  framing: "length" | "chunked",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = {
      "content-type": "application/json",
      ...(framing === "length" ? { "content-length": String(bytes) } : {}),
    };
    // A connection of its own: the server closes one whose refused body it stops reading.
    const request = httpRequest(url, { method: "POST", headers, agent: false });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(16 * 1024, "y");
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

/** A request by node:http, which (unlike fetch) sends any method, TRACE included. */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; allow: string | undefined; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const request = httpRequest(
      url,
      { method, headers: { ...headers, ...length }, agent: false },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({
          status: response.statusCode ?? 0,
          allow: response.headers.allow,
          contentType: String(response.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString(),
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function directives(response: Response): Map<string, string[]> {
  const csp = response.headers.get("content-security-policy") ?? "";
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe("security headers of every surface (the production server)", () => {
  let server: RunningServer;
  let deps: Awaited<ReturnType<typeof createTestDeps>>;

  beforeAll(async () => {
    deps = await createTestDeps();
    server = await startServer(deps, { port: 0, host: "127.0.0.1", mode: "production" });
  });
  afterAll(async () => {
    await server?.close();
    await deps?.close();
  });

  it("the game: a fresh nonce per response on every inline script, no other inline script", async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
    expectCommonHeaders(first);
    const scriptSrc = directives(first).get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(directives(second).get("script-src")).not.toContain(`'nonce-${nonce}'`);

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (!attributes.includes("src=")) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("the console and the API docs: scripts only from files, inline styles allowed", async () => {
    for (const path of ["/console/", "/console/players/1", "/api/docs"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expectCommonHeaders(response);
      const policy = directives(response);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      const html = await response.text();
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) expect(attributes).toContain("src=");
    }
    const init = await fetch(`${server.url}/api/docs/init.js`);
    expect(init.headers.get("content-type")).toContain("javascript");
    expect(await init.text()).toContain("SwaggerUIBundle");
  });

  it("the API's JSON: nothing may load", async () => {
    for (const path of ["/healthz", "/api/openapi.json", "/api/missing"]) {
      const response = await fetch(`${server.url}${path}`);
      expectCommonHeaders(response);
      expect(directives(response).get("default-src")).toEqual(["'none'"]);
    }
  });

  it("answers methods it does not route with 405 (Allow, JSON error) or 404 on every surface, never a 5xx", async () => {
    const player = await makePlayer(deps.db);
    const cookie = await sessionCookie(deps, player.id);
    const json = { "content-type": "application/json" };
    const problems: string[] = [];
    const expectAnswer = async (
      method: string,
      path: string,
      expected: { status: number; allow?: string },
      headers: Record<string, string> = json,
    ) => {
      const answer = await rawRequest(
        `${server.url}${path}`,
        method,
        headers,
        ["GET", "TRACE", "DELETE"].includes(method) ? undefined : "{}",
      );
      const got = { status: answer.status, allow: answer.allow };
      if (got.status !== expected.status || (expected.allow !== undefined && got.allow !== expected.allow))
        problems.push(`${method} ${path}: ${JSON.stringify(got)} ${answer.body.slice(0, 120)}`);
      if (answer.status === 405 && !/"code":"method_not_allowed","message":"[^"]+"/.test(answer.body))
        problems.push(`${method} ${path}: 405 without the JSON error: ${answer.body.slice(0, 120)}`);
    };
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "PURGE"]) {
      for (const headers of [json, { ...json, cookie }]) {
        await expectAnswer(method, "/api/shop/purchases", { status: 405, allow: "GET, HEAD, POST" }, headers);
        await expectAnswer(method, "/api/me/sessions/revoke", { status: 405, allow: "POST" }, headers);
        await expectAnswer(method, "/api/nowhere", { status: 405 }, headers);
        await expectAnswer(method, "/api/auth/csrf", { status: 405 }, headers);
      }
      await expectAnswer(method, "/", { status: 405 });
      await expectAnswer(method, "/daily", { status: 405 });
      await expectAnswer(method, "/console/", { status: 405 });
      await expectAnswer(method, "/healthz", { status: 405, allow: "GET, HEAD" });
    }
    // Methods the server serves, on paths not routed for them.
    for (const headers of [json, { ...json, cookie }]) {
      await expectAnswer("PATCH", "/api/shop/purchases", { status: 405, allow: "GET, HEAD, POST" }, headers);
      await expectAnswer("DELETE", "/api/me", { status: 405, allow: "GET, HEAD" }, headers);
      await expectAnswer("PUT", "/healthz", { status: 405, allow: "GET, HEAD" }, headers);
      await expectAnswer("PATCH", "/api/nowhere", { status: 404 }, headers);
    }
    // The sign-in layer keeps its contract: "anything else" is a 400 text.
    await expectAnswer("PUT", "/api/auth/csrf", { status: 400 });
    expect(problems).toEqual([]);
  });

  it("refuses a signed-in player's cross-site form post before any action runs", async () => {
    const player = await makePlayer(deps.db);
    const cookie = await sessionCookie(deps, player.id);
    const before = await walletSummary(deps, { userId: player.id, now: new Date() });
    const post = (origin: string) =>
      fetch(`${server.url}/daily`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const crossSite = await post("https://evil.example");
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe("Cross-site form posts are refused.");
    expect((await post("not a url")).status).toBe(403);
    // An opaque origin (a sandboxed frame, a data: URL): Remix would throw on it (a 500).
    const opaque = await post("null");
    expect(opaque.status).toBe(403);
    expect(await opaque.text()).toBe("Cross-site form posts are refused.");
    expect(await walletSummary(deps, { userId: player.id, now: new Date() })).toEqual(before);
    expect((await post(server.url)).status).toBe(200);
    expect(await walletSummary(deps, { userId: player.id, now: new Date() })).not.toEqual(before);
  });

  it("keeps a sane incoming X-Request-Id and replaces any other", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "lb-7f3a_trace=1" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a_trace=1");
    const page = await fetch(`${server.url}/`, { headers: { "x-request-id": "from-the-proxy-42" } });
    expect(page.headers.get("x-request-id")).toBe("from-the-proxy-42");
    const replaced = await fetch(`${server.url}/healthz`, {
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses bodies over the limit with 413 JSON, by Content-Length or chunked, on the API and the game", async () => {
    for (const path of ["/api/auth/callback/credentials", "/api/shop/purchases", "/daily"]) {
      for (const framing of ["length", "chunked"] as const) {
        const refused = await postBytes(`${server.url}${path}`, maxBodyBytes + 1, framing);
        expect({ path, framing, status: refused.status }).toEqual({ path, framing, status: 413 });
        expect(JSON.parse(refused.body).error.code).toBe("payload_too_large");
      }
    }
    // At the limit the body is read and the route answers (here: not signed in).
    expect((await postBytes(`${server.url}/api/shop/purchases`, maxBodyBytes, "chunked")).status).toBe(401);
  });
});

describe("errors never show internals", () => {
  it("a database failure answers 500 with the request id, no stack, no SQL", async () => {
    const server = await startAuthServer();
    const player = await createTestPlayer(server.deps);
    const cookie = await sessionCookie(server.deps, player.id);
    // The database goes away under a running server.
    await server.deps.database.close();
    const response = await fetch(`${server.url}/api/wallet`, { headers: { cookie } });
    const text = await response.text();
    expect(response.status).toBe(500);
    const body = JSON.parse(text);
    expect(body.error.code).toBe("internal");
    expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
    expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|prisma|select |from "|pglite|stack/i);
    await server.close().catch(() => {});
  });

  it("unreadable input answers 400 with a plain message", async () => {
    const server = await startAuthServer();
    const player = await createTestPlayer(server.deps);
    const cookie = await sessionCookie(server.deps, player.id);
    const response = await fetch(`${server.url}/api/profile`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: '{"displayName": "x", "bio": ',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|SyntaxError|stack/i);
    await server.close();
  });
});

describe("CORS", () => {
  let closed: AuthTestServer;
  let open: AuthTestServer;
  const trusted = "https://console.example.com";

  beforeAll(async () => {
    [closed, open] = await Promise.all([
      startAuthServer(),
      startAuthServer({ CORS_ORIGINS: `${trusted}, https://b.example.com` }),
    ]);
  });
  afterAll(() => Promise.all([closed.close(), open.close()]));

  const preflight = (url: string, origin: string) =>
    fetch(`${url}/api/shop/purchases`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });

  it("is closed by default: no CORS header at all, preflights refused", async () => {
    const read = await fetch(`${closed.url}/api/openapi.json`, { headers: { origin: trusted } });
    expect([...read.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    const refused = await preflight(closed.url, trusted);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    expect(refused.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("opens to the origins of CORS_ORIGINS only", async () => {
    const allowed = await preflight(open.url, trusted);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(trusted);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    expect(allowed.headers.get("access-control-allow-methods")).toContain("POST");

    const read = await fetch(`${open.url}/api/openapi.json`, { headers: { origin: trusted } });
    expect(read.headers.get("access-control-allow-origin")).toBe(trusted);
    expect(read.headers.get("access-control-expose-headers")).toContain("Retry-After");

    const stranger = await fetch(`${open.url}/api/openapi.json`, {
      headers: { origin: "https://evil.example" },
    });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
    expect(
      (await preflight(open.url, "https://evil.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
  });

  it("refuses a CORS_ORIGINS entry that is not a URL", () => {
    expect(() => loadEnv({ NODE_ENV: "test", CORS_ORIGINS: "console.example.com" })).toThrow(/CORS_ORIGINS/);
  });
});

describe("AUTH_SECRET in production", () => {
  it("the environment is refused without it against a real database", () => {
    const production = {
      NODE_ENV: "production" as const,
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/arena",
    };
    expect(() => loadEnv(production)).toThrow(/AUTH_SECRET is required in production/);
    expect(
      loadEnv({ ...production, AUTH_SECRET: "a-real-secret-of-32-characters!!" }).AUTH_SECRET,
    ).toBeDefined();
  });

  it("the server process exits before listening", async () => {
    const start = startServerProcess({
      NODE_ENV: "production",
      AUTH_SECRET: "",
      // Never reached: the environment is checked before any connection.
      DATABASE_URL: "postgresql://postgres@127.0.0.1:9/arena_security_never",
    });
    await expect(start).rejects.toThrow(/AUTH_SECRET is required in production/);
  });
});

describe("session cookies (docs/auth-contract.md §2)", () => {
  async function signIn(server: AuthTestServer) {
    const player = await createTestPlayer(server.deps);
    const csrf = await fetch(`${server.url}/api/auth/csrf`);
    const { csrfToken } = await csrf.json();
    const csrfCookie = csrf.headers.getSetCookie()[0] ?? "";
    const signedIn = await fetch(`${server.url}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: csrfCookie.split(";")[0] ?? "",
      },
      body: new URLSearchParams({ csrfToken, email: player.email, password: player.password }),
    });
    expect(signedIn.status).toBe(302);
    const session = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.includes("next-auth.session-token="));
    return { csrfCookie, session: session ?? "" };
  }

  it("over https: __Host- csrf and __Secure- session cookies, HttpOnly, Secure, SameSite=Lax; HSTS", async () => {
    const server = await startAuthServer({ AUTH_URL: "https://arena.example.com" });
    try {
      const { csrfCookie, session } = await signIn(server);
      expect(csrfCookie).toMatch(/^__Host-next-auth\.csrf-token=/);
      expect(session).toMatch(/^__Secure-next-auth\.session-token=/);
      for (const cookie of [csrfCookie, session]) {
        expect(cookie).toContain("; Path=/");
        expect(cookie).toContain("; HttpOnly");
        expect(cookie).toContain("; Secure");
        expect(cookie).toContain("; SameSite=Lax");
        expect(cookie).not.toContain("Domain=");
      }
      const health = await fetch(`${server.url}/healthz`);
      expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await server.close();
    }
  });

  it("over http: the same cookies without prefixes nor Secure, and no HSTS", async () => {
    const server = await startAuthServer();
    try {
      const { csrfCookie, session } = await signIn(server);
      expect(csrfCookie).toMatch(/^next-auth\.csrf-token=/);
      expect(session).toMatch(/^next-auth\.session-token=/);
      for (const cookie of [csrfCookie, session]) {
        expect(cookie).toContain("; HttpOnly");
        expect(cookie).toContain("; SameSite=Lax");
        expect(cookie).not.toContain("Secure");
      }
      expect((await fetch(`${server.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await server.close();
    }
  });
});
