// Sessions of game clients (docs/decisions/124): a short-lived access token
// sent as `Authorization: Bearer`, and a refresh token that is spent once and
// replaced on every refresh. A client session is one family of refresh
// tokens; presenting a spent one again means a copy is loose, so the whole
// family ends. Access tokens are checked like the web's session cookie (the
// user row's sessionVersion and bans, auth/session.ts), so a ban, "sign out
// everywhere" or a password change ends both kinds of session at once.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { activeBan, bannedError } from "../moderation/active-ban.ts";
import type { AccountUser } from "./accounts.ts";
import { recordActivity } from "./login-streak.ts";
import { authConfig } from "./numbers.ts";
import { checkSession, type SessionClaims, type SessionReadOptions, type SessionState } from "./session.ts";
import { decodeToken, encodeToken } from "./session-token.ts";
import { authSettings } from "./settings.ts";
import { hashToken, newOpaqueToken } from "./token-hash.ts";

/** How a client signed in. */
export type ClientSignInMethod = "device" | "password" | "google" | "discord";

/** What a client gets from a sign-in or a refresh. */
export interface ClientTokens {
  tokenType: "Bearer";
  accessToken: string;
  /** Seconds the access token works. */
  expiresIn: number;
  refreshToken: string;
  /** Seconds the refresh token works if it is not used. */
  refreshExpiresIn: number;
  sessionId: string;
  player: { id: string; name: string | null; isGuest: boolean };
}

/** The access token's own key: a web session cookie is never a bearer token, nor the reverse. */
const accessTokenSalt = "arena.client-access-token";
const refreshTokenPrefix = "mrt_";

interface AccessClaims extends SessionClaims {
  /** The client session the token belongs to. */
  sid: string;
}

function accessTokenOptions(deps: AppDeps) {
  return { secret: authSettings(deps.env).secret, salt: accessTokenSalt };
}

/** The session an access token carries (the bearer half of readSession). */
export async function readBearerSession(
  deps: AppDeps,
  token: string,
  options: SessionReadOptions = {},
): Promise<SessionState> {
  if (!token) return { status: "none" };
  const payload = await decodeToken(token, {
    ...accessTokenOptions(deps),
    clockToleranceSeconds: authConfig.session.clockToleranceSeconds,
  });
  if (payload !== null && typeof payload.sid !== "string") return { status: "invalid" };
  return checkSession(deps, payload, "bearer", options);
}

/** The token of an `Authorization: Bearer <token>` header; null when there is none. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}

interface TokenUser {
  id: string;
  role: AccountUser["role"];
  sessionVersion: number;
  isGuest: boolean;
  name: string | null;
}

async function tokensFor(
  deps: AppDeps,
  user: TokenUser,
  sessionId: string,
  refreshToken: string,
): Promise<ClientTokens> {
  const ttl = authConfig.clientTokens;
  const claims: AccessClaims = { sub: user.id, role: user.role, sv: user.sessionVersion, sid: sessionId };
  const accessToken = await encodeToken(claims, {
    ...accessTokenOptions(deps),
    maxAgeSeconds: ttl.accessTokenSeconds,
  });
  return {
    tokenType: "Bearer",
    accessToken,
    expiresIn: ttl.accessTokenSeconds,
    refreshToken,
    refreshExpiresIn: ttl.refreshTokenSeconds,
    sessionId,
    player: { id: user.id, name: user.name, isGuest: user.isGuest },
  };
}

function refreshExpiry(now: Date): Date {
  return new Date(now.getTime() + authConfig.clientTokens.refreshTokenSeconds * 1000);
}

/**
 * A new client session for a user who just proved who they are (a device id,
 * a password, an OAuth code): its first refresh token and an access token.
 */
