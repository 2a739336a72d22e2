// Eggs in the shop: the published odds and pity rule of an egg (a disclosure
// on its card), and the reveal after a pull: the egg shakes and cracks, then
// the monster it gave appears with its quality and name. The motion is CSS
// only (app.css "Summons"); with prefers-reduced-motion the result shows at once.
import { eggArt } from "@arena/api/art/art-url";
import type { PublishedEggOdds } from "@arena/api/summons/list-summon-odds";
import type { SummonPullResult } from "@arena/api/summons/pull-from-egg";
import { qualityName } from "@arena/api/words/display-names";
import { monsterOfQuality, oddsVersionInWords } from "@arena/api/words/words";
import { Link } from "@remix-run/react";
import { ItemArt, MonsterArt } from "./Art";

const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/** "Epic or better guaranteed within 40 pulls", and how many of them this player has left. */
export function pityWords(egg: PublishedEggOdds): string {
  const rule = `An epic or better monster is guaranteed at least once every ${egg.pity.pulls} pulls of this egg.`;
  if (egg.pity.pullsUntilGuarantee === null) return rule;
  const left = egg.pity.pullsUntilGuarantee;
  return `${rule} Yours comes within ${left === 1 ? "your next pull" : `your next ${left} pulls`}.`;
}

/** An egg's published odds on its shop card; nothing for an item that is no egg. */
export function EggOdds({ egg }: { egg: PublishedEggOdds | undefined }) {
  if (!egg) return null;
  return (
    <details className="egg-odds" data-testid="egg-odds">
      <summary>Odds</summary>
      <table className="egg-odds__table">
        <caption className="visually-hidden">Odds of the {egg.name}</caption>
        <thead>
          <tr>
            <th scope="col">Quality</th>
            <th scope="col">Per pull</th>
            <th scope="col">Overall</th>
          </tr>
        </thead>
        <tbody>
          {egg.odds.map((row) => (
            <tr key={row.quality}>
              <th scope="row" className={`egg-odds__quality egg-odds__quality--${row.quality}`}>
                {qualityName(row.quality)}
              </th>
              <td>{percent(row.percent)}</td>
              <td>{percent(row.withGuaranteePercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted egg-odds__note">Overall: the share over many pulls, the guarantee counted.</p>
      <p className="egg-odds__pity" data-testid="egg-pity">
        {pityWords(egg)}
      </p>
      <p className="muted egg-odds__species">Within a quality every monster has the same chance:</p>
      <ul className="muted egg-odds__species">
        {egg.odds.map((row) => (
          <li key={row.quality}>
            {qualityName(row.quality)}: {row.species.join(", ")}.
          </li>
        ))}
      </ul>
      <p className="muted egg-odds__version">{oddsVersionInWords(egg.oddsVersion)}.</p>
    </details>
  );
}

export function SummonReveal({ pull, egg }: { pull: SummonPullResult; egg: PublishedEggOdds | undefined }) {
  const shell = egg ? eggArt(egg.egg) : null;
  return (
    <section className={`summon-reveal summon-reveal--${pull.quality}`} aria-labelledby="summon-reveal-title">
      <div className="summon-reveal__stage">
        {shell ? (
          <ItemArt subject={shell} size={128} alt="" eager className="art summon-reveal__egg" />
        ) : null}
        <div className="summon-reveal__monster" data-monster-card="" data-testid="summon-result">
          <MonsterArt name={pull.species} quality={pull.quality} size={160} eager className="art" />
          <h2 id="summon-reveal-title" className="summon-reveal__title">
            <span className={`quality-tag quality-tag--${pull.quality}`}>{qualityName(pull.quality)}</span>{" "}
            {pull.species}
          </h2>
          <p className="summon-reveal__words">
            Your {pull.eggName} hatched {monsterOfQuality(qualityName(pull.quality), pull.species)}
            {pull.pityApplied ? " — the guarantee brought it" : ""}.
          </p>
          <Link to="/inventory?type=monster" className="button button--small">
            See it in your inventory
          </Link>
        </div>
      </div>
    </section>
  );
}
