// Small pieces the progression screens share: element colours, bars, badges,
// the page header and the skin form (monster pictures are in ../Art.tsx).
import { qualityName, skinName } from "@arena/api/words/display-names";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

const elementColors: Record<string, string> = {
  fire: "#ff7a45",
  water: "#4fb3ff",
  nature: "#6fcf6b",
  earth: "#c9a14a",
  air: "#9fe3ff",
  light: "#ffe27a",
  shadow: "#a77bff",
};

export function elementColor(element: string | null | undefined): string {
  return elementColors[element ?? ""] ?? "#9b7bff";
}

export function Bar({
  value,
  max,
  label,
  tone = "xp",
}: {
  value: number;
  max: number;
  label: string;
  tone?: "xp" | "hp" | "quest";
}) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 100;
  return (
    <div
      className={`bar bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <span className="bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function QualityTag({ quality }: { quality: string }) {
  return <span className={`quality-tag quality-tag--${quality}`}>{qualityName(quality)}</span>;
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-header__aside">{children}</div> : null}
    </div>
  );
}

/**
 * Choose a monster's skin and wear it: posts intent "skin" with skinId (and the monster's
 * id when the page lists several monsters).
 */
export function WearSkinForm({
  monster,
  withId = false,
}: {
  monster: { id: number; name: string; skinId: string | null; skins: readonly string[] };
  withId?: boolean;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value="skin" />
      {withId ? <input type="hidden" name="id" value={monster.id} /> : null}
      <select name="skinId" defaultValue={monster.skinId ?? ""} aria-label={`Skin of ${monster.name}`}>
        {monster.skins.map((skin) => (
          <option key={skin} value={skin}>
            {skinName(skin)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost button--small">
        Wear
      </button>
    </Form>
  );
}
