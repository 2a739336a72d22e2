// Staff second factor (docs/decisions/131), over real HTTP with a real TOTP
// generator (otpauth) computing each code from the secret the set-up answered:
// admins must set one up before any admin route answers; a fresh sign-in
// (password, Google or Discord) must pass it again; codes are taken once and
// guesses are limited; recovery codes work once and are kept hashed; a game
// client's bearer token never counts; the staff live feed refuses an unpassed
// session; the policy can require it of every role; an admin reset ends the
// member's sessions and is audited; the guard's re-issued cookie keeps the claim.
import { createHash } from "node:crypto";
import { EncryptJWT } from "jose";
import { decode } from "next-auth/jwt";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveEncryptionKey } from "../../api/src/auth/session-token.ts";
import { authSettings } from "../../api/src/auth/settings.ts";
import { createConsoleClient } from "../../api/src/realtime/client.ts";
import { handshakeErrors } from "../../api/src/realtime/events.ts";
import { signedIn } from "../support/admin-http.ts";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { type RealtimeInstance, startRealtimeInstance } from "../support/realtime-server.ts";
import { enrolSecondFactor, totpCode } from "../support/second-factor.ts";

let provider: OAuth2Server;
let server: AuthTestServer;
let userinfo: Record<string, unknown> = {};
const me = "/api/admin/me/second-factor";

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!;
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
  const endpoints = (name: string) => ({
    [`${name}_CLIENT_ID`]: `${name.toLowerCase()}-client`,
    [`${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
    [`${name}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`${name}_TOKEN_URL`]: `${issuer}/token`,
    [`${name}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  server = await startAuthServer({ ...endpoints("GOOGLE"), ...endpoints("DISCORD") });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

const url = (path: string) => `${server.url}${path}`;
const get = (browser: Browser, path: string) => browser.fetch(url(path));
const send = (browser: Browser, method: string, path: string, body?: unknown) =>
  browser.fetch(url(path), {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function sessionJson(browser: Browser): Promise<{ user?: { role: string }; secondFactor?: string }> {
  return (await get(browser, "/api/auth/session")).json() as Promise<{ secondFactor?: string }>;
}

/** A new browser signed in by password: a fresh session, not past the second factor. */
async function signInAgain(account: { email: string; password: string }): Promise<Browser> {
  const browser = createBrowser();
  const response = await browser.fetch(
    url("/api/auth/callback/credentials"),
    form({
      email: account.email,
      password: account.password,
      csrfToken: await csrfToken(server.url, browser),
    }),
  );
  expect(response.status).toBe(302);
  return browser;
}

/** A code of the step after the one the set-up's confirmation took (still within ±1 step). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
/** A real code of this secret far outside the window: wrong now. */
const staleCode = (secret: string) => totpCode(secret, Date.now() - 10 * 60_000);

describe("an admin without a second factor", () => {
  it("is refused by every admin route until set-up, which the routes do with a real TOTP code", async () => {
    const admin = await createTestPlayer(server.deps, { role: "admin" });
    const browser = await signInAgain(admin);
    for (const path of [
      "/api/admin/players",
      "/api/admin/staff",
      "/api/admin/history",
      "/api/admin/promo-codes",
    ]) {
      const refused = await get(browser, path);
      expect(refused.status, path).toBe(403);
      expect(await errorCode(refused), path).toBe("second_factor_setup_required");
    }
    const write = await send(browser, "POST", "/api/admin/promo-codes", {
      code: "NOPE-2FA",
      rewards: { gold: 1 },
    });
    expect(write.status).toBe(403);
    expect(await errorCode(write)).toBe("second_factor_setup_required");
    expect(await server.deps.db.promoCode.count({ where: { code: "NOPE-2FA" } })).toBe(0);
    expect((await sessionJson(browser)).secondFactor).toBe("setup_needed");
    expect(await (await get(browser, me)).json()).toMatchObject({
      state: "setup_needed",
      factor: "off",
      required: true,
    });

    const setup = await send(browser, "POST", `${me}/setup`);
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = (await setup.json()) as {
      secret: string;
      otpauthUri: string;
      qrCodeSvg: string;
    };
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Monster%20Arena:.+\?.*secret=[A-Z2-7]+/);
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const plainSecret = secret.replace(/\s/g, "");
    // Still refused while set-up waits for its first code.
    expect((await get(browser, "/api/admin/players")).status).toBe(403);

    const wrong = await send(browser, "POST", `${me}/setup/confirm`, { code: staleCode(plainSecret) });
    expect(wrong.status).toBe(400);
    expect(
      ((await wrong.json()) as { error: { details: { fields: { code: string } } } }).error.details.fields
        .code,
    ).toMatch(/not right/);
    const confirm = await send(browser, "POST", `${me}/setup/confirm`, { code: totpCode(plainSecret) });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The same session now passes; the console would open.
    expect((await get(browser, "/api/admin/players")).status).toBe(200);
    expect((await sessionJson(browser)).secondFactor).toBe("passed");
    // Shown once: a second confirmation is refused and hands out nothing.
    const again = await send(browser, "POST", `${me}/setup/confirm`, { code: nextCode(plainSecret) });
    expect(again.status).toBe(409);

    // Kept hashed (SHA-256 of the code without its dash) and the secret sealed: no plaintext in the database.
    const stored = await server.deps.db.secondFactorRecoveryCode.findMany({ where: { userId: admin.id } });
    expect(stored).toHaveLength(10);
    const hashes = recoveryCodes.map((code) =>
      createHash("sha256").update(code.replace("-", "")).digest("hex"),
    );
    expect(stored.map((row) => row.codeHash).sort()).toEqual(hashes.sort());
    const factor = await server.deps.db.staffSecondFactor.findUniqueOrThrow({ where: { userId: admin.id } });
    expect(factor.confirmedAt).not.toBeNull();
    expect(factor.secret).not.toContain(plainSecret);
    const dump = JSON.stringify({ stored, factor });
    for (const code of recoveryCodes) expect(dump).not.toContain(code);
    expect(
      await server.deps.db.history.count({ where: { type: "second_factor_enabled", userId: admin.id } }),
    ).toBe(1);
  });
});

describe("a fresh sign-in of an enrolled admin", () => {
  it("is refused (second_factor_required) until a code passes; a code works once", async () => {
    const { account, secondFactor } = await signedIn(server, "admin");
    const secret = secondFactor!.secret;
    const browser = await signInAgain(account);
    const refused = await get(browser, "/api/admin/players");
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("second_factor_required");
    expect((await sessionJson(browser)).secondFactor).toBe("needed");
    // Open before passing: the status; not: new recovery codes.
    expect(await (await get(browser, me)).json()).toMatchObject({ state: "needed", factor: "on" });
    expect((await send(browser, "POST", `${me}/recovery-codes`, { code: nextCode(secret) })).status).toBe(
      403,
    );

    const code = nextCode(secret);
    const verified = await send(browser, "POST", `${me}/verify`, { code });
    expect(verified.status).toBe(200);
    expect((await get(browser, "/api/admin/players")).status).toBe(200);

    // The same code in another fresh session: taken already.
    const other = await signInAgain(account);
    const replay = await send(other, "POST", `${me}/verify`, { code });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { message: string } }).error.message).toMatch(/used already/);
    expect((await get(other, "/api/admin/players")).status).toBe(403);
  });

  it("of two requests with one code at once, one wins", async () => {
    const { account, secondFactor } = await signedIn(server, "admin");
    const [a, b] = await Promise.all([signInAgain(account), signInAgain(account)]);
    const code = nextCode(secondFactor!.secret);
    const answers = await Promise.all(
      [a, b].map((browser) => send(browser, "POST", `${me}/verify`, { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("counts wrong codes: the 6th guess in the window is 429, even a right one", async () => {
    const { account, secondFactor } = await signedIn(server, "admin");
    const secret = secondFactor!.secret;
    const browser = await signInAgain(account);
    for (let guess = 1; guess <= 5; guess += 1) {
      const wrong = await send(browser, "POST", `${me}/verify`, { code: staleCode(secret) });
      expect(wrong.status, `guess ${guess}`).toBe(400);
    }
    const sixth = await send(browser, "POST", `${me}/verify`, { code: nextCode(secret) });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await get(browser, "/api/admin/players")).status).toBe(403);
    // Bad input is a 400 in words, not a guess at the database.
    const garbage = await send(browser, "POST", `${me}/verify`, { code: "12ab" });
    expect([400, 429]).toContain(garbage.status);
    // In the audit trail: each wrong code, and the refusal once (however many more are refused).
    expect((await send(browser, "POST", `${me}/verify`, { code: nextCode(secret) })).status).toBe(429);
    const failed = await server.deps.db.history.findMany({
      where: { type: "second_factor_failed", userId: account.id },
      orderBy: { id: "asc" },
      select: { data: true, actorId: true },
    });
    expect(failed).toEqual([
      ...Array.from({ length: 5 }, () => ({ data: { with: "code" }, actorId: account.id })),
      { data: { with: "code", refused: true }, actorId: account.id },
    ]);
  });

  it("passes with a recovery code once; the code is spent and recorded", async () => {
    const { account, secondFactor } = await signedIn(server, "admin");
    const [first] = secondFactor!.recoveryCodes;
    const browser = await signInAgain(account);
    const used = await send(browser, "POST", `${me}/verify`, { recoveryCode: first!.toUpperCase() });
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ recoveryCodesLeft: 9 });
    expect((await get(browser, "/api/admin/players")).status).toBe(200);
    const again = await signInAgain(account);
    const spent = await send(again, "POST", `${me}/verify`, { recoveryCode: first });
    expect(spent.status).toBe(400);
    expect(
      await server.deps.db.history.count({
        where: {
          type: "second_factor_failed",
          userId: account.id,
          data: { path: ["with"], equals: "recovery_code" },
        },
      }),
    ).toBe(1);
    expect((await get(again, "/api/admin/players")).status).toBe(403);
    expect(
      await server.deps.db.history.findMany({
        where: { type: "second_factor_recovery_used", userId: account.id },
        select: { data: true },
      }),
    ).toEqual([{ data: { left: 9 } }]);
  });

  it("keeps the claim when the guard and GET /api/auth/session re-issue the cookie", async () => {
    const { account, browser } = await signedIn(server, "admin");
    const settings = authSettings(server.deps.env);
    const user = await server.deps.db.user.findUniqueOrThrow({ where: { id: account.id } });
    // A passed session issued two days ago: past the refresh interval, so the guard re-issues it.
    const now = Math.floor(Date.now() / 1000);
    const old = await new EncryptJWT({
      sub: user.id,
      email: user.email,
      role: "admin",
      sv: user.sessionVersion,
      mfa: true,
    })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuedAt(now - 2 * 24 * 3600)
      .setExpirationTime(now + 24 * 3600)
      .setJti(crypto.randomUUID())
      .encrypt(await deriveEncryptionKey(settings.secret));
    const response = await fetch(url("/api/admin/players"), {
      headers: { cookie: `${settings.cookies.sessionToken}=${old}` },
    });
    expect(response.status).toBe(200);
    const reissued = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${settings.cookies.sessionToken}=`));
    expect(reissued).toBeDefined();
    const token = reissued!.split(";")[0]!.split("=").slice(1).join("=");
    expect(await decode({ token, secret: settings.secret })).toMatchObject({ sub: user.id, mfa: true });
    expect(
      (
        await fetch(url("/api/admin/players"), {
          headers: { cookie: `${settings.cookies.sessionToken}=${token}` },
        })
      ).status,
    ).toBe(200);

    // The session endpoint re-issues on every read: the claim stays too.
    await get(browser, "/api/auth/session");
    const fromSession = await browser.cookie(server.url, settings.cookies.sessionToken);
    expect(await decode({ token: fromSession!, secret: settings.secret })).toMatchObject({ mfa: true });
    expect((await get(browser, "/api/admin/players")).status).toBe(200);
  });
});

