// Where Stripe (or the local test checkout) sends the player back.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeading } from "../components/economy";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Thank you", "Your Monster Arena gem purchase is on its way.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const result = await context.economy.checkoutStatus(user.id, sessionId);
  return {
    status: result.ok ? result.value : null,
    error: result.ok ? null : result.message,
    sessionId,
  };
}

export default function GemsReturn() {
  const { status, error, sessionId } = useLoaderData<typeof loader>();
  return (
    <section className="economy-page container">
      <PageHeading title="Your gems" />
      {error ? <Flash tone="error">{error}</Flash> : null}
      {status?.status === "credited" ? (
        <Flash tone="success">
          Thank you! {status.gems.toLocaleString("en-US")} gems were added to your wallet.
        </Flash>
      ) : null}
      {status?.status === "credited" && status.gameAccessOpened ? (
        <Flash tone="success" live={false} block className="game-access-opened" testId="game-access-opened">
          <p>{status.gameAccessOpened}</p>
          <Link to="/play" className="button button--primary">
            Play now
          </Link>
        </Flash>
      ) : null}
      {status?.status === "processing" ? (
        <Flash tone="info">
          Payment received — your gems arrive in a moment.{" "}
          <Link to={`/gems/return?session_id=${encodeURIComponent(sessionId)}`}>Refresh</Link>
        </Flash>
      ) : null}
      {status?.status === "unpaid" ? <Flash tone="info">This checkout has not been paid.</Flash> : null}
      {status?.status === "reversed" ? (
        <Flash tone="info">This purchase was {status.reason}; its gems were taken back.</Flash>
      ) : null}
      <p className="economy-page__actions">
        <Link
          to="/shop"
          className={`button ${status?.status === "credited" && status.gameAccessOpened ? "button--ghost" : "button--primary"}`}
        >
          Go to the shop
        </Link>
        <Link to="/purchases" className="button button--ghost">
          Purchase history
        </Link>
      </p>
    </section>
  );
}
