// Game clients' sign-in over real HTTP and real sockets: device (guest)
// sign-in, bearer access tokens on player routes and in the Socket.IO
// handshake, refresh rotation with reuse detection, the events that end
// token sessions (ban, sign out everywhere, password change), guest linking
// by e-mail and by OAuth (a real OAuth2 server on loopback), and CORS.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { banPlayer } from "../../api/src/moderation/ban-player.ts";
import { createRealtimeClient } from "../../api/src/realtime/client.ts";
import { handshakeErrors } from "../../api/src/realtime/events.ts";
import { createTestPlayer } from "../support/auth.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import { type RealtimeInstance, startRealtimeInstance } from "../support/realtime-server.ts";

const gameOrigin = "https://game.example.net";
let provider: OAuth2Server;
let server: RealtimeInstance;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
let userinfo: Record<string, unknown> = {};
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
  const issuer = provider.issuer.url!;
  const port = await freePort();
  deps = await createTestDeps({
    AUTH_URL: `http://127.0.0.1:${port}`,
    CORS_ORIGINS: gameOrigin,
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
  server = await startRealtimeInstance(deps, { port });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
  await closeAuthRuntime(deps);
  await deps.close();
  await provider.stop();
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  isNewPlayer: boolean;
  player: { id: string; name: string; isGuest: boolean };
}

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function deviceSignIn(deviceId = `device-${randomUUID()}`): Promise<Tokens & { deviceId: string }> {
  const answer = await call("/api/client/auth/device", { body: { deviceId, clientName: "test rig" } });
  expect(answer.status).toBe(200);
  return { ...answer.body, deviceId };
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
  expect(code).toBeTruthy();
  return { code: code!, codeVerifier };
}

describe("device sign-in", () => {
  it("makes a guest on first use and finds the same player after, with the starter collection", async () => {
    const first = await deviceSignIn();
    expect(first.isNewPlayer).toBe(true);
    expect(first.player.isGuest).toBe(true);
    expect(first.player.name).toMatch(/^Guest\d{4}$/);
    const again = await deviceSignIn(first.deviceId);
    expect(again).toMatchObject({ isNewPlayer: false, player: { id: first.player.id } });

    const me = await call("/api/me", { token: again.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: first.player.id, isGuest: true, role: "player" });
    const inventory = await call("/api/inventory", { token: again.accessToken });
    expect(inventory.status).toBe(200);
    const signUp = await deps.db.history.findFirst({ where: { userId: first.player.id, type: "sign_up" } });
    expect(signUp?.data).toMatchObject({ method: "device" });
  });

  it("refuses a short or odd device id with 400 and makes nobody", async () => {
    const before = await deps.db.user.count();
    for (const deviceId of ["short", "x".repeat(200), "has spaces in it ok?"]) {
      const answer = await call("/api/client/auth/device", { body: { deviceId } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("validation_failed");
    }
    expect(await deps.db.user.count()).toBe(before);
  });

  it("a forged or foreign token is 401, and a web session cookie is no bearer token", async () => {
    expect((await call("/api/me", { token: "not-a-token" })).status).toBe(401);
    const cookieToken = (await deps.db.user.findFirst({ select: { id: true } }))!.id;
    expect((await call("/api/me", { token: cookieToken })).status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("rotate: each works once, and reusing a spent one ends the whole sign-in", async () => {
    const signedIn = await deviceSignIn();
    const first = await call("/api/client/auth/refresh", { body: { refreshToken: signedIn.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(signedIn.refreshToken);
    expect(first.body.sessionId).toBe(signedIn.sessionId);
    expect((await call("/api/me", { token: first.body.accessToken })).status).toBe(200);

    // Someone replays the spent token: the family ends, the newest token included.
    const replay = await call("/api/client/auth/refresh", { body: { refreshToken: signedIn.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.details.reason).toBe("refresh_reused");
    const afterReplay = await call("/api/client/auth/refresh", {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
    const session = await deps.db.clientSession.findUniqueOrThrow({ where: { id: signedIn.sessionId } });
    expect(session.revokedReason).toBe("refresh_reused");
  });

  it("two refreshes racing with one token: one wins, the other counts as reuse", async () => {
    const signedIn = await deviceSignIn();
    const answers = await Promise.all(
      [1, 2].map(() => call("/api/client/auth/refresh", { body: { refreshToken: signedIn.refreshToken } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: winner.body.refreshToken } })).status,
    ).toBe(401);
  });

  it("sign-out ends one client: its refresh token stops working, other sign-ins go on", async () => {
    const phone = await deviceSignIn();
    const tablet = await call("/api/client/auth/device", {
      body: { deviceId: phone.deviceId, clientName: "tablet" },
    });
    const list = await call("/api/client/sessions", { token: phone.accessToken });
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([phone.sessionId, tablet.body.sessionId]),
    );
    expect(
      (await call("/api/client/auth/sign-out", { body: { refreshToken: phone.refreshToken } })).status,
    ).toBe(200);
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: phone.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: tablet.body.refreshToken } })).status,
    ).toBe(200);
    const ended = await call(`/api/client/sessions/${phone.sessionId}`, {
      method: "DELETE",
      token: tablet.body.accessToken,
    });
    expect(ended.status).toBe(404);
  });

  it("a garbage refresh token is 401 and a missing one 400", async () => {
    expect((await call("/api/client/auth/refresh", { body: { refreshToken: "mrt_nothing" } })).status).toBe(
      401,
    );
    expect((await call("/api/client/auth/refresh", { body: {} })).status).toBe(400);
  });
});

describe("what ends token sessions", () => {
  it("a ban: the access token reads as banned and the refresh token is refused", async () => {
    const signedIn = await deviceSignIn();
    const admin = await createTestPlayer(deps, { role: "admin" });
    await banPlayer(deps, {
      actor: { id: admin.id, role: "admin" },
      userId: signedIn.player.id,
      ban: { reason: "cheating", permanent: true },
      now: new Date(),
    });
    const me = await call("/api/me", { token: signedIn.accessToken });
    expect(me.status).toBe(403);
    expect(me.body.error).toMatchObject({ code: "banned", details: { reason: "cheating" } });
    const refresh = await call("/api/client/auth/refresh", { body: { refreshToken: signedIn.refreshToken } });
    expect(refresh.status).toBe(403);
    expect((await call("/api/client/auth/device", { body: { deviceId: signedIn.deviceId } })).status).toBe(
      403,
    );
  });

  it("sign out everywhere, from the client itself", async () => {
    const signedIn = await deviceSignIn();
    expect(
      (await call("/api/me/sessions/revoke", { method: "POST", token: signedIn.accessToken })).status,
    ).toBe(204);
    expect((await call("/api/me", { token: signedIn.accessToken })).status).toBe(401);
    expect(
      (await call("/api/client/auth/refresh", { body: { refreshToken: signedIn.refreshToken } })).status,
    ).toBe(401);
  });
});

describe("a password change", () => {
  it("ends every token session of the player, as it ends their other web sessions", async () => {
    const player = await createTestPlayer(deps);
    const signedIn = await call("/api/client/auth/password", {
      body: { email: player.email, password: player.password },
    });
    expect(signedIn.status).toBe(200);
    const changed = await call("/api/account/password", {
      token: signedIn.body.accessToken,
      body: { currentPassword: player.password, newPassword: "a brand new passphrase" },
    });
    expect(changed.status).toBe(204);
    expect((await call("/api/me", { token: signedIn.body.accessToken })).status).toBe(401);
    const refresh = await call("/api/client/auth/refresh", {
      body: { refreshToken: signedIn.body.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });
});

describe("a guest links an e-mail and keeps everything", () => {
  it("links, then signs in with the password as the same player; the sign-in before goes on", async () => {
    const guest = await deviceSignIn();
    const goldBefore = (await deps.db.user.findUniqueOrThrow({ where: { id: guest.player.id } }))
      .freeCurrency;
    const email = `linked-${randomUUID()}@example.com`;
    const linked = await call("/api/client/link/email", {
      token: guest.accessToken,
      body: { email, password: "a long enough password" },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.player).toMatchObject({ id: guest.player.id, isGuest: false, email });
    const again = await call("/api/client/link/email", {
      token: guest.accessToken,
      body: { email: `other-${randomUUID()}@example.com`, password: "a long enough password" },
    });
    expect(again.status).toBe(409);

    const password = await call("/api/client/auth/password", {
      body: { email, password: "a long enough password" },
    });
    expect(password.status).toBe(200);
    expect(password.body.player).toMatchObject({ id: guest.player.id, isGuest: false });
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: guest.player.id } });
    expect(user).toMatchObject({ email, isGuest: false, freeCurrency: goldBefore });
    expect((await call("/api/me", { token: guest.accessToken })).status).toBe(200);
    // The device id no longer opens the account: a lost phone must not keep it open.
    const byDevice = await call("/api/client/auth/device", { body: { deviceId: guest.deviceId } });
    expect(byDevice.status).toBe(401);
    expect(byDevice.body.error.details.reason).toBe("device_linked");
    const wrong = await call("/api/client/auth/password", { body: { email, password: "not the password" } });
    expect(wrong.status).toBe(401);
  });

  it("an e-mail another player has is refused and nothing changes", async () => {
    const guest = await deviceSignIn();
    const other = await createTestPlayer(deps);
    const answer = await call("/api/client/link/email", {
      token: guest.accessToken,
      body: { email: other.email, password: "a long enough password" },
    });
    expect(answer.status).toBe(409);
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: guest.player.id } })).isGuest).toBe(true);
  });
});

describe("OAuth for clients", () => {
  const redirectUri = "com.example.arena:/oauth";

  it("a guest links Google, then signs in with Google on another device as the same player", async () => {
    const guest = await deviceSignIn();
    const email = `googler-${randomUUID()}@example.com`;
    userinfo = { sub: `google-${randomUUID()}`, name: "Googler", email, email_verified: true };
    const linked = await call("/api/client/link/google", {
      token: guest.accessToken,
      body: { ...(await googleCode(redirectUri)), redirectUri },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.player).toMatchObject({ id: guest.player.id, isGuest: false });
    expect(await deps.db.user.findUniqueOrThrow({ where: { id: guest.player.id } })).toMatchObject({
      email,
      isGuest: false,
    });

    const elsewhere = await call("/api/client/auth/oauth/google", {
      body: { ...(await googleCode(redirectUri)), redirectUri },
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ isNewPlayer: false, player: { id: guest.player.id } });
  });

  it("a code the provider refuses (spent, or the wrong verifier) is 401", async () => {
    const { code } = await googleCode(redirectUri);
    const answer = await call("/api/client/auth/oauth/google", {
      body: { code, codeVerifier: randomBytes(32).toString("base64url"), redirectUri },
    });
    expect(answer.status).toBe(401);
    expect(
      (
        await call("/api/client/auth/oauth/discord", {
          body: { code, codeVerifier: "x".repeat(43), redirectUri },
        })
      ).status,
    ).toBe(404);
  });
});

describe("bearer tokens on sockets and across origins", () => {
  it("Socket.IO takes the access token as auth.token, and refuses a bad one", async () => {
    const signedIn = await deviceSignIn();
    const client = createRealtimeClient(server.url, {
      forceNew: true,
      auth: { token: signedIn.accessToken },
    });
    sockets.push(client);
    await new Promise<void>((resolve, reject) => {
      client.socket.once("connect", () => resolve());
      client.socket.once("connect_error", reject);
    });
    const forged = createRealtimeClient(server.url, {
      forceNew: true,
      reconnection: false,
      auth: { token: "forged" },
    });
    sockets.push(forged);
    const refusal = await new Promise<string>((resolve) =>
      forged.socket.once("connect_error", (error: Error) => resolve(error.message)),
    );
    expect(refusal).toBe(handshakeErrors.invalid);
  });

  it("a web game on a CORS_ORIGINS origin may send the Authorization header", async () => {
    const preflight = await fetch(`${server.url}/api/inventory`, {
      method: "OPTIONS",
      headers: {
        origin: gameOrigin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(gameOrigin);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const signedIn = await deviceSignIn();
    const read = await fetch(`${server.url}/api/me`, {
      headers: { origin: gameOrigin, authorization: `Bearer ${signedIn.accessToken}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe(gameOrigin);
  });
});
