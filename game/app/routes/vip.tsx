// VIP: state, perks, and passes bought with gems.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Notice, PageHeading, Price } from "../components/economy";
import { pageMeta } from "../page-meta";
import { readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("VIP", "Monster Arena VIP: what it gives and how long yours lasts.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const [vip, wallet] = await Promise.all([context.economy.vip(user.id), context.economy.wallet(user.id)]);
  return { vip, gems: wallet.gems };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const result = await context.economy.buyVip(user.id, String(form.get("packageKey")));
  if (!result.ok)
    return data({ ok: false as const, error: result.error.message }, { status: result.error.status });
  return { ok: true as const, days: result.value.days, until: result.value.vipExpiresAt };
}

const dateLabel = (iso: string) => new Date(iso).toUTCString().replace(" GMT", " UTC");

export default function Vip() {
  const { vip, gems } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
            "Become VIP for double daily rewards, 10 % off in the shop and extra inventory slots."
          )
        }
      />
      {result?.ok ? (
        <Notice kind="success">
          {result.days} VIP days added: VIP until {dateLabel(result.until)}.
        </Notice>
      ) : null}
      {result && !result.ok ? <Notice kind="error">{result.error}</Notice> : null}
      <ul className="vip-perks">
        <li>×{vip.perks.dailyRewardMultiplier} daily rewards</li>
        <li>{vip.perks.shopDiscountPercent} % off every shop price</li>
        <li>{slots}</li>
      </ul>
      <ul className="shop-grid">
        {vip.packages.map((vipPackage, index) => (
          <li key={vipPackage.key} className={`shop-card shop-card--tier-${index * 2 + 1}`}>
            <h3 className="shop-card__name">{vipPackage.title}</h3>
            <p className="shop-card__price">
              <Price amount={vipPackage.gemPrice} currency="gems" />
            </p>
            <Form method="post">
              <input type="hidden" name="packageKey" value={vipPackage.key} />
              <button
                type="submit"
                className="button button--primary button--small"
                disabled={gems < vipPackage.gemPrice}
              >
                Buy {vipPackage.days} days
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className="economy-page__footnote">
        You have {gems.toLocaleString("en-US")} gems. <Link to="/gems">Get more gems</Link>. VIP days add to
        the time you have left; {vip.totalVipDays} VIP days so far.
      </p>
    </section>
  );
}
