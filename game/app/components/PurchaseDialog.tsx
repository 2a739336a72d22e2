// The one confirmation before spending gold or gems, for the shop and the VIP
// page alike. A link opens it (`?buy=<id>`, so it works without JavaScript);
// its form carries an idempotency key made when it was shown, so a double
// submit never charges twice. A player who is short sees how much they need and
// where that currency comes from instead of a button that can only fail.
import { Form, Link } from "@remix-run/react";
import { Price } from "./economy";

export interface PurchaseOffer {
  id: number;
  name: string;
  currency: "gold" | "gems";
  price: number;
  effectivePrice: number;
  /** How much more the player needs (0: they can afford it), from the API. */
  shortfall: number;
}

/** Where each currency comes from in the game. */
const earnLinks: Record<PurchaseOffer["currency"], { to: string; label: string }[]> = {
  gems: [
    { to: "/gems", label: "Buy gems" },
    { to: "/daily", label: "Daily reward" },
    { to: "/quests", label: "Quests" },
  ],
  gold: [
    { to: "/play", label: "Win battles" },
    { to: "/daily", label: "Daily reward" },
    { to: "/quests", label: "Quests" },
  ],
};

export function EarnLinks({ currency }: { currency: PurchaseOffer["currency"] }) {
  return (
    <nav className="earn-links" aria-label={`Where ${currency} come${currency === "gold" ? "s" : ""} from`}>
      {earnLinks[currency].map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={`button button--small ${index === 0 ? "button--primary" : "button--ghost"}`}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function PurchaseDialog({
  offer,
  balance,
  idempotencyKey,
  cancelTo,
  busy,
  note,
}: {
  offer: PurchaseOffer;
  /** The player's balance in the offer's currency. */
  balance: number;
  idempotencyKey: string;
  /** Where Cancel goes: the page without `?buy`. */
  cancelTo: string;
  busy: boolean;
  /** A line under the price (what the pass adds, say). */
  note?: string;
}) {
  const short = offer.shortfall > 0;
  const amount = (value: number) => value.toLocaleString("en-US");
  return (
    <div className="confirm-dialog__backdrop">
      <div className="confirm-dialog" role="dialog" aria-modal="true" aria-labelledby="confirm-title">
        <h2 id="confirm-title">Buy {offer.name}?</h2>
        <p>
          Price:{" "}
          {offer.effectivePrice !== offer.price ? (
            <s className="shop-card__list-price">{amount(offer.price)}</s>
          ) : null}{" "}
          <Price amount={offer.effectivePrice} currency={offer.currency} />
        </p>
        {note ? <p>{note}</p> : null}
        {short ? (
          <>
            <p className="confirm-dialog__shortfall" data-testid="shortfall">
              You need {amount(offer.shortfall)} more {offer.currency}.
            </p>
            <p className="confirm-dialog__balance">
              You have {amount(balance)} {offer.currency}. Get more:
            </p>
            <EarnLinks currency={offer.currency} />
            <div className="confirm-dialog__actions">
              <Link to={cancelTo} className="button button--ghost">
                Not now
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="confirm-dialog__balance">
              You have {amount(balance)} {offer.currency}; {amount(balance - offer.effectivePrice)} left after
              buying.
            </p>
            <Form method="post" className="confirm-dialog__actions">
              <input type="hidden" name="shopItemId" value={offer.id} />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <Link to={cancelTo} className="button button--ghost">
                Cancel
              </Link>
              <button type="submit" className="button button--primary" disabled={busy}>
                Confirm purchase
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

/** "You need 120 more gems." under an error a purchase came back with (the balance moved meanwhile). */
export function shortfallText(details: Record<string, unknown> | undefined): string {
  return typeof details?.shortfall === "number"
    ? ` You need ${details.shortfall.toLocaleString("en-US")} more ${String(details.currency)}.`
    : "";
}
