import type { MonsterName } from "@arena/api/catalogue/monsters";
import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { FeatureIcon, type FeatureIconName } from "../components/FeatureIcon";
import { HeroMonsterCard } from "../components/HeroMonsterCard";
import type { loader as rootLoader } from "../root";

export const meta: MetaFunction = () => [
  { title: "Monster Arena: collect monsters, build teams, climb the leaderboards" },
  {
    name: "description",
    content:
      "Monster Arena is a free collectable-monster game in your browser: collect monsters, build teams, fight the campaign and climb the leaderboards.",
  },
];

/** Three real species, one per element the hero's cards are coloured for. */
const heroMonsters: readonly MonsterName[] = ["Golemite", "Pyronyx", "Leviathorn"];

const features: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: "collect",
    title: "Collect monsters",
    text: "Hatch and unlock monsters of every element and rarity, then level your favourites up.",
  },
  {
    icon: "teams",
    title: "Build teams",
    text: "Choose the line-up for each fight. Elements, levels and matchups decide who wins.",
  },
  {
    icon: "campaign",
    title: "Fight the campaign",
    text: "Battle through chapter after chapter of the story and collect rewards on the way.",
  },
  {
    icon: "trophy",
    title: "Climb the leaderboards",
    text: "Every win counts toward the seasonal rankings. See how you stack up against everyone.",
  },
  {
    icon: "shop",
    title: "Visit the shop",
    text: "Spend coins and gems on eggs, boosts and bundles, with new deals every day.",
  },
  {
    icon: "vip",
    title: "Go VIP",
    text: "VIP members get bonus daily rewards, extra perks and a badge everyone can see.",
  },
];

// The marketing page. A signed-in visitor is offered the way back into the
// game (read from the root loader's session), not a second account.
function HeroActions() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (user?.role === "player") {
    return (
      <div className="hero__actions">
        <Link to="/home" className="button button--primary button--large">
          Continue playing
        </Link>
        <Link to="/play" className="button button--ghost button--large">
          Fight a battle
        </Link>
      </div>
    );
  }
  if (user) {
    return (
      <div className="hero__actions">
        <a href="/console/" className="button button--primary button--large">
          Open the LiveOps console
        </a>
      </div>
    );
  }
  return (
    <div className="hero__actions">
      <Link to="/signup" className="button button--primary button--large">
        Create your account
      </Link>
      <Link to="/signin" className="button button--ghost button--large">
        Sign in
      </Link>
    </div>
  );
}

export default function Index() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="eyebrow">Free to play in your browser</p>
            <h1 className="hero__title">Monster Arena</h1>
            <p className="hero__lede">
              Collect monsters, build the team that fits your style, fight through the campaign and climb the
              leaderboards.
            </p>
            <HeroActions />
          </div>
          <div className="hero__cards">
            {heroMonsters.map((name) => (
              <HeroMonsterCard key={name} name={name} />
            ))}
          </div>
        </div>
      </section>

      <section className="features container" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          What you can do
        </h2>
        <ul className="features__grid">
          {features.map((feature) => (
            <li key={feature.title} className="feature">
              <FeatureIcon name={feature.icon} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="liveops container" aria-labelledby="liveops-title">
        <div className="liveops__panel">
          <div>
            <h2 id="liveops-title" className="section-title">
              A world that keeps moving
            </h2>
            <p>
              Events, community polls, promo codes and messages reach you straight from the Monster Arena
              team, who run the game live from the LiveOps console.
            </p>
          </div>
          <a href="/console/" className="button button--ghost">
            Open the LiveOps console
          </a>
        </div>
      </section>
    </>
  );
}
