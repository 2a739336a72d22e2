// The return page after checkout: has this session's purchase been credited?
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { historyTypes } from "../history/types.ts";
import { freeCampaignMaps } from "../progression/unlocks.ts";
import { readLocalSession } from "./checkout.ts";
import { Stripe, stripeOf } from "./stripe-client.ts";

/**
 * A Checkout Session id: Stripe's (`cs_test_…`, `cs_live_…`) or the local test
 * mode's (`cs_local_<base64url>.<mac>`). Anything else is refused before Stripe
 * is asked.
 */
export const CheckoutSessionIdSchema = z
  .string()
  .min(4)
  .max(400)
  .regex(/^cs_[A-Za-z0-9_.-]+$/, "not a checkout session id");

/** What the thank-you page says when this purchase is the one that opened the game. */
export const gameAccessOpenedMessage = `Game access is open: the campaign from map ${freeCampaignMaps + 1} on, challenges and PvP.`;

export type CheckoutStatus =
  | {
      status: "credited";
      gems: number;
      price: number;
      currency: string;
      transactionId: number;
      /** This purchase gave the player game access (gameAccessOpenedMessage); null when they had it already. */
      gameAccessOpened: string | null;
    }
  | { status: "reversed"; gems: number; reason: "refunded" | "disputed" }
  | { status: "processing" }
  | { status: "unpaid" };

export async function checkoutStatus(
  deps: Pick<AppDeps, "db" | "env">,
  input: { userId: string; sessionId: string },
): Promise<CheckoutStatus> {
  CheckoutSessionIdSchema.parse(input.sessionId);
  const purchase = await deps.db.transaction.findUnique({ where: { checkoutSessionId: input.sessionId } });
  if (purchase) {
    if (purchase.userId !== input.userId) throw new AppError("not_found", "No such checkout.");
    if (purchase.status !== "completed")
      return { status: "reversed", gems: purchase.gems, reason: purchase.status };
    const opened = await deps.db.history.findFirst({
      where: {
        userId: input.userId,
        type: historyTypes.gameAccessByPurchase,
        data: { path: ["transactionId"], equals: purchase.id },
      },
      select: { id: true },
    });
    return {
      status: "credited",
      gems: purchase.gems,
      price: purchase.price,
      currency: purchase.currency,
      transactionId: purchase.id,
      gameAccessOpened: opened ? gameAccessOpenedMessage : null,
    };
  }
  const local = readLocalSession(deps, input.sessionId);
  if (local) {
    if (local.userId !== input.userId) throw new AppError("not_found", "No such checkout.");
    return { status: "unpaid" };
  }
  const stripe = stripeOf(deps);
  if (!stripe) throw new AppError("not_found", "No such checkout.");
  // Stripe's redirect can beat its webhook: ask Stripe whether it is paid.
  const session = await stripe.checkout.sessions.retrieve(input.sessionId).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      throw new AppError("not_found", "No such checkout.");
    throw error;
  });
  if (session.client_reference_id !== input.userId) throw new AppError("not_found", "No such checkout.");
  return session.payment_status === "paid" ? { status: "processing" } : { status: "unpaid" };
}
