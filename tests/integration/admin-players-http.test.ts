// The admin API of players and the audit trail over real HTTP, driven by the
// console's own data provider (ra-data-simple-rest) with signed-in cookie jars:
// sort, range and filters, e-mail masking for analysts, the role matrix of every
// player mutation, one audit row per mutation, and a ban ending the session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monsterNames } from "../../api/src/catalogue/monsters.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure, type Role, signedIn as signedInAs } from "../support/admin-http.ts";
import { type Browser, createTestPlayer, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
const browsers = {} as Record<Role, Browser>;
const ids = {} as Record<Role, string>;
const providers = {} as Record<Role | "visitor", ConsoleDataProvider>;

const signedIn = (role: Role, email?: string) => signedInAs(server, role, email);
const provider = (fetchImpl: typeof fetch) => adminProvider(server, fetchImpl);

const staffActions = (userId: string) =>
  server.deps.db.history.findMany({ where: { type: "staff_action", userId }, orderBy: { id: "asc" } });

let named: { id: string; email: string; name: string }[] = [];

beforeAll(async () => {
  server = await startAuthServer();
  for (const role of ["player", "analyst", "liveops", "admin"] as const) {
    const { browser, account } = await signedIn(role);
    browsers[role] = browser;
    ids[role] = account.id;
    providers[role] = provider(browser.fetch);
  }
  providers.visitor = provider(fetch);
  for (const [index, name] of ["Zephyr One", "Zephyr Two", "Zorro"].entries()) {
    const account = await createTestPlayer(server.deps, { name, email: `zed${index}@arena.test` });
    named.push({ id: account.id, email: account.email, name });
  }
  named = named.sort((a, b) => a.name.localeCompare(b.name));
});
afterAll(() => server.close());

describe("GET /api/admin/players (ra-data-simple-rest)", () => {
  it("pages, sorts and reports the total in Content-Range", async () => {
    const total = await server.deps.db.user.count();
    const page = await providers.liveops.getList("players", {
      pagination: { page: 1, perPage: 2 },
      sort: { field: "createdAt", order: "ASC" },
      filter: {},
    });
    expect(page.total).toBe(total);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.id).toBe(ids.player);

    const second = await providers.liveops.getList("players", {
      pagination: { page: 2, perPage: 2 },
      sort: { field: "createdAt", order: "ASC" },
      filter: {},
    });
    expect(second.data.map((row) => row.id)).toEqual([ids.liveops, ids.admin]);

    const raw = await browsers.liveops.fetch(
      `${server.url}/api/admin/players?sort=${encodeURIComponent('["level","DESC"]')}&range=${encodeURIComponent("[0,4]")}`,
    );
    expect(raw.headers.get("Content-Range")).toBe(`players 0-4/${total}`);
    const empty = await browsers.liveops.fetch(
      `${server.url}/api/admin/players?range=${encodeURIComponent("[1000,1009]")}`,
    );
    expect(empty.headers.get("Content-Range")).toBe(`players */${total}`);
  });

  it("searches by id, e-mail prefix and display-name prefix, and filters by role", async () => {
    const byName = await providers.liveops.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "email", order: "ASC" },
      filter: { q: "Zephyr" },
    });
    expect(byName.total).toBe(2);
    expect(byName.data.map((row) => row.displayName)).toEqual(["Zephyr One", "Zephyr Two"]);

    const byEmail = await providers.liveops.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "email", order: "DESC" },
      filter: { q: "ZED@" },
    });
    expect(byEmail.data).toHaveLength(0);
    const byEmailPrefix = await providers.liveops.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "email", order: "DESC" },
      filter: { q: "zed1@arena" },
    });
    expect(byEmailPrefix.data.map((row) => row.email)).toEqual(["zed1@arena.test"]);

    const byId = await providers.liveops.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { q: named[2]!.id.toUpperCase() },
    });
    expect(byId.data.map((row) => row.displayName)).toEqual(["Zorro"]);

    const staff = await providers.admin.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "ASC" },
      filter: { role: "analyst" },
    });
    expect(staff.data.map((row) => row.id)).toEqual([ids.analyst]);

    const many = await providers.liveops.getMany("players", { ids: [named[0]!.id, named[1]!.id] });
    expect(many.data.map((row) => row.id).sort()).toEqual([named[0]!.id, named[1]!.id].sort());
  });

  it("refuses unknown sort fields and filters in react-admin's error shape", async () => {
    const badSort = await failure(
      providers.liveops.getList("players", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "passwordHash", order: "ASC" },
        filter: {},
      }),
    );
    expect(badSort.status).toBe(400);
    expect(badSort.body).toMatchObject({
      // The field's error, and the form's own message saying which field to fix.
      errors: {
        sort: expect.any(String),
        root: { serverError: expect.stringMatching(/^Check the highlighted fields: Sort: /) },
      },
      error: { code: "validation_failed" },
    });
    const badFilter = await failure(
      providers.liveops.getList("players", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" },
        filter: { isBanned: true },
      }),
    );
    expect(badFilter.status).toBe(400);
    const tooMany = await failure(
      providers.liveops.getList("players", {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: "id", order: "ASC" },
        filter: {},
      }),
    );
    expect(tooMany.status).toBe(400);
  });

  it("shows analysts masked e-mails, and matches only whole e-mails for them", async () => {
    const list = await providers.analyst.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { q: "zed1@arena.test" },
    });
    expect(list.data.map((row) => row.email)).toEqual(["z***@arena.test"]);
    const prefix = await providers.analyst.getList("players", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { q: "zed1@" },
    });
    expect(prefix.total).toBe(0);
    const one = await providers.analyst.getOne("players", { id: named[0]!.id });
    expect(one.data.email).toMatch(/^z\*\*\*@arena\.test$/);
  });

  it("refuses visitors (401) and players (403)", async () => {
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" as const },
      filter: {},
    };
    expect((await failure(providers.visitor.getList("players", params))).status).toBe(401);
    expect((await failure(providers.player.getList("players", params))).status).toBe(403);
    expect((await failure(providers.player.getList("history", params))).status).toBe(403);
  });
});

