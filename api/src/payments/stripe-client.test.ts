import { describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { createStripeClient, isLocalTestMode, localWebhookSecret, webhookSecrets } from "./stripe-client.ts";

const base = { NODE_ENV: "test", AUTH_SECRET: "unit-test-secret-at-least-32-characters" } as const;

describe("the Stripe client", () => {
  it("uses an 80 s timeout, 1 network retry, and the configured host", () => {
    const stripe = createStripeClient(
      loadEnv({
        ...base,
        STRIPE_SECRET_KEY: "sk_test_unit",
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: "12111",
        STRIPE_API_PROTOCOL: "http",
      }),
    )!;
    expect(stripe.getMaxNetworkRetries()).toBe(1);
    expect(stripe.getApiField("timeout")).toBe(80_000);
    expect(stripe.getApiField("host")).toBe("127.0.0.1");
    expect(Number(stripe.getApiField("port"))).toBe(12111);
    expect(stripe.getApiField("protocol")).toBe("http");
  });

  it("is absent without a key: the local test mode, whose secret is never accepted alongside a real key", () => {
    const local = loadEnv({ ...base, STRIPE_API_PORT: "" });
    expect(createStripeClient(local)).toBeNull();
    expect(isLocalTestMode({ env: local })).toBe(true);
    expect(webhookSecrets({ env: local })).toEqual([localWebhookSecret({ env: local })]);
    const real = loadEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_real" });
    expect(webhookSecrets({ env: real })).toEqual(["whsec_real"]);
  });
});
