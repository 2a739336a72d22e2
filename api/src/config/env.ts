// Every setting the server reads from the environment, parsed once with zod.
// .env.example lists them; README.md explains them.
import { z } from "zod";
import { authConfig } from "../auth/numbers.ts";
import { TrustProxySchema } from "./trust-proxy.ts";

const optional = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** A URL setting with a default (an empty value also means the default). */
const urlOr = (fallback: string) => optional.transform((value) => value ?? fallback).pipe(z.string().url());

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optional.pipe(z.string().url().optional()),
    /**
     * A read replica (or any read-only PostgreSQL) for analytics and other heavy
     * read-only queries; unset: they go to DATABASE_URL.
     */
    DATABASE_READ_URL: optional.pipe(z.string().url().optional()),
    /**
     * Where migrations run when DATABASE_URL goes through a transaction-mode pooler
     * (PgBouncer): a direct connection to the primary. Unset: DATABASE_URL.
     */
    DATABASE_MIGRATE_URL: optional.pipe(z.string().url().optional()),
    PGLITE_DATA_DIR: optional,
    AUTH_SECRET: optional,
    AUTH_URL: optional.pipe(z.string().url().optional()),
    REDIS_URL: optional.pipe(z.string().url().optional()),
    /**
     * What this deployment's Redis keys and channels start with, so deployments (or test
     * runs) sharing one Redis never count each other's rate limits nor hear each other's rooms.
     */
    REDIS_KEY_PREFIX: optional
      .transform((value) => value ?? "monster-arena")
      .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "letters, digits, '.', '_' or '-' (at most 64)")),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    // Where the Stripe client connects (default api.stripe.com); tests point it at a loopback double.
    STRIPE_API_HOST: optional,
    STRIPE_API_PORT: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: optional.pipe(z.enum(["http", "https"]).optional()),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    DISCORD_CLIENT_ID: optional,
    DISCORD_CLIENT_SECRET: optional,
    // Sign-in provider endpoints: the real ones by default; tests point them at a
    // loopback OAuth2 server.
    GOOGLE_AUTHORIZATION_URL: urlOr("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: urlOr("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: urlOr("https://openidconnect.googleapis.com/v1/userinfo"),
    DISCORD_AUTHORIZATION_URL: urlOr("https://discord.com/oauth2/authorize"),
    DISCORD_TOKEN_URL: urlOr("https://discord.com/api/oauth2/token"),
    DISCORD_USERINFO_URL: urlOr("https://discord.com/api/users/@me"),
    GAME_SERVER_KEY: optional,
    /**
     * Account mail goes out through this SMTP server (smtp:// or smtps://, user and password
     * in the URL). Unset: the local demo world (the embedded database, or not production)
     * keeps mails on /dev/outbox; a production server on PostgreSQL sends none.
     */
    SMTP_URL: optional.pipe(
      z
        .string()
        .url()
        .refine((value) => /^smtps?:\/\//.test(value), "use smtp:// or smtps://")
        .optional(),
    ),
    /** The sender of account mail: an address or "Name <address>". */
    MAIL_FROM: optional
      .transform((value) => value ?? "Monster Arena <no-reply@localhost>")
      .pipe(
        z
          .string()
          .regex(
            /^(?:[^<>\r\n]+ <[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
            "an address or Name <address>",
          ),
      ),
    /**
     * Which proxies' X-Forwarded-For / -Proto / -Host are believed: a hop count
     * (1 = the one load balancer in front) or a comma-separated list of addresses and
     * CIDRs. Unset: none, the socket's peer is the client (config/trust-proxy.ts).
     */
    TRUST_PROXY: TrustProxySchema,
    /** Origins (comma-separated) whose pages may call the API; empty: none (docs/decisions/090). */
    CORS_ORIGINS: optional
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .url()
            .transform((origin) => new URL(origin).origin),
        ),
      ),
    /** Writes (non-GET requests) one player may make per minute (docs/decisions/091). */
    PLAYER_WRITES_PER_MINUTE: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).default(60),
    ),
    /**
     * The cap of the slowdown of an account under sign-in attack, in ms (docs/security.md,
     * Sign-in limits): at most authConfig's 4000; 0 turns the slowdown off (tests, load tests).
     */
    SIGN_IN_SLOWDOWN_MAX_MS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number()
        .int()
        .min(0)
        .max(authConfig.rateLimits.signInSlowdownPerAccount.maxDelayMs)
        .default(authConfig.rateLimits.signInSlowdownPerAccount.maxDelayMs),
    ),
    /** Serves /metrics to `Authorization: Bearer <token>`; unset: no /metrics. */
    METRICS_TOKEN: optional.pipe(z.string().min(16, "use at least 16 characters").optional()),
    JOBS: z.enum(["on", "off"]).default("on"),
    /** auto: seed an empty embedded database; if-empty: any empty database; off: never. */
    SEED: z.enum(["auto", "if-empty", "off"]).default("auto"),
    /**
     * true lets the demo world, whose staff accounts have published passwords, be seeded
     * into PostgreSQL while NODE_ENV=production: for a throwaway trial, never a deployment.
     */
    ALLOW_DEMO_SEED: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .enum(["true", "false"])
        .default("false")
        .transform((value) => value === "true"),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.SEED === "if-empty" && env.DATABASE_URL && demoSeedRefused(env, "postgres")) {
      ctx.addIssue({ code: "custom", path: ["SEED"], message: demoSeedRefusal });
    }
    for (const setting of ["DATABASE_READ_URL", "DATABASE_MIGRATE_URL"] as const) {
      if (env[setting] && !env.DATABASE_URL) {
        ctx.addIssue({
          code: "custom",
          path: [setting],
          message: "needs DATABASE_URL (the embedded database has no replica and no pooler)",
        });
      }
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET && env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required in production against a real database",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export const demoSeedRefusal =
  "the demo world's accounts (admin@example.com …) have published passwords, so it is not seeded into PostgreSQL while NODE_ENV=production. " +
  "Use SEED=off for a deployment; for a throwaway trial set ALLOW_DEMO_SEED=true.";

/**
 * Whether this server is the local demo world rather than a deployment: the
 * embedded database (one process, a folder under .data/, never offered for
 * production: what `npm start` seeds), or any server not in production mode
 * (a developer's `npm run dev`, tests). A production server on PostgreSQL is a
 * deployment. The demo world's published accounts, and the local outbox that
 * shows every account mail's link (docs/decisions/113), are for the local demo
 * world only.
 */
export function isLocalDemoWorld(env: Pick<Env, "NODE_ENV">, database: "postgres" | "pglite"): boolean {
  return env.NODE_ENV !== "production" || database === "pglite";
}

/**
 * Whether seeding the demo world here is refused: in a deployment (see
 * isLocalDemoWorld), unless ALLOW_DEMO_SEED=true makes it a throwaway trial.
 */
export function demoSeedRefused(
  env: Pick<Env, "NODE_ENV" | "ALLOW_DEMO_SEED">,
  database: "postgres" | "pglite",
): boolean {
  return !isLocalDemoWorld(env, database) && !env.ALLOW_DEMO_SEED;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
