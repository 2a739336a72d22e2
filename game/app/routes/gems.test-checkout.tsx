// The local test mode's stand-in for Stripe Checkout. Confirming makes the
// server sign a checkout.session.completed event and feed it to the same
// webhook handler Stripe's deliveries go through. No money moves.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { need, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Test checkout", "A local test checkout for buying gems: no real payment is taken.");

const countries = [
  ["US", "United States"],
  ["GB", "United Kingdom"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["ES", "Spain"],
  ["CA", "Canada"],
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const sessionId = new URL(request.url).searchParams.get("session") ?? "";
  const result = await context.economy.localCheckout(user.id, sessionId);
  const checkout = need(result);
  const { price, currency } = checkout;
  const priceLabel = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(price / 100);
  return { checkout, priceLabel };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const sessionId = String(form.get("session") ?? "");
  const country = String(form.get("country") ?? "");
  const result = await context.economy.confirmLocalCheckout(
    user.id,
    sessionId,
    countries.some(([code]) => code === country) ? country : null,
  );
  if (!result.ok) return refused(result);
  throw redirect(`/gems/return?session_id=${encodeURIComponent(sessionId)}`);
}

export default function TestCheckout() {
  const { checkout, priceLabel } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="economy-page container">
      <div className="checkout-card">
        <p className="test-mode-banner" data-testid="test-mode-banner">
          Test mode — no real payment
        </p>
        <h1>Checkout</h1>
        <p className="checkout-card__line">
          <span>{checkout.gems.toLocaleString("en-US")} gems</span>
          <strong>{priceLabel}</strong>
        </p>
        <p className="economy-page__footnote">
          A test checkout: no card is needed and no money is taken. Your gems arrive as with a real purchase.
        </p>
        <Flash outcome={result} />
        <Form method="post" className="auth-form">
          <input type="hidden" name="session" value={checkout.sessionId} />
          <label className="auth-form__field">
            <span>Billing country</span>
            <select name="country" defaultValue="US" className="economy-select">
              {countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Pay {priceLabel} (test)
          </button>
          <Link to="/gems?cancelled=1" className="button button--ghost">
            Cancel
          </Link>
        </Form>
      </div>
    </section>
  );
}
