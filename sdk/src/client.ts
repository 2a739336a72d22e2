// A game client's way into the API (docs/decisions/128): every operation of
// the OpenAPI document, typed (openapi-fetch over the generated schema), with
// the sign-in handled. The client signs in (a device id makes a guest; or an
// e-mail and password), keeps its tokens in a storage the game chooses, sends
// `Authorization: Bearer` on every call, and renews the access token itself:
// before it lapses, and once when a call answers 401. A refresh token works
// once and presenting it twice ends the whole sign-in (docs/decisions/124),
// so there is only ever one refresh in flight: every call that needs a new
// token waits for that one.
import createClient, { type Client } from "openapi-fetch";
import { ArenaApiError, unwrap } from "./errors.ts";
import type { components, paths } from "./generated/schema.ts";

export type ClientTokens = components["schemas"]["ClientTokens"];
export type ClientSignIn = components["schemas"]["ClientSignIn"];
export type Player = ClientTokens["player"];

/**
 * Where the client keeps its device id and tokens. `localStorage` fits as it is,
 * and so does React Native's AsyncStorage (its methods return promises); a
 * native game would back it with its keychain. The default keeps them in memory.
 */
export interface ArenaStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** The storage's keys: the device id (a guest's only credential) and the current sign-in. */
export const storageKeys = { deviceId: "arena.deviceId", session: "arena.session" } as const;

export function memoryStorage(): ArenaStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The sign-in the client holds. */
export interface ArenaSession {
  accessToken: string;
  /** When the access token stops working, in ms since the epoch by this device's clock. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  sessionId: string;
  player: Player;
}

export interface ArenaClientOptions {
  /** The server's origin, e.g. "https://arena.example.com" (the API is under /api there). */
  baseUrl: string;
  /** Default: in memory (signed out when the process ends). */
  storage?: ArenaStorage;
  /** Shown to the player in their list of sign-ins ("Arena for Android"). */
  clientName?: string;
  /** Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface ArenaClient {
  readonly baseUrl: string;
  /**
   * Every operation of the API, typed from its OpenAPI document. Calls send the
   * access token and renew it once on a 401; they answer `{ data, error, response }`
   * (see `unwrap`).
   */
  readonly api: Client<paths>;
  /** Signs in with this install's device id: a new guest the first time, the same player after. */
  signInAsGuest(deviceId?: string): Promise<ClientSignIn>;
  signInWithPassword(email: string, password: string): Promise<ClientSignIn>;
  /** Ends this client's sign-in on the server and forgets its tokens (the device id stays). */
  signOut(): Promise<void>;
  /** The sign-in held, or null. */
  session(): Promise<ArenaSession | null>;
  /** An access token that works now (renewed first when it is about to lapse), or null when signed out. */
  accessToken(): Promise<string | null>;
  /**
   * Spends the refresh token for new tokens; calls made meanwhile share this one
   * refresh. Null (and signed out) when the server has ended the sign-in.
   */
  refresh(): Promise<ArenaSession | null>;
}

/** An access token this close to lapsing is renewed before it is sent. */
const renewMarginMs = 30_000;

