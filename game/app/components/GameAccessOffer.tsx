// Wherever game access is needed: what it opens (the API's words, with its
// numbers) and the ways to get it, as links.
import { Link } from "@remix-run/react";
import { Flash } from "./Flash";

export function GameAccessOffer({ message, id }: { message: string; id?: string }) {
  return (
    <Flash tone="info" live={false} block id={id} testId="game-access-offer">
      <p>{message}</p>
      <p className="inline-form">
        <Link to="/shop?category=vip" className="button button--primary button--small">
          Arena Pass in the shop
        </Link>
        <Link to="/gems" className="button button--ghost button--small">
          Buy gems
        </Link>
        <Link to="/promo" className="button button--ghost button--small">
          Redeem a promo code
        </Link>
      </p>
    </Flash>
  );
}

/** A short line beside a closed map or opponent, pointing at the offer on the same page. */
export function NeedsGameAccess({ what }: { what: string }) {
  return (
    <p className="muted">
      {what} needs game access: <a href="#game-access">see how to get it</a>.
    </p>
  );
}
