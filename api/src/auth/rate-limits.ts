// Abuse limits of the sign-in layer (rate-limiter-flexible): counted in memory
// by default, in Redis when REDIS_URL is set so that every server instance
// shares them. If Redis is unreachable the in-memory limiter takes over
// (insurance), so an outage never turns into "no limits" nor into "no sign-in".
// While Redis is down its commands fail at once (api/src/redis.ts), so the
// insurance answers without delay; the Redis counters resume when it returns.
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
import { countOf } from "../words/words.ts";
import { authConfig } from "./numbers.ts";

export interface AuthRateLimits {
  /** Throws rate_limited when this address or this account has failed too often. */
  assertSignInAllowed(address: string, email: string): Promise<void>;
  recordSignInFailure(address: string, email: string): Promise<void>;
  /** A correct password forgives the account's earlier failures. */
  recordSignInSuccess(email: string): Promise<void>;
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

function rateLimited(msBeforeNext: number, what: string): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    "rate_limited",
    `Too many ${what}. Try again in ${countOf(retryAfterSeconds, "second")}.`,
    { retryAfterSeconds },
  );
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
  const perAddress = limiter(
    "signin-address",
    limits.signInFailuresPerAddress.points,
    limits.signInFailuresPerAddress.durationSeconds,
  );
  const perAccount = limiter(
    "signin-account",
    limits.signInFailuresPerAccount.points,
    limits.signInFailuresPerAccount.durationSeconds,
  );
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
      const [byAddress, byAccount] = await Promise.all([
        exhausted(perAddress, address),
        exhausted(perAccount, email),
      ]);
      const blocked = byAddress ?? byAccount;
      if (blocked) throw rateLimited(blocked.msBeforeNext, "failed sign-in attempts");
    },
    async recordSignInFailure(address, email) {
      await Promise.all([consume(perAddress, address), consume(perAccount, email)]);
    },
    async recordSignInSuccess(email) {
      await perAccount.delete(email);
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
