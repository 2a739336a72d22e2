// Unit checks of the sign-in layer's pure parts.
import { decode, encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../config/env.ts";
import { AppError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { EmailSchema, normalizeEmail } from "./accounts.ts";
import { isValidCallbackUrl, resolveRedirect } from "./callback-url.ts";
import { cookieNames, SessionCookieStore, serializeCookie, sessionChunkSize } from "./cookies.ts";
import { checkCsrfToken } from "./csrf.ts";
import { assertStaff } from "./guards.ts";
import { hashPassword, isCommonPassword, NewPasswordSchema, verifyPassword } from "./passwords.ts";
import { createAuthRateLimits } from "./rate-limits.ts";
import type { SessionUser } from "./session.ts";
import { decodeToken, encodeToken } from "./session-token.ts";

const secret = "unit-secret-unit-secret-unit-secret";

describe("session tokens", () => {
  it("round-trips with next-auth/jwt both ways, also with a cookie-name salt", async () => {
    const ours = await encodeToken({ sub: "u1", role: "admin" }, { secret, maxAgeSeconds: 60 });
    expect(await decode({ token: ours, secret })).toMatchObject({ sub: "u1", role: "admin" });
    const theirs = await encode({ token: { sub: "u2" }, secret, salt: "next-auth.state" });
    expect(
      await decodeToken(theirs, { secret, salt: "next-auth.state", clockToleranceSeconds: 15 }),
    ).toMatchObject({
      sub: "u2",
    });
    expect(await decodeToken(theirs, { secret, clockToleranceSeconds: 15 })).toBeNull();
    expect(await decodeToken(ours, { secret: `${secret}x`, clockToleranceSeconds: 15 })).toBeNull();
  });

  it("honours 15 seconds of clock tolerance and no more", async () => {
    const expiredBy10 = await encodeToken({ sub: "u" }, { secret, maxAgeSeconds: -10 });
    const expiredBy30 = await encodeToken({ sub: "u" }, { secret, maxAgeSeconds: -30 });
    expect(await decodeToken(expiredBy10, { secret, clockToleranceSeconds: 15 })).not.toBeNull();
    expect(await decodeToken(expiredBy30, { secret, clockToleranceSeconds: 15 })).toBeNull();
  });

  afterEach(() => vi.useRealTimers());

  it("a token decoded before is still refused once it expires", async () => {
    const token = await encodeToken({ sub: "u" }, { secret, maxAgeSeconds: 60 });
    expect(await decodeToken(token, { secret, clockToleranceSeconds: 15 })).toMatchObject({ sub: "u" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 70_000);
    expect(await decodeToken(token, { secret, clockToleranceSeconds: 15 })).not.toBeNull();
    vi.setSystemTime(Date.now() + 10_000);
    expect(await decodeToken(token, { secret, clockToleranceSeconds: 15 })).toBeNull();
    // Nor does a token decoded with one secret read with another.
    expect(await decodeToken(token, { secret: `${secret}x`, clockToleranceSeconds: 15 })).toBeNull();
  });
});

describe("cookies", () => {
  it("prefixes names over https", () => {
    expect(cookieNames(true)).toEqual({
      sessionToken: "__Secure-next-auth.session-token",
      csrfToken: "__Host-next-auth.csrf-token",
      callbackUrl: "__Secure-next-auth.callback-url",
      state: "__Secure-next-auth.state",
      pkceCodeVerifier: "__Secure-next-auth.pkce.code_verifier",
    });
    expect(serializeCookie({ name: "a", value: "x|y" }, true)).toBe(
      "a=x%7Cy; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("chunks above 3933 characters and expires chunks it no longer writes", () => {
    const store = new SessionCookieStore("s", { "s.0": "a", "s.1": "b", "s.2": "c", other: "z" });
    expect(store.value).toBe("abc");
    const big = store.write("x".repeat(sessionChunkSize + 1), new Date());
    expect(big.map((c) => [c.name, c.value.length, c.maxAge])).toEqual([
      ["s.0", sessionChunkSize, undefined],
      ["s.1", 1, undefined],
      ["s.2", 0, 0],
    ]);
    const small = new SessionCookieStore("s", { "s.0": "a", "s.1": "b" }).write("tiny", new Date());
    expect(small.map((c) => [c.name, c.maxAge])).toEqual([
      ["s.0", 0],
      ["s.1", 0],
      ["s", undefined],
    ]);
  });
});

describe("csrf and callback URLs", () => {
  it("verifies the double-submitted token only on POST with the matching hash", () => {
    const issued = checkCsrfToken({ secret, cookieValue: undefined, isPost: false, bodyValue: undefined });
    expect(issued.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const post = (body: string | undefined, cookie = issued.cookieValue) =>
      checkCsrfToken({ secret, cookieValue: cookie, isPost: true, bodyValue: body }).verified;
    expect(post(issued.csrfToken)).toBe(true);
    expect(post("f".repeat(64))).toBe(false);
    expect(post(undefined)).toBe(false);
    expect(post(issued.csrfToken, `${issued.csrfToken}|${"0".repeat(64)}`)).toBe(false);
  });

  it("keeps redirects on our origin", () => {
    const origin = "https://arena.example";
    expect(resolveRedirect("/x", origin)).toBe("https://arena.example/x");
    expect(resolveRedirect("https://arena.example/y", origin)).toBe("https://arena.example/y");
    expect(resolveRedirect("https://arena.example.evil.example/", origin)).toBe(origin);
    expect(resolveRedirect("data:text/html,hi", origin)).toBe(origin);
    expect(isValidCallbackUrl("javascript:alert(1)", origin)).toBe(false);
    expect(isValidCallbackUrl("//evil.example", origin)).toBe(true);
    // The game's sign-in pages send anything else to the game's home, never off the site.
    const home = `${origin}/home`;
    expect(resolveRedirect("https://evil.example/", origin, home)).toBe(home);
    expect(resolveRedirect("/a\nb", origin, home)).toBe(home);
    expect(resolveRedirect("/quests", origin, home)).toBe(`${origin}/quests`);
  });

  it("answers only text a Location header can carry", () => {
    const origin = "https://arena.example";
    expect(resolveRedirect("/a\nb", origin)).toBe(origin);
    expect(resolveRedirect("https://arena.example/\r\nSet-Cookie: x=1", origin)).toBe(origin);
    expect(resolveRedirect("/x\u0085", origin)).toBe(origin);
    expect(resolveRedirect("/caf\u00e9 \u20ac", origin)).toBe("https://arena.example/caf%C3%A9 %E2%82%AC");
    expect(resolveRedirect("/lone\ud800", origin)).toBe(origin);
  });
});

describe("accounts and passwords", () => {
  it("normalises e-mail", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(EmailSchema.parse(" Ada@Example.COM")).toBe("ada@example.com");
    expect(EmailSchema.safeParse("not-an-email").success).toBe(false);
  });

  it("refuses short and common passwords; hashes with argon2id", async () => {
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("QwertyUIOP")).toBe(true);
    expect(isCommonPassword("qwertyuio")).toBe(false);
    expect(NewPasswordSchema.safeParse("1234567890").success).toBe(false);
    expect(NewPasswordSchema.safeParse("short").success).toBe(false);
    expect(NewPasswordSchema.safeParse("an-uncommon-passphrase").success).toBe(true);
    const hash = await hashPassword("an-uncommon-passphrase");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "an-uncommon-passphrase")).toBe(true);
    expect(await verifyPassword(hash, "wrong")).toBe(false);
    expect(await verifyPassword(null, "anything")).toBe(false);
  });

  it("refuses a common password dressed up: case, digits and symbols around it, the usual letter swaps", () => {
    // "password123" was accepted at sign-up while the form said "not a common password".
    const dressedUp = [
      "password123",
      "Password123",
      "PASSWORD123!",
      "Password1!",
      "password2024",
      "Summer2024!",
      "2024summer",
      "123password",
      "!!qwerty!!",
      "password123456", // a common run of digits, however long
      "dragon0000000", // one digit repeated
      "football!!!!!!", // one symbol repeated
      "letmein123",
      "monkey1234",
      "p@ssw0rd123", // letter swaps
      "P@$$w0rd!",
      "sunshin3",
      "trustno1",
    ];
    expect(dressedUp.filter((password) => !isCommonPassword(password))).toEqual([]);
    for (const password of dressedUp.filter((candidate) => candidate.length >= 10)) {
      const parsed = NewPasswordSchema.safeParse(password);
      expect(parsed.success, password).toBe(false);
      expect(parsed.error?.issues[0]?.message, password).toMatch(/too common/);
    }
    // Not refused: a listed word is not a password's only part, nor is it padded with obvious
    // characters ("fish" + eight random digits; a passphrase that contains "password").
    const fine = [
      "an-uncommon-passphrase",
      "a-long-unusual-passphrase",
      "lantern-orbit-quarry-42",
      "wrong-password-123",
      "password-manager-7",
      "fish83746293",
      "correct-horse-battery-staple",
      "Tr0ub4dor&3x",
      "dragonfly-1987-lamp",
    ];
    expect(fine.filter((password) => isCommonPassword(password))).toEqual([]);
    for (const password of fine) expect(NewPasswordSchema.safeParse(password).success, password).toBe(true);
  });

  it("an expired timed ban is no ban", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(activeBan({ isBanned: true, banReason: "x", bannedUntil: null }, now)).toEqual({
      reason: "x",
      until: null,
    });
    expect(
      activeBan({ isBanned: true, banReason: "x", bannedUntil: new Date("2025-12-31T00:00:00Z") }, now),
    ).toBeNull();
    expect(activeBan({ isBanned: false, banReason: null, bannedUntil: null }, now)).toBeNull();
  });
});

