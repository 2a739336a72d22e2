import { standardEgg } from "@arena/api/catalogue/summons";
import { abilityKindName, elementName, qualityName, skinName } from "@arena/api/words/display-names";
import { abilityEffectInWords, abilityTimingInWords, countOf } from "@arena/api/words/words";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MonsterArt } from "../components/Art";
import { SkinGallery, StatsByLevelTable } from "../components/collection";
import { Bar, elementColor, QualityTag } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { need, requirePlayer } from "../player.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data && data.species.status !== "unknown" ? data.species.name : "Unknown monster",
    "A monster of the Monster Arena collection: where to find it, its stats, ability and skins.",
  );

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { species: need(await context.collection.species(user.id, params.species ?? "")) };
}

const statusWords = {
  owned: "In your collection",
  seen: "Seen, not owned",
  unknown: "Not found yet",
} as const;

/** "A", "A and B", "A, B and C". */
const inAList = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

export default function Species() {
  const { species } = useLoaderData<typeof loader>();
  const { details, whereToFind } = species;
  const known = species.status !== "unknown";
  const title = known ? species.name : "???";
  const number = `No. ${String(species.number).padStart(2, "0")}`;
  return (
    <section className="container progression-page species-page">
      <nav aria-label="Collection" className="species-page__nav">
        <Link to="/collection">← Collection</Link>
        <span>
          {species.previous ? (
            <Link to={`/collection/${species.previous.key}`}>
              Previous (No. {String(species.previous.number).padStart(2, "0")})
            </Link>
          ) : null}
          {species.next ? (
            <Link to={`/collection/${species.next.key}`}>
              Next (No. {String(species.next.number).padStart(2, "0")})
            </Link>
          ) : null}
        </span>
      </nav>
      <header className="panel species-hero" data-monster-card>
        {known ? (
          <MonsterArt name={species.name} size={160} quality={species.quality} eager />
        ) : (
          <MonsterArt
            name={species.name}
            size={160}
            alt="Unknown monster"
            className="art art--monster art--silhouette"
            eager
          />
        )}
        <div>
          <p className="muted">{number}</p>
          <h1>{title}</h1>
          <p className="species-hero__tags">
            <Link
              to={`/elements#${species.element}`}
              className="element-tag"
              style={{ ["--element-color" as string]: elementColor(species.element) }}
            >
              {elementName(species.element)}
            </Link>{" "}
            <QualityTag quality={species.quality} />{" "}
            <span className={`collection-status collection-status--${species.status}`}>
              {statusWords[species.status]}
            </span>
          </p>
          {known ? null : (
            <p className="muted">
              Meet it in a battle to learn its stats and ability; the places below are where it is.
            </p>
          )}
        </div>
      </header>

      <section className="panel" aria-labelledby="where-to-find">
        <h2 id="where-to-find">Where to find it</h2>
        <ul className="mini-list species-where">
          {whereToFind.starter ? <li>Every new player is given one in the starter pack.</li> : null}
          {whereToFind.eggs.length > 0 ? (
            <li>
              Hatches from{" "}
              {inAList(
                whereToFind.eggs.map((egg) => `the ${egg.name} (${Number(egg.chance.toFixed(2))} % a pull)`),
              )}
              . The {standardEgg.name} is on sale every day; the other eggs take turns in the shop.
            </li>
          ) : null}
          {whereToFind.drops.map((drop) => (
            <li key={`${drop.map}-${drop.quality}`}>
              Won as a {qualityName(drop.quality).toLowerCase()} drop on {drop.mapName} (
              {Number((drop.chance * 100).toFixed(2))} % a win on Normal).
            </li>
          ))}
          {whereToFind.enemyOn.length > 0 ? (
            <li>Fights you on {inAList(whereToFind.enemyOn.map((map) => map.mapName))}.</li>
          ) : null}
          {!whereToFind.starter &&
          whereToFind.eggs.length === 0 &&
          whereToFind.drops.length === 0 &&
          whereToFind.enemyOn.length === 0 ? (
            <li>Not found anywhere in the game today: watch for events.</li>
          ) : null}
        </ul>
        {whereToFind.eggs.length > 0 ? (
          <Link to="/shop?category=monsters" className="button button--ghost button--small">
            Today's eggs in the shop
          </Link>
        ) : null}
      </section>

      {details ? (
        <>
          <section className="panel" aria-labelledby="ability">
            <h2 id="ability">
              Ability: {details.ability.name}{" "}
              <small className="muted">({abilityKindName(details.ability.kind)})</small>
            </h2>
            <p>
              {abilityEffectInWords(details.ability.kind, details.statsByLevel[0]?.abilityAmount ?? 0)}{" "}
              {details.ability.kind === "heal" || details.ability.kind === "shield"
                ? "(at level 1; it grows with the monster.) "
                : ""}
              {abilityTimingInWords(details.ability.firstTurn, details.ability.cooldown)}
            </p>
          </section>

          <section className="panel" aria-labelledby="stats-by-level">
            <h2 id="stats-by-level">Stats by level</h2>
            <p className="muted">
              At its own quality ({qualityName(species.quality).toLowerCase()}), before mastery and relics:
              what it brings into a battle.
            </p>
            <StatsByLevelTable rows={details.statsByLevel} abilityKind={details.ability.kind} />
          </section>

          <div className="species-columns">
            <section className="panel" aria-labelledby="mastery">
              <h2 id="mastery">Your mastery</h2>
              {details.mastery ? (
                <>
                  <p>
                    Level {details.mastery.level} of {details.mastery.maxLevel}:{" "}
                    {details.mastery.statBonusPercent > 0
                      ? `+${details.mastery.statBonusPercent} % to its stats in your teams.`
                      : "its stats grow from the next level on."}
                  </p>
                  {details.mastery.xpForNext !== null ? (
                    <>
                      <Bar value={details.mastery.xp} max={details.mastery.xpForNext} label="Mastery xp" />
                      <small className="muted">
                        {details.mastery.xp}/{details.mastery.xpForNext} xp to the next level
                      </small>
                    </>
                  ) : (
                    <small className="muted">Highest mastery</small>
                  )}
                </>
              ) : (
                <p className="muted">
                  Take one into battle to start mastering it: every battle adds mastery xp.
                </p>
              )}
            </section>

            <section className="panel" aria-labelledby="transcendence">
              <h2 id="transcendence">Transcendence</h2>
              <p>
                A level {details.transcendence.requiredLevel} monster, out of every team, can transcend: it
                leaves your inventory and stays in your collection for good.
              </p>
              <p className="muted">
                {details.transcendence.transcended > 0
                  ? `${countOf(details.transcendence.transcended, species.name, species.name)} transcended.`
                  : "None transcended yet."}{" "}
                {details.transcendence.ready.length > 0 ? (
                  <Link to="/inventory?type=monster">
                    {countOf(details.transcendence.ready.length, "monster")} ready: transcend in your
                    inventory
                  </Link>
                ) : null}
              </p>
            </section>
          </div>

          <section className="panel" aria-labelledby="skins">
            <h2 id="skins">Skins</h2>
            <SkinGallery
              name={species.name}
              skins={details.skins.map((skin) => ({
                id: skin.id,
                note:
                  skin.worn > 0
                    ? `Worn by ${countOf(skin.worn, "monster")} of yours`
                    : details.canWearSkins
                      ? "Yours to wear"
                      : `Own a ${species.name} to wear it`,
              }))}
            />
          </section>

          <section className="panel" aria-labelledby="your-monsters">
            <h2 id="your-monsters">Your {species.name}</h2>
            {details.yourMonsters.length === 0 ? (
              <p className="muted">You have none in your inventory now.</p>
            ) : (
              <ul className="skin-list">
                {details.yourMonsters.map((monster) => (
                  <li key={monster.id} data-monster-card>
                    <MonsterArt
                      name={species.name}
                      skinId={monster.skinId}
                      quality={monster.quality}
                      size={72}
                    />
                    <span>
                      <Link to={`/monsters/${monster.id}`}>
                        <strong>{species.name}</strong>, level {monster.level}
                      </Link>
                      <small className="muted">
                        {qualityName(monster.quality)} · {skinName(monster.skinId)}
                      </small>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