export function createArenaClient(options: ArenaClientOptions): ArenaClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const storage = options.storage ?? memoryStorage();
  const clientName = options.clientName ?? null;
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Sign-in, refresh and sign-out go without a token and never refresh.
  const plain = createClient<paths>({ baseUrl, fetch: send });
  let held: Promise<ArenaSession | null> | undefined;
  let refreshing: Promise<ArenaSession | null> | undefined;

  function session(): Promise<ArenaSession | null> {
    held ??= Promise.resolve(storage.getItem(storageKeys.session)).then(parseSession);
    return held;
  }

  async function keep(tokens: ClientTokens): Promise<ArenaSession> {
    const kept: ArenaSession = {
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: Date.now() + tokens.expiresIn * 1000,
      refreshToken: tokens.refreshToken,
      sessionId: tokens.sessionId,
      player: tokens.player,
    };
    await storage.setItem(storageKeys.session, JSON.stringify(kept));
    held = Promise.resolve(kept);
    return kept;
  }

  async function forget(): Promise<void> {
    await storage.removeItem(storageKeys.session);
    held = Promise.resolve(null);
  }

  function refresh(): Promise<ArenaSession | null> {
    refreshing ??= (async () => {
      try {
        const current = await session();
        if (!current) return null;
        const { data, error, response } = await plain.POST("/api/client/auth/refresh", {
          body: { refreshToken: current.refreshToken },
        });
        if (data) return await keep(data);
        // Spent, expired, ended or banned: this sign-in is over.
        if (response.status === 401 || response.status === 403) {
          await forget();
          return null;
        }
        throw new ArenaApiError(response, error);
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  async function accessToken(): Promise<string | null> {
    const current = await session();
    if (!current) return null;
    if (current.accessTokenExpiresAt - Date.now() > renewMarginMs) return current.accessToken;
    return (await refresh())?.accessToken ?? null;
  }

  /** The sign-in to retry with after `rejected` was answered 401: a newer one if another call renewed it. */
  async function renewedAfter(rejected: string): Promise<ArenaSession | null> {
    const current = await session();
    if (current && current.accessToken !== rejected) return current;
    return refresh();
  }

  async function authorizedFetch(request: Request): Promise<Response> {
    // A call that sets its own Authorization (a server key, say) is sent as it is.
    if (request.headers.has("authorization")) return send(request);
    const token = await accessToken();
    if (!token) return send(request);
    const replay = request.clone();
    const first = await send(withToken(request, token));
    if (first.status !== 401) return first;
    const renewed = await renewedAfter(token);
    if (!renewed) return first;
    await first.body?.cancel();
    return send(withToken(replay, renewed.accessToken));
  }

  /** A new device id, kept before it is sent: if the answer is lost, a retry finds the guest it made. */
  async function keepNewDeviceId(): Promise<string> {
    const id = newDeviceId();
    await storage.setItem(storageKeys.deviceId, id);
    return id;
  }

  async function signedIn(
    call: Promise<{ data?: ClientSignIn; error?: unknown; response: Response }>,
  ): Promise<ClientSignIn> {
    const signIn = await unwrap(call);
    await keep(signIn);
    return signIn;
  }

  return {
    baseUrl,
    api: createClient<paths>({ baseUrl, fetch: authorizedFetch }),
    refresh,
    accessToken,
    session,
    async signInAsGuest(deviceId) {
      const id = deviceId ?? (await storage.getItem(storageKeys.deviceId)) ?? (await keepNewDeviceId());
      const signIn = await signedIn(
        plain.POST("/api/client/auth/device", { body: { deviceId: id, clientName } }),
      );
      // A device id the caller gave is kept once it worked (a refused one is not).
      if (deviceId !== undefined) await storage.setItem(storageKeys.deviceId, deviceId);
      return signIn;
    },
    signInWithPassword(email, password) {
      return signedIn(plain.POST("/api/client/auth/password", { body: { email, password, clientName } }));
    },
    async signOut() {
      const current = await session();
      if (!current) return;
      try {
        await unwrap(
          plain.POST("/api/client/auth/sign-out", { body: { refreshToken: current.refreshToken } }),
        );
      } finally {
        // Signed out here whatever the server answered: the tokens are not used again.
        await forget();
      }
    },
  };
}

function withToken(request: Request, token: string): Request {
  request.headers.set("authorization", `Bearer ${token}`);
  return request;
}

/** 128 random bits in hex: a device id the API accepts (16–128 of [A-Za-z0-9._:-]). */
function newDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A stored sign-in, or null when there is none or it is not one this SDK wrote. */
function parseSession(stored: string | null): ArenaSession | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ArenaSession> | null;
    const complete =
      typeof value?.accessToken === "string" &&
      typeof value.accessTokenExpiresAt === "number" &&
      typeof value.refreshToken === "string" &&
      typeof value.sessionId === "string" &&
      typeof value.player?.id === "string";
    return complete ? (value as ArenaSession) : null;
  } catch {
    return null;
  }
}
