// Session and OAuth-check tokens: JWE compact (dir + A256GCM) exactly as
// NextAuth.js v4 makes them, so next-auth/jwt's decode reads our session
// cookies and we read its tokens. The key is derived from AUTH_SECRET by
// HKDF-SHA256; a non-empty salt (the cookie name) gives each cookie its own key.
import { hkdf } from "node:crypto";
import { promisify } from "node:util";
import { EncryptJWT, type JWTPayload, jwtDecrypt } from "jose";

const hkdfAsync = promisify(hkdf);
const keyCache = new Map<string, Promise<Uint8Array>>();

export function deriveEncryptionKey(secret: string, salt = ""): Promise<Uint8Array> {
  const cacheKey = `${salt}\u0000${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = hkdfAsync("sha256", secret, salt, info, 32).then((bits) => new Uint8Array(bits));
    keyCache.set(cacheKey, key);
  }
  return key;
}

export interface TokenOptions {
  secret: string;
  /** "" for the session token; the cookie name for the state and PKCE cookies. */
  salt?: string;
}

/** Encrypts claims with fresh iat, exp = now + maxAge and a new jti. */
export async function encodeToken(
  claims: JWTPayload,
  options: TokenOptions & { maxAgeSeconds: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { iat: _iat, exp: _exp, jti: _jti, ...rest } = claims;
  return new EncryptJWT(rest)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + options.maxAgeSeconds)
    .setJti(crypto.randomUUID())
    .encrypt(await deriveEncryptionKey(options.secret, options.salt));
}

/**
 * Tokens decoded before, by token: every request of a signed-in player carries
 * the same cookie, and decrypting it (WebCrypto AES-GCM, a thread-pool job)
 * was the largest cost of the session check after the database. A token's
 * claims never change (authenticated encryption), so only the expiry is
 * checked again. Bounded: the oldest entry goes first.
 */
const decoded = new Map<string, { secret: string; salt: string; payload: JWTPayload }>();
const decodedTokenCacheSize = 10_000;

function stillValid(payload: JWTPayload, clockToleranceSeconds: number): boolean {
  return typeof payload.exp !== "number" || Date.now() / 1000 - clockToleranceSeconds < payload.exp;
}

/** The claims of a valid token, or null for anything else (tampered, expired, wrong key, garbage). */
export async function decodeToken(
  token: string,
  options: TokenOptions & { clockToleranceSeconds: number },
): Promise<JWTPayload | null> {
  if (!token) return null;
  const salt = options.salt ?? "";
  const known = decoded.get(token);
  if (known && known.secret === options.secret && known.salt === salt) {
    return stillValid(known.payload, options.clockToleranceSeconds) ? known.payload : null;
  }
  try {
    const { payload } = await jwtDecrypt(token, await deriveEncryptionKey(options.secret, salt), {
      clockTolerance: options.clockToleranceSeconds,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    if (decoded.size >= decodedTokenCacheSize) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { secret: options.secret, salt, payload });
    return payload;
  } catch {
    return null;
  }
}
