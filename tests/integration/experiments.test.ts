// A/B experiments over real HTTP: staff make a draft whose variants are remote
// config values (refused in words naming the field), start it, players reading
// the config are served a variant and exposed once, a started experiment keeps
// its split, the results count the exposed per variant, and shipping a variant
// makes its values the config's defaults in one action. Every change is audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../support/admin-http.ts";
import type { Browser } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
let liveops: Browser;
let analyst: Browser;
const players: { browser: Browser; id: string }[] = [];

const send = async (browser: Browser, path: string, init: { method?: string; body?: unknown } = {}) => {
  const method = init.method ?? "GET";
  const response = await browser.fetch(`${server.url}/api/admin/experiments${path}`, {
    method,
    // Every staff change is JSON, a body or not (as the console sends it).
    headers: method === "GET" ? {} : { "Content-Type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify(init.body ?? {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the assertions below read the answers' fields.
  return { status: response.status, json: (await response.json()) as Record<string, any> };
};

const headlineTest = (key: string) => ({
  key,
  name: "Home headline: invitation or boast",
  hypothesis: "An invitation to play brings more battles than a boast.",
  trafficPercent: 100,
  metric: "battlesPerPlayer",
  variants: [
    { key: "control", name: "Control", weight: 1, values: {} },
    { key: "invite", name: "Invitation", weight: 1, values: { "home.headline": "Your team is waiting" } },
  ],
});

const staffActions = (experimentId: number) =>
  server.deps.db.history.findMany({
    where: { type: "staff_action", data: { path: ["experimentId"], equals: experimentId } },
    orderBy: { id: "asc" },
  });

const readConfig = async (browser: Browser) => {
  const response = await browser.fetch(`${server.url}/api/config`);
  return (await response.json()) as { version: number; values: Record<string, unknown> };
};

beforeAll(async () => {
  server = await startAuthServer();
  liveops = (await signedIn(server, "liveops")).browser;
  analyst = (await signedIn(server, "analyst")).browser;
  for (let index = 0; index < 6; index += 1) {
    const player = await signedIn(server, "player");
    players.push({ browser: player.browser, id: player.account.id });
  }
});
afterAll(() => server.close());

describe("experiments", () => {
  it("refuses a setting the game does not read, a repeated variant key, a taken key and an analyst, changing nothing", async () => {
    const unknownSetting = await send(liveops, "", {
      method: "POST",
      body: {
        ...headlineTest("bad-setting"),
        variants: [
          { key: "control", name: "Control", weight: 1, values: {} },
          { key: "b", name: "B", weight: 1, values: { "home.colour": "red" } },
        ],
      },
    });
    expect(unknownSetting.status).toBe(422);
    expect(unknownSetting.json).toMatchObject({
      errors: { "variants.1.values.home.colour": expect.any(String) },
    });

    const repeated = await send(liveops, "", {
      method: "POST",
      body: {
        ...headlineTest("repeated"),
        variants: [
          { key: "a", name: "A", weight: 1, values: {} },
          { key: "a", name: "A again", weight: 1, values: {} },
        ],
      },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.json).toMatchObject({ errors: { "variants.1.key": "is another variant's key" } });

    const one = await send(liveops, "", {
      method: "POST",
      body: { ...headlineTest("only-one"), variants: [{ key: "a", name: "A", weight: 1, values: {} }] },
    });
    expect(one.status).toBe(400);

    const byAnalyst = await send(analyst, "", { method: "POST", body: headlineTest("analyst") });
    expect(byAnalyst.status).toBe(403);
    expect(await server.deps.db.experiment.count()).toBe(0);

    const made = await send(liveops, "", { method: "POST", body: headlineTest("taken") });
    expect(made.status).toBe(201);
    const taken = await send(liveops, "", { method: "POST", body: headlineTest("taken") });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ errors: { key: "another experiment has this key" } });
    expect(await server.deps.db.experiment.count()).toBe(1);

    // A draft is deleted; a started experiment is not (its results stay).
    const deleted = await send(liveops, `/${made.json.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await server.deps.db.experiment.count()).toBe(0);
  });

  it("runs an experiment from draft to shipped: players are served and exposed once, the split holds, the winner becomes the default", async () => {
    const created = await send(liveops, "", { method: "POST", body: headlineTest("home-headline") });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: "draft",
      exposed: 0,
      metric: "battlesPerPlayer",
      audienceName: null,
    });
    const id = created.json.id as number;

    // A draft serves nothing.
    expect((await readConfig(players[0]!.browser)).values["home.headline"]).not.toBe("Your team is waiting");
    expect(await server.deps.db.experimentExposure.count()).toBe(0);

    // A draft may change its split; its key never.
    const reweighted = await send(liveops, `/${id}`, {
      method: "PUT",
      body: { ...headlineTest("home-headline"), trafficPercent: 100 },
    });
    expect(reweighted.status).toBe(200);
    const rekeyed = await send(liveops, `/${id}`, { method: "PUT", body: headlineTest("another-key") });
    expect(rekeyed.status).toBe(400);
    expect(rekeyed.json).toMatchObject({ errors: { key: expect.any(String) } });

    expect((await send(liveops, `/${id}/stop`, { method: "POST" })).status).toBe(409);
    const started = await send(liveops, `/${id}/start`, { method: "POST" });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: "running", startedAt: expect.any(String) });
    expect((await send(liveops, `/${id}/start`, { method: "POST" })).status).toBe(409);

    // Another experiment on the same setting cannot start while this one runs.
    const rival = await send(liveops, "", { method: "POST", body: headlineTest("rival-headline") });
    const rivalStart = await send(liveops, `/${rival.json.id}/start`, { method: "POST" });
    expect(rivalStart.status).toBe(409);
    expect(rivalStart.json.message).toContain("also changes Home page headline");
    expect((await send(liveops, `/${rival.json.id}`, { method: "DELETE" })).status).toBe(200);

    // Each player is served the variant hashing gives, logged once however often they read.
    const served = new Map<string, string>();
    for (const player of players) {
      const first = await readConfig(player.browser);
      const again = await readConfig(player.browser);
      expect(again.values["home.headline"]).toBe(first.values["home.headline"]);
      served.set(player.id, first.values["home.headline"] === "Your team is waiting" ? "invite" : "control");
    }
    const exposures = await server.deps.db.experimentExposure.findMany({ where: { experimentId: id } });
    expect(exposures).toHaveLength(players.length);
    for (const exposure of exposures) expect(exposure.variant).toBe(served.get(exposure.userId));
    // The console's preview of a player names the experiment and the variant as staff named them.
    const invitedPlayer = players.find((player) => served.get(player.id) === "invite");
    if (invitedPlayer) {
      const preview = await liveops.fetch(
        `${server.url}/api/admin/remote-config/preview?playerId=${invitedPlayer.id}`,
      );
      const body = (await preview.json()) as {
        experiments: unknown[];
        values: { key: string; source: string }[];
      };
      expect(body.experiments).toEqual([
        { experiment: "Home headline: invitation or boast", variant: "Invitation" },
      ]);
      expect(body.values.find((value) => value.key === "home.headline")?.source).toBe(
        "experiment “Home headline: invitation or boast”, variant “Invitation”",
      );
    }

    // Started: who sees what is fixed; the name and hypothesis still change.
    const resplit = await send(liveops, `/${id}`, {
      method: "PUT",
      body: { ...headlineTest("home-headline"), trafficPercent: 50 },
    });
    expect(resplit.status).toBe(409);
    expect(resplit.json).toMatchObject({ errors: { trafficPercent: "cannot change once started" } });
    const renamed = await send(liveops, `/${id}`, {
      method: "PUT",
      body: { ...headlineTest("home-headline"), name: "Home headline test" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Home headline test", exposed: players.length });
    expect((await send(liveops, `/${id}`, { method: "DELETE" })).status).toBe(409);

    // The results: the exposed per variant, the chosen metric first; analysts read them.
    const results = await send(analyst, `/${id}/results`);
    expect(results.status).toBe(200);
    const invited = [...served.values()].filter((variant) => variant === "invite").length;
    expect(results.json.variants).toEqual([
      { key: "control", name: "Control", weight: 1, exposed: players.length - invited },
      { key: "invite", name: "Invitation", weight: 1, exposed: invited },
    ]);
    expect(results.json.metrics[0]).toMatchObject({ key: "battlesPerPlayer", name: "Battles per player" });
    expect(results.json.metrics).toHaveLength(6);
    expect(results.json.sampleRatio).toMatchObject({ mismatch: false });

    // Shipping: one action makes the invitation the default for every player, exposed or not.
    expect((await send(analyst, `/${id}/ship`, { method: "POST", body: { variant: "invite" } })).status).toBe(
      403,
    );
    const unknown = await send(liveops, `/${id}/ship`, { method: "POST", body: { variant: "nope" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ errors: { variant: expect.any(String) } });
    const shipped = await send(liveops, `/${id}/ship`, { method: "POST", body: { variant: "invite" } });
    expect(shipped.status).toBe(200);
    expect(shipped.json.experiment).toMatchObject({ status: "shipped", shippedVariant: "invite" });
    const version = await server.deps.db.configVersion.findUniqueOrThrow({
      where: { id: shipped.json.configVersion },
    });
    expect(version.note).toBe("Shipped “Invitation” of the experiment “Home headline test”");
    expect(version.document).toMatchObject({ values: { "home.headline": "Your team is waiting" } });
    const newcomer = await signedIn(server, "player");
    expect((await readConfig(newcomer.browser)).values["home.headline"]).toBe("Your team is waiting");
    expect(await server.deps.db.experimentExposure.count({ where: { userId: newcomer.account.id } })).toBe(0);
    expect(
      (await send(liveops, `/${id}/ship`, { method: "POST", body: { variant: "control" } })).status,
    ).toBe(409);

    const actions = (await staffActions(id)).map((row) => (row.data as { action: string }).action);
    expect(actions).toEqual([
      "experiment.create",
      "experiment.update",
      "experiment.start",
      "experiment.update",
      "experiment.ship",
    ]);
  });

  it("lists experiments by status and by part of the name", async () => {
    const draft = await send(liveops, "", { method: "POST", body: headlineTest("shop-banner") });
    expect(draft.status).toBe(201);
    const list = await send(analyst, `?filter=${encodeURIComponent(JSON.stringify({ status: "draft" }))}`);
    expect(list.status).toBe(200);
    expect((list.json as unknown as { key: string }[]).map((row) => row.key)).toEqual(["shop-banner"]);
    const byName = await send(
      analyst,
      `?filter=${encodeURIComponent(JSON.stringify({ q: "headline test" }))}`,
    );
    expect((byName.json as unknown as { key: string }[]).map((row) => row.key)).toEqual(["home-headline"]);
    expect((await send(analyst, "/987654")).status).toBe(404);
  });
});
