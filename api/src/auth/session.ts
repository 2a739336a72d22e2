// The one session reader: the HTTP guards, GET /api/auth/session, the Remix
// loaders and (later) the Socket.IO handshake all call readSession. A token is
// only as good as the user row behind it: the row's sessionVersion must match
// the token's `sv` (a ban, a password change or "sign out everywhere" bumps it)
// and no ban may be in force. A ban outranks the ended session: the token of a
// banned player reads as banned, so the player learns why (reason and end).
import type { JWTPayload } from "jose";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import type { Role } from "../generated/prisma/client.ts";
import { activeBan } from "../moderation/active-ban.ts";
import type { AccountUser } from "./accounts.ts";
import { parseCookieHeader, SessionCookieStore, serializeCookie } from "./cookies.ts";
import { recordActivity } from "./login-streak.ts";
import { authConfig } from "./numbers.ts";
import { decodeToken, encodeToken } from "./session-token.ts";
import { type AuthSettings, authSettings } from "./settings.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  role: Role;
  hasGameAccess: boolean;
  /** False until the player followed the link mailed to their address (the game reminds them). */
  emailVerified: boolean;
  /** A game client's guest: a device id is their only way to sign in (docs/decisions/124). */
  isGuest: boolean;
}

/** The claims of our session token (NextAuth.js's plus role and session version). */
export interface SessionClaims extends JWTPayload {
  sub: string;
  name?: string | null;
  email?: string | null;
  picture?: string | null;
  role: Role;
  sv: number;
  /** The staff member passed their second factor in this session (docs/decisions/131); never on a bearer token. */
  mfa?: true;
}

export type SessionState =
  | { status: "none" }
  | { status: "invalid" }
  | { status: "revoked" }
  | { status: "banned"; userId: string; ban: { reason: string | null; until: Date | null } }
  | {
      status: "active";
      /** A web session cookie, or a game client's bearer access token. */
      source: SessionSource;
      user: SessionUser;
      claims: SessionClaims;
      sessionVersion: number;
    };

export type SessionSource = "cookie" | "bearer";

/** What a session check reads of its user: the row and the profile's name. */
export interface SessionUserRow {
  id: string;
  email: string;
  role: Role;
  hasGameAccess: boolean;
  sessionVersion: number;
  isBanned: boolean;
  banReason: string | null;
  bannedUntil: Date | null;
  lastLoginDate: Date | null;
  lastActiveAt: Date | null;
  emailVerified: boolean;
  isGuest: boolean;
  name: string | null;
}
export type SessionUserLookup = (userId: string) => Promise<SessionUserRow | null>;

/**
 * The session users of `ids`, user and profile name in one query (every
 * authenticated request makes it; Prisma's nested select was two).
 */
async function sessionUserRows(db: Db, ids: string[]): Promise<SessionUserRow[]> {
  return db.$queryRaw<SessionUserRow[]>`
    SELECT u.id::text AS id, u.email, u.role::text AS role, u."hasGameAccess", u."sessionVersion",
           u."isBanned", u."banReason", u."bannedUntil", u."lastLoginDate", u."lastActiveAt",
           u."emailVerifiedAt" IS NOT NULL AS "emailVerified", u."isGuest", p.name
    FROM "User" u LEFT JOIN "UserProfile" p ON p."userId" = u.id
    WHERE u.id = ANY(${ids}::uuid[])`;
}

/**
 * Looks session users up in batches: the ids asked for in one turn of the
 * event loop are read with one query. Nothing is cached: every call reads the
 * row as it is now, so a ban or a bumped sessionVersion counts at once. For
 * bursts of socket handshakes (a server restart reconnects everyone).
 */
