import { elementName } from "@arena/api/words/display-names";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { elementColor, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Element chart", "Which Monster Arena element is strong against which: the damage each hit does.");

// Public: the chart is the game's rule, the same for everyone (the battle log links here).
export async function loader({ context }: LoaderFunctionArgs) {
  return { chart: context.collection.elementChart() };
}

/** A damage factor as players read it: "×1.25", "×0.8". */
const times = (factor: number) => `×${Number(factor.toFixed(2))}`;

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export default function Elements() {
  const { chart } = useLoaderData<typeof loader>();
  // Pairs strong against each other (where "the target is strong against the attacker" never applies).
  const mutual = chart.rows.flatMap((row) =>
    row.strongAgainst
      .filter((other) => other > row.attacker && row.threatenedBy.includes(other))
      .map((other) => [row.attacker, other] as const),
  );
  return (
    <section className="container progression-page elements-page">
      <PageHeader title="Element chart" />
      <p className="elements-page__intro">
        Every monster has an element. When a hit lands on an element its attacker is strong against, it does{" "}
        <strong>{times(chart.strongFactor)} damage</strong>: the battle log says <em>Super effective!</em>{" "}
        Otherwise, when the target's element is strong against the attacker's, the hit does{" "}
        <strong>{times(chart.weakFactor)} damage</strong>: <em>Not very effective</em>. Every other hit does
        ×1.
        {mutual.map(([one, other]) => (
          <span key={one}>
            {" "}
            {elementName(one)} and {elementName(other)} are each strong against the other, so between them
            every hit is super effective.
          </span>
        ))}{" "}
        Abilities that hit follow the same rule.
      </p>
      <ul className="element-rules">
        {chart.rows.map((row) => (
          <li
            key={row.attacker}
            id={row.attacker}
            className="panel element-rule"
            style={{ ["--element-color" as string]: elementColor(row.attacker) }}
          >
            <h2>{elementName(row.attacker)}</h2>
            {row.strongAgainst.length > 0 ? (
              <p>
                Strong against {list(row.strongAgainst.map(elementName))}: {times(chart.strongFactor)} damage.
              </p>
            ) : null}
            {row.weakAgainst.length > 0 ? (
              <p>
                Weak against {list(row.weakAgainst.map(elementName))}: {times(chart.weakFactor)} damage.
              </p>
            ) : null}
            {row.threatenedBy.length > 0 ? (
              <p className="muted">
                Takes {times(chart.strongFactor)} damage from {list(row.threatenedBy.map(elementName))}.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <section className="panel elements-matrix" aria-labelledby="chart-table">
        <h2 id="chart-table">Damage of every element against every other</h2>
        <table className="data-table element-table">
          <caption className="visually-hidden">Rows: the attacker's element. Columns: the target's.</caption>
          <thead>
            <tr>
              <th scope="col">Attacker</th>
              {chart.elements.map((element) => (
                <th key={element} scope="col">
                  {elementName(element)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.attacker}>
                <th scope="row">{elementName(row.attacker)}</th>
                {row.against.map((cell) => (
                  <td key={cell.defender} className={`element-cell element-cell--${cell.matchup}`}>
                    {times(cell.factor)}
                    {cell.matchup === "strong" ? (
                      <span className="visually-hidden"> super effective</span>
                    ) : null}
                    {cell.matchup === "weak" ? (
                      <span className="visually-hidden"> not very effective</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Link to="/collection">Your collection</Link> shows each monster's element.
      </p>
    </section>
  );
}