describe("GET /api/admin/players/:id", () => {
  it("answers the profile, wallet, stats, inventory and ban; the ledger is the history of that player", async () => {
    const { data } = await providers.liveops.getOne("players", { id: named[1]!.id });
    expect(data).toMatchObject({
      id: named[1]!.id,
      email: named[1]!.email,
      displayName: "Zephyr Two",
      wallet: { gold: expect.any(Number), gems: expect.any(Number) },
      inventory: { monsters: expect.any(Number), relics: expect.any(Number) },
      ban: null,
    });
    // The player page reads the wallet's ledger (and the staff actions) as the history's rows of that player.
    const ledger = await providers.liveops.getManyReference("history", {
      target: "userId",
      id: named[1]!.id,
      filter: { type: "currency" },
      pagination: { page: 1, perPage: 20 },
      sort: { field: "createdAt", order: "DESC" },
    });
    expect(ledger.data.length).toBeGreaterThan(0);
    expect(ledger.data.every((row) => row.type === "currency" && row.userId === named[1]!.id)).toBe(true);
    expect(
      (await failure(providers.liveops.getOne("players", { id: "00000000-0000-4000-8000-000000000000" })))
        .status,
    ).toBe(404);
  });
});

describe("player mutations", () => {
  const mutations = [
    { action: "ban", body: { reason: "Cheating in arena", durationHours: 24 } },
    { action: "unban", body: {} },
    { action: "grant", body: { gold: 100, gems: 5, vipDays: 2, reason: "Compensation for an outage" } },
    { action: "reset-daily-reward", body: {} },
  ] as const;

  it("role matrix: visitor 401, player 403, analyst 403; liveops and admin succeed with one audit row each", async () => {
    for (const role of ["liveops", "admin"] as const) {
      const target = await createTestPlayer(server.deps);
      await server.deps.db.user.update({ where: { id: target.id }, data: { hasClaimedDailyReward: true } });
      for (const { action, body } of mutations) {
        for (const refused of ["visitor", "player", "analyst"] as const) {
          const error = await failure(providers[refused].playerAction(target.id, action, body));
          expect(error.status).toBe(refused === "visitor" ? 401 : 403);
        }
        const before = (await staffActions(target.id)).length;
        await providers[role].playerAction(target.id, action, body);
        const rows = await staffActions(target.id);
        expect(rows).toHaveLength(before + 1);
        expect(rows.at(-1)).toMatchObject({
          actorId: ids[role],
          userId: target.id,
          data: {
            action: `player.${action.replaceAll("-", "_")}`,
            before: expect.anything(),
            after: expect.anything(),
          },
        });
      }
    }
  });

  it("an admin makes a player's password reset link (for a player without the mail): it sets a new password once, ends their sessions, and only the link's end is audited", async () => {
    const { browser, account } = await signedIn("player");
    for (const refused of ["player", "analyst", "liveops"] as const) {
      const error = await failure(providers[refused].playerAction(account.id, "password-reset-link", {}));
      expect(error.status).toBe(403);
    }
    expect(await staffActions(account.id)).toHaveLength(0);

    const { data } = (await providers.admin.playerAction(account.id, "password-reset-link", {})) as {
      data: { url: string; expiresAt: string };
    };
    const link = new URL(data.url);
    expect(link.pathname).toBe("/reset-password");
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);
    const rows = await staffActions(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: ids.admin,
      data: { action: "player.password_reset_link", after: { linkExpiresAt: data.expiresAt } },
    });
    expect(JSON.stringify(rows[0])).not.toContain(link.searchParams.get("token"));

    const complete = (token: string) =>
      fetch(`${server.url}/api/account/password-reset/complete`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password: "a-brand-new-passphrase-42" }),
      });
    expect((await complete(link.searchParams.get("token") ?? "")).status).toBe(204);
    // Used once; the player's session ended with the reset.
    expect((await complete(link.searchParams.get("token") ?? "")).status).toBe(400);
    expect((await browser.fetch(`${server.url}/api/me`)).status).toBe(401);
  });

  it("a ban records before and after, ends the player's sessions at once, and is lifted by unban", async () => {
    const { browser, account } = await signedIn("player");
    expect((await browser.fetch(`${server.url}/api/me`)).status).toBe(200);
    const { data } = await providers.liveops.playerAction(account.id, "ban", {
      reason: "Abusive chat",
      permanent: true,
    });
    expect(data).toMatchObject({
      isBanned: true,
      banReason: "Abusive chat",
      bannedUntil: null,
      bannedById: ids.liveops,
    });
    const refused = await browser.fetch(`${server.url}/api/me`);
    expect([401, 403]).toContain(refused.status);

    const [row] = await staffActions(account.id);
    expect(row!.data).toMatchObject({
      action: "player.ban",
      before: { isBanned: false, banReason: null },
      after: { isBanned: true, banReason: "Abusive chat", bannedUntil: null },
    });
    const one = await providers.liveops.getOne("players", { id: account.id });
    expect(one.data.ban).toMatchObject({ reason: "Abusive chat", bannedUntil: null });

    await providers.admin.playerAction(account.id, "unban");
    const unbanned = await server.deps.db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(unbanned.isBanned).toBe(false);
    // Unbanning does not revive the old session; the player signs in again.
    const again = await failure(providers.liveops.playerAction(account.id, "unban"));
    expect(again.status).toBe(409);
  });

  it("validates in react-admin's shape and writes nothing on failure", async () => {
    const target = await createTestPlayer(server.deps);
    const noReason = await failure(providers.liveops.playerAction(target.id, "ban", { durationHours: 5 }));
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      errors: { reason: expect.any(String), root: { serverError: expect.any(String) } },
    });
    const nothing = await failure(providers.liveops.playerAction(target.id, "grant", { reason: "Because" }));
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ errors: { gold: "Grant at least one thing." } });
    const both = await failure(
      providers.liveops.playerAction(target.id, "ban", { reason: "Spam", durationHours: 5, permanent: true }),
    );
    expect(both.status).toBe(400);
    // A forged form post (no JSON, so no CORS preflight) changes nothing.
    const forged = await browsers.liveops.fetch(
      `${server.url}/api/admin/players/${target.id}/ban`,
      form({ reason: "Forged from another page" }),
    );
    expect(forged.status).toBe(400);
    expect(await staffActions(target.id)).toHaveLength(0);
  });

  it("grants go through the wallet's ledger as staff_grant with the staff member as actor", async () => {
    const target = await createTestPlayer(server.deps);
    const { data } = await providers.liveops.playerAction(target.id, "grant", {
      gold: 250,
      items: [{ type: "monster", name: monsterNames[0], quality: "common" }],
      gameAccess: true,
      reason: "Tournament prize",
    });
    expect(data).toMatchObject({ granted: { items: [{ name: monsterNames[0] }] } });
    expect(data).toMatchObject({ wallet: { gold: expect.any(Number), hasGameAccess: true } });
    const ledger = await server.deps.db.history.findMany({ where: { type: "currency", userId: target.id } });
    expect(ledger.find((row) => (row.data as { reason: string }).reason === "staff_grant")).toMatchObject({
      actorId: ids.liveops,
      data: { currency: "gold", delta: 250 },
    });
    const [audit] = await staffActions(target.id);
    expect(audit!.data).toMatchObject({
      action: "player.grant",
      reason: "Tournament prize",
      after: { hasGameAccess: true },
    });
  });

  it("liveops cannot act on staff or on themselves; admin can act on staff", async () => {
    const staff = await createTestPlayer(server.deps, { role: "analyst" });
    const error = await failure(providers.liveops.playerAction(staff.id, "ban", { reason: "Testing bans" }));
    expect(error.status).toBe(403);
    expect((await failure(providers.admin.playerAction(ids.admin, "ban", { reason: "Myself" }))).status).toBe(
      403,
    );
    await providers.admin.playerAction(staff.id, "ban", { reason: "Left the company" });
    expect((await server.deps.db.user.findUniqueOrThrow({ where: { id: staff.id } })).isBanned).toBe(true);
  });
});

