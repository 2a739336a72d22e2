// The engagement routes over real HTTP with signed-in browsers: inbox, polls,
// leaderboards and the staff sending routes (guards, status codes, audit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodStartFor } from "../../api/src/leaderboards/rules.ts";
import { submitScores } from "../../api/src/leaderboards/submit-scores.ts";
import { type Browser, createBrowser, createTestPlayer, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { tableSnapshot } from "../support/table-snapshot.ts";

let server: AuthTestServer;
let player: Browser;
let playerId: string;
let liveops: Browser;
let liveopsId: string;

async function signedIn(role: "player" | "liveops"): Promise<{ browser: Browser; id: string }> {
  const account = await createTestPlayer(server.deps, { role });
  const browser = createBrowser();
  const csrf = (await (await browser.fetch(`${server.url}/api/auth/csrf`)).json()) as { csrfToken: string };
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({ email: account.email, password: account.password, csrfToken: csrf.csrfToken }),
  );
  expect(response.status).toBe(302);
  return { browser, id: account.id };
}

const post = (body?: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

beforeAll(async () => {
  server = await startAuthServer();
  ({ browser: player, id: playerId } = await signedIn("player"));
  ({ browser: liveops, id: liveopsId } = await signedIn("liveops"));
});
afterAll(() => server.close());

describe("inbox over HTTP", () => {
  it("lists, collects once (then 409), performs an action and deletes", async () => {
    expect((await fetch(`${server.url}/api/inbox`)).status).toBe(401);
    const db = server.deps.db;
    const gift = await db.message.create({
      data: {
        userId: playerId,
        message: "leaderboard_reward",
        params: { rank: 2, periodicity: "weekly", type: "kills" },
        rewards: { gold: 40 },
      },
    });
    const invite = await db.message.create({
      data: {
        userId: playerId,
        message: "poll_invitation",
        params: { question: "Fire or water?" },
        action: { type: "poll", target: "fire-or-water" },
      },
    });
    const list = await player.fetch(`${server.url}/api/inbox`);
    expect(list.status).toBe(200);
    const page = (await list.json()) as {
      messages: { id: number; text: string }[];
      counts: { unread: number };
    };
    expect(page.counts.unread).toBe(2);
    // One page at a time: limit, then the answer's nextCursor (null on the last page).
    const first = (await (await player.fetch(`${server.url}/api/inbox?limit=1`)).json()) as {
      messages: { id: number }[];
      nextCursor: string | null;
    };
    const second = (await (
      await player.fetch(`${server.url}/api/inbox?limit=1&cursor=${first.nextCursor}`)
    ).json()) as typeof first;
    expect([...first.messages, ...second.messages].map((message) => message.id)).toEqual(
      page.messages.map((message) => message.id),
    );
    expect(second.nextCursor).toBeNull();
    expect((await player.fetch(`${server.url}/api/inbox?cursor=not-ours`)).status).toBe(400);
    expect(page.messages.find((message) => message.id === gift.id)?.text).toBe(
      "You finished rank 2 on the weekly kills leaderboard. Well fought! Your reward: 40 gold.",
    );

    const collect = await player.fetch(`${server.url}/api/inbox/${gift.id}/collect`, post());
    expect(collect.status).toBe(200);
    expect(await collect.json()).toMatchObject({ granted: { gold: 40 } });
    expect((await player.fetch(`${server.url}/api/inbox/${gift.id}/collect`, post())).status).toBe(409);

    const action = await player.fetch(`${server.url}/api/inbox/${invite.id}/action`, post());
    expect(await action.json()).toMatchObject({
      action: { type: "poll", target: "fire-or-water" },
      firstTime: true,
    });

    expect((await player.fetch(`${server.url}/api/inbox/${invite.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await player.fetch(`${server.url}/api/inbox/read-all`, post())).status).toBe(200);
    expect(await (await player.fetch(`${server.url}/api/inbox/read`, { method: "DELETE" })).json()).toEqual({
      deleted: 1,
    });
    expect((await player.fetch(`${server.url}/api/inbox/not-a-number/read`, post())).status).toBe(400);
  });
});

describe("collect all over HTTP", () => {
  it("collects every waiting reward in one request, refuses bad input changing nothing, and again collects nothing", async () => {
    const { browser, id } = await signedIn("player");
    const db = server.deps.db;
    const before = await db.user.findUniqueOrThrow({ where: { id } });
    const gifts = await Promise.all(
      [{ gold: 40 }, { gems: 3 }, { gold: 10, ingredients: [{ name: "Slime Jelly", quantity: 2 }] }].map(
        (rewards) =>
          db.message.create({ data: { userId: id, message: "leaderboard_reward", params: {}, rewards } }),
      ),
    );
    await db.message.create({
      data: { userId: id, message: "late", rewards: { gold: 1 }, expiresAt: new Date(0) },
    });
    const url = `${server.url}/api/inbox/collect-all`;
    const tables = ["User", "Message", "History", "Ingredient"];
    const snapshot = await tableSnapshot(db, tables);

    // Bad input: refused with 400, nothing collected.
    for (const init of [
      post({ messageIds: [gifts[0]!.id] }),
      post([]),
      post("everything"),
      { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" },
    ]) {
      const refused = await browser.fetch(url, init);
      expect(refused.status, String(init.body)).toBe(400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toMatch(
        /bad_request|validation/,
      );
    }
    expect((await fetch(url, post())).status).toBe(401);
    expect((await browser.fetch(url, { method: "GET" })).status).toBe(405);
    expect(await tableSnapshot(db, tables)).toEqual(snapshot);

    // No body at all is the plain request.
    const collected = await browser.fetch(url, { method: "POST" });
    expect(collected.status).toBe(200);
    const body = (await collected.json()) as {
      collected: { messageId: number }[];
      total: object;
      waiting: unknown[];
      balances: { currency: string; delta: number; balanceAfter: number }[];
    };
    // Collected oldest first; the gifts were written at once, so their ids need not follow the array.
    expect(body.collected.map((row) => row.messageId)).toEqual(
      gifts.map((gift) => gift.id).sort((a, b) => a - b),
    );
    expect(body.total).toEqual({ gold: 50, gems: 3, ingredients: [{ name: "Slime Jelly", quantity: 2 }] });
    expect(body.waiting).toEqual([]);
    expect(body.balances).toEqual([
      { currency: "gold", delta: 50, balanceAfter: before.freeCurrency + 50 },
      { currency: "gems", delta: 3, balanceAfter: before.paidCurrency + 3 },
    ]);
    const counts = (await (await browser.fetch(`${server.url}/api/inbox`)).json()) as {
      counts: { toCollect: number };
    };
    expect(counts.counts.toCollect).toBe(0);

    // Idempotent: an empty JSON object is the same request, and it finds nothing left.
    const afterFirst = await tableSnapshot(db, tables);
    const again = await browser.fetch(url, post({}));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ collected: [], total: {}, waiting: [], balances: [] });
    expect(await tableSnapshot(db, tables)).toEqual(afterFirst);
  });
});

describe("polls over HTTP", () => {
  it("answers once (201, then 409) and shows results", async () => {
    const now = Date.now();
    await server.deps.db.poll.create({
      data: {
        key: "fire-or-water",
        question: "Fire or water?",
        options: ["Fire", "Water"],
        startsAt: new Date(now - 3600_000),
        endsAt: new Date(now + 3600_000),
        rewards: { gems: 2 },
      },
    });
    const current = (await (await player.fetch(`${server.url}/api/polls/current`)).json()) as {
      current: { poll: { key: string }; answer: null };
    };
    expect(current.current).toMatchObject({ poll: { key: "fire-or-water" }, answer: null, results: null });
    expect(
      (await player.fetch(`${server.url}/api/polls/fire-or-water/answer`, post({ answer: "Lava" }))).status,
    ).toBe(400);
    const answer = await player.fetch(
      `${server.url}/api/polls/fire-or-water/answer`,
      post({ answer: "Water" }),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      reward: { granted: { gems: 2 } },
      results: {
        total: 1,
        options: [
          { option: "Fire", count: 0 },
          { option: "Water", count: 1, percent: 100 },
        ],
      },
    });
    expect(
      (await player.fetch(`${server.url}/api/polls/fire-or-water/answer`, post({ answer: "Fire" }))).status,
    ).toBe(409);
  });
});

describe("leaderboards over HTTP", () => {
  it("lists boards with their next reset, pages the top, and places the player", async () => {
    const db = server.deps.db;
    const now = new Date();
    await db.leaderboard.create({
      data: {
        periodicity: "weekly",
        type: "kills",
        operator: "increment",
        periodStart: periodStartFor("weekly", now),
      },
    });
    await submitScores(db, { userId: playerId, scores: { kills: 12 }, now });
    await submitScores(db, { userId: liveopsId, scores: { kills: 30 }, now });

    const boards = (await (await fetch(`${server.url}/api/leaderboards`)).json()) as {
      boards: { periodicity: string; nextResetAt: string }[];
    };
    expect(new Date(boards.boards[0]!.nextResetAt).getTime()).toBeGreaterThan(now.getTime());

    const top = (await (await fetch(`${server.url}/api/leaderboards/weekly/kills?limit=1`)).json()) as {
      rows: { rank: number; userId: string }[];
      nextCursor: string;
    };
    expect(top.rows).toMatchObject([{ rank: 1, userId: liveopsId }]);
    const next = (await (
      await fetch(`${server.url}/api/leaderboards/weekly/kills?limit=1&cursor=${top.nextCursor}`)
    ).json()) as { rows: { rank: number; userId: string }[]; nextCursor: null };
    expect(next).toMatchObject({ rows: [{ rank: 2, userId: playerId }], nextCursor: null });

    expect((await fetch(`${server.url}/api/leaderboards/weekly/kills/me`)).status).toBe(401);
    const me = await (await player.fetch(`${server.url}/api/leaderboards/weekly/kills/me?k=3`)).json();
    expect(me).toMatchObject({ me: { rank: 2, score: 12 }, above: [{ rank: 1 }], below: [] });
    expect((await fetch(`${server.url}/api/leaderboards/weekly/nothing`)).status).toBe(400);
  });
});

describe("staff sending over HTTP", () => {
  it("refuses players, previews the count and sends with an audit row", async () => {
    const body = { target: { kind: "everyone" }, draft: { message: "Patch notes are out!" } };
    expect((await player.fetch(`${server.url}/api/admin/messages`, post(body))).status).toBe(403);
    const preview = await liveops.fetch(
      `${server.url}/api/admin/messages/preview`,
      post({ target: body.target }),
    );
    const { count } = (await preview.json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(1);
    const sent = await liveops.fetch(`${server.url}/api/admin/messages`, post(body));
    expect(sent.status).toBe(201);
    const result = (await sent.json()) as { batchId: string; count: number };
    expect(result.count).toBe(count);
    const audit = await server.deps.db.history.findFirst({
      where: { type: "staff_action", actorId: liveopsId },
    });
    expect(audit?.data).toMatchObject({ action: "send_message", batchId: result.batchId, count });
    const bad = await liveops.fetch(
      `${server.url}/api/admin/messages`,
      post({ target: { kind: "segment", segment: { country: "France" } }, draft: { message: "x" } }),
    );
    expect(bad.status).toBe(400);
  });

  it("documents the routes in OpenAPI", async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      "/api/inbox",
      "/api/inbox/{id}/collect",
      "/api/polls/{key}/answer",
      "/api/leaderboards/{periodicity}/{type}/me",
      "/api/admin/messages",
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
