// Small pieces the progression screens share: element colours, bars, badges
// and the page header (monster pictures are in ../Art.tsx).
import { qualityName } from "@arena/api/words/display-names";
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
