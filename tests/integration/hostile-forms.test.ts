// Hostile form posts to the game's pages (their Remix actions), from a signed-in
// player: a body that is not a form is a 400 and changes nothing; fields with
// wrong, huge or hostile values are answered with a page, never a 5xx.
// The OpenAPI-driven suite (hostile-input.test.ts) covers the JSON API; these
// pages call the same use cases through their own form parsing. Needs
// `npm run build` (the production server serves the built game).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";
import { allTables, tableSnapshot } from "../support/table-snapshot.ts";

/** Every game page whose action reads a form, and the intents its forms send (/daily's reads none). */
const pages: Record<string, string[]> = {
  "/gems": [""],
  "/gems/test-checkout": [""],
  "/inbox": ["collect", "collect-all", "read", "read-all", "delete", "delete-read", "perform"],
  "/inventory": ["sell", "sell-ingredient", "upgrade", "transcend", "skin", "trade"],
  "/play": [""],
  "/polls": [""],
  "/profile/edit": [""],
  "/promo": [""],
  "/quests": [""],
  "/shop": [""],
  "/teams": [""],
  "/vip": [""],
};

/** Every field name the game's forms read. */
const fields = [
  "id",
  "slot",
  "teamSlot",
  "to",
  "times",
  "quantity",
  "monsterId",
  "difficulty",
  "code",
  "skinId",
  "shopItemId",
  "session",
  "relicId",
  "receive",
  "give",
  "quest",
  ...[0, 1, 2, 3, 4].flatMap((slot) => [`monster-${slot}`, `relic-${slot}`]),
  "packId",
  "name",
  "mode",
  "key",
  "ingredient",
  "idempotencyKey",
  "currency",
  "country",
  "answer",
  "opponent",
  "map",
];

const hostileValues = [
  "",
  "-1",
  "0",
  "1.5",
  "2147483648",
  "9007199254740992",
  "-2147483649",
  "99999999999999999999999",
  "1e309",
  "NaN",
  "true",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "nul\u0000byte",
  "🐉".repeat(64),
  "x".repeat(24_000), // × every field (38): under the 1 MiB body limit
];

/** Bodies that are not a form at all. */
const unreadable: { label: string; contentType: string; body: string }[] = [
  { label: "JSON", contentType: "application/json", body: '{"intent":"collect","id":1}' },
  { label: "broken multipart", contentType: "multipart/form-data; boundary=x", body: "--x\r\nnot a part" },
  { label: "multipart without boundary", contentType: "multipart/form-data", body: "a=1" },
  { label: "plain text", contentType: "text/plain", body: "intent=collect&id=1" },
];

describe("hostile form posts to the game's pages", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    deps = await createTestDeps({ PLAYER_WRITES_PER_MINUTE: "1000000" });
    server = await startServer(deps, { port: 0, host: "127.0.0.1", mode: "production" });
    const player = await makePlayer(deps.db);
    cookie = await sessionCookie(deps, player.id);
  });
  afterAll(async () => {
    await server?.close();
    await deps?.close();
  });

  /**
   * A player's first page view records the day's activity, and the first look at the
   * collection ticks the first-steps guide; after them, reading pages writes nothing (a
   * refused form still renders its page).
   */
  async function firstViews(playerCookie: string): Promise<void> {
    for (const path of ["/home", "/inventory"]) {
      await (await fetch(`${server.url}${path}`, { headers: { cookie: playerCookie } })).arrayBuffer();
    }
  }

  const post = (path: string, contentType: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": contentType },
      body,
    });

  it("refuses a body that is not a form with 400 and changes nothing", async () => {
    await firstViews(cookie);
    const tables = await allTables(deps.db);
    const before = await tableSnapshot(deps.db, tables);
    const problems: string[] = [];
    for (const path of Object.keys(pages)) {
      for (const { label, contentType, body } of unreadable) {
        const response = await post(path, contentType, body);
        const text = await response.text();
        if (response.status !== 400) problems.push(`${path} [${label}] → ${response.status}`);
        else if (!text.includes("The form could not be read."))
          problems.push(`${path} [${label}] → no message`);
      }
    }
    expect(problems).toEqual([]);
    expect(await tableSnapshot(deps.db, tables)).toEqual(before);
  });

  it("reads integer fields whole and within int4 only: a fraction or a number with a tail changes nothing", async () => {
    const player = await makePlayer(deps.db);
    const playerCookie = await sessionCookie(deps, player.id);
    const inventory = await deps.db.inventory.findUniqueOrThrow({ where: { userId: player.id } });
    await deps.db.ingredient.create({ data: { inventoryId: inventory.id, name: "Iron Ore", quantity: 5 } });
    await firstViews(playerCookie);
    const tables = await allTables(deps.db);
    const before = await tableSnapshot(deps.db, tables);
    for (const quantity of ["1.5", "2abc", "2147483648", "9007199254740992", "-2147483649", " "]) {
      const response = await fetch(`${server.url}/inventory`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: playerCookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sell-ingredient", name: "Iron Ore", quantity }).toString(),
      });
      await response.arrayBuffer();
      expect({ quantity, status: response.status }).toEqual({ quantity, status: 400 });
    }
    expect(await tableSnapshot(deps.db, tables)).toEqual(before);
  });

  it("answers every form with hostile values with a page, never a 5xx", async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [path, intents] of Object.entries(pages)) {
      for (const intent of intents) {
        for (const value of hostileValues) {
          const form = new URLSearchParams({ intent });
          for (const field of fields) form.set(field, value);
          const response = await post(path, "application/x-www-form-urlencoded", form.toString());
          await response.arrayBuffer();
          sent += 1;
          if (response.status >= 500)
            problems.push(`${path} [${intent}] ${JSON.stringify(value.slice(0, 24))} → ${response.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(problems).toEqual([]);
    // Hundreds of posts, one after another, each a full page render: on a loaded
    // two-core runner this takes longer than the suite's default minute.
  }, 240_000);
});