export async function startClientSession(
  deps: AppDeps,
  input: { userId: string; method: ClientSignInMethod; clientName: string | null; now: Date },
): Promise<ClientTokens> {
  const { token, tokenHash } = newOpaqueToken(refreshTokenPrefix);
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: {
      id: true,
      role: true,
      sessionVersion: true,
      isGuest: true,
      lastLoginDate: true,
      lastActiveAt: true,
      profile: { select: { name: true } },
    },
  });
  const session = await deps.db.clientSession.create({
    data: {
      userId: user.id,
      method: input.method,
      clientName: input.clientName,
      sessionVersion: user.sessionVersion,
      refreshTokens: { create: { tokenHash, expiresAt: refreshExpiry(input.now) } },
    },
    select: { id: true },
  });
  await recordActivity(deps.db, user);
  return tokensFor(deps, { ...user, name: user.profile?.name ?? null }, session.id, token);
}

const sessionEnded = () => new AppError("unauthorized", "This sign-in has ended. Sign in again.");
const refreshReused = () =>
  new AppError(
    "unauthorized",
    "This refresh token was already used, so the sign-in has ended for safety. Sign in again.",
    {
      reason: "refresh_reused",
    },
  );

/**
 * Spends a refresh token for a new pair. The conditional update that marks it
 * spent decides: of two refreshes with one token, one wins and the other is
 * treated as reuse, so the family ends (the client that lost signs in again).
 */
export async function refreshClientSession(
  deps: AppDeps,
  input: { refreshToken: string; now: Date },
): Promise<ClientTokens> {
  const found = await deps.db.refreshToken.findUnique({
    where: { tokenHash: hashToken(input.refreshToken) },
    select: {
      id: true,
      expiresAt: true,
      spentAt: true,
      session: {
        select: {
          id: true,
          revokedAt: true,
          sessionVersion: true,
          user: {
            select: {
              id: true,
              role: true,
              sessionVersion: true,
              isGuest: true,
              isBanned: true,
              banReason: true,
              bannedUntil: true,
              profile: { select: { name: true } },
            },
          },
        },
      },
    },
  });
  if (!found) throw new AppError("unauthorized", "Unknown refresh token. Sign in again.");
  const { session } = found;
  const { user } = session;
  if (session.revokedAt) throw sessionEnded();
  if (found.spentAt) {
    await endFamily(deps, session.id, "refresh_reused", input.now);
    throw refreshReused();
  }
  if (found.expiresAt <= input.now) throw sessionEnded();
  const ban = activeBan(user, input.now);
  if (ban) throw bannedError(ban);
  if (user.sessionVersion !== session.sessionVersion) {
    await endFamily(deps, session.id, "signed_out_everywhere", input.now);
    throw sessionEnded();
  }

  const next = newOpaqueToken(refreshTokenPrefix);
  const rotated = await deps.db.$transaction(async (tx) => {
    const spent = await tx.refreshToken.updateMany({
      where: { id: found.id, spentAt: null },
      data: { spentAt: input.now },
    });
    if (spent.count !== 1) return false;
    await tx.refreshToken.create({
      data: { sessionId: session.id, tokenHash: next.tokenHash, expiresAt: refreshExpiry(input.now) },
    });
    await tx.clientSession.update({ where: { id: session.id }, data: { lastUsedAt: input.now } });
    return true;
  });
  if (!rotated) {
    await endFamily(deps, session.id, "refresh_reused", input.now);
    throw refreshReused();
  }
  return tokensFor(deps, { ...user, name: user.profile?.name ?? null }, session.id, next.token);
}

async function endFamily(deps: AppDeps, sessionId: string, reason: string, now: Date): Promise<void> {
  await deps.db.clientSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now, revokedReason: reason },
  });
}

/**
 * Signs one client out: its refresh tokens stop working at once; an access
 * token already handed out lapses within its few minutes. Unknown tokens are
 * not an error (signing out twice is fine).
 */
export async function endClientSession(
  deps: AppDeps,
  input: { refreshToken: string; now: Date },
): Promise<{ signedOut: true }> {
  const found = await deps.db.refreshToken.findUnique({
    where: { tokenHash: hashToken(input.refreshToken) },
    select: { sessionId: true },
  });
  if (found) await endFamily(deps, found.sessionId, "signed_out", input.now);
  return { signedOut: true };
}