describe("GET /api/admin/history (ra-data-simple-rest)", () => {
  it("filters by type, staff member and player, sorts by createdAt, and pages", async () => {
    const target = await createTestPlayer(server.deps, { email: "audited@arena.test" });
    await providers.liveops.playerAction(target.id, "grant", { gold: 10, reason: "First grant" });
    await providers.admin.playerAction(target.id, "grant", { gold: 20, reason: "Second grant" });

    const byPlayer = await providers.analyst.getList("history", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { type: "staff_action", userId: target.id },
    });
    expect(byPlayer.total).toBe(2);
    expect(byPlayer.data.map((row) => row.data.reason)).toEqual(["Second grant", "First grant"]);

    const byActor = await providers.liveops.getList("history", {
      pagination: { page: 1, perPage: 1 },
      sort: { field: "createdAt", order: "ASC" },
      filter: { actorId: ids.admin, userId: target.id },
    });
    expect(byActor.total).toBeGreaterThanOrEqual(2);
    expect(byActor.data).toHaveLength(1);

    const all = await providers.liveops.getList("history", {
      pagination: { page: 1, perPage: 5 },
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    expect(all.total).toBe(await server.deps.db.history.count());
    expect(all.data[0]!.id).toBeGreaterThan(all.data[1]!.id);
  });

  it("names the staff member and the player of each row (one query per page), e-mails masked for analysts", async () => {
    const target = await createTestPlayer(server.deps, { email: "named@arena.test", name: "Kai Named" });
    await providers.liveops.playerAction(target.id, "grant", { gold: 500, reason: "Named grant" });
    const params = {
      pagination: { page: 1, perPage: 1 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { type: "staff_action", userId: target.id },
    } as const;
    const [row] = (await providers.liveops.getList("history", params)).data;
    const liveops = await server.deps.db.user.findUniqueOrThrow({ where: { id: ids.liveops } });
    expect(row).toMatchObject({
      actorId: ids.liveops,
      actor: { id: ids.liveops, email: liveops.email, role: "liveops" },
      user: { id: target.id, name: "Kai Named", email: "named@arena.test", role: "player" },
    });
    const [masked] = (await providers.analyst.getList("history", params)).data;
    expect(masked.user).toMatchObject({ name: "Kai Named", email: "n***@arena.test" });
    expect(masked.actor.email).not.toBe(liveops.email);
  });

  it("masks e-mails inside History data for analysts", async () => {
    const email = "leaky@arena.test";
    const row = await server.deps.db.history.create({
      data: { type: "note", data: { email, text: `from ${email}` } },
    });
    const forAnalyst = await providers.analyst.getList("history", {
      pagination: { page: 1, perPage: 5 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { type: "note" },
    });
    expect(forAnalyst.data[0]).toMatchObject({
      id: row.id,
      data: { email: "l***@arena.test", text: "from l***@arena.test" },
    });
    const forLiveops = await providers.liveops.getMany("history", { ids: [row.id] });
    expect(forLiveops.data[0]!.data.email).toBe(email);
  });

  it("filters by a date range (the console's export of a period); a reversed range is a 400", async () => {
    const at = (iso: string) => new Date(iso);
    for (const createdAt of [
      "2025-03-09T23:59:59.999Z",
      "2025-03-10T00:00:00.000Z",
      "2025-03-11T23:59:59.999Z",
    ]) {
      await server.deps.db.history.create({ data: { type: "dated", createdAt: at(createdAt), data: {} } });
    }
    await server.deps.db.history.create({
      data: { type: "dated", createdAt: at("2025-03-12T00:00:00.000Z"), data: {} },
    });
    const inRange = await providers.analyst.getList("history", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "ASC" },
      // Bare days: the first from its start, the last to its end (UTC).
      filter: { type: "dated", createdAt_gte: "2025-03-10", createdAt_lte: "2025-03-11" },
    });
    expect(inRange.total).toBe(2);
    expect(inRange.data.map((row) => row.createdAt)).toEqual([
      "2025-03-10T00:00:00.000Z",
      "2025-03-11T23:59:59.999Z",
    ]);

    const reversed = await failure(
      providers.liveops.getList("history", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "createdAt", order: "DESC" },
        filter: { createdAt_gte: "2025-03-11", createdAt_lte: "2025-03-10" },
      }),
    );
    expect(reversed.status).toBe(400);
    expect((reversed.body as { errors: Record<string, string> }).errors.filter).toMatch(/date range/);
  });
});
