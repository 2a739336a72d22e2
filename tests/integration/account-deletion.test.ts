// Account deletion (docs/decisions/130) over real HTTP, real sockets, a real
// OAuth2 server and real SMTP on loopback: a player with a full history asks
// to delete their account, every session and token ends, the erasure job
// carries it out after the grace period once, and then no personal value of
// theirs is left in any column of any table, while the ledger, the payments,
// the leaderboards' counts and the analytics totals stay as they were.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { economy } from "../../api/src/analytics/economy.ts";
import { overviewKpis } from "../../api/src/analytics/overview.ts";
import { hashPassword } from "../../api/src/auth/passwords.ts";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { historyTypes } from "../../api/src/history/types.ts";
import { banPlayer } from "../../api/src/moderation/ban-player.ts";
import { unbanPlayer } from "../../api/src/moderation/unban-player.ts";
import { recordGemPurchase } from "../../api/src/payments/gem-purchases.ts";
import { deletionRules } from "../../api/src/privacy/deletion-rules.ts";
import { eraseDueAccounts } from "../../api/src/privacy/erase-due-accounts.ts";
import { createRealtimeClient } from "../../api/src/realtime/client.ts";
import { verifyLedger } from "../../api/src/wallet/verify-ledger.ts";
import { seedDemoWorld } from "../../prisma/seed.ts";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import { nextEvent, type RealtimeInstance, startRealtimeInstance } from "../support/realtime-server.ts";
import { type LoopbackSmtp, linkIn, startLoopbackSmtp } from "../support/smtp.ts";

