import { abilityKindName, elementName, qualityName, skinName } from "@arena/api/words/display-names";
import { abilityEffectInWords, abilityTimingInWords, countOf } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { MonsterArt } from "../components/Art";
import { SkinGallery, StatsByLevelTable } from "../components/collection";
import { Flash } from "../components/Flash";
import { Bar, elementColor, QualityTag, WearSkinForm } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { answer, need, readForm, requirePlayer, textInt, unknownIntent } from "../player.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data ? `${data.monster.name}, level ${data.monster.level}` : "Monster",
    "One of your Monster Arena monsters: level, stats, skin and teams.",
  );

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { monster: need(await context.collection.monster(user.id, textInt(params.id))) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "skin":
      return answer(
        await context.progression.equipSkin(user.id, textInt(params.id), String(form.get("skinId") ?? "")),
        ({ skinId }) => `${skinName(skinId)} skin equipped.`,
      );
    default:
      return unknownIntent();
  }
}

export default function Monster() {
  const { monster } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { stats, ability } = monster;
  return (
    <section className="container progression-page species-page">
      <nav aria-label="Collection" className="species-page__nav">
        <Link to="/inventory?type=monster">← Inventory</Link>
        <Link to={`/collection/${monster.speciesKey}`}>
          {monster.name} in the collection (No. {String(monster.number).padStart(2, "0")})
        </Link>
      </nav>
      <header className="panel species-hero" data-monster-card>
        <MonsterArt name={monster.name} skinId={monster.skinId} quality={monster.quality} size={160} eager />
        <div>
          <h1>{monster.name}</h1>
          <p className="species-hero__tags">
            <Link
              to={`/elements#${monster.element}`}
              className="element-tag"
              style={{ ["--element-color" as string]: elementColor(monster.element) }}
            >
              {elementName(monster.element)}
            </Link>{" "}
            <QualityTag quality={monster.quality} />{" "}
            <span className="muted">{skinName(monster.skinId)} skin</span>
          </p>
          <p>
            <strong>
              Level {monster.level} of {monster.maxLevel}
            </strong>
          </p>
          {monster.xpForNext !== null ? (
            <>
              <Bar value={monster.xp} max={monster.xpForNext} label="Xp toward the next level" />
              <small className="muted">
                {monster.xp}/{monster.xpForNext} xp to level {monster.level + 1}
              </small>
            </>
          ) : (
            <small className="muted">Highest level</small>
          )}
        </div>
      </header>
      <Flash outcome={result} />

      <div className="species-columns">
        <section className="panel" aria-labelledby="monster-stats">
          <h2 id="monster-stats">Stats at level {monster.level}</h2>
          <dl className="stat-list">
            <div>
              <dt>HP</dt>
              <dd>{stats.hp}</dd>
            </div>
            <div>
              <dt>Attack</dt>
              <dd>{stats.attack}</dd>
            </div>
            <div>
              <dt>Defense</dt>
              <dd>{stats.defense}</dd>
            </div>
            <div>
              <dt>Speed</dt>
              <dd>{stats.speed}</dd>
            </div>
          </dl>
          <small className="muted">
            With your mastery level {monster.masteryLevel}; a relic carried in a team adds to them.
          </small>
        </section>
        <section className="panel" aria-labelledby="monster-ability">
          <h2 id="monster-ability">
            {ability.name} <small className="muted">({abilityKindName(ability.kind)})</small>
          </h2>
          <p>
            {abilityEffectInWords(ability.kind, stats.abilityAmount)}{" "}
            {abilityTimingInWords(ability.firstTurn, ability.cooldown)}
          </p>
        </section>
      </div>

      <section className="panel" aria-labelledby="monster-stats-by-level">
        <h2 id="monster-stats-by-level">Stats by level</h2>
        <p className="muted">
          What this {monster.name} grows into as it levels up, at its quality (
          {qualityName(monster.quality).toLowerCase()}) and your mastery, before relics.
        </p>
        <StatsByLevelTable
          rows={monster.statsByLevel}
          abilityKind={ability.kind}
          currentLevel={monster.level}
        />
      </section>

      <section className="panel" aria-labelledby="monster-skins">
        <h2 id="monster-skins">Skins</h2>
        <SkinGallery
          name={monster.name}
          skins={monster.skins.map((id) => ({
            id,
            note: id === monster.skinId ? "Worn now" : "Yours to wear",
          }))}
        />
        {monster.skins.length > 1 ? (
          <WearSkinForm monster={monster} />
        ) : (
          <p className="muted">{monster.name} has one skin.</p>
        )}
      </section>

      <div className="species-columns">
        <section className="panel" aria-labelledby="monster-teams">
          <h2 id="monster-teams">Teams</h2>
          {monster.teams.length > 0 ? (
            <p>
              In {monster.teams.map((team) => team.name).join(", ")}. <Link to="/teams">Change teams</Link>
            </p>
          ) : (
            <p className="muted">
              In no team. <Link to="/teams">Put it in a team</Link>
            </p>
          )}
        </section>
        <section className="panel" aria-labelledby="monster-actions">
          <h2 id="monster-actions">What you can do</h2>
          <p>
            {monster.transcend.ready ? (
              <Link to="/inventory?type=monster">Transcend it in your inventory</Link>
            ) : monster.transcend.reason === "in_team" ? (
              "Take it out of every team to transcend it."
            ) : (
              `Transcends at level ${monster.transcend.requiredLevel}: ${countOf(monster.transcend.requiredLevel - monster.level, "level")} to go.`
            )}
          </p>
          <p className="muted">
            Sells for {monster.sellPrice} gold <Link to="/inventory?type=monster">in your inventory</Link>.
          </p>
        </section>
      </div>
    </section>
  );
}
