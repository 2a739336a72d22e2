import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { EmailReminder } from "./components/EmailReminder";
import { EventBanner } from "./components/EventBanner";
import { GeneralErrorBoundary } from "./components/GeneralErrorBoundary";
import { LiveEvents } from "./components/LiveEvents";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { useNonce } from "./nonce";
import { explainBan } from "./player.server";
import appStylesHref from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appStylesHref },
];

// The header is session-aware on every page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await context.auth.currentUser(request);
  // A live ban ends the session on the next page, which becomes the ban page.
  if (!user) await explainBan(request, context);
  // engagement: the inbox badge
  const unread = user ? await context.engagement.unreadCount(user.id) : 0;
  // economy: the header's wallet (gold, gems, VIP)
  const wallet = user ? await context.economy.wallet(user.id) : null;
  // progression: the avatar in its frame beside the player's name
  const worn = user ? await context.progression.wornCosmetics(user.id) : null;
  // live events: the banner with its countdown while one runs for the player
  const liveEvents = user
    ? (await context.liveEvents.forPlayer(user.id)).filter((event) => event.isRunning)
    : [];
  return {
    user: user
      ? { name: user.name, role: user.role, unread, avatar: worn?.avatar, frame: worn?.frame }
      : null,
    // Not once confirmed, not when this server sends no mail, not where the player dismissed it.
    emailReminder: user ? context.auth.showEmailReminder(request, user) : false,
    wallet,
    liveEvents: liveEvents.map(({ id, name, endsAt, effects }) => ({ id, name, endsAt, effects })),
    now: new Date().toISOString(),
  };
}

// A refusal thrown as a Response keeps its headers on the error page (e.g. a 429's Retry-After).
export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export const meta: MetaFunction = () => [{ title: "Monster Arena" }];

const noScriptMenu = `@media (max-width: 879.98px) {
  .site-header { position: static; }
  .site-header__inner { flex-wrap: wrap; }
  .site-menu { flex-basis: 100%; }
  .site-menu__toggle { display: none; }
  .site-menu__panel { display: block; position: static; max-height: none; padding: 0 0 8px; box-shadow: none; border: 0; background: none; }
  .site-menu__panel .site-nav, .site-menu__panel .site-sections { flex-flow: row wrap; column-gap: 4px; }
  .site-menu__panel .button { margin-top: 0; }
}`;

// The document shell, shared by every page and by the error page, so an error
// still shows the site's header and styles.
export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed: the header then shows the signed-out links.
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#110c1d" />
        <Meta />
        <Links />
        {/* Without JavaScript the header's Menu button cannot open: its links show as a list instead. */}
        <noscript>
          <style>{noScriptMenu}</style>
        </noscript>
      </head>
      <body>
        <SiteHeader user={data?.user ?? null} wallet={data?.wallet ?? null} />
        {data?.user && data.emailReminder ? <EmailReminder /> : null}
        {data?.user && data.liveEvents.length > 0 ? (
          <EventBanner events={data.liveEvents} serverNow={data.now} />
        ) : null}
        <main className="site-main">{children}</main>
        <SiteFooter />
        {data?.user ? <LiveEvents key={data.user.name ?? "player"} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
