// The one Stripe client factory (platform-notes.md: 80 s timeout, 1 network
// retry) and the webhook secrets. Without STRIPE_SECRET_KEY there is no client:
// buying gems runs in the local test mode (local-test-mode.ts), whose events are
// signed with a secret derived from AUTH_SECRET and verified by the same code.
import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { authSettings } from "../auth/settings.ts";
import type { Env } from "../config/env.ts";
import type { AppDeps } from "../context.ts";
import { stripeSettings } from "./rules.ts";

export { Stripe };

export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    timeout: stripeSettings.stripeTimeoutMs,
    maxNetworkRetries: stripeSettings.stripeMaxNetworkRetries,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    appInfo: { name: "Monster Arena" },
  });
}

const clients = new WeakMap<AppDeps, Stripe | null>();

/** The Stripe client of these deps, or null in the local test mode. */
export function stripeOf(deps: Pick<AppDeps, "env">): Stripe | null {
  const key = deps as AppDeps;
  if (!clients.has(key)) clients.set(key, createStripeClient(deps.env));
  return clients.get(key) ?? null;
}

export function isLocalTestMode(deps: Pick<AppDeps, "env">): boolean {
  return !deps.env.STRIPE_SECRET_KEY;
}

/**
 * The secret the local test mode signs its events with: derived from
 * AUTH_SECRET, so it is the same on every instance and after a restart, and
 * never accepted when a real Stripe key is configured.
 */
export function localWebhookSecret(deps: Pick<AppDeps, "env">): string {
  const mac = createHmac("sha256", authSettings(deps.env).secret)
    .update("stripe-local-test-mode")
    .digest("hex");
  return `whsec_local_${mac}`;
}

/** The secrets a webhook signature may be made with. */
export function webhookSecrets(deps: Pick<AppDeps, "env">): string[] {
  const secrets: string[] = [];
  if (deps.env.STRIPE_WEBHOOK_SECRET) secrets.push(deps.env.STRIPE_WEBHOOK_SECRET);
  if (isLocalTestMode(deps)) secrets.push(localWebhookSecret(deps));
  return secrets;
}
