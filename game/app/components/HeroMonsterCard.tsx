// A collectable card drawn in SVG for the landing page's hero: no image files,
// so it stays sharp at any size and costs no requests.

type Crest = "horns" | "fin" | "spikes";

export interface HeroMonster {
  name: string;
  element: "Fire" | "Water" | "Earth";
  rarity: "Common" | "Rare" | "Epic";
  crest: Crest;
  bodyColor: string;
  accentColor: string;
  stats: { attack: number; defense: number; speed: number };
}

const crestPaths: Record<Crest, string> = {
  horns: "M40 48 31 16l19 24ZM80 48l9-32-19 24Z",
  fin: "M42 44c4-16 16-26 32-26-5 6-6 12-3 18 5-4 11-5 17-3-6 4-9 9-10 15Z",
  spikes: "M29 66l5-20 9 11 7-19 10 15 10-15 7 19 9-11 5 20Z",
};

export function HeroMonsterCard({ monster }: { monster: HeroMonster }) {
  const { name, element, rarity, crest, bodyColor, accentColor, stats } = monster;
  return (
    <figure className={`monster-card monster-card--${element.toLowerCase()}`}>
      <div className="monster-card__top">
        <figcaption className="monster-card__name">{name}</figcaption>
        <span className="monster-card__element">{element}</span>
      </div>
      <svg className="monster-card__portrait" viewBox="0 0 120 120" aria-hidden="true">
        <path d={crestPaths[crest]} fill={accentColor} />
        <path d="M24 78c0-22 16-40 36-40s36 18 36 40c0 16-14 26-36 26S24 94 24 78Z" fill={bodyColor} />
        <ellipse cx="60" cy="90" rx="20" ry="11" fill="#fff" opacity="0.14" />
        <circle cx="47" cy="70" r="7.5" fill="#fff7e6" />
        <circle cx="73" cy="70" r="7.5" fill="#fff7e6" />
        <circle cx="48.5" cy="71" r="3.5" fill="#1a1026" />
        <circle cx="71.5" cy="71" r="3.5" fill="#1a1026" />
        <path d="M48 86q12 8 24 0" stroke="#1a1026" strokeWidth="2.5" strokeLinecap="round" fill="none" />
        <path d="M52 88.5l2.5 5 2.5-4ZM63 89.5l2.5 4 2.5-5Z" fill="#fff7e6" />
      </svg>
      <div className="monster-card__rarity">{rarity}</div>
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
