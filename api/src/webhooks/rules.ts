// The outbound webhooks' numbers and rules (docs/decisions/126): how often and
// how long a delivery is tried, how long a receiver may take, which URLs an
// endpoint may have, and how old a signature a receiver should accept.
import { z } from "zod";
import type { Env } from "../config/env.ts";

export const webhookRules = {
  /** Attempts before a delivery is marked failed: the first, and seven retries over about a day. */
  maxAttempts: 8,
  /** The wait after the first failed attempt; each later one is `growth` times longer, up to `maxRetryMs`. */
  firstRetryMs: 60_000,
  growth: 4,
  maxRetryMs: 10 * 3_600_000,
  /** Each wait is drawn from ±20 % of its value, so receivers that failed together are not retried together. */
  jitter: 0.2,
  /** How long a receiver has to answer. */
  timeoutMs: 10_000,
  /**
   * A claimed delivery is not due again for this long: a sender that died mid-attempt
   * leaves it to another after the lease (longer than the timeout, so never during one).
   */
  leaseMs: 60_000,
  /** Deliveries one sender claims at a time. */
  batchSize: 10,
  /** How often an idle sender looks for due deliveries. */
  pollMs: 1_000,
  /** How far a signature's timestamp may be from the receiver's clock (verifyWebhookSignature). */
  signatureToleranceSeconds: 300,
  /** How much of a refusing receiver's answer is kept with the delivery. */
  answerExcerptLength: 300,
  urlMaxLength: 2_000,
  descriptionMaxLength: 500,
} as const;

/**
 * The wait before the next attempt after `failedAttempts` failed ones (1, 2, …):
 * 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then 10 h, each ±20 %: the eighth
 * attempt comes about 26 hours after the first.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const { firstRetryMs, growth, maxRetryMs, jitter } = webhookRules;
  const base = Math.min(maxRetryMs, firstRetryMs * growth ** Math.max(0, failedAttempts - 1));
  return Math.round(base * (1 - jitter + 2 * jitter * random()));
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether a URL's host is this machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** An endpoint's URL as typed: http or https, no user name or password in it. */
export const WebhookUrlSchema = z
  .string()
  .trim()
  .max(webhookRules.urlMaxLength)
  .pipe(z.url({ protocol: /^https?$/, error: "Give a full URL starting with https://." }))
  .refine(
    // Zod runs this on a refused URL too: only a URL that parses can carry a user name.
    (url) => !URL.canParse(url) || !(new URL(url).username || new URL(url).password),
    "Leave the user name and password out of the URL: receivers check the signature instead.",
  );

/**
 * The rule that needs the environment: https, or plain http only to this
 * machine or on a server that is not in production (a deliveries' body is
 * signed, not encrypted). The field's message, or null when allowed.
 */
export function urlRefusal(url: string, env: Pick<Env, "NODE_ENV">): string | null {
  const parsed = new URL(url);
  if (parsed.protocol === "https:") return null;
  if (isLoopback(parsed.hostname) || env.NODE_ENV !== "production") return null;
  return "Use https://: plain http is allowed only to this machine (localhost) or outside production.";
}