describe("other ways in", () => {
  it("a staff member signed in through Google is held to the same rule", async () => {
    const email = `staff-google-${Date.now()}@example.com`;
    const googleSignIn = async () => {
      userinfo = { sub: `g-${email}`, name: "Staff Googler", email, email_verified: true };
      const browser = createBrowser();
      const start = await browser.fetch(
        url("/api/auth/signin/google"),
        form({ csrfToken: await csrfToken(server.url, browser), callbackUrl: "/after" }),
      );
      const atProvider = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
      const done = await browser.fetch(atProvider.headers.get("location")!);
      expect(done.status).toBe(302);
      return browser;
    };
    const first = await googleSignIn();
    await server.deps.db.user.update({ where: { email }, data: { role: "admin" } });
    const refused = await get(first, "/api/admin/players");
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("second_factor_setup_required");
    const { secret } = await enrolSecondFactor(server.url, first);
    expect((await get(first, "/api/admin/players")).status).toBe(200);

    const second = await googleSignIn();
    expect((await sessionJson(second)).secondFactor).toBe("needed");
    const again = await get(second, "/api/admin/players");
    expect(again.status).toBe(403);
    expect(await errorCode(again)).toBe("second_factor_required");
    expect((await send(second, "POST", `${me}/verify`, { code: nextCode(secret) })).status).toBe(200);
    expect((await get(second, "/api/admin/players")).status).toBe(200);
  });

  it("a staff member's bearer token (a game client's) is refused on the admin API and cannot pass", async () => {
    const { account } = await signedIn(server, "admin");
    const signIn = await fetch(url("/api/client/auth/password"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const bearer = { authorization: `Bearer ${accessToken}` };
    const refused = await fetch(url("/api/admin/players"), { headers: bearer });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("second_factor_required");
    const verify = await fetch(url(`${me}/verify`), {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ code: "123456" }),
    });
    expect(verify.status).toBe(403);
    // The game itself is unaffected: the staff member still plays.
    expect((await fetch(url("/api/me"), { headers: bearer })).status).toBe(200);
  });

  it("the staff live feed refuses a session that has not passed, and opens once it has", async () => {
    const realtime: RealtimeInstance = await startRealtimeInstance(server.deps);
    try {
      const { account, secondFactor } = await signedIn(server, "admin");
      const browser = await signInAgain(account);
      const connect = async () => {
        const socket = createConsoleClient(realtime.url, {
          forceNew: true,
          reconnection: false,
          extraHeaders: { cookie: await browser.jar.getCookieString(server.url) },
        });
        const outcome = await new Promise<string>((resolve) => {
          socket.once("connect", () => resolve("connected"));
          socket.once("connect_error", (error: Error) => resolve(error.message));
        });
        socket.disconnect();
        return outcome;
      };
      expect(await connect()).toBe(handshakeErrors.secondFactor);
      expect(
        (await send(browser, "POST", `${me}/verify`, { code: nextCode(secondFactor!.secret) })).status,
      ).toBe(200);
      expect(await connect()).toBe("connected");
    } finally {
      await realtime.stop();
    }
  });
});

