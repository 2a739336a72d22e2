import { battleLogRetention } from "@arena/api/battles/rules";
import { deletionRules } from "@arena/api/privacy/deletion-rules";
import { exportConfig } from "@arena/api/privacy/export-numbers";
import { countOf } from "@arena/api/words/words";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { DataHeld } from "../components/DataHeld";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta(
    "Privacy",
    "What Monster Arena holds about you, why, who sees it, and how to download or delete it.",
  );

// Public: a visitor reads it before signing up (the sign-up page links here). The numbers
// are the platform's own (docs/decisions/129 and 130), so the page cannot promise other ones.
export default function Privacy() {
  const grace = countOf(deletionRules.graceDays, "day");
  return (
    <section className="container progression-page privacy-page">
      <PageHeader title="Your privacy" />
      <p>
        This page says what Monster Arena keeps about you when you play, why, who can see it, and how you take
        a copy of it or delete it. The studio that runs this server is responsible for your data.
      </p>

      <h2 className="section-heading">What we hold</h2>
      <DataHeld />
      <p>
        We never hold your card: payments go through Stripe, and we keep what you bought, its price and your
        country. Your password is kept only as a one-way hash, so nobody here can read it.
      </p>
      <p>
        A battle's replay, its turn-by-turn log, is kept for {countOf(battleLogRetention.days, "day")} after
        the battle; its result stays with your account.
      </p>

      <h2 className="section-heading">Why</h2>
      <ul>
        <li>
          To run your game: your account, your monsters, your progress, your inbox and the leaderboards.
        </li>
        <li>
          To keep your account safe: the time and network address of each sign-in, so that guesses at your
          password are slowed down and refused while you still sign in.
        </li>
        <li>To keep payments, gold and gems right, and to answer a refund or a question about a purchase.</li>
        <li>
          To run the game well: our team reads totals (players a day, what sells, which monsters are played),
          never one player's data for that.
        </li>
      </ul>

      <h2 className="section-heading">Who sees it</h2>
      <p>
        Other players see your display name, looks, level and leaderboard scores. Our team sees what they need
        to help you and to keep the game fair: support and LiveOps staff see your account, e-mail address and
        purchases; analysts see totals and a masked e-mail address. Everything staff change on your account is
        recorded, and is in your download.
      </p>

      <h2 className="section-heading">Cookies</h2>
      <p>
        Only the ones the site needs: your sign-in, a token that stops other sites from acting for you, and
        one that remembers a notice was shown. No advertising or tracking cookies.
      </p>

      <h2 className="section-heading">Your copy</h2>
      <p>
        Download everything we hold about you, as one file, from <Link to="/account/data">Your data</Link>{" "}
        (signed in; up to {countOf(exportConfig.perPlayer.points, "time")} an hour). Our support team can make
        the same file for you if you ask them.
      </p>

      <h2 className="section-heading">Deleting your account</h2>
      <p>
        Ask from <Link to="/account/delete">Delete account</Link> in your settings, or ask our support team.
        You are signed out everywhere at once; {grace} later your account is deleted, unless you sign in again
        before then. Deleted: your e-mail address, your name, your sign-ins with Google or Discord, your
        sign-in records, your monsters, teams, quests and inbox, and your places on the current leaderboards.
      </p>
      <p>
        Kept, with nothing that names you: records of payments and of gold and gems (the law asks us to keep
        payment records, and they keep the game's totals right), past leaderboard results under the name
        "Deleted player", and your poll answers and the days you played, counted in totals.
      </p>
    </section>
  );
}