describe("staff roles", () => {
  const user = (role: SessionUser["role"]): SessionUser => ({
    id: "u",
    email: "e",
    name: null,
    image: null,
    role,
    hasGameAccess: false,
    emailVerified: true,
    isGuest: false,
  });
  it("players have no console access; staff pass by the role table", () => {
    expect(() => assertStaff(user("player"), "console.read")).toThrow(AppError);
    expect(assertStaff(user("analyst"), "console.read").role).toBe("analyst");
    expect(() => assertStaff(user("analyst"), "promo-codes.change")).toThrow(
      "This needs the admin or LiveOps role.",
    );
    expect(assertStaff(user("liveops"), "leaderboards.reset").role).toBe("liveops");
    expect(() => assertStaff(user("liveops"), "transactions.refund")).toThrow("This needs the admin role.");
  });
});

describe.runIf(process.env.REDIS_URL)("rate limits in Redis", () => {
  it("are shared by two instances of one deployment, and not by another deployment's", async () => {
    const deployment = (prefix: string) =>
      loadEnv({ NODE_ENV: "test", REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const env = deployment(`unit-${Date.now().toString(36)}-a`);
    const other = deployment(`unit-${Date.now().toString(36)}-b`);
    const logger = createLogger("silent");
    const [a, b, c] = [
      createAuthRateLimits(env, logger),
      createAuthRateLimits(env, logger),
      createAuthRateLimits(other, logger),
    ];
    const state = `unit-${Date.now()}-${Math.random()}`;
    expect(await a.claimOAuthState(state)).toBe(true);
    expect(await b.claimOAuthState(state)).toBe(false);
    expect(await c.claimOAuthState(state)).toBe(true);
    await Promise.all([a.close(), b.close(), c.close()]);
  });
});
