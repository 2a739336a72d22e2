// VIP: state, perks, and the passes. A pass is the shop's own item, at the
// price the shop shows this player, bought through the same confirmation
// (PurchaseDialog) and the same purchase as in the shop.
import { rewardInWords } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageHeading, Price } from "../components/economy";
import { Flash } from "../components/Flash";
import { EarnLinks, PurchaseDialog, shortfallText } from "../components/PurchaseDialog";
import { pageMeta } from "../page-meta";
import { done, formInt, readForm, refused, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("VIP", "Monster Arena VIP: what it gives and how long yours lasts.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const vip = await context.economy.vip(user.id);
  const buyId = textInt(new URL(request.url).searchParams.get("buy"));
  const confirming = vip.passes.find((pass) => pass.id === buyId) ?? null;
  return {
    vip,
    confirming,
    idempotencyKey: confirming ? context.economy.newIdempotencyKey() : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const result = await context.economy.purchase(
    user.id,
    formInt(form, "shopItemId"),
    String(form.get("idempotencyKey") ?? ""),
  );
  if (!result.ok) return refused(result);
  const { grant, purchase } = result.value;
  if (grant.kind !== "vipDays") return done(`Bought ${purchase.name}.`);
  const { vipExpiresAt } = await context.economy.vip(user.id);
  return done(
    `${rewardInWords({ vipDays: grant.days })} added` +
      (vipExpiresAt ? `: VIP until ${dateLabel(vipExpiresAt)}.` : "."),
  );
}

const dateLabel = (iso: string) => new Date(iso).toUTCString().replace(" GMT", " UTC");

export default function Vip() {
  const { vip, confirming, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const slots = Object.entries(vip.perks.extraSlots)
    .map(([name, amount]) => `+${amount} ${name.replace("Slots", " slots")}`)
    .join(", ");
  return (
    <section className="economy-page container">
      <PageHeading
        title="VIP"
        lede={
          vip.isVip && vip.vipExpiresAt ? (
            <>
              You are VIP until <strong data-testid="vip-until">{dateLabel(vip.vipExpiresAt)}</strong>.
            </>
          ) : (
            "Become VIP for double daily rewards, 10% off in the shop and extra inventory slots."
          )
        }
      />
      {result?.ok ? <Flash tone="success">{result.message}</Flash> : null}
      {result && !result.ok ? (
        <>
          <Flash tone="error">
            {result.message}
            {shortfallText(result.details)}
          </Flash>
          {result.details.shortfall ? <EarnLinks currency="gems" /> : null}
        </>
      ) : null}
      <ul className="vip-perks">
        <li>×{vip.perks.dailyRewardMultiplier} daily rewards</li>
        <li>{vip.perks.shopDiscountPercent}% off every shop price</li>
        <li>{slots}</li>
      </ul>
      {vip.passes.length === 0 ? (
        <p className="economy-page__empty">No VIP passes are on sale right now. Come back soon!</p>
      ) : null}
      <ul className="shop-grid">
        {vip.passes.map((pass, index) => (
          <li key={pass.id} className={`shop-card shop-card--tier-${index * 2 + 1}`} data-testid="vip-pass">
            <div className="shop-card__top">
              <span />
              {pass.discount > 0 ? <span className="shop-card__discount">−{pass.discount}%</span> : null}
            </div>
            <h3 className="shop-card__name">{pass.name}</h3>
            <p className="shop-card__price">
              {pass.effectivePrice !== pass.price ? (
                <s className="shop-card__list-price">{pass.price.toLocaleString("en-US")}</s>
              ) : null}{" "}
              <Price amount={pass.effectivePrice} currency={pass.currency} />
            </p>
            {pass.shortfall > 0 ? (
              <p className="shop-card__short">
                {pass.shortfall.toLocaleString("en-US")} {pass.currency} short
              </p>
            ) : null}
            <Link
              to={`/vip?buy=${pass.id}`}
              className="button button--primary button--small"
              aria-label={`Buy ${pass.name}`}
            >
              Buy
            </Link>
          </li>
        ))}
      </ul>
      <p className="economy-page__footnote">
        You have {vip.balances.gems.toLocaleString("en-US")} gems. <Link to="/gems">Get more gems</Link>. The
        same passes are in the <Link to="/shop?category=vip">shop</Link>, at the same price. VIP days add to
        the time you have left; {vip.totalVipDays} VIP days so far.
      </p>
      {confirming && idempotencyKey && !result?.ok ? (
        <PurchaseDialog
          offer={confirming}
          balance={vip.balances[confirming.currency]}
          idempotencyKey={idempotencyKey}
          cancelTo="/vip"
          busy={navigation.state === "submitting"}
          note={
            vip.isVip && vip.vipExpiresAt
              ? `Adds ${confirming.days} days to your VIP (now until ${dateLabel(vip.vipExpiresAt)}).`
              : `${confirming.days} days of VIP from now.`
          }
        />
      ) : null}
    </section>
  );
}
