import { exportConfig } from "@arena/api/privacy/export-numbers";
import { countOf } from "@arena/api/words/words";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DataHeld } from "../components/DataHeld";
import { Flash } from "../components/Flash";
import { PageHeader } from "../components/progression/ui";
import { dayInWords, relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Your data", "What Monster Arena holds about you, and a copy of it to download.");

/** The download's own page (account.data.download.tsx) sends a refused download back here with the wait. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const wait = textInt(new URL(request.url).searchParams.get("retryAfter"));
  const retryAfterSeconds = Number.isInteger(wait) && wait > 0 ? wait : null;
  const page = {
    lastDownload: await context.dataExport.lastDownload(user),
    retryAfterSeconds,
    now: Date.now(),
  };
  // A refused download is a 429 here too, as on the API (docs/decisions/118).
  return retryAfterSeconds
    ? data(page, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } })
    : page;
}

const minutes = (seconds: number) => countOf(Math.max(1, Math.ceil(seconds / 60)), "minute");

export default function YourData() {
  const { lastDownload, retryAfterSeconds, now } = useLoaderData<typeof loader>();
  // The file arrives as a download and the page stays: say so rather than "not downloaded yet".
  const [started, setStarted] = useState(false);
  return (
    <section className="container progression-page">
      <PageHeader title="Your data" />
      <p>
        You can download a copy of everything Monster Arena holds about you, as one file (JSON, which any text
        editor opens).
      </p>
      {retryAfterSeconds ? (
        <Flash tone="error">
          You have downloaded your data {countOf(exportConfig.perPlayer.points, "time")} in the last hour. You
          can download it again in {minutes(retryAfterSeconds)}.
        </Flash>
      ) : null}
      <h2 className="section-heading">What the file holds</h2>
      <DataHeld />
      <p>
        {/* A document request, not a client-side navigation: the answer is a file to save. */}
        <a href="/account/data/download" className="button button--primary" onClick={() => setStarted(true)}>
          Download my data
        </a>
      </p>
      <p className="muted" role="status">
        {started
          ? "Your download has started: your browser saves the file (a .json file) where it keeps downloads."
          : lastDownload
            ? `You last downloaded it on ${dayInWords(lastDownload)} (${relativeTime(lastDownload, now)}).`
            : "You have not downloaded it yet."}{" "}
        You can download it {countOf(exportConfig.perPlayer.points, "time")} an hour; each download is noted
        on your account.
      </p>
      <p>
        <Link to="/profile/edit">Back to your profile settings</Link>
      </p>
    </section>
  );
}
