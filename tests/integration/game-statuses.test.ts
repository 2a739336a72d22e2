// The game's pages and the API answer the same refusal with the same status
// (docs/decisions/118): a refused form post to every game page that has an action,
// and the pages that read one thing by its address, beside the API request that
// asks the use case the same thing. A refusal is never a 200 on the site.
// Needs `npm run build` (the production server serves the built game).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../api/src/server.ts";
import { createTestDeps } from "../support/deps.ts";
import { sessionCookie } from "../support/economy.ts";
import { makePlayer } from "../support/players.ts";

interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Refusal {
  /** What is refused, in words. */
  what: string;
  /** The game page: a form post (form) or a page read (no form). */
  page: string;
  form?: Record<string, string>;
  /** The same question through the API; none where the API has no such request (said why). */
  api: ApiRequest | { none: string };
}

const noSuchId = "999999";
/** A sign-in id no player has. */
const noSuchSession = "00000000-0000-4000-8000-000000000000";

const refusals: Refusal[] = [
  {
    what: "collecting a message that does not exist",
    page: "/inbox",
    form: { intent: "collect", id: noSuchId },
    api: { method: "POST", path: `/api/inbox/${noSuchId}/collect` },
  },
  {
    what: "reading a message that does not exist",
    page: "/inbox",
    form: { intent: "read", id: noSuchId },
    api: { method: "POST", path: `/api/inbox/${noSuchId}/read` },
  },
  {
    what: "deleting a message that does not exist",
    page: "/inbox",
    form: { intent: "delete", id: noSuchId },
    api: { method: "DELETE", path: `/api/inbox/${noSuchId}` },
  },
  {
    what: "following a message that does not exist",
    page: "/inbox",
    form: { intent: "perform", id: noSuchId },
    api: { method: "POST", path: `/api/inbox/${noSuchId}/action` },
  },
  {
    what: "answering a poll that does not exist",
    page: "/polls",
    form: { key: "no-such-poll", answer: "yes" },
    api: { method: "POST", path: "/api/polls/no-such-poll/answer", body: { answer: "yes" } },
  },
  {
    what: "buying a shop item that does not exist",
    page: "/shop",
    form: { shopItemId: noSuchId, idempotencyKey: "statuses-shop-1" },
    api: {
      method: "POST",
      path: "/api/shop/purchases",
      headers: { "idempotency-key": "statuses-shop-2" },
      body: { shopItemId: 999999 },
    },
  },
  {
    what: "buying a VIP pass that does not exist",
    page: "/vip",
    form: { shopItemId: noSuchId, idempotencyKey: "statuses-vip-1" },
    api: {
      method: "POST",
      path: "/api/shop/purchases",
      headers: { "idempotency-key": "statuses-vip-2" },
      body: { shopItemId: 999999 },
    },
  },
  {
    what: "redeeming a code that does not exist",
    page: "/promo",
    form: { code: "NO-SUCH-CODE" },
    api: { method: "POST", path: "/api/promo-codes/redeem", body: { code: "NO-SUCH-CODE" } },
  },
  {
    what: "claiming the daily reward twice",
    page: "/daily",
    form: {},
    api: { method: "POST", path: "/api/daily-reward/claim" },
  },
  {
    what: "checking out a gem pack that does not exist",
    page: "/gems",
    form: { packId: "no-such-pack", currency: "usd" },
    api: {
      method: "POST",
      path: "/api/payments/checkout",
      body: { packId: "no-such-pack", currency: "usd" },
    },
  },
  {
    what: "confirming a test checkout that does not exist",
    page: "/gems/test-checkout",
    form: { session: "cs_no_such_session", country: "US" },
    api: {
      none: "the local test checkout is the game's own page; the API's payments end at a Stripe webhook",
    },
  },
  {
    what: "selling an item the player does not own",
    page: "/inventory",
    form: { intent: "sell", id: noSuchId },
    api: { method: "POST", path: `/api/inventory/items/${noSuchId}/sell` },
  },
  {
    what: "selling ingredients the player does not have",
    page: "/inventory",
    form: { intent: "sell-ingredient", name: "Iron Ore", quantity: "1" },
    api: { method: "POST", path: "/api/inventory/ingredients/sell", body: { name: "Iron Ore", quantity: 1 } },
  },
  {
    what: "upgrading a relic the player does not own",
    page: "/inventory",
    form: { intent: "upgrade", id: noSuchId, ingredient: "Iron Ore" },
    api: {
      method: "POST",
      path: `/api/inventory/relics/${noSuchId}/upgrade`,
      body: { ingredient: "Iron Ore" },
    },
  },
  {
    what: "transcending a monster the player does not own",
    page: "/inventory",
    form: { intent: "transcend", id: noSuchId },
    api: { method: "POST", path: `/api/inventory/monsters/${noSuchId}/transcend` },
  },
  {
    what: "merging a monster the player does not own",
    page: "/inventory",
    form: { intent: "merge", id: noSuchId, intoId: String(Number(noSuchId) + 1) },
    api: {
      method: "POST",
      path: `/api/inventory/monsters/${noSuchId}/merge`,
      body: { intoId: Number(noSuchId) + 1 },
    },
  },
  {
    what: "equipping a skin on a monster the player does not own",
    page: "/inventory",
    form: { intent: "skin", id: noSuchId, skinId: "no-such-skin" },
    api: {
      method: "POST",
      path: `/api/inventory/monsters/${noSuchId}/skin`,
      body: { skinId: "no-such-skin" },
    },
  },
  {
    what: "a black-market trade of ingredients that do not exist",
    page: "/inventory",
    form: { intent: "trade", give: "No Such Ore", receive: "No Such Gem", times: "1" },
    api: {
      method: "POST",
      path: "/api/inventory/black-market",
      body: { give: "No Such Ore", receive: "No Such Gem", times: 1 },
    },
  },
  {
    what: "an action the page does not know",
    page: "/inventory",
    form: { intent: "juggle" },
    api: {
      none: "the API names each action by its path: an unknown one is a 404 for a route, not a refusal",
    },
  },
  {
    what: "a team with a monster the player does not own",
    page: "/teams",
    form: { teamSlot: "0", "monster-0": noSuchId },
    api: {
      method: "PUT",
      path: "/api/teams/0",
      body: { members: [{ slot: 0, monsterId: 999999, relicId: null }] },
    },
  },
  {
    what: "a battle on a map that does not exist",
    page: "/play",
    form: { mode: "campaign", map: "No Such Map", difficulty: "1", teamSlot: "0" },
    api: {
      method: "POST",
      path: "/api/battles",
      body: { mode: "campaign", map: "No Such Map", difficulty: 1, teamSlot: 0 },
    },
  },
  {
    what: "claiming a quest that does not exist",
    page: "/quests",
    form: { quest: "no-such-quest" },
    api: { method: "POST", path: "/api/quests/no-such-quest/claim" },
  },
  {
    what: "a display name that is too short",
    page: "/profile/edit",
    form: { name: "x" },
    api: { method: "PATCH", path: "/api/profile", body: { name: "x" } },
  },
  {
    what: "changing the password with a wrong current one",
    page: "/account/password",
    form: { currentPassword: "not-the-password", newPassword: "a-new-password-1" },
    api: {
      method: "POST",
      path: "/api/account/password",
      body: { currentPassword: "not-the-password", newPassword: "a-new-password-1" },
    },
  },
  {
    what: "signing out a game app's sign-in that is not the player's",
    page: "/account/devices",
    form: { sessionId: noSuchSession },
    api: { method: "DELETE", path: `/api/client/sessions/${noSuchSession}` },
  },
  {
    what: "changing the address to one that is not an address",
    page: "/account/email",
    form: { newEmail: "not-an-address", currentPassword: "whatever-it-is" },
    api: {
      method: "POST",
      path: "/api/account/email",
      body: { newEmail: "not-an-address", currentPassword: "whatever-it-is" },
    },
  },
  {
    what: "asking for a reset link for something that is not an address",
    page: "/forgot-password",
    form: { email: "not-an-address" },
    api: { method: "POST", path: "/api/account/password-reset", body: { email: "not-an-address" } },
  },
  {
    what: "a reset link whose token was never issued",
    page: "/reset-password",
    form: { token: "no-such-token-0123456789", password: "a-new-password-1" },
    api: {
      method: "POST",
      path: "/api/account/password-reset/complete",
      body: { token: "no-such-token-0123456789", password: "a-new-password-1" },
    },
  },
  {
    what: "mailing the address-confirmation link of an address already confirmed",
    page: "/verify-email",
    form: {},
    api: { method: "POST", path: "/api/account/email-verification" },
  },
  {
    what: "following an address-confirmation link whose token is no good",
    page: "/verify-email?token=no-such-token-0123456789",
    api: {
      method: "POST",
      path: "/api/account/email-verification/complete",
      body: { token: "no-such-token-0123456789" },
    },
  },
  {
    what: "following a new address's confirmation link whose token is no good",
    page: "/confirm-email?token=no-such-token-0123456789",
    api: {
      method: "POST",
      path: "/api/account/email/complete",
      body: { token: "no-such-token-0123456789" },
    },
  },
  {
    what: "deleting the account with a password longer than any password",
    page: "/account/delete",
    form: { password: "x".repeat(200), confirm: "yes" },
    api: { method: "POST", path: "/api/account/deletion", body: { password: "x".repeat(200) } },
  },
  {
    what: "confirming an account deletion with a link whose token is no good",
    page: "/account/delete/confirm",
    form: { token: "no-such-token-0123456789" },
    api: {
      method: "POST",
      path: "/api/account/deletion/complete",
      body: { token: "no-such-token-0123456789" },
    },
  },
  {
    what: "the battle page of a battle that does not exist",
    page: `/battle/${noSuchId}`,
    api: { method: "GET", path: `/api/battles/${noSuchId}` },
  },
  {
    what: "wearing a skin on a monster the player does not own",
    page: `/monsters/${noSuchId}`,
    form: { intent: "skin", skinId: "emberfox-ashen" },
    api: {
      method: "POST",
      path: `/api/inventory/monsters/${noSuchId}/skin`,
      body: { skinId: "emberfox-ashen" },
    },
  },
  {
    what: "the page of a monster the player does not own",
    page: `/monsters/${noSuchId}`,
    api: { method: "GET", path: `/api/collection/monsters/${noSuchId}` },
  },
  {
    what: "the page of a species that does not exist",
    page: "/collection/nosuchmonster",
    api: { method: "GET", path: "/api/collection/species/nosuchmonster" },
  },
  {
    what: "the profile of a player who does not exist",
    page: "/profile/Nobody%20Here%20At%20All",
    api: { method: "GET", path: "/api/profiles/Nobody%20Here%20At%20All" },
  },
];

