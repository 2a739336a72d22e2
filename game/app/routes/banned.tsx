// The ban page (issue 18): where a banned player lands when a live ban ends their
// session (their next page or form) and when the game's sign-in form refuses them.
// It says why (the reason staff typed in the console's ban dialog, "shown to the
// player") and until when, in the player's locale and time zone.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Account banned", "Why this Monster Arena account is banned, and until when.");

// The page speaks of one account: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The first language of Accept-Language that this server can format dates in ("en" otherwise). */
function requestLocale(request: Request): string {
  const tags = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim() ?? "")
    .filter((tag) => tag && tag !== "*");
  for (const tag of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return "en";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ban = await context.auth.banNotice(request);
  return { ban, locale: requestLocale(request), now: Date.now() };
}

const endFormat: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * When the ban ends, in words: the server writes it in the request's language and UTC
 * (it cannot know the player's time zone); once the page runs in the browser, it is
 * rewritten in the browser's own language and time zone.
 */
function BanEnd({ until, locale, now }: { until: string; locale: string; now: number }) {
  const [local, setLocal] = useState<{
    locale: string | undefined;
    timeZone: string | undefined;
    now: number;
  }>({ locale, timeZone: "UTC", now });
  useEffect(() => setLocal({ locale: undefined, timeZone: undefined, now: Date.now() }), []);
  const date = new Date(until);
  let text: string;
  try {
    text = new Intl.DateTimeFormat(local.locale, { ...endFormat, timeZone: local.timeZone }).format(date);
  } catch {
    text = date.toUTCString();
  }
  return (
    <p className="ban-card__end" data-testid="ban-end">
      Your ban ends on <time dateTime={until}>{text}</time> ({relativeTime(until, local.now)}). You can sign
      in and play again after that.
    </p>
  );
}

export default function Banned() {
  const { ban, locale, now } = useLoaderData<typeof loader>();
  if (!ban) {
    return (
      <section className="auth-page container">
        <div className="auth-card ban-card">
          <h1>No ban in force</h1>
          <p>There is no ban on your account now. Sign in to play.</p>
          <Link to="/signin" className="button button--primary">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="auth-page container">
      <div className="auth-card ban-card" data-testid="ban-notice">
        <p className="ban-card__eyebrow">Account banned</p>
        <h1>You can’t play for now</h1>
        <p>The Monster Arena team has banned your account, so you have been signed out.</p>
        <div className="ban-card__reason">
          <h2>Reason</h2>
          <p data-testid="ban-reason">{ban.reason ?? "No reason was given."}</p>
        </div>
        {ban.until ? (
          <BanEnd until={ban.until} locale={locale} now={now} />
        ) : (
          <p className="ban-card__end" data-testid="ban-end">
            This ban is permanent: the account can’t be used again.
          </p>
        )}
        <div className="ban-card__actions">
          <Link to="/" className="button button--ghost">
            Back to the front page
          </Link>
          <Link to="/signin">Sign in with another account</Link>
        </div>
      </div>
    </section>
  );
}
