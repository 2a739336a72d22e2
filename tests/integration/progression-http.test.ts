// The progression API over real HTTP with a signed-in browser and a game
// server key (GAME_SERVER_KEY, the bootstrap key; docs/decisions/125): teams,
// battles, matches, quests, inventory, profiles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, createBrowser, createTestPlayer, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { firstMapWin } from "../support/match-reports.ts";
import { tableSnapshot } from "../support/table-snapshot.ts";

const serverKey = "a-game-server-key-for-tests-0123456789";
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer({ GAME_SERVER_KEY: serverKey });
});
afterAll(() => server.close());

async function signedIn() {
  const user = await createTestPlayer(server.deps);
  const browser = createBrowser();
  const csrf = await browser.fetch(`${server.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({ email: user.email, password: user.password, csrfToken }),
  );
  expect(response.status).toBe(302);
  return { user, browser };
}

function call(browser: Browser, method: string, path: string, body?: unknown) {
  return browser.fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("progression over HTTP", () => {
  it("builds a team, plays the first map (server-simulated) and sees the result everywhere", async () => {
    const { user, browser } = await signedIn();
    const inventory = (await (await call(browser, "GET", "/api/inventory")).json()) as {
      monsters: { id: number; name: string }[];
      usage: { monsterSlots: number };
      capacities: { monsterSlots: number };
    };
    expect(inventory.usage.monsterSlots).toBe(3);
    expect(inventory.capacities.monsterSlots).toBe(30);
    for (const [slot, monster] of inventory.monsters.entries()) {
      const response = await call(browser, "PUT", `/api/teams/0/members/${slot}`, { monsterId: monster.id });
      expect(response.status).toBe(200);
    }
    const teams = (await (await call(browser, "GET", "/api/teams")).json()) as {
      teams: { members: unknown[]; power: number }[];
    };
    expect(teams.teams).toHaveLength(3);
    expect(teams.teams[0]!.members.filter(Boolean)).toHaveLength(3);

    const battle = await call(browser, "POST", "/api/battles", { mode: "campaign", map: "meadow-outskirts" });
    expect(battle.status).toBe(200);
    const result = (await battle.json()) as { matchReportId: number; won: boolean; kills: number };
    const viewer = await call(browser, "GET", `/api/battles/${result.matchReportId}`);
    expect(viewer.status).toBe(200);
    const view = (await viewer.json()) as { outcome: { events: unknown[]; winner: string } };
    expect(view.outcome.winner === "attacker").toBe(result.won);
    expect(view.outcome.events.length).toBeGreaterThan(0);

    const quests = (await (await call(browser, "GET", "/api/quests")).json()) as {
      quests: { key: string; value: number }[];
    };
    expect(quests.quests.find((quest) => quest.key === "daily-play-3")?.value).toBe(1);

    // Someone else's battle is not visible.
    const other = await signedIn();
    expect((await call(other.browser, "GET", `/api/battles/${result.matchReportId}`)).status).toBe(404);

    const profile = await call(
      other.browser,
      "GET",
      `/api/profiles/${encodeURIComponent(user.profile!.name)}`,
    );
    expect(profile.status).toBe(200);
    const publicProfile = (await profile.json()) as Record<string, unknown>;
    expect(publicProfile.name).toBe(user.profile!.name);
    expect(JSON.stringify(publicProfile)).not.toContain(user.email);
  });

  it("takes match reports from a game server by key, once, and never from the player's session", async () => {
    const { user, browser } = await signedIn();
    const monsters = await server.deps.db.item.findMany({ where: { inventory: { userId: user.id } } });
    await call(browser, "PUT", "/api/teams/0/members/0", { monsterId: monsters[0]!.id });
    await server.deps.db.user.update({ where: { id: user.id }, data: { hasGameAccess: true } });

    // A player plays battles the server simulates; their own report is refused (403, why in words).
    const bySession = await call(browser, "POST", "/api/matches", {
      ...firstMapWin("http-session-01"),
      kills: 2,
    });
    expect(bySession.status).toBe(403);
    expect(((await bySession.json()) as { error: { message: string } }).error.message).toContain(
      "POST /api/battles",
    );

    const anonymous = await fetch(`${server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(firstMapWin("http-anon-0001")),
    });
    expect(anonymous.status).toBe(401);

    const wrongKey = await fetch(`${server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-game-server-key": "nope" },
      body: JSON.stringify({ ...firstMapWin("http-server-01"), userId: user.id }),
    });
    expect(wrongKey.status).toBe(401);

    const report = { ...firstMapWin("http-server-01"), userId: user.id };
    const send = () =>
      fetch(`${server.url}/api/matches`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-game-server-key": serverKey },
        body: JSON.stringify(report),
      });
    const first = await send();
    expect(first.status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { replayed: boolean }).replayed).toBe(true);
    const stats = await server.deps.db.userStats.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stats.pveWins).toBe(1);

    const cheat = await fetch(`${server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-game-server-key": serverKey },
      body: JSON.stringify({ ...report, matchId: "http-cheat-001", timeSeconds: 1, turns: 50 }),
    });
    expect(cheat.status).toBe(422);
    const problem = (await cheat.json()) as { error: { code: string; details: { violations: string[] } } };
    expect(problem.error.code).toBe("unprocessable");
  });

  it("saves a whole team of five in one request; a bad team is refused with a clear 4xx and changes nothing", async () => {
    const { user, browser } = await signedIn();
    const db = server.deps.db;
    const { id: inventoryId } = await db.inventory.findUniqueOrThrow({ where: { userId: user.id } });
    const starters = await db.item.findMany({
      where: { inventoryId, type: "monster" },
      orderBy: { id: "asc" },
    });
    const extra = await Promise.all(
      ["Cinderpup", "Bubblefin"].map((name) =>
        db.item.create({ data: { inventoryId, type: "monster", name, quality: "common" } }),
      ),
    );
    const relic = await db.item.create({
      data: { inventoryId, type: "relic", name: "Ember Charm", quality: "common" },
    });
    const monsters = [...starters, ...extra].map((item) => item.id);
    expect(monsters).toHaveLength(5);

    const team = monsters.map((monsterId, slot) => ({
      slot,
      monsterId,
      relicId: slot === 0 ? relic.id : null,
    }));
    const saved = await call(browser, "PUT", "/api/teams/1", { members: team });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as {
      teams: {
        slot: number;
        members: ({ monster: { id: number }; relic: { id: number } | null } | null)[];
      }[];
    };
    expect(body.teams[1]!.members.map((member) => member?.monster.id)).toEqual(monsters);
    expect(body.teams[1]!.members[0]!.relic?.id).toBe(relic.id);

    // Bad teams: each refused as a whole, nothing changed.
    const other = await signedIn();
    const theirs = await db.item.findFirstOrThrow({
      where: { inventory: { userId: other.user.id }, type: "monster" },
    });
    const before = await tableSnapshot(db, ["Team", "TeamMember"]);
    const refusals: [unknown, number, string | RegExp][] = [
      // six members
      [{ members: [...team, { slot: 4, monsterId: monsters[0] }] }, 400, "at most 5"],
      // a monster twice
      [{ members: [team[0], { slot: 1, monsterId: monsters[0] }] }, 400, "already in slot 1"],
      // a slot twice
      [{ members: [team[0], { slot: 0, monsterId: monsters[1] }] }, 400, "Slot 1 is listed twice"],
      // a relic carried twice
      [
        { members: [team[0], { slot: 1, monsterId: monsters[1], relicId: relic.id }] },
        400,
        "already carried",
      ],
      // someone else's monster
      [{ members: [{ slot: 0, monsterId: theirs.id }] }, 404, "No such monster in your inventory."],
      // a relic where a monster goes
      [{ members: [{ slot: 0, monsterId: relic.id }] }, 404, "No such monster in your inventory."],
      // a monster where a relic goes
      [{ members: [{ slot: 0, monsterId: monsters[0], relicId: monsters[1] }] }, 404, "No such relic"],
      // a slot out of range, ids that are no ids, unknown fields
      [{ members: [{ slot: 5, monsterId: monsters[0] }] }, 400, /./],
      [{ members: [{ slot: 0, monsterId: "1; DROP TABLE" }] }, 400, /./],
      [{ members: [{ slot: 0, monsterId: monsters[0], level: 99 }] }, 400, /./],
      [{ members: team, name: "Sneaky" }, 400, /./],
      [{ members: "all of them" }, 400, /./],
    ];
    for (const [input, status, message] of refusals) {
      const response = await call(browser, "PUT", "/api/teams/1", input);
      expect(response.status, JSON.stringify(input)).toBe(status);
      const error = (await response.json()) as { error: { message: string; details?: { fields?: object } } };
      expect(JSON.stringify(error.error), JSON.stringify(input)).toMatch(message);
    }
    expect((await call(browser, "PUT", "/api/teams/3", { members: [] })).status).toBe(400);
    expect((await call(browser, "PUT", "/api/teams/x", { members: [] })).status).toBe(400);
    expect((await call(other.browser, "PUT", "/api/teams/1", { members: team })).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/teams/1`, { method: "PUT", body: JSON.stringify({ members: [] }) }))
        .status,
    ).toBe(401);
    expect(await tableSnapshot(db, ["Team", "TeamMember"])).toEqual(before);

    // Moving monsters around and emptying slots is one save too.
    const reshuffled = [
      { slot: 0, monsterId: monsters[4] },
      { slot: 2, monsterId: monsters[0], relicId: relic.id },
    ];
    const moved = (await (
      await call(browser, "PUT", "/api/teams/1", { members: reshuffled })
    ).json()) as typeof body;
    expect(moved.teams[1]!.members.map((member) => member?.monster.id ?? null)).toEqual([
      monsters[4],
      null,
      monsters[0],
      null,
      null,
    ]);
    expect(moved.teams[1]!.members[2]!.relic?.id).toBe(relic.id);
    const emptied = (await (
      await call(browser, "PUT", "/api/teams/1", { members: [] })
    ).json()) as typeof body;
    expect(emptied.teams[1]!.members.every((member) => member === null)).toBe(true);
  });

  it("claims a quest once, refuses a taken display name and unowned cosmetics", async () => {
    const { user, browser } = await signedIn();
    await server.deps.db.quest.create({
      data: { userId: user.id, name: "daily-play-3", type: "daily", value: 3 },
    });
    const claim = await call(browser, "POST", "/api/quests/daily-play-3/claim");
    expect(claim.status).toBe(200);
    const twice = await call(browser, "POST", "/api/quests/daily-play-3/claim");
    expect(twice.status).toBe(409);
    const stats = await server.deps.db.userStats.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stats.questsCompletedDaily).toBe(1);

    const other = await createTestPlayer(server.deps);
    const taken = await call(browser, "PATCH", "/api/profile", { name: other.profile!.name.toUpperCase() });
    expect(taken.status).toBe(409);
    const unowned = await call(browser, "PATCH", "/api/profile", { frame: "frame-diamond" });
    expect(unowned.status).toBe(403);
    const ok = await call(browser, "PATCH", "/api/profile", { name: `Renamed${Date.now() % 100000}` });
    expect(ok.status).toBe(200);
  });
});
