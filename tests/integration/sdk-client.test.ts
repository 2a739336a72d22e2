// The SDK (sdk/) against a real server, over real HTTP and a real socket:
// guest sign-in that makes and keeps a device id, e-mail and password, the
// bearer token on every call, a 401 renewed once and sent again, concurrent
// 401s sharing one refresh (a second would be reuse and end the sign-in), a
// sign-in ended elsewhere, sign-out, the error envelope and 429's Retry-After,
// and the live events signed in with the current token (docs/decisions/128).
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import {
  ArenaApiError,
  type ArenaSocket,
  type ArenaStorage,
  connectSocket,
  createArenaClient,
  memoryStorage,
  storageKeys,
  unwrap,
} from "../../sdk/src/index.ts";
import { createTestPlayer } from "../support/auth.ts";
import { createTestDeps } from "../support/deps.ts";
import { type RealtimeInstance, startRealtimeInstance } from "../support/realtime-server.ts";

const writesPerMinute = 5;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
let server: RealtimeInstance;
const closers: (() => void)[] = [];

beforeAll(async () => {
  deps = await createTestDeps({ PLAYER_WRITES_PER_MINUTE: String(writesPerMinute) });
  server = await startRealtimeInstance(deps);
});

afterAll(async () => {
  for (const close of closers) close();
  await server.stop();
  await closeAuthRuntime(deps);
  await deps.close();
});

/** A client of the test server that notes every request it sends: "GET /api/me 200". */
function recordingClient(storage: ArenaStorage = memoryStorage()) {
  const sent: string[] = [];
  const client = createArenaClient({
    baseUrl: server.url,
    storage,
    clientName: "sdk test",
    fetch: async (request) => {
      const response = await fetch(request);
      sent.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
      return response;
    },
  });
  return { client, storage, sent };
}

/** Replaces the stored access token (the refresh token stays good); a new client resumes from the storage. */
async function storeAccessToken(
  storage: ArenaStorage,
  accessToken: string,
  expiresAt = Date.now() + 600_000,
) {
  const session = JSON.parse((await storage.getItem(storageKeys.session))!);
  await storage.setItem(
    storageKeys.session,
    JSON.stringify({ ...session, accessToken, accessTokenExpiresAt: expiresAt }),
  );
}

const connected = (socket: ArenaSocket) => new Promise<void>((resolve) => socket.once("connect", resolve));
const refused = (socket: ArenaSocket) =>
  new Promise<Error>((resolve) => socket.once("connect_error", resolve));

const refreshTokensOf = (sessionId: string) => deps.db.refreshToken.count({ where: { sessionId } });

describe("signing in", () => {
  it("as a guest makes a device id, keeps it, and the same device is the same player", async () => {
    const { client, storage } = recordingClient();
    const first = await client.signInAsGuest();
    expect(first).toMatchObject({ isNewPlayer: true, player: { isGuest: true } });
    const deviceId = await storage.getItem(storageKeys.deviceId);
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
    const known = await deps.db.deviceLogin.findUnique({
      where: { deviceIdHash: createHash("sha256").update(deviceId!).digest("hex") },
    });
    expect(known?.userId).toBe(first.player.id);

    // Another start of the game on the same storage: the same player.
    const again = await recordingClient(storage).client.signInAsGuest();
    expect(again).toMatchObject({ isNewPlayer: false, player: { id: first.player.id } });
    expect(await storage.getItem(storageKeys.deviceId)).toBe(deviceId);

    const me = await unwrap(client.api.GET("/api/me"));
    expect(me.user).toMatchObject({ id: first.player.id, isGuest: true });
  });

  it("with a device id the game gives keeps that one", async () => {
    const { client, storage } = recordingClient();
    const deviceId = `console-${randomUUID()}`;
    const signIn = await client.signInAsGuest(deviceId);
    expect(signIn.isNewPlayer).toBe(true);
    expect(await storage.getItem(storageKeys.deviceId)).toBe(deviceId);
  });

  it("with e-mail and password", async () => {
    const account = await createTestPlayer(deps);
    const { client } = recordingClient();
    const signIn = await client.signInWithPassword(account.email, account.password);
    expect(signIn.player).toMatchObject({ id: account.id, isGuest: false });
    expect((await unwrap(client.api.GET("/api/me"))).user.id).toBe(account.id);
  });

  it("refused: an ArenaApiError with the API's envelope, and nothing kept", async () => {
    const { client, storage } = recordingClient();
    const badId = await client.signInAsGuest("short").catch((error: unknown) => error);
    expect(badId).toBeInstanceOf(ArenaApiError);
    expect(badId).toMatchObject({ status: 400, code: "validation_failed" });
    expect((badId as ArenaApiError).details.fields).toHaveProperty("deviceId");
    expect((badId as ArenaApiError).requestId).toBeTruthy();
    expect(await storage.getItem(storageKeys.deviceId)).toBeNull();

    const account = await createTestPlayer(deps);
    const wrong = await client.signInWithPassword(account.email, "not-the-password").catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: "unauthorized" });
    expect(await client.session()).toBeNull();
    expect(await storage.getItem(storageKeys.session)).toBeNull();
  });
});

