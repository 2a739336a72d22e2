// The return page after checkout: has this session's purchase been credited?
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { readLocalSession } from "./checkout.ts";
import { stripeOf } from "./stripe-client.ts";

export type CheckoutStatus =
  | { status: "credited"; gems: number; price: number; currency: string; transactionId: number }
  | { status: "reversed"; gems: number; reason: "refunded" | "disputed" }
  | { status: "processing" }
  | { status: "unpaid" };

export async function checkoutStatus(
  deps: Pick<AppDeps, "db" | "env">,
  input: { userId: string; sessionId: string },
): Promise<CheckoutStatus> {
  const purchase = await deps.db.transaction.findUnique({ where: { checkoutSessionId: input.sessionId } });
  if (purchase) {
    if (purchase.userId !== input.userId) throw new AppError("not_found", "No such checkout.");
    if (purchase.status !== "completed")
      return { status: "reversed", gems: purchase.gems, reason: purchase.status };
    return {
      status: "credited",
      gems: purchase.gems,
      price: purchase.price,
      currency: purchase.currency,
      transactionId: purchase.id,
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
  const session = await stripe.checkout.sessions.retrieve(input.sessionId);
  if (session.client_reference_id !== input.userId) throw new AppError("not_found", "No such checkout.");
  return session.payment_status === "paid" ? { status: "processing" } : { status: "unpaid" };
}
