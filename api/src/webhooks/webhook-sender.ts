// Where deliveries are sent from: a short loop in each server process
// (api/src/main.ts), not a node-cron job, because cron's finest grain (a
// second, with a run record per fire) is too coarse and too heavy for "send
// this purchase now". Every instance runs one: claims are FOR UPDATE SKIP
// LOCKED (deliver-webhooks.ts), so they share the work. A lost database
// degrades it (one warning, then a slower retry until it answers); no error
// leaves the loop, so none can end the process (docs/decisions/095, 126).
import type { AppDeps } from "../context.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { deliverDueWebhooks, type SenderOptions } from "./deliver-webhooks.ts";
import { webhookRules } from "./rules.ts";

export interface WebhookSender {
  /** Stops looking for deliveries and waits for the round in progress. */
  stop(): Promise<void>;
}

export function startWebhookSender(
  deps: Pick<AppDeps, "db" | "logger">,
  options: SenderOptions & { pollMs?: number; retryWhileDownMs?: number } = {},
): WebhookSender {
  const pollMs = options.pollMs ?? webhookRules.pollMs;
  const retryWhileDownMs = options.retryWhileDownMs ?? 5_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let downSince: Date | null = null;

  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound();
    }, ms);
    // The loop never keeps a process alive on its own.
    timer.unref();
  };

  async function runRound(): Promise<void> {
    try {
      const attempted = await deliverDueWebhooks(deps, options);
      if (downSince) {
        deps.logger.info({ downForMs: Date.now() - downSince.getTime() }, "webhook sender: database back");
        downSince = null;
      }
      for (const outcome of attempted.filter((attempt) => !attempt.delivered)) {
        deps.logger.info(outcome, "webhook delivery attempt failed");
      }
      // A full batch: more may be due at once.
      next(attempted.length >= webhookRules.batchSize ? 0 : pollMs);
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        if (!downSince) {
          downSince = new Date();
          deps.logger.warn("webhook sender: database unreachable, deliveries wait until it returns");
        }
      } else {
        deps.logger.error({ err }, "webhook sender round failed");
      }
      next(retryWhileDownMs);
    }
  }

  next(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