let provider: OAuth2Server;
let smtp: LoopbackSmtp;
let server: RealtimeInstance;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
let userinfo: Record<string, unknown> = {};
const sockets: { close(): void }[] = [];
const dayMs = 24 * 60 * 60 * 1000;
const graceMs = deletionRules.graceDays * dayMs;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
  smtp = await startLoopbackSmtp();
  const issuer = provider.issuer.url!;
  const port = await freePort();
  deps = await createTestDeps({
    AUTH_URL: `http://127.0.0.1:${port}`,
    // The test's requests come from loopback and name the player's address in X-Forwarded-For.
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Monster Arena <arena@example.com>",
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
  server = await startRealtimeInstance(deps, { port });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
  await closeAuthRuntime(deps);
  await deps?.close();
  await provider?.stop();
  await smtp?.close();
});

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; browser?: Browser; address?: string } = {},
) {
  const doFetch = init.browser?.fetch ?? fetch;
  const response = await doFetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.address ? { "x-forwarded-for": init.address } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Signs in through the web's credentials callback from `address`; the browser keeps the session. */
async function webSignIn(email: string, password: string, address: string, browser = createBrowser()) {
  const token = await csrfToken(server.url, browser);
  const answer = await browser.fetch(`${server.url}/api/auth/callback/credentials`, {
    ...form({ csrfToken: token, email, password }),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
  });
  return { status: answer.status, browser };
}

/** Runs the provider's authorization as a native client would (PKCE S256); returns the code. */
async function googleCode(redirectUri: string): Promise<{ code: string; codeVerifier: string }> {
  const codeVerifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
  const url = new URL(`${provider.issuer.url}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: "google-client",
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: randomUUID(),
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  const answer = await fetch(url, { redirect: "manual" });
  const code = new URL(answer.headers.get("location")!).searchParams.get("code");
  return { code: code!, codeVerifier };
}

/** Every table of the database and how many of its rows, cast to text, contain `value` (case-insensitive). */
async function rowsContaining(value: string): Promise<Record<string, number>> {
  const tables = await deps.db.$queryRaw<{ table: string }[]>`
    SELECT table_name AS table FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
    ORDER BY 1`;
  const found: Record<string, number> = {};
  for (const { table } of tables) {
    const [row] = await deps.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
      value,
    );
    if (row && row.n > 0) found[table] = row.n;
  }
  return found;
}

async function connectedSocket(cookie: string) {
  const client = createRealtimeClient(server.url, { forceNew: true, extraHeaders: { cookie } });
  sockets.push(client);
  await new Promise<void>((resolve, reject) => {
    client.socket.once("connect", () => resolve());
    client.socket.once("connect_error", reject);
  });
  return client;
}

/** Each board's per-score counts (ADR 052) as the contenders give them: [] when they agree. */
async function scoreCountMismatches() {
  return deps.db.$queryRaw<unknown[]>`
    WITH actual AS (
      SELECT "leaderboardId", score, count(*)::int AS n FROM "LeaderboardContender" GROUP BY 1, 2
    )
    SELECT coalesce(a."leaderboardId", c."leaderboardId") AS board, coalesce(a.score, c.score) AS score,
      a.n, c.contenders
    FROM actual a FULL JOIN "LeaderboardScoreCount" c USING ("leaderboardId", score)
    WHERE a.n IS DISTINCT FROM c.contenders AND NOT (a.n IS NULL AND c.contenders = 0)`;
}

async function staffMember(role: "liveops" | "analyst") {
  const account = await createTestPlayer(deps, { role });
  const { status, browser } = await webSignIn(account.email, account.password, "192.0.2.1");
  expect(status).toBe(302);
  return { account, browser, actor: { id: account.id, role } };
}

describe("a player with a full history deletes their account", () => {
  it("ends every session now, is erased by the job once after the grace period, and leaves no personal value anywhere", async () => {
    const seededAt = new Date(Date.now() - 40 * dayMs);
    await seedDemoWorld(deps.db, { players: 12, now: seededAt, seed: 130 });
    // The seeded player with the most of a game's history: items, matches, quests, ledger,
    // leaderboards, inbox, polls, promo codes, purchases (the seed plays the game rules, ADR 116).
    const [target] = await deps.db.$queryRaw<{ id: string }[]>`
      SELECT u.id FROM "User" u WHERE u.role = 'player' AND NOT u."isGuest"
      ORDER BY (SELECT count(*) FROM "LeaderboardContender" c WHERE c."userId" = u.id) > 0 DESC,
        (SELECT count(*) FROM "Transaction" t WHERE t."userId" = u.id) > 0 DESC,
        (SELECT count(*) FROM "PromoCodeRedemption" r WHERE r."userId" = u.id) > 0 DESC,
        (SELECT count(*) FROM "PollResult" r WHERE r."userId" = u.id) > 0 DESC,
        (SELECT count(*) FROM "MatchReport" m WHERE m."userId" = u.id) DESC,
        (SELECT count(*) FROM "History" h WHERE h."userId" = u.id) DESC
      LIMIT 1`;
    const userId = target!.id;
    const email = `erase-me-${randomUUID().slice(0, 8)}@example.org`;
    const password = "a-long-deletion-passphrase";
    const before = await deps.db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, profile: { select: { name: true } } },
    });
    // Someone types the address before any account has it: a failed sign-in with no player's id.
    const typoAddress = "198.51.100.99";
    await webSignIn(email, "not-the-password", typoAddress);
    expect(
      await deps.db.history.count({
        where: { type: historyTypes.signInFailed, userId: null, data: { path: ["email"], equals: email } },
      }),
    ).toBe(1);
    // Their own address and password (the seed's accounts are not signed in to), and a Stripe customer.
    const customerId = `cus_${randomBytes(8).toString("hex")}`;
    await deps.db.user.update({
      where: { id: userId },
      data: { email, passwordHash: await hashPassword(password), customerId },
    });
    const name = before.profile!.name;
    const webAddress = "203.0.113.77";
    const clientAddress = "198.51.100.23";

    // Sign-ins from their address, a failed one, a game client's session, a linked Google account.
    const web = await webSignIn(email, password, webAddress);
    expect(web.status).toBe(302);
    await webSignIn(email, "not-the-password", typoAddress);
    const client = await call("/api/client/auth/password", {
      body: { email, password, clientName: "Erase-me phone" },
      address: clientAddress,
    });
    expect(client.status).toBe(200);
    const googleId = `google-${randomUUID()}`;
    userinfo = { sub: googleId, name, email, email_verified: true };
    const redirectUri = "com.example.arena:/oauth";
    const linked = await call("/api/client/link/google", {
      token: client.body.accessToken,
      body: { ...(await googleCode(redirectUri)), redirectUri },
      address: clientAddress,
    });
    expect(linked.status).toBe(200);
    // A ban by staff with a reason, lifted again; a real-money purchase recorded as Stripe's webhook does.
    const liveops = await staffMember("liveops");
    const banReason = `Chat abuse towards ${name} ${randomUUID().slice(0, 6)}`;
    await banPlayer(deps, {
      actor: liveops.actor,
      userId,
      ban: { reason: banReason, durationHours: 1 },
      now: new Date(),
    });
    await unbanPlayer(deps, { actor: liveops.actor, userId, unban: { note: "Appeal accepted" } });
    const paymentIntentId = `pi_${randomBytes(8).toString("hex")}`;
    await deps.db.$transaction((tx) =>
      recordGemPurchase(tx, {
        paymentIntentId,
        checkoutSessionId: `cs_${randomBytes(8).toString("hex")}`,
        chargeId: null,
        userId,
        gems: 100,
        price: 499,
        currency: "eur",
        country: "FR",
        description: "Pouch of gems",
        now: new Date(),
      }),
    );
    const signedInAgain = await webSignIn(email, password, webAddress);
    expect(signedInAgain.status).toBe(302);
    const cookie = await signedInAgain.browser.jar.getCookieString(server.url);
    const socket = await connectedSocket(cookie);
    // A game client signed in after the ban (the ban ended the earlier one's tokens).
    const phone = await call("/api/client/auth/password", {
      body: { email, password, clientName: "Erase-me phone" },
      address: clientAddress,
    });
    expect(phone.status).toBe(200);
    expect((await call("/api/me", { token: phone.body.accessToken })).status).toBe(200);
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie } })).status).toBe(200);

    const held = await deps.db.$queryRaw<{ table: string; n: number }[]>`
      SELECT 'LeaderboardContender' AS table, count(*)::int AS n FROM "LeaderboardContender" WHERE "userId" = ${userId}::uuid
      UNION ALL SELECT 'Transaction', count(*)::int FROM "Transaction" WHERE "userId" = ${userId}::uuid
      UNION ALL SELECT 'Item', count(*)::int FROM "Item" i JOIN "Inventory" v ON v.id = i."inventoryId" WHERE v."userId" = ${userId}::uuid
      UNION ALL SELECT 'History', count(*)::int FROM "History" WHERE "userId" = ${userId}::uuid
      UNION ALL SELECT 'Account', count(*)::int FROM "Account" WHERE "userId" = ${userId}::uuid
      UNION ALL SELECT 'ClientSession', count(*)::int FROM "ClientSession" WHERE "userId" = ${userId}::uuid`;
    const heldBy = Object.fromEntries(held.map((row) => [row.table, row.n]));
    expect(heldBy.LeaderboardContender).toBeGreaterThan(0);
    expect(heldBy.Transaction).toBeGreaterThan(0);
    expect(heldBy.Item).toBeGreaterThan(0);
    expect(heldBy.Account).toBe(1);
    expect(heldBy.ClientSession).toBeGreaterThan(0);
    // Every personal value is somewhere before (else the scan after could not fail).
    const personal = { email, name, webAddress, clientAddress, typoAddress, googleId, banReason, customerId };
    for (const value of Object.values(personal))
      expect(Object.keys(await rowsContaining(value))).not.toEqual([]);

    const ledgerOf = () =>
      deps.db.$queryRaw<{ rows: number; gold: number; gems: number }[]>`
        SELECT count(*)::int AS rows,
          coalesce(sum(("data"->>'delta')::int) FILTER (WHERE "data"->>'currency' = 'gold'), 0)::int AS gold,
          coalesce(sum(("data"->>'delta')::int) FILTER (WHERE "data"->>'currency' = 'gems'), 0)::int AS gems
        FROM "History" WHERE type = ${historyTypes.currency} AND "userId" = ${userId}::uuid`;
    const paymentsOf = () =>
      deps.db.transaction.aggregate({
        where: { userId },
        _count: { _all: true },
        _sum: { price: true, gems: true },
      });
    const range = {
      from: new Date(seededAt.getTime() - 400 * dayMs).toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    };
    const analytics = async () => ({
      kpis: await overviewKpis(deps, {
        from: new Date(Date.now() - 365 * dayMs).toISOString().slice(0, 10),
        to: range.to,
      }),
      economy: await economy(deps, {
        from: new Date(Date.now() - 365 * dayMs).toISOString().slice(0, 10),
        to: range.to,
      }),
    });
    const ledgerBefore = await ledgerOf();
    const paymentsBefore = await paymentsOf();
    const analyticsBefore = await analytics();
    expect(await scoreCountMismatches()).toEqual([]);

    // The request: re-authentication with the password; every session and token ends now.
    const revoked = nextEvent(socket.socket, "session:revoked");
    const gone = nextEvent<string>(socket.socket, "disconnect", 2_000);
    const requested = await call("/api/account/deletion", {
      browser: signedInAgain.browser,
      body: { password },
      address: webAddress,
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ kind: "scheduled" });
    const dueAt = new Date(requested.body.dueAt);
    expect(Math.abs(dueAt.getTime() - Date.now() - graceMs)).toBeLessThan(60_000);
    expect(await revoked).toEqual({ reason: "account_deletion" });
    expect(await gone).toBe("io server disconnect");
    // The old cookie, the access token and the refresh token of this very moment no longer work.
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie } })).status).toBe(401);
    expect((await call("/api/me", { token: phone.body.accessToken })).status).toBe(401);
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: phone.body.refreshToken } })).status,
    ).toBe(401);
    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe("Your Monster Arena account will be deleted");
    expect(mail.text).toContain("Sign in again before then");

    // The job before the due time does nothing; after it, two runs at once erase the account once.
    expect(await eraseDueAccounts(deps, { now: new Date(dueAt.getTime() - 1000) })).toEqual({
      erased: 0,
      failed: 0,
      skipped: 0,
    });
    expect(await deps.db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })).toEqual({
      email,
    });
    const later = new Date(dueAt.getTime() + 1000);
    const runs = await Promise.all([
      eraseDueAccounts(deps, { now: later }),
      eraseDueAccounts(deps, { now: later }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.erased, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(await deps.db.history.count({ where: { userId, type: historyTypes.accountDeleted } })).toBe(1);
    expect(await eraseDueAccounts(deps, { now: later })).toMatchObject({ erased: 0 });

    // No personal value is left in any column of any table.
    for (const [what, value] of Object.entries(personal)) {
      expect({ what, found: await rowsContaining(value) }).toEqual({ what, found: {} });
    }
    const erased = await deps.db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        email: true,
        passwordHash: true,
        deletedAt: true,
        role: true,
        profile: { select: { name: true } },
      },
    });
    expect(erased.email).toMatch(/^deleted-.+@deleted\.invalid$/);
    expect(erased.passwordHash).toBeNull();
    expect(erased.deletedAt).not.toBeNull();
    expect(erased.profile?.name).toMatch(/^Deleted player [0-9a-f]{12}$/);
    const record = await deps.db.history.findFirstOrThrow({
      where: { userId, type: historyTypes.accountDeleted },
    });
    expect(record.data).toMatchObject({
      by: "job",
      removed: { LeaderboardContender: heldBy.LeaderboardContender },
    });

    // What stays stays: the ledger and its balances, the payments, the boards' counts, the analytics.
    expect(await ledgerOf()).toEqual(ledgerBefore);
    expect((await verifyLedger(deps)).mismatches).toEqual([]);
    expect(await paymentsOf()).toEqual(paymentsBefore);
    expect(await deps.db.transaction.count({ where: { paymentIntentId } })).toBe(1);
    expect(await scoreCountMismatches()).toEqual([]);
    expect(await deps.db.leaderboardContender.count({ where: { userId } })).toBe(0);
    expect(await analytics()).toEqual(analyticsBefore);
    // Nothing signs in as them any more.
    await webSignIn(email, password, webAddress);
    expect(await deps.db.history.count({ where: { userId, type: historyTypes.signIn } })).toBe(0);
    // Google again makes a new player: nothing links that Google account to the erased one.
    const google = await call("/api/client/auth/oauth/google", {
      body: { ...(await googleCode(redirectUri)), redirectUri },
    });
    expect(google.body.player.id).not.toBe(userId);
  }, 180_000);
});

describe("the grace period", () => {
  it("signing in again cancels the deletion, once, with a History row; the job then leaves the account", async () => {
    const player = await createTestPlayer(deps);
    const { browser } = await webSignIn(player.email, player.password, "192.0.2.10");
    const requested = await call("/api/account/deletion", { browser, body: { password: player.password } });
    expect(requested.status).toBe(200);
    const dueAt = new Date(requested.body.dueAt);
    expect((await webSignIn(player.email, player.password, "192.0.2.10")).status).toBe(302);
    expect(
      await deps.db.user.findUniqueOrThrow({ where: { id: player.id }, select: { deletionDueAt: true } }),
    ).toEqual({
      deletionDueAt: null,
    });
    const cancelled = await deps.db.history.findMany({
      where: { userId: player.id, type: historyTypes.deletionCancelled },
      select: { data: true },
    });
    expect(cancelled).toEqual([{ data: { by: "sign_in" } }]);
    // A mail says when it is due, then one that it is called off (an owner sees a sign-in they did not make).
    expect((await smtp.nextMail(player.email)).subject).toBe("Your Monster Arena account will be deleted");
    const kept = await smtp.nextMail(player.email);
    expect(kept.subject).toBe("Your Monster Arena account will not be deleted");
    expect(linkIn(kept, "/account/delete").pathname).toBe("/account/delete");
    expect((await webSignIn(player.email, player.password, "192.0.2.10")).status).toBe(302);
    expect(
      await deps.db.history.count({ where: { userId: player.id, type: historyTypes.deletionCancelled } }),
    ).toBe(1);
    await eraseDueAccounts(deps, { now: new Date(dueAt.getTime() + dayMs) });
    expect(
      await deps.db.user.findUniqueOrThrow({
        where: { id: player.id },
        select: { deletedAt: true, email: true },
      }),
    ).toEqual({
      deletedAt: null,
      email: player.email,
    });
  });

  it("a crash mid-way leaves the account untouched, and the next run completes it", async () => {
    const player = await createTestPlayer(deps);
    const { browser } = await webSignIn(player.email, player.password, "192.0.2.11");
    const requested = await call("/api/account/deletion", { browser, body: { password: player.password } });
    const later = new Date(new Date(requested.body.dueAt).getTime() + 1000);
    const accountsBefore = await deps.db.history.count({ where: { userId: player.id } });
    // The last statement of the erasure (the profile's new name) fails, as a crash there would.
    await deps.db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_erasure() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`);
    await deps.db.$executeRawUnsafe(`
      CREATE TRIGGER refuse_erasure BEFORE UPDATE ON "UserProfile" FOR EACH ROW
      WHEN (NEW.name LIKE 'Deleted player %') EXECUTE FUNCTION refuse_erasure()`);
    try {
      expect(await eraseDueAccounts(deps, { now: later })).toMatchObject({ erased: 0, failed: 1 });
    } finally {
      await deps.db.$executeRawUnsafe(`DROP TRIGGER refuse_erasure ON "UserProfile"`);
    }
    expect(
      await deps.db.user.findUniqueOrThrow({
        where: { id: player.id },
        select: { email: true, deletedAt: true },
      }),
    ).toEqual({
      email: player.email,
      deletedAt: null,
    });
    expect(await deps.db.history.count({ where: { userId: player.id } })).toBe(accountsBefore);
    expect(await eraseDueAccounts(deps, { now: later })).toMatchObject({ erased: 1, failed: 0 });
    expect(
      await deps.db.user.findUniqueOrThrow({ where: { id: player.id }, select: { deletedAt: true } }),
    ).not.toEqual({
      deletedAt: null,
    });
  });
});