describe("the game's pages answer a refusal with the API's status", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    deps = await createTestDeps({ PLAYER_WRITES_PER_MINUTE: "1000000" });
    server = await startServer(deps, { port: 0, host: "127.0.0.1", mode: "production" });
    const player = await makePlayer(deps.db);
    await deps.db.user.update({ where: { id: player.id }, data: { emailVerifiedAt: new Date() } });
    cookie = await sessionCookie(deps, player.id);
  });
  afterAll(async () => {
    await server?.close();
    await deps?.close();
  });

  async function pageStatus({ page, form }: Refusal): Promise<number> {
    const response = await fetch(`${server.url}${page}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: form ? { cookie, "content-type": "application/x-www-form-urlencoded" } : { cookie },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function apiStatus(request: ApiRequest): Promise<number> {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: { cookie, "content-type": "application/json", ...request.headers },
      body: request.method === "GET" ? undefined : JSON.stringify(request.body ?? {}),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it("covers every game page that has an action", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const routes = new URL("../../game/app/routes/", import.meta.url);
    const withActions: string[] = [];
    for (const file of await readdir(routes)) {
      if ((await readFile(new URL(file, routes), "utf8")).includes("export async function action")) {
        withActions.push(file);
      }
    }
    const pageOf = (file: string) =>
      `/${file
        .replace(/\.tsx$/, "")
        .replace(/\._index$/, "")
        // "account.delete_.confirm": a trailing underscore only leaves the parent's layout.
        .replaceAll("_.", ".")
        .replaceAll(".", "/")}`;
    // Sign-in and sign-up follow the sign-in contract (docs/auth-contract.md): they answer with the
    // form again or a redirect, as the auth API's own pages do, not with the JSON API's statuses.
    const signInForms = new Set(["/signin", "/signup"]);
    const covered = refusals.filter((refusal) => refusal.form).map((refusal) => refusal.page);
    // A route's parameter ("/monsters/$id") stands for any one segment of a covered page.
    const coveredBy = (route: string) =>
      covered.some((page) => new RegExp(`^${route.replace(/\$\w+/g, "[^/]+")}$`).test(page));
    expect(withActions.map(pageOf).filter((page) => !signInForms.has(page) && !coveredBy(page))).toEqual([]);
  });

  it("answers each refusal with the status the API gives it, and never a 2xx or 5xx", async () => {
    // The day's reward is claimed once, so the page's claim and the API's are both the second.
    expect(await apiStatus({ method: "POST", path: "/api/daily-reward/claim" })).toBe(200);
    const answers: { what: string; page: number; api: number | null }[] = [];
    for (const refusal of refusals) {
      const page = await pageStatus(refusal);
      const api = "none" in refusal.api ? null : await apiStatus(refusal.api);
      answers.push({ what: refusal.what, page, api });
    }
    const wrong = answers.filter(
      ({ page, api }) => page < 400 || page >= 500 || (api !== null && api !== page),
    );
    expect(wrong).toEqual([]);
  });
});
