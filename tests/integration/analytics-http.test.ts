// The analytics API over real HTTP with signed-in cookie jars, through the
// console's own data provider: the role matrix, clear 400s for bad queries,
// every metric answering, and a known answer from a small world.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollupActivityDaily } from "../../api/src/analytics/activity.ts";
import { metricNames } from "../../api/src/analytics/run-metric.ts";
import { createDataProvider, type HttpClient } from "../../console/src/data-provider.ts";
import { type Browser, createBrowser, createTestPlayer, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { enrolSecondFactor } from "../support/second-factor.ts";

type Role = "player" | "analyst" | "liveops" | "admin";

let server: AuthTestServer;
const browsers = {} as Record<Role, Browser>;

async function signedIn(role: Role): Promise<Browser> {
  const account = await createTestPlayer(server.deps, { role });
  const browser = createBrowser();
  const csrf = (await (await browser.fetch(`${server.url}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({ email: account.email, password: account.password, csrfToken: csrf.csrfToken }),
  );
  expect(response.status).toBe(302);
  if (role === "admin") await enrolSecondFactor(server.url, browser);
  return browser;
}

const get = (role: Role | "visitor", path: string) =>
  (role === "visitor" ? fetch : browsers[role].fetch)(`${server.url}/api/admin/analytics/${path}`);

beforeAll(async () => {
  server = await startAuthServer();
  for (const role of ["player", "analyst", "liveops", "admin"] as const)
    browsers[role] = await signedIn(role);
});
afterAll(() => server.close());

describe("GET /api/admin/analytics/<metric>", () => {
  it("is for staff: visitor 401, player 403, analyst, liveops and admin 200", async () => {
    expect((await get("visitor", "active-users")).status).toBe(401);
    expect((await get("player", "active-users")).status).toBe(403);
    for (const role of ["analyst", "liveops", "admin"] as const) {
      expect((await get(role, "active-users")).status).toBe(200);
    }
  });

  it("answers a bad query with 400 and a message that says what is wrong", async () => {
    const cases: [string, string][] = [
      ["active-users?from=2026-11-02&to=2026-11-01", "from must be on or before to"],
      ["active-users?from=2025-01-01&to=2026-06-01", "at most 366"],
      ["active-users?from=2026-13-01", "Not a calendar date"],
      ["active-users?from=yesterday", "YYYY-MM-DD"],
      ["active-users?granularity=hour", "granularity"],
      ["no-such-metric", "metric"],
    ];
    for (const [path, message] of cases) {
      const response = await get("analyst", path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string; details?: unknown } };
      expect(body.error.code).toBe("validation_failed");
      expect(JSON.stringify(body), path).toContain(message);
    }
  });

  it("serves every metric through the console's data provider, with a known answer", async () => {
    const httpClient = (async (url: string) => {
      const response = await browsers.analyst.fetch(url, { headers: { Accept: "application/json" } });
      const body = await response.text();
      expect(response.status, url).toBe(200);
      return { status: response.status, headers: response.headers, body, json: JSON.parse(body) };
    }) as HttpClient;
    const provider = createDataProvider(`${server.url}/api/admin`, httpClient);
    const { db } = server.deps;
    const users = await Promise.all(
      [1, 2, 3].map((n) =>
        db.user.create({
          data: { email: `cohort${n}@example.com`, createdAt: new Date("2026-10-01T09:00:00Z") },
        }),
      ),
    );
    await db.playerActivityDay.createMany({
      data: [
        ...users.map((user) => ({ userId: user.id, day: new Date("2026-10-01") })),
        { userId: users[0]!.id, day: new Date("2026-10-02") },
      ],
    });
    // What the hourly stats job does.
    await rollupActivityDaily(server.deps, { now: new Date("2026-10-04T01:00:00Z") });
    const query = { from: "2026-10-01", to: "2026-10-03", granularity: "day" as const };
    const { data: retention } = await provider.getMetric("retention", query);
    expect(retention).toMatchObject({ metric: "retention", ...query });
    expect(retention.rows).toEqual([{ bucket: "2026-10-01", players: 3, d1: 0.3333, d7: 0, d30: 0 }]);
    const { data: active } = await provider.getMetric("active-users", query);
    expect(active.rows.map((row) => [row.bucket, row.dau, row.mau])).toEqual([
      ["2026-10-01", 3, 3],
      ["2026-10-02", 1, 3],
      ["2026-10-03", 0, 3],
    ]);
    for (const metric of metricNames) {
      const { data } = await provider.getMetric(metric, {
        from: "2026-09-01",
        to: "2026-11-30",
        granularity: "week",
      });
      expect(Array.isArray(data.rows), metric).toBe(true);
    }
  });

  it("is in the OpenAPI document under the admin: analytics tag", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(document.paths["/api/admin/analytics/{metric}"]?.get?.tags).toEqual(["admin: analytics"]);
  });
});
