// The shop: today's items by category, tier and discount; "Buy" opens the
// purchase confirmation (PurchaseDialog, shared with the VIP page): a plain
// link, so it works without JavaScript, whose form carries an idempotency key
// made when the dialog was shown. A player who is short sees how much and
// where that currency comes from instead of a Confirm button.

import { type ArtSubject, eggArt } from "@arena/api/art/art-url";
import type { ShopGrant } from "@arena/api/catalogue/rewards";
import { vipPerks } from "@arena/api/catalogue/vip";
import { qualityName, shopCategoryName } from "@arena/api/words/display-names";
import { monsterOfQuality } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ItemArt, MonsterArt } from "../components/Art";
import { PageHeading, Price } from "../components/economy";
import { Flash } from "../components/Flash";
import { EarnLinks, PurchaseDialog, shortfallText } from "../components/PurchaseDialog";
import { EggOdds, SummonReveal } from "../components/summons";
import { pageMeta } from "../page-meta";
import { answer, formInt, readForm, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Shop", "Spend gold and gems in the Monster Arena shop: monsters, relics, ingredients and more.");

const shopArtSize = 72;

/** The picture of what a grant gives, other than a monster; null for an egg the catalogue lacks. */
function grantArtSubject(grant: Exclude<ShopGrant, { kind: "monster" }>): ArtSubject | null {
  switch (grant.kind) {
    case "relic":
    case "ingredient":
      return { kind: grant.kind, name: grant.name };
    case "cosmetic":
      return { kind: "cosmetic", id: grant.id };
    case "vipDays":
    case "gameAccess":
    case "slots":
      return { kind: "goods", grant: grant.kind };
    case "summon":
      return eggArt(grant.egg);
  }
}

/** The picture of what an item grants; its name is printed beside it, so the picture is decorative (monsters keep their name). */
function ShopItemArt({ grant }: { grant: ShopGrant }) {
  if (grant.kind === "monster") {
    return (
      <MonsterArt
        name={grant.name}
        quality={grant.quality}
        size={shopArtSize}
        className="art shop-card__art"
      />
    );
  }
  const subject = grantArtSubject(grant);
  return subject ? (
    <ItemArt subject={subject} size={shopArtSize} alt="" className="art shop-card__art" />
  ) : null;
}

/** What a category holds when its name alone does not say it. */
const categoryLedes: Partial<Record<string, string>> = {
  monsters:
    "Each egg hatches a random monster. Open an egg's odds for its chances by quality and the guarantee it gives.",
  vip: "VIP days and game access.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const url = new URL(request.url);
  const [shop, summons, config] = await Promise.all([
    context.economy.shop(user.id),
    context.economy.summonOdds(user.id),
    context.remoteConfig.forPlayer(user.id),
  ]);
  const category = url.searchParams.get("category");
  const buyId = textInt(url.searchParams.get("buy"));
  const confirming =
    shop.categories.flatMap((group) => group.items).find((item) => item.id === buyId) ?? null;
  return {
    shop,
    eggs: summons.eggs,
    // Remote config (api/src/remote-config/keys.ts): a line above the categories, the egg the
    // shop features first, the word on eggs' buy buttons.
    headline: config["shop.headline"],
    featuredEgg: config["shop.featured_egg"] === "none" ? null : config["shop.featured_egg"],
    eggButtonLabel: config["summons.cta_label"],
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
  return answer(await context.economy.purchase(user.id, shopItemId, idempotencyKey), ({ purchase, pull }) =>
    pull
      ? `Bought ${purchase.name}: it hatched ${monsterOfQuality(qualityName(pull.quality), pull.species)}.`
      : `Bought ${purchase.name}.`,
  );
}

export default function Shop() {
  const { shop, eggs, category, confirming, idempotencyKey, headline, featuredEgg, eggButtonLabel } =
    useLoaderData<typeof loader>();
  const isFeatured = (grant: ShopGrant) => grant.kind === "summon" && grant.egg === featuredEgg;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const groups = category ? shop.categories.filter((group) => group.category === category) : shop.categories;
  return (
    <section className="economy-page container">
      <PageHeading
        title="Shop"
        lede={
          <>
            New deals every day at 00:00 UTC.{" "}
            {shop.isVip ? (
              `Your VIP discount (${vipPerks.shopDiscountPercent}%) is already in every price.`
            ) : (
              <Link to="/vip">VIPs get {vipPerks.shopDiscountPercent}% off everything.</Link>
            )}
          </>
        }
      />
      {headline ? (
        <p className="shop-headline" data-testid="shop-headline">
          {headline}
        </p>
      ) : null}
      {result?.ok ? (
        <Flash tone="success">
          Bought {result.value.purchase.name} for{" "}
          <Price amount={result.value.purchase.price} currency={result.value.purchase.currency} />.
        </Flash>
      ) : null}
      {result?.ok && result.value.pull ? (
        <SummonReveal pull={result.value.pull} egg={eggs.find((egg) => egg.egg === result.value.pull?.egg)} />
      ) : null}
      {result && !result.ok ? (
        <>
          <Flash tone="error">
            {result.message}
            {shortfallText(result.details)}
          </Flash>
          {result.details.currency === "gold" || result.details.currency === "gems" ? (
            <EarnLinks currency={result.details.currency} />
          ) : null}
        </>
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
            {shopCategoryName(group.category)}
          </Link>
        ))}
      </nav>

      {groups.length === 0 ? (
        <p className="economy-page__empty">The shop is restocking. Come back soon!</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} className="shop-section" aria-labelledby={`shop-${group.category}`}>
          <h2 id={`shop-${group.category}`} className="shop-section__title">
            {shopCategoryName(group.category)}
          </h2>
          {categoryLedes[group.category] ? (
            <p className="muted shop-section__lede">{categoryLedes[group.category]}</p>
          ) : null}
          <ul className="shop-grid">
            {(featuredEgg
              ? [...group.items].sort((a, b) => Number(isFeatured(b.grant)) - Number(isFeatured(a.grant)))
              : group.items
            ).map((item) => (
              <li
                key={item.id}
                className={`shop-card shop-card--tier-${item.tier}`}
                data-testid="shop-item"
                data-monster-card={item.grant.kind === "monster" ? "" : undefined}
              >
                <div className="shop-card__top">
                  <span className="shop-card__tier">
                    <span aria-hidden="true">{"★".repeat(item.tier)}</span>
                    <span className="visually-hidden">Tier {item.tier}</span>
                  </span>
                  {isFeatured(item.grant) ? (
                    <span className="shop-card__featured" data-testid="featured-egg">
                      Featured
                    </span>
                  ) : null}
                  {item.discount > 0 ? <span className="shop-card__discount">−{item.discount}%</span> : null}
                </div>
                <ShopItemArt grant={item.grant} />
                <h3 className="shop-card__name">{item.name}</h3>
                {item.grant.kind === "gameAccess" ? (
                  <p className="muted">Game access: the whole campaign, challenges and PvP.</p>
                ) : null}
                <EggOdds
                  egg={eggs.find((egg) => item.grant.kind === "summon" && egg.egg === item.grant.egg)}
                />
                <p className="shop-card__price">
                  {item.effectivePrice !== item.price ? (
                    <s className="shop-card__list-price">{item.price.toLocaleString("en-US")}</s>
                  ) : null}{" "}
                  <Price amount={item.effectivePrice} currency={item.currency} />
                </p>
                {!item.owned && item.shortfall > 0 ? (
                  <p className="shop-card__short">
                    {item.shortfall.toLocaleString("en-US")} {item.currency} short
                  </p>
                ) : null}
                {item.owned ? (
                  <span className="shop-card__owned">Owned</span>
                ) : (
                  <Link
                    to={`/shop?${new URLSearchParams({ ...(category ? { category } : {}), buy: String(item.id) })}`}
                    className="button button--primary button--small"
                    aria-label={`${item.grant.kind === "summon" ? eggButtonLabel : "Buy"} ${item.name}`}
                  >
                    {item.grant.kind === "summon" ? eggButtonLabel : "Buy"}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      {confirming && idempotencyKey && !result?.ok ? (
        <PurchaseDialog
          offer={confirming}
          balance={shop.balances[confirming.currency]}
          idempotencyKey={idempotencyKey}
          cancelTo={category ? `/shop?category=${category}` : "/shop"}
          busy={navigation.state === "submitting"}
        />
      ) : null}
    </section>
  );
}
