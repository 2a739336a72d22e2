import { inventorySortName, inventorySorts, qualityName, skinName } from "@arena/api/words/display-names";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ItemArt, MonsterArt } from "../components/Art";
import { Flash } from "../components/Flash";
import { PageHeader, QualityTag, WearSkinForm } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { answer, formInt, readForm, requirePlayer, unknownIntent } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Inventory", "Your monsters, relics and ingredients in Monster Arena.");

const types = ["all", "monster", "relic", "ingredient"] as const;
const qualityFilters = ["all", "common", "rare", "epic", "legendary"] as const;
const pick = <T extends string>(values: readonly T[], value: string | null): T =>
  values.includes(value as T) ? (value as T) : values[0]!;

interface MergeTarget {
  id: number;
  level: number;
  xp: number;
  skinId: string | null;
  teams: number[];
}

const teamWords = (teams: readonly number[]) =>
  `${teams.length > 1 ? "teams" : "team"} ${teams.map((slot) => slot + 1).join(", ")}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const params = new URL(request.url).searchParams;
  const query = {
    type: pick(types, params.get("type")),
    quality: pick(qualityFilters, params.get("quality")),
    sort: pick(inventorySorts, params.get("sort")),
  };
  const [inventory, everything] = await Promise.all([
    context.progression.inventory(user.id, query),
    context.progression.inventory(user.id),
  ]);
  // Monsters of each species, for "Merge into…": a duplicate can be merged into another of its kind.
  // Each target carries what tells two of one species apart (level, xp, skin, team).
  const bySpecies = new Map<string, MergeTarget[]>();
  for (const monster of everything.monsters) {
    bySpecies.set(monster.name, [
      ...(bySpecies.get(monster.name) ?? []),
      { id: monster.id, level: monster.level, xp: monster.xp, skinId: monster.skinId, teams: monster.teams },
    ]);
  }
  const mergeTargets = Object.fromEntries(
    inventory.monsters.map((monster) => [
      monster.id,
      (bySpecies.get(monster.name) ?? []).filter((other) => other.id !== monster.id),
    ]),
  );
  return { inventory, query, allIngredients: everything.ingredients, mergeTargets };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const id = formInt(form, "id");
  const { progression } = context;
  switch (form.get("intent")) {
    case "sell":
      return answer(
        await progression.sellItem(user.id, id),
        ({ item, gold }) => `Sold ${item.name} for ${gold} gold.`,
      );
    case "sell-ingredient": {
      const name = String(form.get("name"));
      return answer(
        await progression.sellIngredient(user.id, name, formInt(form, "quantity")),
        ({ gold }) => `Sold ${name} for ${gold} gold.`,
      );
    }
    case "upgrade":
      return answer(
        await progression.upgradeRelic(user.id, id, String(form.get("ingredient") ?? "")),
        ({ relic }) => `${relic.name} is now level ${relic.level}.`,
      );
    case "transcend":
      return answer(
        await progression.transcend(user.id, id),
        ({ transcended }) => `${transcended.name} transcended into your collection.`,
      );
    case "merge":
      return answer(
        await progression.mergeMonster(user.id, id, formInt(form, "intoId")),
        ({ merged, into, xp }) =>
          `${merged.name} merged into your other ${into.name}: +${xp} xp, now level ${into.level}.`,
      );
    case "skin":
      return answer(
        await progression.equipSkin(user.id, id, String(form.get("skinId") ?? "")),
        () => "Skin equipped.",
      );
    case "trade":
      return answer(
        await progression.blackMarketTrade(
          user.id,
          String(form.get("give") ?? ""),
          String(form.get("receive") ?? ""),
          formInt(form, "times") || 1,
        ),
        ({ gave, received }) =>
          `Traded ${gave.quantity}× ${gave.name} for ${received.quantity}× ${received.name}.`,
      );
    default:
      return unknownIntent();
  }
}

export default function Inventory() {
  const { inventory, query, allIngredients, mergeTargets } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { capacities, usage } = inventory;
  return (
    <section className="container progression-page">
      <PageHeader title="Inventory">
        <dl className="usage">
          <div>
            <dt>Monsters</dt>
            <dd data-testid="usage-monsters">
              {usage.monsterSlots}/{capacities.monsterSlots}
            </dd>
          </div>
          <div>
            <dt>Relics</dt>
            <dd>
              {usage.relicSlots}/{capacities.relicSlots}
            </dd>
          </div>
          <div>
            <dt>Ingredients</dt>
            <dd>
              {usage.ingredientSlots}/{capacities.ingredientSlots} · stacks of {capacities.ingredientsCap}
            </dd>
          </div>
        </dl>
      </PageHeader>
      <Form method="get" className="filters">
        <label>
          Show
          <select name="type" defaultValue={query.type}>
            {types.map((type) => (
              <option key={type} value={type}>
                {type === "all" ? "Everything" : `${type[0]!.toUpperCase()}${type.slice(1)}s`}
              </option>
            ))}
          </select>
        </label>
        <label>
          Quality
          <select name="quality" defaultValue={query.quality}>
            {qualityFilters.map((quality) => (
              <option key={quality} value={quality}>
                {quality === "all" ? "Any" : qualityName(quality)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select name="sort" defaultValue={query.sort}>
            {inventorySorts.map((sort) => (
              <option key={sort} value={sort}>
                {inventorySortName(sort)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--ghost button--small">
          Apply
        </button>
      </Form>
      <Flash outcome={result} />

      {query.type === "all" || query.type === "monster" ? (
        <>
          <h2 className="section-heading">Monsters</h2>
          {inventory.monsters.length === 0 ? <p className="muted">No monsters match.</p> : null}
          <ul className="card-grid">
            {inventory.monsters.map((monster, index) => (
              <li key={monster.id} className="panel item-card" data-testid="monster-card" data-monster-card>
                <div className="item-card__head">
                  <MonsterArt
                    name={monster.name}
                    skinId={monster.skinId}
                    quality={monster.quality}
                    size={64}
                    eager={index < 4}
                  />
                  <div>
                    <Link to={`/monsters/${monster.id}`}>
                      <strong>{monster.name}</strong>
                    </Link>
                    <div className="muted">
                      Lv {monster.level}/{monster.maxLevel} <QualityTag quality={monster.quality} />
                    </div>
                    <small className="muted">{monster.xp} xp</small>
                  </div>
                </div>
                {monster.skins.length > 1 ? <WearSkinForm monster={monster} withId /> : null}
                <div className="item-card__actions">
                  <Form method="post">
                    <input type="hidden" name="intent" value="sell" />
                    <input type="hidden" name="id" value={monster.id} />
                    <button
                      type="submit"
                      className="button button--ghost button--small"
                      disabled={monster.teams.length > 0}
                      aria-describedby={monster.teams.length > 0 ? `why-locked-${monster.id}` : undefined}
                    >
                      Sell · {monster.sellPrice} gold
                    </button>
                  </Form>
                  {(mergeTargets[monster.id] ?? []).length === 0 ? null : monster.teams.length > 0 ? (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled
                      aria-describedby={`why-locked-${monster.id}`}
                    >
                      Merge into…
                    </button>
                  ) : (
                    <MergeForm monster={monster} targets={mergeTargets[monster.id] ?? []} />
                  )}
                  {monster.canTranscend ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="transcend" />
                      <input type="hidden" name="id" value={monster.id} />
                      <button type="submit" className="button button--primary button--small">
                        Transcend
                      </button>
                    </Form>
                  ) : null}
                </div>
                {monster.teams.length > 0 ? (
                  <p className="team-note item-card__locked" id={`why-locked-${monster.id}`}>
                    In {teamWords(monster.teams)}: take it out of{" "}
                    {monster.teams.length > 1 ? "those teams" : "the team"} to sell
                    {(mergeTargets[monster.id] ?? []).length > 0 ? " or merge" : ""} it.
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {query.type === "all" || query.type === "relic" ? (
        <>
          <h2 className="section-heading">Relics</h2>
          {inventory.relics.length === 0 ? (
            <p className="muted">No relics yet: some campaign maps drop them.</p>
          ) : null}
          <ul className="card-grid">
            {inventory.relics.map((relic) => {
              const usable = allIngredients.filter(
                (ingredient) => ingredient.rarity === relic.upgradeCost?.ingredientRarity,
              );
              return (
                <li key={relic.id} className="panel item-card">
                  <div className="item-card__head">
                    <ItemArt subject={{ kind: "relic", name: relic.name }} size={56} alt="" />
                    <div>
                      <strong>{relic.name}</strong>
                      <div className="muted">
                        +{relic.level}/{relic.maxLevel} <QualityTag quality={relic.quality} />
                      </div>
                    </div>
                  </div>
                  {relic.upgradeCost ? (
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="upgrade" />
                      <input type="hidden" name="id" value={relic.id} />
                      <select
                        name="ingredient"
                        aria-label={`Ingredient to upgrade ${relic.name}`}
                        required
                        defaultValue=""
                      >
                        <option value="" disabled>
                          {relic.upgradeCost.ingredientQuantity}× {relic.upgradeCost.ingredientRarity}{" "}
                          ingredient
                        </option>
                        {usable.map((ingredient) => (
                          <option key={ingredient.name} value={ingredient.name}>
                            {ingredient.name} ({ingredient.quantity})
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="button button--primary button--small">
                        Upgrade · {relic.upgradeCost.gold} gold
                      </button>
                    </Form>
                  ) : (
                    <small className="muted">Highest level</small>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="sell" />
                    <input type="hidden" name="id" value={relic.id} />
                    <button type="submit" className="button button--ghost button--small">
                      Sell · {relic.sellPrice} gold
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {query.type === "all" || query.type === "ingredient" ? (
        <>
          <h2 className="section-heading">Ingredients</h2>
          {inventory.ingredients.length === 0 ? <p className="muted">No ingredients yet.</p> : null}
          <table className="data-table" hidden={inventory.ingredients.length === 0}>
            <thead>
              <tr>
                <th scope="col">Ingredient</th>
                <th scope="col">Rarity</th>
                <th scope="col">Quantity</th>
                <th scope="col">Sell</th>
              </tr>
            </thead>
            <tbody>
              {inventory.ingredients.map((ingredient) => (
                <tr key={ingredient.name} data-testid="ingredient-row">
                  <td>
                    <span className="art-label">
                      <ItemArt subject={{ kind: "ingredient", name: ingredient.name }} size={28} alt="" />
                      {ingredient.name}
                    </span>
                  </td>
                  <td>
                    <QualityTag quality={ingredient.rarity} />
                  </td>
                  <td>{ingredient.quantity}</td>
                  <td>
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="sell-ingredient" />
                      <input type="hidden" name="name" value={ingredient.name} />
                      <input
                        type="number"
                        name="quantity"
                        min={1}
                        max={ingredient.quantity}
                        defaultValue={1}
                        aria-label={`How many ${ingredient.name} to sell`}
                      />
                      <button type="submit" className="button button--ghost button--small">
                        Sell · {ingredient.sellPrice} each
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {allIngredients.length > 0 ? (
            <div className="panel black-market">
              <h3>Black market</h3>
              <p className="muted">
                Give {inventory.blackMarketRate.give} of an ingredient for {inventory.blackMarketRate.receive}{" "}
                of another of the same rarity.
              </p>
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="trade" />
                <select name="give" aria-label="Give" required>
                  {allIngredients.map((ingredient) => (
                    <option key={ingredient.name} value={ingredient.name}>
                      {ingredient.name} ({ingredient.quantity} owned, {qualityName(ingredient.rarity)})
                    </option>
                  ))}
                </select>
                <select name="receive" aria-label="Receive" required>
                  {inventory.ingredientCatalogue.map((ingredient) => (
                    <option key={ingredient.name} value={ingredient.name}>
                      {ingredient.name} ({qualityName(ingredient.rarity)})
                    </option>
                  ))}
                </select>
                <input type="number" name="times" min={1} max={100} defaultValue={1} aria-label="Times" />
                <button type="submit" className="button button--primary button--small">
                  Trade
                </button>
              </Form>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * "Merge into…" in two steps: the disclosure says what merging costs and gives
 * and lets the player pick which monster takes the xp; only "Merge" submits.
 * A plain <details> and form, so it works without JavaScript.
 */
function MergeForm({
  monster,
  targets,
}: {
  monster: { id: number; name: string; level: number; mergeXp: number | null };
  targets: MergeTarget[];
}) {
  return (
    <details className="merge-disclosure">
      <summary className="button button--ghost button--small">Merge into…</summary>
      <Form method="post" className="merge-disclosure__form">
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="id" value={monster.id} />
        <p>
          This {monster.name} (level {monster.level}) is used up:{" "}
          {targets.length === 1 ? `your other ${monster.name}` : `the ${monster.name} you pick`} gains{" "}
          {monster.mergeXp} xp.
        </p>
        <fieldset>
          <legend>Merge into</legend>
          {targets.map((target, index) => (
            <label key={target.id} className="merge-disclosure__choice">
              <input type="radio" name="intoId" value={target.id} defaultChecked={index === 0} />
              {monster.name}, level {target.level} · {target.xp} xp
              {target.skinId ? ` · ${skinName(target.skinId)}` : ""}
              {target.teams.length > 0 ? ` · in ${teamWords(target.teams)}` : ""}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary button--small">
          Merge
        </button>
      </Form>
    </details>
  );
}
