// The admin API of promo codes, polls and messages over real HTTP, driven by
// the console's own data provider (ra-data-simple-rest) with signed-in cookie
// jars: list/get/create/update/delete, sort, range and filters, batches of
// unique codes, validation errors in react-admin's shape, the role matrix of
// every mutation (admin and liveops allowed, analyst and player 403, visitor
// 401) and one audit row per mutation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monsterNames } from "../../api/src/catalogue/monsters.ts";
import { answerPoll } from "../../api/src/polls/answer-poll.ts";
import { redeemPromoCode } from "../../api/src/promo/redeem-promo-code.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure, type Role, signedIn } from "../support/admin-http.ts";
import { createTestPlayer } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
const ids = {} as Record<Role, string>;
const providers = {} as Record<Role | "visitor", ConsoleDataProvider>;
let liveopsFetch: typeof fetch;

/** The staff_action rows written since `afterId`. */
const auditSince = (afterId: number) =>
  server.deps.db.history.findMany({
    where: { type: "staff_action", id: { gt: afterId } },
    orderBy: { id: "asc" },
  });
const lastHistoryId = async () =>
  (await server.deps.db.history.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const monster = { type: "monster", name: monsterNames[0], quality: "rare" } as const;
const page = (perPage = 25, pageNumber = 1) => ({ page: pageNumber, perPage });

let stamp = 0;
/** A code, poll key or prefix no other test uses. */
function unique(base: string): string {
  stamp += 1;
  return `${base}${Date.now().toString(36).toUpperCase()}${stamp}`;
}

beforeAll(async () => {
  server = await startAuthServer();
  for (const role of ["player", "analyst", "liveops", "admin"] as const) {
    const { browser, account } = await signedIn(server, role);
    ids[role] = account.id;
    providers[role] = adminProvider(server, browser.fetch);
    if (role === "liveops") liveopsFetch = browser.fetch;
  }
  providers.visitor = adminProvider(server, fetch);
});
afterAll(() => server.close());

describe("promo codes", () => {
  it("creates one code (upper-case, unique ignoring case), reads, lists, updates and deletes it, each audited", async () => {
    const before = await lastHistoryId();
    const code = unique("spring");
    const created = await providers.liveops.create("promo-codes", {
      data: {
        code: code.toLowerCase(),
        description: "Spring gift",
        rewards: { gold: 100, gems: 5, items: [monster], vipDays: 3, gameAccess: true },
        maxUses: 10,
        expiresAt: future(30),
      },
    });
    expect(created.data).toMatchObject({ code: code.toUpperCase(), currentUses: 0, status: "active" });

    const duplicate = await failure(
      providers.liveops.create("promo-codes", { data: { code: code.toLowerCase(), rewards: { gold: 1 } } }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      errors: { code: expect.any(String), root: { serverError: expect.any(String) } },
    });

    const one = await providers.analyst.getOne("promo-codes", { id: created.data.id });
    expect(one.data.rewards).toEqual({ gold: 100, gems: 5, items: [monster], vipDays: 3, gameAccess: true });

    const found = await providers.liveops.getList("promo-codes", {
      pagination: page(),
      sort: { field: "code", order: "ASC" },
      filter: { q: code.slice(0, 8).toLowerCase() },
    });
    expect(found.data.map((row) => row.code)).toContain(code.toUpperCase());

    const updated = await providers.liveops.update("promo-codes", {
      id: created.data.id,
      data: { description: "Spring gift, longer", rewards: { gold: 200 }, maxUses: null, expiresAt: null },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({
      description: "Spring gift, longer",
      maxUses: null,
      expiresAt: null,
    });
    expect(updated.data.rewards).toEqual({ gold: 200 });

    const deleted = await providers.liveops.delete("promo-codes", {
      id: created.data.id,
      previousData: updated.data,
    });
    expect(deleted.data.code).toBe(code.toUpperCase());
    expect(await server.deps.db.promoCode.count({ where: { code: code.toUpperCase() } })).toBe(0);

    const audit = await auditSince(before);
    expect(audit.map((row) => (row.data as { action: string }).action)).toEqual([
      "promo_code.create",
      "promo_code.update",
      "promo_code.delete",
    ]);
    expect(audit.every((row) => row.actorId === ids.liveops)).toBe(true);
    expect(audit[1]!.data).toMatchObject({
      before: { description: "Spring gift", maxUses: 10 },
      after: { description: "Spring gift, longer", maxUses: null },
    });
  });

  it("filters by status, sorts and pages with Content-Range", async () => {
    const prefix = unique("STATUS");
    const active = await providers.liveops.create("promo-codes", {
      data: { code: `${prefix}A`, rewards: { gold: 1 }, maxUses: 1 },
    });
    await providers.liveops.create("promo-codes", { data: { code: `${prefix}B`, rewards: { gold: 1 } } });
    // An expired code and a used-up one, made directly (the API refuses a past expiry).
    await server.deps.db.promoCode.create({
      data: { code: `${prefix}C`, rewards: { gold: 1 }, expiresAt: new Date(Date.now() - 1000) },
    });
    const player = await createTestPlayer(server.deps, { name: unique("Redeemer").slice(0, 20) });
    await redeemPromoCode(server.deps, { userId: player.id, code: `${prefix}A`, now: new Date() });

    const byStatus = async (status: string) =>
      (
        await providers.analyst.getList("promo-codes", {
          pagination: page(),
          sort: { field: "code", order: "ASC" },
          filter: { q: prefix, status },
        })
      ).data.map((row) => row.code);
    expect(await byStatus("active")).toEqual([`${prefix}B`]);
    expect(await byStatus("used_up")).toEqual([`${prefix}A`]);
    expect(await byStatus("expired")).toEqual([`${prefix}C`]);

    const second = await providers.liveops.getList("promo-codes", {
      pagination: page(1, 2),
      sort: { field: "code", order: "DESC" },
      filter: { q: prefix },
    });
    expect(second.total).toBe(3);
    expect(second.data.map((row) => row.code)).toEqual([`${prefix}B`]);

    const redeemers = await providers.analyst.getList("promo-code-redemptions", {
      pagination: page(),
      sort: { field: "redeemedAt", order: "DESC" },
      filter: { promoCodeId: active.data.id },
    });
    expect(redeemers.total).toBe(1);
    expect(redeemers.data[0]).toMatchObject({ userId: player.id, displayName: player.profile?.name });

    const refused = await failure(
      providers.liveops.delete("promo-codes", { id: active.data.id, previousData: active.data }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining("cannot be deleted"),
      errors: { root: { serverError: expect.stringContaining("cannot be deleted") } },
    });
    const tooFew = await failure(
      providers.liveops.update("promo-codes", {
        id: active.data.id,
        data: { rewards: { gold: 1 }, maxUses: 0 },
        previousData: active.data,
      }),
    );
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toMatchObject({ errors: { maxUses: expect.any(String) } });
  });

  it("makes a batch of unique random codes in one transaction, with one audit row", async () => {
    const before = await lastHistoryId();
    const prefix = unique("B").slice(0, 12);
    const batch = await providers.liveops.createPromoCodeBatch({
      prefix: prefix.toLowerCase(),
      count: 200,
      rewards: { gems: 10 },
      maxUses: 1,
      description: "Stream giveaway",
    });
    expect(batch.data.count).toBe(200);
    const codes = batch.data.codes.map((row) => row.code);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^${prefix.toUpperCase()}-[A-HJ-NP-Z2-9]{8}$`));
    expect(
      await server.deps.db.promoCode.count({ where: { code: { startsWith: `${prefix.toUpperCase()}-` } } }),
    ).toBe(200);
    const audit = await auditSince(before);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({
      action: "promo_code.create_batch",
      after: { count: 200, prefix: prefix.toUpperCase() },
    });

    const invalid = await failure(
      providers.liveops.createPromoCodeBatch({ prefix: "x y", count: 0, rewards: {} }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: { prefix: expect.any(String), count: expect.any(String), rewards: expect.any(String) },
    });
  });

  it("answers invalid input in react-admin's shape, never a 500", async () => {
    const bad = await failure(
      providers.liveops.create("promo-codes", {
        data: { code: "no spaces", rewards: { gold: -1 }, expiresAt: "soon", extra: true },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { code: "validation_failed" },
      errors: {
        code: expect.any(String),
        "rewards.gold": expect.any(String),
        expiresAt: expect.any(String),
        // An unknown key has no field of its own: react-admin shows it in the notification.
        root: { serverError: 'The request is not valid. Unrecognized key: "extra"' },
      },
    });
    const past = await failure(
      providers.liveops.create("promo-codes", {
        data: {
          code: unique("PAST"),
          rewards: { gold: 1 },
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        },
      }),
    );
    expect(past.body).toMatchObject({ errors: { expiresAt: "must be in the future" } });
    const badSort = await failure(
      providers.liveops.getList("promo-codes", {
        pagination: page(),
        sort: { field: "rewards", order: "ASC" },
        filter: {},
      }),
    );
    expect(badSort.body).toMatchObject({ errors: { sort: expect.any(String) } });
    const missing = await failure(providers.liveops.getOne("promo-codes", { id: 999_999 }));
    expect(missing.status).toBe(404);
    const notAnId = await failure(providers.liveops.getOne("polls", { id: "abc" }));
    expect(notAnId.body).toMatchObject({ errors: { id: expect.any(String) } });
    const noCode = await failure(
      providers.liveops.getList("promo-code-redemptions", {
        pagination: page(),
        sort: { field: "id", order: "ASC" },
        filter: {},
      }),
    );
    expect(noCode.status).toBe(400);

    // Raw bodies: broken JSON, and a form post (what a cross-site page could send) are 400s, never 500s.
    const broken = await liveopsFetch(`${server.url}/api/admin/polls`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const formPost = await liveopsFetch(`${server.url}/api/admin/promo-codes`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "code=FREE&rewards=1",
    });
    expect(formPost.status).toBe(400);
    expect(await formPost.json()).toMatchObject({
      errors: { root: { serverError: expect.stringContaining("JSON") } },
    });
  });
});

describe("polls", () => {
  it("creates, lists by status, shows results, updates and deletes, each audited", async () => {
    const before = await lastHistoryId();
    const key = unique("poll-").toLowerCase();
    const startsAt = new Date(Date.now() - 3_600_000).toISOString();
    const created = await providers.liveops.create("polls", {
      data: {
        key,
        question: "Which arena should come next?",
        options: ["Volcano", "Glacier", "Jungle"],
        startsAt,
        endsAt: future(7),
        rewards: { gold: 50 },
      },
    });
    expect(created.data).toMatchObject({ key, options: ["Volcano", "Glacier", "Jungle"] });

    const running = await providers.analyst.getList("polls", {
      pagination: page(),
      sort: { field: "startsAt", order: "DESC" },
      filter: { status: "running", q: key },
    });
    expect(running.data.map((row) => row.key)).toEqual([key]);
    const scheduled = await providers.analyst.getList("polls", {
      pagination: page(),
      sort: { field: "id", order: "ASC" },
      filter: { status: "scheduled", q: key },
    });
    expect(scheduled.total).toBe(0);

    // An unanswered poll can be deleted.
    const spare = await providers.admin.create("polls", {
      data: {
        key: `${key}-spare`,
        question: "Delete me, please?",
        options: ["a", "b"],
        startsAt,
        endsAt: future(1),
      },
    });
    await providers.admin.delete("polls", { id: spare.data.id, previousData: spare.data });

    for (const [index, answer] of ["Volcano", "Volcano", "Jungle"].entries()) {
      const player = await createTestPlayer(server.deps, { name: `Voter ${index}${Date.now() % 1000}` });
      await answerPoll(server.deps, { userId: player.id, key, answer, now: new Date() });
    }
    const shown = await providers.analyst.getOne("polls", { id: created.data.id });
    expect(shown.data).toMatchObject({ status: "running", answers: 3 });
    expect(shown.data.results.options).toEqual([
      { option: "Volcano", count: 2, percent: 66.7 },
      { option: "Glacier", count: 0, percent: 0 },
      { option: "Jungle", count: 1, percent: 33.3 },
    ]);

    const terms = { question: "Which arena should come next?", startsAt, rewards: { gold: 75 } };
    const moved = await providers.liveops.update("polls", {
      id: created.data.id,
      data: { ...terms, options: ["Volcano", "Glacier", "Jungle"], endsAt: future(14) },
      previousData: created.data,
    });
    expect(moved.data.rewards).toEqual({ gold: 75 });
    const frozen = await failure(
      providers.liveops.update("polls", {
        id: created.data.id,
        data: { ...terms, options: ["Volcano", "Glacier"], endsAt: future(14) },
        previousData: created.data,
      }),
    );
    expect(frozen.status).toBe(409);
    expect(frozen.body).toMatchObject({ errors: { options: expect.any(String) } });
    const answered = await failure(
      providers.liveops.delete("polls", { id: created.data.id, previousData: created.data }),
    );
    expect(answered.status).toBe(409);

    const backwards = await failure(
      providers.liveops.update("polls", {
        id: created.data.id,
        data: { ...terms, options: ["Volcano", "Glacier", "Jungle"], endsAt: startsAt },
        previousData: created.data,
      }),
    );
    expect(backwards.body).toMatchObject({ errors: { endsAt: "the poll must end after it starts" } });

    const audit = await auditSince(before);
    expect(audit.map((row) => [(row.data as { action: string }).action, row.actorId])).toEqual([
      ["create_poll", ids.liveops],
      ["create_poll", ids.admin],
      ["delete_poll", ids.admin],
      ["update_poll", ids.liveops],
    ]);
  });

  it("takes dates with any offset and stores the UTC instant; a date without an offset is refused on its field", async () => {
    const created = await providers.liveops.create("polls", {
      data: {
        key: unique("offsets-").toLowerCase(),
        question: "Which zone should host the finals?",
        options: ["Paris", "New York"],
        startsAt: "2027-01-15T09:30:00-05:00",
        endsAt: "2027-07-01T20:00:00+02:00",
      },
    });
    const stored = await providers.liveops.getOne("polls", { id: created.data.id });
    expect(stored.data).toMatchObject({
      startsAt: "2027-01-15T14:30:00.000Z",
      endsAt: "2027-07-01T18:00:00.000Z",
    });

    // What a browser's datetime-local field gives: a wall clock in no known zone.
    const ambiguous = await failure(
      providers.liveops.create("polls", {
        data: {
          key: unique("no-offset-").toLowerCase(),
          question: "Which zone should host the finals?",
          options: ["Paris", "New York"],
          startsAt: "2027-01-15T09:30",
          endsAt: "2027-07-01T20:00:00Z",
        },
      }),
    );
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body).toMatchObject({
      errors: {
        startsAt:
          "a date and time with its UTC offset, e.g. 2026-11-26T05:37:00Z or 2026-11-26T00:37:00-05:00",
      },
    });
  });
});

describe("messages", () => {
  it("previews a segment, sends, and lists the sent history with delivery", async () => {
    const before = await lastHistoryId();
    const player = await createTestPlayer(server.deps);
    const segment = { kind: "segment", segment: { levelMin: 1, hasPaid: false } };
    const preview = await providers.liveops.previewMessageTarget(segment);
    expect(preview.data.count).toBe(
      await server.deps.db.user.count({ where: { role: "player", isBanned: false } }),
    );

    const sent = await providers.liveops.create("messages", {
      data: {
        target: { kind: "player", userId: player.id },
        draft: {
          message: "welcome",
          params: { gold: 100, gems: 5 },
          rewards: { gold: 25 },
          expiresAt: future(3),
        },
      },
    });
    expect(sent.data).toMatchObject({ count: 1, userId: player.id });
    const broadcast = await providers.admin.create("messages", {
      data: { target: segment, draft: { message: "Double gold this weekend!" } },
    });
    expect(broadcast.data.count).toBe(preview.data.count);

    const history = await providers.analyst.getList("messages", {
      pagination: page(10),
      sort: { field: "createdAt", order: "DESC" },
      filter: {},
    });
    expect(history.data.slice(0, 2).map((row) => [row.id, row.targetKind, row.count])).toEqual([
      [broadcast.data.id, "segment", preview.data.count],
      [sent.data.id, "player", 1],
    ]);
    const mine = await providers.liveops.getList("messages", {
      pagination: page(10),
      sort: { field: "id", order: "ASC" },
      filter: { actorId: ids.liveops },
    });
    expect(mine.data.map((row) => row.id)).toEqual([sent.data.id]);
    // By name: the sender and the one player, e-mails masked for the analyst.
    const sender = await server.deps.db.user.findUniqueOrThrow({ where: { id: ids.liveops } });
    expect(mine.data[0]).toMatchObject({
      actor: { id: ids.liveops, email: sender.email, role: "liveops" },
      user: { id: player.id, role: "player" },
    });
    const toPlayer = history.data.find((row) => row.id === sent.data.id);
    expect(toPlayer?.actor?.email).toMatch(/^\w\*\*\*@/);

    await server.deps.db.message.updateMany({
      where: { userId: player.id, batchId: sent.data.batchId },
      data: { isRead: true },
    });
    const one = await providers.analyst.getOne("messages", { id: sent.data.id });
    expect(one.data).toMatchObject({
      template: "welcome",
      text: expect.stringContaining("100 gold"),
      rewards: { gold: 25 },
      delivery: { remaining: 1, read: 1, collected: 0 },
    });

    const templates = await providers.liveops.getList("message-templates", {
      pagination: page(100),
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    expect(templates.data.find((row) => row.id === "welcome")).toMatchObject({ params: ["gold", "gems"] });

    const audit = await auditSince(before);
    expect(audit.map((row) => [row.id, row.actorId])).toEqual([
      [sent.data.id, ids.liveops],
      [broadcast.data.id, ids.admin],
    ]);

    const bad = await failure(
      providers.liveops.create("messages", {
        data: { target: { kind: "segment", segment: { country: "France" } }, draft: { message: "" } },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { "target.segment.country": expect.any(String), "draft.message": expect.any(String) },
    });
  });
});

describe("role matrix", () => {
  /** Every mutation of the three resources, each making its own fresh object when allowed. */
  const mutations: Record<string, (p: ConsoleDataProvider) => Promise<unknown>> = {
    "create promo code": (p) =>
      p.create("promo-codes", { data: { code: unique("ROLE"), rewards: { gold: 1 } } }),
    "create promo batch": (p) =>
      p.createPromoCodeBatch({ prefix: unique("R").slice(0, 10), count: 2, rewards: { gold: 1 } }),
    "update promo code": async (p) => {
      const row = await server.deps.db.promoCode.create({
        data: { code: unique("ROLEU"), rewards: { gold: 1 } },
      });
      return p.update("promo-codes", { id: row.id, data: { rewards: { gold: 2 } }, previousData: row });
    },
    "delete promo code": async (p) => {
      const row = await server.deps.db.promoCode.create({
        data: { code: unique("ROLED"), rewards: { gold: 1 } },
      });
      return p.delete("promo-codes", { id: row.id, previousData: row });
    },
    "create poll": (p) =>
      p.create("polls", {
        data: {
          key: unique("role-").toLowerCase(),
          question: "Role check?",
          options: ["a", "b"],
          startsAt: future(1),
          endsAt: future(2),
        },
      }),
    "update poll": async (p) => {
      const row = await server.deps.db.poll.create({
        data: {
          key: unique("role-u").toLowerCase(),
          question: "Role check?",
          options: ["a", "b"],
          startsAt: new Date(future(1)),
          endsAt: new Date(future(2)),
        },
      });
      return p.update("polls", {
        id: row.id,
        data: { question: "Role check again?", options: ["a", "b"], startsAt: future(1), endsAt: future(3) },
        previousData: row,
      });
    },
    "delete poll": async (p) => {
      const row = await server.deps.db.poll.create({
        data: {
          key: unique("role-d").toLowerCase(),
          question: "Role check?",
          options: ["a", "b"],
          startsAt: new Date(future(1)),
          endsAt: new Date(future(2)),
        },
      });
      return p.delete("polls", { id: row.id, previousData: row });
    },
    "send message": (p) =>
      p.create("messages", {
        data: { target: { kind: "player", userId: ids.player }, draft: { message: "Hello" } },
      }),
    "preview message target": (p) => p.previewMessageTarget({ kind: "everyone" }),
  };

  for (const [name, mutate] of Object.entries(mutations)) {
    it(`${name}: admin and liveops allowed (audited), analyst and player 403, visitor 401`, async () => {
      for (const role of ["analyst", "player"] as const) {
        const before = await lastHistoryId();
        expect((await failure(mutate(providers[role]))).status).toBe(403);
        expect(await auditSince(before)).toHaveLength(0);
      }
      expect((await failure(mutate(providers.visitor))).status).toBe(401);
      for (const role of ["liveops", "admin"] as const) {
        const before = await lastHistoryId();
        await mutate(providers[role]);
        const audit = await auditSince(before);
        // A preview changes nothing, so it leaves no audit row; every other mutation leaves one.
        expect(audit.map((row) => row.actorId)).toEqual(name.startsWith("preview") ? [] : [ids[role]]);
      }
    });
  }

  it("lets every staff role read and refuses players", async () => {
    for (const resource of ["promo-codes", "polls", "messages", "message-templates"]) {
      for (const role of ["analyst", "liveops", "admin"] as const) {
        await providers[role].getList(resource, {
          pagination: page(5),
          sort: { field: "id", order: "ASC" },
          filter: {},
        });
      }
      const refused = await failure(
        providers.player.getList(resource, {
          pagination: page(5),
          sort: { field: "id", order: "ASC" },
          filter: {},
        }),
      );
      expect(refused.status).toBe(403);
    }
  });
});

describe("OpenAPI", () => {
  it("documents every admin route of promo codes, polls and messages", async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const expected: Record<string, string[]> = {
      "/api/admin/promo-codes": ["get", "post"],
      "/api/admin/promo-codes/{id}": ["get", "put", "delete"],
      "/api/admin/promo-codes/batch": ["post"],
      "/api/admin/promo-code-redemptions": ["get"],
      "/api/admin/polls": ["get", "post"],
      "/api/admin/polls/{id}": ["get", "put", "delete"],
      "/api/admin/messages": ["get", "post"],
      "/api/admin/messages/{id}": ["get"],
      "/api/admin/messages/preview": ["post"],
      "/api/admin/message-templates": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        expect(doc.paths[path]?.[method]?.tags?.[0], `${method} ${path}`).toMatch(/^admin: /);
      }
    }
  });
});