describe("proving it is them", () => {
  it("a wrong password is refused, counts as a failed sign-in, and changes nothing", async () => {
    const player = await createTestPlayer(deps);
    const { browser } = await webSignIn(player.email, player.password, "192.0.2.12");
    const wrong = await call("/api/account/deletion", { browser, body: { password: "not-my-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toEqual({ password: "That is not your password." });
    const missing = await call("/api/account/deletion", { browser, body: {} });
    expect(missing.status).toBe(400);
    expect(
      await deps.db.user.findUniqueOrThrow({ where: { id: player.id }, select: { deletionDueAt: true } }),
    ).toEqual({
      deletionDueAt: null,
    });
    expect((await call("/api/me", { browser })).status).toBe(200);
    // Ten wrong passwords lock the account's password checks like ten failed sign-ins.
    for (let attempt = 0; attempt < 8; attempt++) {
      await call("/api/account/deletion", { browser, body: { password: "still-not-my-password" } });
    }
    const limited = await call("/api/account/deletion", { browser, body: { password: player.password } });
    expect(limited.status).toBe(429);
  });

  it("an account without a password (Google only) gets a link by mail, and following it schedules the deletion", async () => {
    const email = `googler-${randomUUID().slice(0, 8)}@example.org`;
    userinfo = { sub: `google-${randomUUID()}`, name: "Googler", email, email_verified: true };
    const redirectUri = "com.example.arena:/oauth";
    const signedIn = await call("/api/client/auth/oauth/google", {
      body: { ...(await googleCode(redirectUri)), redirectUri },
    });
    expect(signedIn.status).toBe(200);
    const asked = await call("/api/account/deletion", { token: signedIn.body.accessToken, body: {} });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ kind: "link_mailed", delivery: "smtp" });
    // Nothing happens before the link is followed.
    expect((await call("/api/me", { token: signedIn.body.accessToken })).status).toBe(200);
    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe("Confirm deleting your Monster Arena account");
    const token = linkIn(mail, "/account/delete/confirm").searchParams.get("token")!;
    const confirmed = await call("/api/account/deletion/complete", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect((await call("/api/me", { token: signedIn.body.accessToken })).status).toBe(401);
    const user = await deps.db.user.findUniqueOrThrow({ where: { email }, select: { deletionDueAt: true } });
    expect(user.deletionDueAt?.toISOString()).toBe(confirmed.body.dueAt);
    // The link works once.
    expect((await call("/api/account/deletion/complete", { body: { token } })).status).toBe(400);
  });

  it("a guest confirms with its device id", async () => {
    const deviceId = `device-${randomUUID()}`;
    const guest = await call("/api/client/auth/device", { body: { deviceId, clientName: "test rig" } });
    expect(guest.status).toBe(200);
    const wrong = await call("/api/account/deletion", {
      token: guest.body.accessToken,
      body: { deviceId: `device-${randomUUID()}` },
    });
    expect(wrong.status).toBe(400);
    const asked = await call("/api/account/deletion", { token: guest.body.accessToken, body: { deviceId } });
    expect(asked.status).toBe(200);
    expect(asked.body.kind).toBe("scheduled");
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: guest.body.refreshToken } })).status,
    ).toBe(401);
    // Signing in with the device again keeps the guest.
    expect(
      (await call("/api/client/auth/device", { body: { deviceId, clientName: "test rig" } })).status,
    ).toBe(200);
    const user = await deps.db.user.findUniqueOrThrow({
      where: { id: guest.body.player.id },
      select: { deletionDueAt: true },
    });
    expect(user.deletionDueAt).toBeNull();
  });

  it("a staff account is refused while it has a staff role", async () => {
    const staff = await staffMember("analyst");
    const refused = await call("/api/account/deletion", {
      browser: staff.browser,
      body: { password: staff.account.password },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.reason).toBe("staff_account");
  });
});