describe("tokens", () => {
  it("a call answered 401 is sent again once, after one refresh", async () => {
    const { client, storage } = recordingClient();
    const signIn = await client.signInAsGuest();
    await storeAccessToken(storage, "not-a-token");
    const resumed = recordingClient(storage);

    const me = await unwrap(resumed.client.api.GET("/api/me"));
    expect(me.user.id).toBe(signIn.player.id);
    expect(resumed.sent).toEqual(["GET /api/me 401", "POST /api/client/auth/refresh 200", "GET /api/me 200"]);
    const kept = await resumed.client.session();
    expect(kept?.refreshToken).not.toBe(signIn.refreshToken);
    expect(JSON.parse((await storage.getItem(storageKeys.session))!).refreshToken).toBe(kept?.refreshToken);
    expect(await refreshTokensOf(signIn.sessionId)).toBe(2);
  });

  it("concurrent calls answered 401 share one refresh, and the sign-in lives on", async () => {
    const { client, storage } = recordingClient();
    const signIn = await client.signInAsGuest();
    await storeAccessToken(storage, "not-a-token");
    const resumed = recordingClient(storage);

    const paths = [
      "/api/me",
      "/api/home",
      "/api/inventory",
      "/api/teams",
      "/api/quests",
      "/api/wallet",
    ] as const;
    const answers = await Promise.all(paths.map((path) => resumed.client.api.GET(path)));
    expect(answers.map((answer) => answer.response.status)).toEqual(paths.map(() => 200));
    expect(resumed.sent.filter((line) => line.startsWith("POST /api/client/auth/refresh"))).toEqual([
      "POST /api/client/auth/refresh 200",
    ]);
    expect(await refreshTokensOf(signIn.sessionId)).toBe(2);
    const session = await deps.db.clientSession.findUniqueOrThrow({ where: { id: signIn.sessionId } });
    expect(session.revokedAt).toBeNull();
  });

  it("an access token about to lapse is renewed before it is sent", async () => {
    const { client, storage } = recordingClient();
    await client.signInAsGuest();
    const { accessToken } = (await client.session())!;
    await storeAccessToken(storage, accessToken, Date.now() + 5_000);
    const resumed = recordingClient(storage);

    await unwrap(resumed.client.api.GET("/api/wallet"));
    expect(resumed.sent).toEqual(["POST /api/client/auth/refresh 200", "GET /api/wallet 200"]);
  });

  it("a sign-in ended elsewhere (its refresh token spent by a copy) answers 401 and signs the client out", async () => {
    const { client, storage } = recordingClient();
    const signIn = await client.signInAsGuest();
    // A copy of the refresh token is spent first.
    const thief = await fetch(`${server.url}/api/client/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: signIn.refreshToken }),
    });
    expect(thief.status).toBe(200);
    await storeAccessToken(storage, "not-a-token");
    const resumed = recordingClient(storage);

    const refused = await unwrap(resumed.client.api.GET("/api/me")).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, code: "unauthorized" });
    expect(resumed.sent).toEqual(["GET /api/me 401", "POST /api/client/auth/refresh 401"]);
    expect(await resumed.client.session()).toBeNull();
    expect(await storage.getItem(storageKeys.session)).toBeNull();
    const session = await deps.db.clientSession.findUniqueOrThrow({ where: { id: signIn.sessionId } });
    expect(session.revokedReason).toBe("refresh_reused");
  });

  it("signs out: the refresh token stops working, the device id stays", async () => {
    const { client, storage } = recordingClient();
    const signIn = await client.signInAsGuest();
    await client.signOut();
    expect(await client.session()).toBeNull();
    expect(await storage.getItem(storageKeys.deviceId)).not.toBeNull();
    const refresh = await fetch(`${server.url}/api/client/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: signIn.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    // Signed out, a call goes without a token.
    const me = await client.api.GET("/api/me");
    expect(me.response.status).toBe(401);
    // The same device signs in as the same guest again.
    expect((await client.signInAsGuest()).player.id).toBe(signIn.player.id);
  });
});

describe("errors", () => {
  it("a 429 says how long to wait (Retry-After)", async () => {
    const { client } = recordingClient();
    await client.signInAsGuest();
    const save = () =>
      unwrap(
        client.api.PUT("/api/teams/{teamSlot}", { params: { path: { teamSlot: 2 } }, body: { members: [] } }),
      );
    for (let write = 0; write < writesPerMinute; write++) await save();
    const limited = await save().catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ArenaApiError);
    expect(limited).toMatchObject({ status: 429, code: "rate_limited" });
    expect((limited as ArenaApiError).retryAfterSeconds).toBeGreaterThan(0);
    expect((limited as ArenaApiError).retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe("live events", () => {
  it("connect with the access token, join topics and hear the player's own events", async () => {
    const { client } = recordingClient();
    await client.signInAsGuest();
    const live = connectSocket(client, { reconnection: false });
    closers.push(live.close);
    await connected(live.socket);
    expect(await live.subscribe(["shop", "leaderboards"])).toEqual({
      ok: true,
      data: { topics: ["shop", "leaderboards"] },
    });

    // A battle won changes the wallet; the socket is told.
    const { monsters } = await unwrap(
      client.api.GET("/api/inventory", { params: { query: { type: "monster" } } }),
    );
    await unwrap(
      client.api.PUT("/api/teams/{teamSlot}", {
        params: { path: { teamSlot: 0 } },
        body: { members: monsters.map((monster, slot) => ({ slot, monsterId: monster.id })) },
      }),
    );
    const walletUpdate = new Promise<{ gold: number }>((resolve) =>
      live.socket.once("wallet:updated", resolve),
    );
    const battle = await unwrap(
      client.api.POST("/api/battles", { body: { mode: "campaign", map: "meadow-outskirts", difficulty: 1 } }),
    );
    expect(battle.won).toBe(true);
    const wallet = await walletUpdate;
    expect(wallet.gold).toBe((await unwrap(client.api.GET("/api/wallet"))).gold);
  });

  it("a handshake refused for a token that is no longer valid is tried again once, after a refresh", async () => {
    const { client, storage } = recordingClient();
    const signIn = await client.signInAsGuest();
    await storeAccessToken(storage, "not-a-token");
    const resumed = recordingClient(storage);
    const live = connectSocket(resumed.client, { reconnection: false });
    closers.push(live.close);
    const refusal = await refused(live.socket);
    expect(refusal.message).toBe("Your session is not valid. Sign in again.");
    await connected(live.socket);
    expect(resumed.sent).toEqual(["POST /api/client/auth/refresh 200"]);
    expect(await refreshTokensOf(signIn.sessionId)).toBe(2);
  });
});
