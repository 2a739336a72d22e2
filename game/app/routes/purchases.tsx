// The player's purchase history: shop items and gem packs. A category and a status
// are named by the catalogue (api/src/words/display-names.ts), never shown as keys.
// An egg's row says what it hatched, with the monster's picture.
import { purchaseStatusName, qualityName, shopCategoryName } from "@arena/api/words/display-names";
import { monsterOfQuality } from "@arena/api/words/words";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MonsterArt } from "../components/Art";
import { PageHeading, Price } from "../components/economy";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Purchases", "Your gem purchases in Monster Arena and their receipts.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return context.economy.purchases(user.id);
}

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ");
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(minor / 100);

export default function Purchases() {
  const history = useLoaderData<typeof loader>();
  return (
    <section className="economy-page container">
      <PageHeading title="Purchase history" />
      <h2 className="shop-section__title">Gems</h2>
      {history.gems.length === 0 ? (
        <p className="economy-page__empty">
          No gem purchases yet. <Link to="/gems">Buy gems</Link>
        </p>
      ) : (
        <table className="economy-table purchases-table">
          <thead>
            <tr>
              <th>Date (UTC)</th>
              <th>Pack</th>
              <th>Paid</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {history.gems.map((row) => (
              <tr key={row.id}>
                <td>{when(row.createdAt)}</td>
                <td>{row.description}</td>
                <td>{money(row.price, row.currency)}</td>
                <td>{purchaseStatusName(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="shop-section__title">Shop</h2>
      {history.shop.length === 0 ? (
        <p className="economy-page__empty">
          Nothing bought yet. <Link to="/shop">Visit the shop</Link>
        </p>
      ) : (
        <table className="economy-table purchases-table">
          <thead>
            <tr>
              <th>Date (UTC)</th>
              <th>Item</th>
              <th>Category</th>
              <th>Paid</th>
            </tr>
          </thead>
          <tbody>
            {history.shop.map((row) => (
              <tr key={row.id}>
                <td>{when(row.boughtAt)}</td>
                <td>
                  {row.name}
                  {row.pull ? (
                    <span className="purchase-hatched" data-testid="purchase-hatched">
                      <MonsterArt name={row.pull.species} quality={row.pull.quality} size={32} alt="" />
                      Hatched {monsterOfQuality(qualityName(row.pull.quality), row.pull.species)}
                    </span>
                  ) : null}
                </td>
                <td>{shopCategoryName(row.category)}</td>
                <td>
                  <Price amount={row.price} currency={row.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
