// A collectable card for the landing page's hero: a real species with its
// picture (components/Art.tsx), element, quality and base stats from the catalogue.
import { findMonster, type MonsterName } from "@arena/api/catalogue/monsters";
import { elementName, qualityName } from "@arena/api/words/display-names";
import { MonsterArt } from "./Art";

export function HeroMonsterCard({ name }: { name: MonsterName }) {
  const monster = findMonster(name);
  if (!monster) return null;
  const { element, quality, stats } = monster;
  return (
    <figure className={`monster-card monster-card--${element}`} data-monster-card>
      <div className="monster-card__top">
        <figcaption className="monster-card__name">{name}</figcaption>
        <span className="monster-card__element">{elementName(element)}</span>
      </div>
      <MonsterArt name={name} size={120} eager className="monster-card__portrait" />
      <div className="monster-card__rarity">{qualityName(quality)}</div>
      <dl className="monster-card__stats">
        <div>
          <dt>ATK</dt>
          <dd>{stats.attack}</dd>
        </div>
        <div>
          <dt>DEF</dt>
          <dd>{stats.defense}</dd>
        </div>
        <div>
          <dt>SPD</dt>
          <dd>{stats.speed}</dd>
        </div>
      </dl>
    </figure>
  );
}