describe("staff delete on request", () => {
  it("an analyst may not; LiveOps deletes now with a reason (audited), or schedules and cancels", async () => {
    const analyst = await staffMember("analyst");
    const liveops = await staffMember("liveops");
    const player = await createTestPlayer(deps);
    const path = `/api/admin/players/${player.id}/deletion`;
    expect(
      (await call(path, { browser: analyst.browser, body: { reason: "Asked by mail", when: "now" } })).status,
    ).toBe(403);
    expect((await call(path, { browser: liveops.browser, body: { when: "now" } })).status).toBe(400);

    const scheduled = await call(path, {
      browser: liveops.browser,
      body: { reason: "Asked by mail", when: "after_grace" },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.deletionDueAt).not.toBeNull();
    const shown = await call(`/api/admin/players/${player.id}`, { browser: liveops.browser });
    expect(shown.body.deletion).toMatchObject({ dueAt: scheduled.body.deletionDueAt, deletedAt: null });
    const cancelled = await call(path, { browser: liveops.browser, method: "DELETE" });
    expect(cancelled.status).toBe(200);
    expect((await call(path, { browser: liveops.browser, method: "DELETE" })).status).toBe(409);
    expect(
      await deps.db.history.findMany({
        where: { userId: player.id, type: historyTypes.deletionCancelled },
        select: { data: true },
      }),
    ).toEqual([{ data: { by: "staff" } }]);

    const now = await call(path, {
      browser: liveops.browser,
      body: { reason: "Support ticket 4711", when: "now" },
    });
    expect(now.status).toBe(200);
    expect(now.body.deletedAt).not.toBeNull();
    expect(await rowsContaining(player.email)).toEqual({});
    const audit = await deps.db.history.findFirstOrThrow({
      where: {
        userId: player.id,
        type: historyTypes.staffAction,
        data: { path: ["action"], equals: "player.delete" },
      },
    });
    expect(audit.actorId).toBe(liveops.account.id);
    expect(audit.data).toMatchObject({ reason: "Support ticket 4711" });
    const deleted = await call(`/api/admin/players/${player.id}`, { browser: liveops.browser });
    expect(deleted.body.deletion.deletedAt).toBe(now.body.deletedAt);
    expect(
      (await call(path, { browser: liveops.browser, body: { reason: "Again", when: "now" } })).status,
    ).toBe(409);
    // Nothing more is given to or changed on an erased account; the list says it is deleted.
    const walletBefore = await deps.db.user.findUniqueOrThrow({
      where: { id: player.id },
      select: { freeCurrency: true },
    });
    const grant = await call(`/api/admin/players/${player.id}/grant`, {
      browser: liveops.browser,
      body: { gold: 100, reason: "Goodwill" },
    });
    expect([grant.status, grant.body.error.message]).toEqual([
      409,
      "This account has been deleted: nothing on it can change.",
    ]);
    expect(
      await deps.db.user.findUniqueOrThrow({ where: { id: player.id }, select: { freeCurrency: true } }),
    ).toEqual(walletBefore);
    const listed = await call(
      `/api/admin/players?filter=${encodeURIComponent(JSON.stringify({ q: player.id }))}`,
      { browser: liveops.browser },
    );
    expect(listed.body[0].deletion).toMatchObject({ deletedAt: now.body.deletedAt });
  });
});
