// Abuse limits of the sign-in layer (rate-limiter-flexible): counted in memory
// by default, in Redis when REDIS_URL is set so that every server instance
// shares them. If Redis is unreachable the in-memory limiter takes over
// (insurance), so an outage never turns into "no limits" nor into "no sign-in".
// While Redis is down its commands fail at once (api/src/redis.ts), so the
// insurance answers without delay; the Redis counters resume when it returns.
import { isIP } from "node:net";
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Env } from "../config/env.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { createRedisClient, type RedisHealth } from "../redis.ts";
import { waitInWords } from "../words/words.ts";
import { authConfig } from "./numbers.ts";

export interface AuthRateLimits {
  /**
   * Throws rate_limited when this address has failed too often at this account (the pair)
   * or at any account (the address). The account's own count never refuses: see slowdownFor.
   */
  assertSignInAllowed(address: string, email: string): Promise<void>;
  /**
   * How long to wait before checking a password for this account from this address: by the
   * account's failures from every address (signInDelayMs); none from an address that signed
   * in to the account lately (knownSignInAddress).
   */
  slowdownFor(address: string, email: string): Promise<number>;
  /** Counts a failure for the pair, the address and the account; answers the account's failures in its window. */
  recordSignInFailure(address: string, email: string): Promise<{ accountFailures: number }>;
  /**
   * A correct password forgives that address's earlier failures at that account (the pair),
   * not the account's: the owner signing in must not end an attacker's slowdown. The address
   * becomes a known one for the account (no slowdown from it).
   */
  recordSignInSuccess(address: string, email: string): Promise<void>;
  /** Counts one sign-up from this address; throws rate_limited past the limit. */
  consumeSignUp(address: string): Promise<void>;
  /** True the first time a given OAuth state is seen: a replayed callback is refused. */
  claimOAuthState(state: string): Promise<boolean>;
  /**
   * Counts one attempt of another area's limit (e.g. promo code redemptions) on the
   * same store and insurance; throws rate_limited (with Retry-After) past it.
   */
  consumeAttempt(limit: AttemptLimit, key: string): Promise<void>;
  /** The shared store's health for /healthz; null when the counters are in memory (no REDIS_URL). */
  checkStore(): Promise<RedisHealth | null>;
  close(): Promise<void>;
}

export interface AttemptLimit {
  /** Key prefix of the counter, unique per limit. */
  name: string;
  points: number;
  durationSeconds: number;
  /** "… attempts" in the error message. */
  what: string;
}

/**
 * Who counts as one source of sign-in attempts: an IPv4 address, or the /64 network of
 * an IPv6 one (one subscriber's usual share: counted per address, a /64 would hand out
 * 2^64 fresh "addresses", each with its own budget of guesses). Takes canonical
 * addresses (config/trust-proxy.ts canonicalAddress); anything else is kept as it is.
 */
export function signInSource(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The wait before a password check at an account that has failed `failures` times in its
 * window: none below the threshold, then doubling from the first delay up to the cap.
 */
export function signInDelayMs(
  failures: number,
  curve: { afterFailures: number; firstDelayMs: number; maxDelayMs: number } = authConfig.rateLimits
    .signInSlowdownPerAccount,
): number {
  if (failures < curve.afterFailures) return 0;
  // Past 30 doublings every cap is reached: stop before 2 ** n overflows anything.
  const doublings = Math.min(failures - curve.afterFailures, 30);
  return Math.min(curve.maxDelayMs, curve.firstDelayMs * 2 ** doublings);
}

function rateLimited(msBeforeNext: number, what: string): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", `Too many ${what}. Try again in ${waitInWords(retryAfterSeconds)}.`, {
    retryAfterSeconds,
  });
}

const limitsByDeps = new WeakMap<AppDeps, AuthRateLimits>();

/** The sign-in layer's limiters of one AppDeps, made on first use (closed by closeAuthRuntime). */
export function authLimits(deps: AppDeps): AuthRateLimits {
  let limits = limitsByDeps.get(deps);
  if (!limits) {
    limits = createAuthRateLimits(deps.env, deps.logger);
    limitsByDeps.set(deps, limits);
  }
  return limits;
}

/** Forgets the limiters of one AppDeps and closes them (their Redis connection). */
export async function closeAuthLimits(deps: AppDeps): Promise<void> {
  const limits = limitsByDeps.get(deps);
  limitsByDeps.delete(deps);
  await limits?.close();
}

