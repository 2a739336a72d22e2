// The shop: today's items by category, tier and discount; "Buy" opens a
// confirmation (a plain link, so it works without JavaScript) whose form
// carries an idempotency key made when the dialog was shown: a double submit
// or a resubmitted form never charges twice.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Notice, PageHeading, Price } from "../components/economy";
import { pageMeta } from "../page-meta";
import { formInt, readForm, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Shop", "Spend gold and gems in the Monster Arena shop: monsters, relics, ingredients and more.");

const categoryTitles: Record<string, string> = {
  monsters: "Monster eggs",
  relics: "Relics",
  ingredients: "Ingredients",
  cosmetics: "Cosmetics",
  vip: "Passes: VIP and game access",
  slots: "Inventory slots",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const url = new URL(request.url);
  const [shop, wallet] = await Promise.all([context.economy.shop(user.id), context.economy.wallet(user.id)]);
  const category = url.searchParams.get("category");
  const buyId = textInt(url.searchParams.get("buy"));
  const confirming =
    shop.categories.flatMap((group) => group.items).find((item) => item.id === buyId) ?? null;
  return {
    shop,
    wallet,
    category: shop.categories.some((group) => group.category === category) ? category : null,
    confirming,
    idempotencyKey: confirming ? context.economy.newIdempotencyKey() : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const shopItemId = formInt(form, "shopItemId");
  const idempotencyKey = String(form.get("idempotencyKey") ?? "");
  const result = await context.economy.purchase(user.id, shopItemId, idempotencyKey);
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: result.error.status });
  return { ok: true as const, purchase: result.value.purchase };
}

export default function Shop() {
  const { shop, wallet, category, confirming, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const groups = category ? shop.categories.filter((group) => group.category === category) : shop.categories;
  const balanceOf = (currency: string) => (currency === "gems" ? wallet.gems : wallet.gold);
  return (
    <section className="economy-page container">
      <PageHeading
        title="Shop"
        lede={
          <>
            New deals every day at 00:00 UTC.{" "}
            {shop.isVip ? (
              "Your VIP discount (10 %) is already in every price."
            ) : (
              <Link to="/vip">VIPs get 10 % off everything.</Link>
            )}
          </>
        }
      />
      {result?.ok ? (
        <Notice kind="success">
          Bought {result.purchase.name} for{" "}
          <Price amount={result.purchase.price} currency={result.purchase.currency} />.
        </Notice>
      ) : null}
      {result && !result.ok ? (
        <Notice kind="error">
          {result.error.message}
          {typeof result.error.details?.shortfall === "number"
            ? ` You need ${Number(result.error.details.shortfall).toLocaleString("en-US")} more ${String(result.error.details.currency)}.`
            : ""}
        </Notice>
      ) : null}

      <nav className="shop-tabs" aria-label="Categories">
        <Link to="/shop" className={`shop-tabs__tab${category ? "" : " shop-tabs__tab--active"}`}>
          All
        </Link>
        {shop.categories.map((group) => (
          <Link
            key={group.category}
            to={`/shop?category=${group.category}`}
            className={`shop-tabs__tab${category === group.category ? " shop-tabs__tab--active" : ""}`}
          >
            {categoryTitles[group.category] ?? group.category}
          </Link>
        ))}
      </nav>

      {groups.length === 0 ? (
        <p className="economy-page__empty">The shop is restocking. Come back soon!</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} className="shop-section" aria-labelledby={`shop-${group.category}`}>
          <h2 id={`shop-${group.category}`} className="shop-section__title">
            {categoryTitles[group.category] ?? group.category}
          </h2>
          <ul className="shop-grid">
            {group.items.map((item) => (
              <li key={item.id} className={`shop-card shop-card--tier-${item.tier}`} data-testid="shop-item">
                <div className="shop-card__top">
                  <span className="shop-card__tier">
                    <span aria-hidden="true">{"★".repeat(item.tier)}</span>
                    <span className="visually-hidden">Tier {item.tier}</span>
                  </span>
                  {item.discount > 0 ? <span className="shop-card__discount">−{item.discount}%</span> : null}
                </div>
                <h3 className="shop-card__name">{item.name}</h3>
                {item.grant.kind === "gameAccess" ? (
                  <p className="muted">Game access: the whole campaign, challenges and PvP.</p>
                ) : null}
                <p className="shop-card__price">
                  {item.effectivePrice !== item.price ? (
                    <s className="shop-card__list-price">{item.price.toLocaleString("en-US")}</s>
                  ) : null}{" "}
                  <Price amount={item.effectivePrice} currency={item.currency} />
                </p>
                {item.owned ? (
                  <span className="shop-card__owned">Owned</span>
                ) : (
                  <Link
                    to={`/shop?${new URLSearchParams({ ...(category ? { category } : {}), buy: String(item.id) })}`}
                    className="button button--primary button--small"
                    aria-label={`Buy ${item.name}`}
                  >
                    Buy
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      {confirming && idempotencyKey && !result?.ok ? (
        <div className="confirm-dialog__backdrop">
          <div className="confirm-dialog" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
            <h2 id="confirm-title">Buy {confirming.name}?</h2>
            <p>
              Price: <Price amount={confirming.effectivePrice} currency={confirming.currency} />
            </p>
            <p className="confirm-dialog__balance">
              You have {balanceOf(confirming.currency).toLocaleString("en-US")} {confirming.currency}
              {balanceOf(confirming.currency) >= confirming.effectivePrice
                ? `; ${(balanceOf(confirming.currency) - confirming.effectivePrice).toLocaleString("en-US")} left after buying.`
                : ` — ${(confirming.effectivePrice - balanceOf(confirming.currency)).toLocaleString("en-US")} short.`}
            </p>
            <Form method="post" className="confirm-dialog__actions">
              <input type="hidden" name="shopItemId" value={confirming.id} />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <Link to={category ? `/shop?category=${category}` : "/shop"} className="button button--ghost">
                Cancel
              </Link>
              <button
                type="submit"
                className="button button--primary"
                disabled={navigation.state === "submitting"}
              >
                Confirm purchase
              </button>
            </Form>
          </div>
        </div>
      ) : null}
    </section>
  );
}
