import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { artUrl } from "../art/art-url.ts";
import { artVersion } from "../art/art-version.ts";
import type { AppDeps } from "../context.ts";
import { createHttpApp } from "./app.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("GET /api/art/:version/:kind/:file", () => {
  it("answers a picture as SVG, cached for good", async () => {
    const response = await createHttpApp(deps).request(
      artUrl({ kind: "monster", name: "Umbradon", skinId: "umbradon-void", quality: "legendary" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it("is a 404 in the one error shape for a picture the art does not have", async () => {
    for (const url of [
      `/api/art/${artVersion}/monster/nosuchmon-classic.svg`,
      `/api/art/${artVersion}/relic/no-such-relic.svg`,
      `/api/art/${artVersion}/monster/emberfox-classic.mythic.svg`,
    ]) {
      const response = await createHttpApp(deps).request(url);
      expect(response.status, url).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
  });

  it("sends an older version's URL to the current one", async () => {
    const response = await createHttpApp(deps).request("/api/art/0123abcd/currency/gold.svg");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(artUrl({ kind: "currency", currency: "gold" }));
  });

  it("refuses a malformed kind or file with a 400", async () => {
    expect((await createHttpApp(deps).request(`/api/art/${artVersion}/spell/fire.svg`)).status).toBe(400);
    expect((await createHttpApp(deps).request(`/api/art/${artVersion}/relic/ember-charm.png`)).status).toBe(
      400,
    );
  });
});