export function batchedSessionUsers(db: Db, maxBatch = 500): SessionUserLookup {
  type Waiter = { resolve: (row: SessionUserRow | null) => void; reject: (error: unknown) => void };
  let pending = new Map<string, Waiter[]>();
  const flush = async () => {
    const batch = pending;
    pending = new Map();
    if (batch.size === 0) return;
    try {
      const rows = await sessionUserRows(db, [...batch.keys()]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id) ?? null);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (userId) =>
    new Promise((resolve, reject) => {
      if (pending.size === 0) setImmediate(() => void flush());
      pending.set(userId, [...(pending.get(userId) ?? []), { resolve, reject }]);
      if (pending.size >= maxBatch) void flush();
    });
}

function isSessionClaims(payload: JWTPayload | null): payload is SessionClaims {
  return (
    payload !== null &&
    typeof payload.sub === "string" &&
    typeof (payload as SessionClaims).sv === "number" &&
    typeof (payload as SessionClaims).role === "string"
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionStore(settings: AuthSettings, cookieHeader: string | null): SessionCookieStore {
  return new SessionCookieStore(settings.cookies.sessionToken, parseCookieHeader(cookieHeader));
}

/**
 * Reads and checks the session a request's Cookie header carries. A page or
 * API request also records the day's activity (login streak); a socket
 * handshake passes `recordActivity: false`, since the page that opened the
 * socket already did, and a reconnect storm must not turn into writes.
 * `users` replaces the one-row lookup (the handshake batches them).
 */
export async function readSession(
  deps: AppDeps,
  cookieHeader: string | null,
  options: SessionReadOptions = {},
): Promise<SessionState> {
  const settings = authSettings(deps.env);
  const token = sessionStore(settings, cookieHeader).value;
  if (!token) return { status: "none" };
  const payload = await decodeToken(token, {
    secret: settings.secret,
    clockToleranceSeconds: authConfig.session.clockToleranceSeconds,
  });
  return checkSession(deps, payload, "cookie", options);
}

export interface SessionReadOptions {
  recordActivity?: boolean;
  users?: SessionUserLookup;
}

/**
 * The one check behind both kinds of session: the cookie of the web and the
 * bearer access token of a game client (auth/client-tokens.ts). The user row
 * decides: gone, banned, or past the token's session version.
 */
export async function checkSession(
  deps: AppDeps,
  payload: JWTPayload | null,
  source: SessionSource,
  options: SessionReadOptions = {},
): Promise<SessionState> {
  if (!isSessionClaims(payload) || !uuidPattern.test(payload.sub)) return { status: "invalid" };
  const user = options.users
    ? await options.users(payload.sub)
    : ((await sessionUserRows(deps.db, [payload.sub]))[0] ?? null);
  if (!user) return { status: "revoked" };
  // Banning bumps sessionVersion too: the ban is what the holder of the old token needs to hear.
  const ban = activeBan(user);
  if (ban) return { status: "banned", userId: user.id, ban };
  if (user.sessionVersion !== payload.sv) return { status: "revoked" };
  if (options.recordActivity ?? true) await recordActivity(deps.db, user);
  return {
    status: "active",
    source,
    claims: payload,
    sessionVersion: user.sessionVersion,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: payload.picture ?? null,
      role: user.role,
      hasGameAccess: user.hasGameAccess,
      emailVerified: user.emailVerified,
      isGuest: user.isGuest,
    },
  };
}

/** Claims for a fresh token: the user's current name, e-mail and role. */
/** The verified flag is read from the user row on each request, never carried in the token. */
export function sessionClaims(
  user: Omit<SessionUser, "emailVerified" | "isGuest">,
  sessionVersion: number,
  carried: Pick<SessionClaims, "mfa"> = {},
): SessionClaims {
  return {
    name: user.name,
    email: user.email,
    picture: user.image,
    sub: user.id,
    role: user.role,
    sv: sessionVersion,
    ...(carried.mfa ? { mfa: true as const } : {}),
  };
}

/** What a re-issued token keeps of the old one: the passed second factor. */
export function carriedClaims(claims: SessionClaims): Pick<SessionClaims, "mfa"> {
  return claims.mfa === true ? { mfa: true } : {};
}

/**
 * The token of a fresh session for a user who just signed in or signed up (the
 * auth API's callbacks and sign-up, the game's sign-in form): the day's activity
 * counts from here.
 */
export async function startSessionToken(
  deps: Pick<AppDeps, "db">,
  settings: AuthSettings,
  user: AccountUser,
  picture: string | null,
): Promise<string> {
  const claims: SessionClaims = {
    name: user.profile?.name ?? null,
    email: user.email,
    picture,
    sub: user.id,
    role: user.role,
    sv: user.sessionVersion,
  };
  const full = await deps.db.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { id: true, lastLoginDate: true, lastActiveAt: true },
  });
  await recordActivity(deps.db, full);
  return issueSessionToken(settings, claims);
}

export function issueSessionToken(settings: AuthSettings, claims: SessionClaims): Promise<string> {
  return encodeToken(claims, { secret: settings.secret, maxAgeSeconds: authConfig.session.maxAgeSeconds });
}

/**
 * Set-Cookie values of a fresh session for this device at `sessionVersion`: after
 * a password change the other sessions end and this one carries on.
 */
export async function renewedSessionCookies(
  settings: AuthSettings,
  cookieHeader: string | null,
  user: SessionUser,
  sessionVersion: number,
  carried: Pick<SessionClaims, "mfa"> = {},
): Promise<string[]> {
  const token = await issueSessionToken(settings, sessionClaims(user, sessionVersion, carried));
  return sessionStore(settings, cookieHeader)
    .write(token, sessionExpiry())
    .map((cookie) => serializeCookie(cookie, settings.secure));
}

export function sessionExpiry(now = Date.now()): Date {
  return new Date(now + authConfig.session.maxAgeSeconds * 1000);
}

/** True when an API request should re-issue the cookie (older than the refresh interval). */
export function sessionRefreshDue(claims: SessionClaims, now = Date.now()): boolean {
  return typeof claims.iat !== "number" || now / 1000 - claims.iat >= authConfig.session.updateAgeSeconds;
}

/** Every session ends at once: bumps the version the tokens carry. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
