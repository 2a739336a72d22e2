// What the species page and an owned monster's page both show: the stats table by
// level and the gallery of skins, each skin in its own picture.
import type { StatsAtLevel } from "@arena/api/collection/species-record";
import { skinName } from "@arena/api/words/display-names";
import { countOf } from "@arena/api/words/words";
import { MonsterArt } from "./Art";

/** An ability's amount in a table cell: "+60 %", "22 hp", "5 shield", "1 turn". */
function abilityCell(kind: string, amount: number): string {
  if (kind === "damage") return `+${Math.round(amount * 100)} %`;
  if (kind === "heal") return `${amount} hp`;
  if (kind === "shield") return `${amount} shield`;
  return countOf(amount, "turn");
}

/** One row a level; the monster's own level, when given, is marked "now". */
export function StatsByLevelTable({
  rows,
  abilityKind,
  currentLevel,
}: {
  rows: readonly StatsAtLevel[];
  abilityKind: string;
  currentLevel?: number;
}) {
  return (
    <table className="data-table species-stats">
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">HP</th>
          <th scope="col">Attack</th>
          <th scope="col">Defense</th>
          <th scope="col">Speed</th>
          <th scope="col">Ability</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const now = row.level === currentLevel;
          return (
            <tr key={row.level} className={now ? "species-stats__now" : undefined}>
              <th scope="row">
                {row.level}
                {now ? <small> (now)</small> : null}
              </th>
              <td>{row.hp}</td>
              <td>{row.attack}</td>
              <td>{row.defense}</td>
              <td>{row.speed}</td>
              <td>{abilityCell(abilityKind, row.abilityAmount)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every skin of a species in its picture, with a line about each (who wears it, whether it is yours). */
export function SkinGallery({
  name,
  skins,
}: {
  name: string;
  skins: readonly { id: string; note: string }[];
}) {
  return (
    <ul className="skin-list">
      {skins.map((skin) => (
        <li key={skin.id} data-monster-card>
          <MonsterArt name={name} skinId={skin.id} size={72} />
          <span>
            <strong>{skinName(skin.id)}</strong>
            <small className="muted">{skin.note}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
