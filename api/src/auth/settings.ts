// Everything the sign-in layer derives from the environment, computed once per
// environment: the base URL of /api/auth, its origin, https-ness and cookie names.
import type { Env } from "../config/env.ts";
import { type CookieNames, cookieNames } from "./cookies.ts";

export const authBasePath = "/api/auth";

export interface AuthSettings {
  secret: string;
  /** ORIGIN in docs/auth-contract.md, e.g. http://localhost:3000 */
  origin: string;
  /** BASE in docs/auth-contract.md: ORIGIN + /api/auth */
  baseUrl: string;
  secure: boolean;
  cookies: CookieNames;
  /** The game's own pages that the auth API sends browsers to. */
  pages: { signIn: string; signUp: string };
}

const cache = new WeakMap<Env, AuthSettings>();

export function authSettings(env: Env): AuthSettings {
  let settings = cache.get(env);
  if (settings) return settings;
  if (!env.AUTH_SECRET) {
    // main.ts resolves a secret before serving; reaching here is a wiring bug.
    throw new Error("AUTH_SECRET is not set: resolve it with resolveAuthSecret() at start-up.");
  }
  const origin = new URL(env.AUTH_URL ?? `http://localhost:${env.PORT}`).origin;
  const secure = origin.startsWith("https://");
  settings = {
    secret: env.AUTH_SECRET,
    origin,
    baseUrl: `${origin}${authBasePath}`,
    secure,
    cookies: cookieNames(secure),
    pages: { signIn: "/signin", signUp: "/signup" },
  };
  cache.set(env, settings);
  return settings;
}
