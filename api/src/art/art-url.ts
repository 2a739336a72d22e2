// Where a picture of the game's art lives: one URL per subject, under the
// art's version so that a change of drawings changes every URL and the
// pictures can be cached for good. Safe for the browser: no drawing code here.
import { type Element, type Quality, qualities } from "../catalogue/basics.ts";
import { findMonster } from "../catalogue/monsters.ts";
import { findSummonEgg } from "../catalogue/summons.ts";
import { artVersion } from "./art-version.ts";

export type ArtSubject =
  /** With a quality the picture has that quality's frame; without, it is the bare monster (battle formation). */
  | { kind: "monster"; name: string; skinId?: string | null; quality?: Quality }
  /** An egg or summon shell: colour by element, ornament by the best quality it can hold. */
  | { kind: "egg"; element: Element | "mixed"; quality: Quality }
  | { kind: "relic"; name: string }
  | { kind: "ingredient"; name: string }
  /** avatar-*, banner-*, frame-* ids as in catalogue/shop.ts. */
  | { kind: "cosmetic"; id: string }
  | { kind: "currency"; currency: "gold" | "gems" }
  | { kind: "goods"; grant: "slots" | "vipDays" | "gameAccess" };

export type ArtKind = ArtSubject["kind"];
export const artKinds = [
  "monster",
  "egg",
  "relic",
  "ingredient",
  "cosmetic",
  "currency",
  "goods",
] as const satisfies readonly ArtKind[];

/** "Crown of Ages" → "crown-of-ages", "vipDays" → "vip-days". */
function slug(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The skin a monster picture shows: its own when it is one of the species', else the species' first. */
export function shownSkin(name: string, skinId?: string | null): string {
  const skins: readonly string[] = findMonster(name)?.skins ?? [`${slug(name)}-classic`];
  return skinId && skins.includes(skinId) ? skinId : (skins[0] as string);
}

/** The file's name under its kind, without ".svg". */
export function artFile(subject: ArtSubject): string {
  switch (subject.kind) {
    case "monster": {
      const skin = shownSkin(subject.name, subject.skinId);
      return subject.quality ? `${skin}.${subject.quality}` : skin;
    }
    case "egg":
      return `${subject.element}.${subject.quality}`;
    case "relic":
    case "ingredient":
      return slug(subject.name);
    case "cosmetic":
      return subject.id;
    case "currency":
      return subject.currency;
    case "goods":
      return slug(subject.grant);
  }
}

export function artUrl(subject: ArtSubject): string {
  return `/api/art/${artVersion}/${subject.kind}/${artFile(subject)}.svg`;
}

/** Width over height: banners are landscapes (200 × 80), everything else is square. */
export function artAspect(subject: ArtSubject): number {
  return subject.kind === "cosmetic" && subject.id.startsWith("banner-") ? 2.5 : 1;
}

/** An egg's shell by its catalogue id: its element's colour, the ornament of the best quality it can hold; null for an egg no longer in the catalogue. */
export function eggArt(eggId: string): Extract<ArtSubject, { kind: "egg" }> | null {
  const egg = findSummonEgg(eggId);
  if (!egg) return null;
  const best = [...qualities].reverse().find((quality) => (egg.odds[quality] ?? 0) > 0) ?? "common";
  return { kind: "egg", element: egg.element, quality: best };
}
