// The sign-in layer's long-lived parts for one AppDeps: settings, rate limiters
// (which may hold a Redis connection) and the remix-auth strategies. Built on
// first use so every transport shares them; closeAuthRuntime at shutdown.
import type { AppDeps } from "../context.ts";
import { type AuthProviders, createAuthProviders } from "./providers.ts";
import { type AuthRateLimits, authLimits, closeAuthLimits } from "./rate-limits.ts";
import { type AuthSettings, authSettings } from "./settings.ts";

export interface AuthRuntime {
  settings: AuthSettings;
  limits: AuthRateLimits;
  providers: AuthProviders;
}

const runtimes = new WeakMap<AppDeps, AuthRuntime>();

export function authRuntime(deps: AppDeps): AuthRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const limits = authLimits(deps);
    runtime = { settings: authSettings(deps.env), limits, providers: createAuthProviders(deps, limits) };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

export async function closeAuthRuntime(deps: AppDeps): Promise<void> {
  runtimes.delete(deps);
  await closeAuthLimits(deps);
}
