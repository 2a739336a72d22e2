// The remote config over real HTTP: staff save versions (values and audience
// overrides, checked against the registry, refused in words naming the key),
// list them with what changed, restore an earlier one, and preview what a
// player gets (logging no experiment exposure); players, visitors and game
// clients read GET /api/config with an ETag and get 304 while nothing changed.
// Every change writes one staff_action row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetRunningExperiments } from "../../api/src/experiments/assignment.ts";
import { configDefaults } from "../../api/src/remote-config/keys.ts";
import { signedIn } from "../support/admin-http.ts";
import type { Browser } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
let liveops: Browser;
let analyst: Browser;
let player: { browser: Browser; id: string };
let outsider: { browser: Browser; id: string };
let highLevel: number;

const lastHistoryId = async () =>
  (await server.deps.db.history.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;
const auditSince = (afterId: number) =>
  server.deps.db.history.findMany({
    where: { type: "staff_action", id: { gt: afterId } },
    orderBy: { id: "asc" },
  });

const admin = (browser: Browser, path: string, init: { method?: string; body?: unknown } = {}) =>
  browser.fetch(`${server.url}/api/admin/remote-config${path}`, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? {} : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function save(body: Record<string, unknown>) {
  const response = await admin(liveops, "", { method: "POST", body });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
}

const config = async (browser: Browser | null, headers: Record<string, string> = {}) => {
  const response = await (browser?.fetch ?? fetch)(`${server.url}/api/config`, { headers });
  const body =
    response.status === 200
      ? ((await response.json()) as { version: number; values: Record<string, unknown> })
      : null;
  return { response, body };
};

beforeAll(async () => {
  server = await startAuthServer();
  liveops = (await signedIn(server, "liveops")).browser;
  analyst = (await signedIn(server, "analyst")).browser;
  const a = await signedIn(server, "player");
  const b = await signedIn(server, "player");
  player = { browser: a.browser, id: a.account.id };
  outsider = { browser: b.browser, id: b.account.id };
  highLevel = 7;
  await server.deps.db.user.update({ where: { id: player.id }, data: { level: highLevel } });
});
afterAll(() => server.close());

describe("the remote config", () => {
  it("answers the defaults before anything is saved, with an ETag and 304 when unchanged", async () => {
    const first = await config(null);
    expect(first.response.status).toBe(200);
    expect(first.body).toEqual({ version: 0, values: configDefaults() });
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");

    const again = await config(null, { "If-None-Match": etag ?? "" });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe("");
    expect(again.response.headers.get("etag")).toBe(etag);

    const other = await config(null, { "If-None-Match": '"something-else"' });
    expect(other.response.status).toBe(200);
  });

  it("refuses a key the game does not read, a value its rule refuses, a missing note and an unknown audience, naming them", async () => {
    const before = await lastHistoryId();
    const unknownKey = await save({ values: { "home.colour": "red" }, note: "test" });
    expect(unknownKey.status).toBe(422);
    expect(JSON.stringify(unknownKey.json)).toContain("home.colour");
    expect(unknownKey.json).toMatchObject({ errors: { "values.home.colour": expect.any(String) } });

    const badValue = await save({ values: { "battles.replay_speed": 5 }, note: "test" });
    expect(badValue.status).toBe(422);
    expect(badValue.json).toMatchObject({
      message: "The Battle replay speed must be a whole number from 1 to 2.",
      errors: { "values.battles.replay_speed": "must be a whole number from 1 to 2" },
    });

    const noNote = await save({ values: { "home.headline": "Hello" }, note: " " });
    expect(noNote.status).toBe(400);
    expect(noNote.json).toMatchObject({ errors: { note: expect.any(String) } });

    const noAudience = await save({
      values: {},
      audiences: [{ audienceId: 987654, values: { "shop.headline": "Sale" } }],
      note: "test",
    });
    expect(noAudience.status).toBe(422);
    expect(noAudience.json).toMatchObject({
      errors: { "audiences.0.audienceId": "is not a saved audience" },
    });

    const analystSave = await admin(analyst, "", {
      method: "POST",
      body: { values: { "home.headline": "Hi" }, note: "no" },
    });
    expect(analystSave.status).toBe(403);
    expect(await auditSince(before)).toEqual([]);
    expect(await server.deps.db.configVersion.count()).toBe(0);
  });

  it("saves versions with audience overrides, serves each player theirs, lists what changed and restores an earlier one, each audited", async () => {
    const { etag: oldEtag } = { etag: (await config(player.browser)).response.headers.get("etag") ?? "" };
    const audience = await server.deps.db.audience.create({
      data: { name: `Level ${highLevel} and up`, rules: { levelMin: highLevel } },
    });
    const before = await lastHistoryId();

    const first = await save({
      values: { "home.headline": "Spring is here" },
      note: "Spring",
      baseVersion: 0,
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      note: "Spring",
      isLive: true,
      restoredFromId: null,
      changes: ["Home page headline set to “Spring is here”"],
    });
    const v1 = first.json.id as number;

    const second = await save({
      values: { "home.headline": "Summer is here", "home.daily_reward_reminder": true },
      audiences: [{ audienceId: audience.id, values: { "shop.headline": "  Veterans' sale  " } }],
      note: "Summer",
      baseVersion: v1,
    });
    expect(second.status).toBe(201);
    const v2 = second.json.id as number;
    expect(second.json.changes).toEqual([
      "Home page headline: “Spring is here” → “Summer is here”",
      "Daily reward reminder set to on",
      `Overrides for audience “Level ${highLevel} and up” added: Shop headline set to “Veterans' sale”`,
    ]);

    const stale = await save({ values: {}, note: "stale", baseVersion: v1 });
    expect(stale.status).toBe(409);

    // The player in the audience gets its override; the one outside does not; a visitor gets the live values.
    const inside = await config(player.browser, { "If-None-Match": oldEtag });
    expect(inside.response.status).toBe(200);
    expect(inside.body).toMatchObject({
      version: v2,
      values: { "home.headline": "Summer is here", "shop.headline": "Veterans' sale" },
    });
    const outside = await config(outsider.browser);
    expect(outside.body?.values).toMatchObject({ "home.headline": "Summer is here", "shop.headline": "" });
    expect(outside.response.headers.get("etag")).not.toBe(inside.response.headers.get("etag"));
    const visitor = await config(null);
    expect(visitor.body?.values).toMatchObject({ "home.headline": "Summer is here", "shop.headline": "" });

    const list = await admin(analyst, `/versions?range=${encodeURIComponent("[0,9]")}`);
    expect(list.status).toBe(200);
    expect(list.headers.get("content-range")).toMatch(/\/2$/);
    const rows = (await list.json()) as { id: number; isLive: boolean; createdBy: { role: string } | null }[];
    expect(rows.map((row) => [row.id, row.isLive])).toEqual([
      [v2, true],
      [v1, false],
    ]);
    expect(rows[0]?.createdBy?.role).toBe("liveops");

    const restore = await admin(liveops, `/versions/${v1}/restore`, { method: "POST", body: {} });
    expect(restore.status).toBe(201);
    const restored = (await restore.json()) as Record<string, unknown>;
    expect(restored).toMatchObject({
      restoredFromId: v1,
      isLive: true,
      note: `Restored version ${v1}`,
      document: { values: { "home.headline": "Spring is here" }, audiences: [] },
    });
    expect(restored.changes).toEqual([
      "Home page headline: “Summer is here” → “Spring is here”",
      "Daily reward reminder back to the default",
      `Overrides for audience “Level ${highLevel} and up” removed`,
    ]);
    const afterRestore = await config(player.browser);
    expect(afterRestore.body?.values).toMatchObject({
      "home.headline": "Spring is here",
      "shop.headline": "",
    });

    const again = await admin(liveops, `/versions/${restored.id}/restore`, { method: "POST", body: {} });
    expect(again.status).toBe(409);
    const missing = await admin(liveops, "/versions/999999/restore", { method: "POST", body: {} });
    expect(missing.status).toBe(404);

    const audit = await auditSince(before);
    expect(audit.map((row) => (row.data as { action: string }).action)).toEqual([
      "remote_config.save",
      "remote_config.save",
      "remote_config.restore",
    ]);
    expect(audit[1]).toMatchObject({
      data: {
        versionId: v2,
        previousVersionId: v1,
        note: "Summer",
        after: { values: { "home.headline": "Summer is here" } },
      },
    });

    const page = await admin(analyst, "");
    expect(page.status).toBe(200);
    const live = (await page.json()) as { live: { id: number }; keys: { key: string; groupLabel: string }[] };
    expect(live.live.id).toBe(restored.id);
    expect(live.keys.find((key) => key.key === "home.headline")?.groupLabel).toBe("Home page");
  });

  it("previews what a player gets with each value's source, logging no exposure", async () => {
    const audience = await server.deps.db.audience.create({
      data: { name: "Preview audience", rules: { levelMin: highLevel } },
    });
    const live = (await (await admin(liveops, "")).json()) as { live: { id: number } };
    const saved = await save({
      values: { "home.headline": "Preview" },
      audiences: [{ audienceId: audience.id, values: { "summons.cta_label": "Hatch" } }],
      note: "Preview test",
      baseVersion: live.live.id,
    });
    expect(saved.status).toBe(201);
    const experiment = await server.deps.db.experiment.create({
      data: {
        key: "egg-speed",
        name: "Egg speed",
        status: "running",
        trafficPercent: 100,
        startedAt: new Date(),
        variants: [
          { key: "slow", name: "Slow", weight: 1, values: { "battles.replay_speed": 2 } },
          { key: "fast", name: "Fast", weight: 1, values: { "battles.replay_speed": 2 } },
        ],
      },
    });
    forgetRunningExperiments(server.deps.db);

    const response = await admin(analyst, `/preview?playerId=${player.id}`);
    expect(response.status).toBe(200);
    const preview = (await response.json()) as {
      values: { key: string; value: unknown; source: string; isDefault: boolean }[];
    };
    const of = (key: string) => preview.values.find((row) => row.key === key);
    expect(of("home.headline")).toMatchObject({ value: "Preview", source: `version ${saved.json.id}` });
    expect(of("summons.cta_label")).toMatchObject({ value: "Hatch", source: "audience “Preview audience”" });
    expect(of("battles.replay_speed")).toMatchObject({
      value: 2,
      source: expect.stringContaining("experiment “Egg speed”"),
    });
    expect(of("shop.headline")).toMatchObject({ isDefault: true, source: "the default in code" });
    expect(await server.deps.db.experimentExposure.count({ where: { experimentId: experiment.id } })).toBe(0);

    // The player's own read is an exposure.
    const own = await config(player.browser);
    expect(own.body?.values["battles.replay_speed"]).toBe(2);
    expect(await server.deps.db.experimentExposure.count({ where: { experimentId: experiment.id } })).toBe(1);

    const nobody = await admin(analyst, "/preview?playerId=00000000-0000-4000-8000-000000000000");
    expect(nobody.status).toBe(404);
    const notAnId = await admin(analyst, "/preview?playerId=someone");
    expect(notAnId.status).toBe(400);
    await server.deps.db.experiment.update({ where: { id: experiment.id }, data: { status: "stopped" } });
    forgetRunningExperiments(server.deps.db);
  });

  it("serves a game client signed in with a bearer token its own config", async () => {
    const signIn = await fetch(`${server.url}/api/client/auth/device`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ deviceId: `device-${Date.now()}`, clientName: "config test" }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken, player: client } = (await signIn.json()) as {
      accessToken: string;
      player: { id: string };
    };
    await server.deps.db.user.update({ where: { id: client.id }, data: { level: highLevel } });
    const response = await fetch(`${server.url}/api/config`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { values: Record<string, unknown> };
    // In the level audience of the previous test's live version.
    expect(body.values).toMatchObject({ "home.headline": "Preview", "summons.cta_label": "Hatch" });
    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(`${server.url}/api/config`, {
      headers: { authorization: `Bearer ${accessToken}`, "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });
});