describe("the staff security policy and resets", () => {
  it("LiveOps without a factor works until an admin requires one of every role (audited)", async () => {
    const { browser: admin, account: adminAccount } = await signedIn(server, "admin");
    const { browser: liveops } = await signedIn(server, "liveops");
    const { browser: analyst } = await signedIn(server, "analyst");
    expect((await get(liveops, "/api/admin/players")).status).toBe(200);
    expect((await sessionJson(liveops)).secondFactor).toBe("not_needed");
    expect(
      (await send(analyst, "PUT", "/api/admin/staff-security", { requireSecondFactorForAllStaff: true }))
        .status,
    ).toBe(403);
    expect(
      (await send(admin, "PUT", "/api/admin/staff-security", { requireSecondFactorForAllStaff: "yes" }))
        .status,
    ).toBe(400);
    try {
      const on = await send(admin, "PUT", "/api/admin/staff-security", {
        requireSecondFactorForAllStaff: true,
      });
      expect(on.status).toBe(200);
      expect(await on.json()).toMatchObject({ requireSecondFactorForAllStaff: true });
      const refused = await get(liveops, "/api/admin/players");
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("second_factor_setup_required");
      expect((await sessionJson(liveops)).secondFactor).toBe("setup_needed");
      const audit = await server.deps.db.history.findFirst({
        where: {
          type: "staff_action",
          actorId: adminAccount.id,
          data: { path: ["action"], equals: "staff.security_policy" },
        },
      });
      expect(audit?.data).toMatchObject({
        before: { requireSecondFactorForAllStaff: false },
        after: { requireSecondFactorForAllStaff: true },
      });
      // The player side is untouched: a staff member still plays.
      expect((await get(liveops, "/api/me")).status).toBe(200);
    } finally {
      await send(admin, "PUT", "/api/admin/staff-security", { requireSecondFactorForAllStaff: false });
    }
    expect((await get(liveops, "/api/admin/players")).status).toBe(200);
  });

  it("an admin resets a member's factor: sessions end, factor and codes go, audited with actor and reason", async () => {
    const { browser: admin, account: adminAccount } = await signedIn(server, "admin");
    const { browser: member, account: memberAccount } = await signedIn(server, "liveops");
    await enrolSecondFactor(server.url, member);
    expect((await get(member, "/api/admin/players")).status).toBe(200);
    const { browser: analyst } = await signedIn(server, "analyst");
    const path = `/api/admin/staff/${memberAccount.id}/second-factor/reset`;

    expect((await send(analyst, "POST", path, { reason: "lost phone" })).status).toBe(403);
    expect((await send(admin, "POST", path, { reason: "" })).status).toBe(400);
    expect(
      (
        await send(admin, "POST", `/api/admin/staff/${adminAccount.id}/second-factor/reset`, {
          reason: "mine",
        })
      ).status,
    ).toBe(403);
    const list = (await (
      await get(
        admin,
        `/api/admin/staff?filter=${encodeURIComponent(JSON.stringify({ id: memberAccount.id }))}`,
      )
    ).json()) as {
      secondFactor: string;
      secondFactorSince: string | null;
    }[];
    expect(list[0]).toMatchObject({ secondFactor: "on", secondFactorRequired: false });
    expect(list[0]!.secondFactorSince).not.toBeNull();

    const reset = await send(admin, "POST", path, { reason: "lost their phone" });
    expect(reset.status).toBe(200);
    expect((await get(member, "/api/admin/players")).status).toBe(401);
    expect(await server.deps.db.staffSecondFactor.count({ where: { userId: memberAccount.id } })).toBe(0);
    expect(await server.deps.db.secondFactorRecoveryCode.count({ where: { userId: memberAccount.id } })).toBe(
      0,
    );
    const audit = await server.deps.db.history.findMany({
      where: {
        type: "staff_action",
        userId: memberAccount.id,
        data: { path: ["action"], equals: "staff.second_factor_reset" },
      },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminAccount.id,
      data: { before: { secondFactor: "on" }, after: { secondFactor: "off" }, reason: "lost their phone" },
    });
    // Nothing left to reset.
    expect((await send(admin, "POST", path, { reason: "again" })).status).toBe(409);
    // Signed in again, the member (LiveOps: optional) works without one.
    const back = await signInAgain(memberAccount);
    expect((await get(back, "/api/admin/players")).status).toBe(200);
  });
});