export function createAuthRateLimits(
  env: Env,
  logger: Pick<Logger, "warn" | "info" | "debug">,
): AuthRateLimits {
  const store = env.REDIS_URL
    ? createRedisClient({ url: env.REDIS_URL, name: "rate-limits", logger })
    : undefined;
  const redis = store?.client;

  function limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const options: IRateLimiterOptions = {
      keyPrefix: `${env.REDIS_KEY_PREFIX}:auth:${keyPrefix}`,
      points,
      duration: durationSeconds,
    };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  const limits = authConfig.rateLimits;
  const perPair = limiter(
    "signin-pair",
    limits.signInFailuresPerPair.points,
    limits.signInFailuresPerPair.durationSeconds,
  );
  const perAddress = limiter(
    "signin-address",
    limits.signInFailuresPerAddress.points,
    limits.signInFailuresPerAddress.durationSeconds,
  );
  // Only counted (penalty never refuses): the count drives the slowdown, not a lock.
  const perAccount = limiter(
    "signin-account",
    Number.MAX_SAFE_INTEGER,
    limits.signInSlowdownPerAccount.durationSeconds,
  );
  // Marks (account, source) pairs that signed in lately: their sign-ins are not slowed down.
  const knownPairs = limiter(
    "signin-known",
    Number.MAX_SAFE_INTEGER,
    limits.knownSignInAddress.durationSeconds,
  );
  const slowdown = { ...limits.signInSlowdownPerAccount, maxDelayMs: env.SIGN_IN_SLOWDOWN_MAX_MS };
  // One key per (account, source); a space never occurs in an address nor in a parsed e-mail.
  const pairKey = (address: string, email: string) => `${signInSource(address)} ${email}`;
  const signUps = limiter(
    "signup-address",
    limits.signUpsPerAddress.points,
    limits.signUpsPerAddress.durationSeconds,
  );
  const oauthStates = limiter("oauth-state", 1, authConfig.oauth.checkCookieMaxAgeSeconds);
  const otherLimiters = new Map<string, RateLimiterAbstract>();

  async function exhausted(rateLimiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
    const res = await rateLimiter.get(key);
    return res && res.consumedPoints >= rateLimiter.points ? res : null;
  }

  async function consume(rateLimiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
    try {
      await rateLimiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    }
  }

  return {
    async assertSignInAllowed(address, email) {
      const [byPair, byAddress] = await Promise.all([
        exhausted(perPair, pairKey(address, email)),
        exhausted(perAddress, signInSource(address)),
      ]);
      if (byPair) throw rateLimited(byPair.msBeforeNext, "failed sign-ins to this account from your network");
      if (byAddress) throw rateLimited(byAddress.msBeforeNext, "failed sign-ins from your network");
    },
    async slowdownFor(address, email) {
      const [known, byAccount] = await Promise.all([
        knownPairs.get(pairKey(address, email)),
        perAccount.get(email),
      ]);
      if (known) return 0;
      return signInDelayMs(byAccount?.consumedPoints ?? 0, slowdown);
    },
    async recordSignInFailure(address, email) {
      const [, , byAccount] = await Promise.all([
        consume(perPair, pairKey(address, email)),
        consume(perAddress, signInSource(address)),
        perAccount.penalty(email),
      ]);
      return { accountFailures: byAccount.consumedPoints };
    },
    async recordSignInSuccess(address, email) {
      const key = pairKey(address, email);
      // set, not penalty: each sign-in starts the known address's period again.
      await Promise.all([
        perPair.delete(key),
        knownPairs.set(key, 1, limits.knownSignInAddress.durationSeconds),
      ]);
    },
    async consumeSignUp(address) {
      const rejected = await consume(signUps, address);
      if (rejected) throw rateLimited(rejected.msBeforeNext, "sign-ups from this address");
    },
    async claimOAuthState(state) {
      return (await consume(oauthStates, state)) === null;
    },
    async consumeAttempt(limit, key) {
      let rateLimiter = otherLimiters.get(limit.name);
      if (!rateLimiter) {
        rateLimiter = limiter(limit.name, limit.points, limit.durationSeconds);
        otherLimiters.set(limit.name, rateLimiter);
      }
      const rejected = await consume(rateLimiter, key);
      if (rejected) throw rateLimited(rejected.msBeforeNext, limit.what);
    },
    async checkStore() {
      return store ? store.check() : null;
    },
    async close() {
      await store?.close();
    },
  };
}
