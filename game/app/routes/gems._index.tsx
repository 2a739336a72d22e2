// Buying gems: the packs (prices per currency) and a form per pack that starts
// a Stripe Checkout — or, without STRIPE_SECRET_KEY, the labelled local test checkout.
// The page speaks to players: a test checkout says only that no money is taken.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeading } from "../components/economy";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Buy gems", "Buy gems for Monster Arena: the packs, their prices and what they give.");

const currencies = ["usd", "eur", "gbp"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePlayer(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get("currency");
  const currency = currencies.find((candidate) => candidate === asked) ?? "usd";
  return {
    currency,
    packs: context.economy.packs(currency),
    testMode: context.economy.testMode(),
    cancelled: url.searchParams.has("cancelled"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const result = await context.economy.checkout(
    user.id,
    String(form.get("packId")),
    String(form.get("currency")),
  );
  if (!result.ok) return refused(result);
  throw redirect(result.value.url);
}

export default function Gems() {
  const { currency, packs, testMode, cancelled } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="economy-page container">
      <PageHeading
        title="Buy gems"
        lede="Gems buy epic eggs, cosmetics and VIP. Bigger packs carry bonus gems."
      />
      {testMode ? (
        <p className="test-mode-banner" data-testid="test-mode-banner">
          Test mode — no real payment: checkout here is a test, no money is taken.
        </p>
      ) : null}
      {cancelled ? <Flash tone="info">Checkout cancelled: nothing was charged.</Flash> : null}
      <Flash outcome={result} />
      <nav className="shop-tabs" aria-label="Currency">
        {currencies.map((code) => (
          <Link
            key={code}
            to={`/gems?currency=${code}`}
            className={`shop-tabs__tab${code === currency ? " shop-tabs__tab--active" : ""}`}
          >
            {code.toUpperCase()}
          </Link>
        ))}
      </nav>
      <ul className="shop-grid">
        {packs.map((pack, index) => (
          <li
            key={pack.id}
            className={`shop-card gem-pack shop-card--tier-${Math.min(5, index + 1)}`}
            data-testid="gem-pack"
          >
            <div className="shop-card__top">
              <p className="gem-pack__gems">
                <span aria-hidden="true">◆</span> {pack.gems.toLocaleString("en-US")}
              </p>
              {pack.bonusGems > 0 ? (
                <span className="shop-card__discount gem-pack__bonus">+{pack.bonusPercent}% bonus</span>
              ) : null}
            </div>
            <h3 className="shop-card__name">{pack.gems.toLocaleString("en-US")} gems</h3>
            <p className="muted gem-pack__breakdown">
              {pack.bonusGems > 0
                ? `${pack.baseGems.toLocaleString("en-US")} + ${pack.bonusGems.toLocaleString("en-US")} bonus gems`
                : "The base rate"}
            </p>
            <Form method="post">
              <input type="hidden" name="packId" value={pack.id} />
              <input type="hidden" name="currency" value={pack.currency} />
              <button
                type="submit"
                className="button button--primary"
                aria-label={`Buy ${pack.gems} gems for ${pack.priceLabel}`}
              >
                {pack.priceLabel}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className="economy-page__footnote">
        {testMode ? null : "Payment is taken securely by Stripe. "}Any gem pack also opens game access.{" "}
        <Link to="/purchases">Your purchase history</Link>
      </p>
    </section>
  );
}
