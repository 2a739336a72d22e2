// Icons for everything that is not a monster: eggs, relics, ingredients,
// cosmetics (avatars, banners, frames), the two currencies and the shop's goods.
import type { Element, Quality } from "../catalogue/basics.ts";
import type { IngredientName } from "../catalogue/ingredients.ts";
import type { MonsterName } from "../catalogue/monsters.ts";
import type { RelicName } from "../catalogue/relics.ts";
import { drawMonster } from "./monster-art.ts";
import { elementPalettes, ink, qualityFrames } from "./palettes.ts";
import { circle, crystal, ellipse, flame, leaf, line, path, rect, sparkle } from "./shapes.ts";

const white = "#ffffff";
const gold = "#ffc530";

/** A disc in the quality's colour behind a relic or an ingredient. */
function qualityDisc(quality: Quality): string {
  const { ring, back } = qualityFrames[quality];
  return `${circle(50, 50, 46, back, false)}${circle(50, 50, 44, "none", 4).replace(ink, ring)}`;
}

const eggShape = "M50 10C72 10 86 44 86 62c0 18-16 30-36 30S14 80 14 62C14 44 28 10 50 10Z";

const elementMarks: Readonly<Record<Element, string>> = {
  fire: flame(50, 70, 26, "#ffc53a"),
  water: path("M50 44q-12 16-8 24 8 8 16 0 4-8-8-24Z", "#cdeeff", 2),
  nature: `${leaf(50, 72, 24, -30, "#dff7b0")}${leaf(50, 72, 24, 30, "#2e8a3c")}`,
  earth: `${crystal(44, 76, 22, -12, "#7fd9ea")}${crystal(58, 78, 16, 14, "#7fd9ea")}`,
  air: line("M32 56h26q8 0 8-6t-6-6M34 66h34q8 0 8 6t-6 6", white, 4),
  light: sparkle(50, 60, 16, "#fff6d2", 2),
  shadow: path("M56 46a14 14 0 1 0 8 22 12 12 0 0 1-8-22Z", "#d26bff", 2),
};

/** The best quality's ornament: none, a band, a band with gems, a golden crown of sparkles. */
function eggOrnament(quality: Quality): string {
  if (quality === "common") return "";
  const band = path("M16 54q34 10 68 0l1 8q-35 10-70 0Z", qualityFrames[quality].ring, 2);
  if (quality === "rare") return band;
  const gems = `${circle(32, 60, 3.5, white, 1.5)}${circle(68, 60, 3.5, white, 1.5)}`;
  if (quality === "epic") return band + gems;
  return `${band}${gems}${sparkle(20, 20, 8, gold, 1.5)}${sparkle(82, 26, 6, gold, 1.5)}${path("M38 12l4-8 8 6 8-6 4 8Z", gold, 2)}`;
}

export function drawEgg(element: Element | "mixed", quality: Quality): string {
  if (element === "mixed") {
    const colours = Object.values(elementPalettes).map((palette) => palette.body);
    const stripes = colours.map((colour, i) => rect(10 + i * 11.5, 8, 12, 86, 0, colour, false)).join("");
    return `<clipPath id="e"><path d="${eggShape}"/></clipPath><g clip-path="url(#e)">${stripes}</g>${path(eggShape, "none")}${sparkle(50, 52, 12, white, 2)}${eggOrnament(quality)}`;
  }
  const palette = elementPalettes[element];
  return `${path(eggShape, palette.body)}${ellipse(38, 34, 6, 10, white, false, 20).replace("/>", ' opacity="0.5"/>')}${elementMarks[element]}${eggOrnament(quality)}`;
}

export const relicArt: Readonly<Record<RelicName, string>> = {
  "Ember Charm": `${line("M30 14l20 16 20-16", "#c9a14a", 3)}${circle(50, 52, 22, "#c2361b")}${flame(50, 64, 26, "#ffc53a")}`,
  "Swift Feather": `${path("M72 14C48 18 28 44 26 80l8-4c6-20 20-40 38-62Z", "#9edcff")}${path("M72 14C66 40 52 60 34 76", "none", 2)}${line("M26 80l-6 8", ink, 3)}`,
  "Oak Talisman": `${circle(50, 50, 28, "#8a5a2e")}${circle(50, 50, 20, "#c98f4e", 2)}${leaf(50, 64, 26, -20, "#62c04c")}${ellipse(56, 40, 5, 6, "#7a5636", 2)}`,
  "Tide Pearl": `${path("M16 64q34-44 68 0q-34 24-68 0Z", "#3fa2f5")}${line("M30 60l20-20 20 20M50 40v26", "#cdeeff", 2)}${circle(50, 58, 12, "#fff6f0")}${circle(46, 54, 3.5, white, false)}`,
  "Iron Bulwark": `${path("M50 12l30 10v24c0 20-14 34-30 42C34 80 20 66 20 46V22Z", "#9aa3b5")}${path("M50 22l20 7v17c0 14-9 24-20 30Z", "#d0d6e2", false)}${circle(50, 46, 6, "#5a6478", 2)}`,
  "Viper Fang": `${path("M38 16q30 0 24 24-4 20-18 46-2-28-12-42-4-28 6-28Z", "#fff6e0")}${path("M36 16h30l-2 8H38Z", "#4ab04a", 2)}${circle(52, 70, 3, "#7ed957", 1.5)}`,
  Heartstone: `${path("M50 84C20 62 14 44 22 30c8-12 22-10 28 2 6-12 20-14 28-2 8 14 2 32-28 54Z", "#e0304a")}${path("M50 44l-10 8 10 22 10-22Z", "#ff8a9a", 2)}${circle(34, 36, 4, white, false)}`,
  "Sage Amulet": `${line("M28 12l22 20 22-20", "#c9a14a", 3)}${path("M50 30l22 22-22 32-22-32Z", "#2e8a6a")}${ellipse(50, 54, 10, 6, white, 2)}${circle(50, 54, 4, ink, false)}`,
  "Phoenix Plume": `${path("M70 12C44 18 26 46 28 82c20-18 38-44 42-70Z", "#ff7a3d")}${path("M62 24C46 34 36 54 36 72", "none", 2)}${flame(66, 30, 22, "#ffc53a")}`,
  "Moonlit Locket": `${line("M30 12l20 18 20-18", "#c6cbe0", 3)}${circle(50, 56, 24, "#c6cbe0")}${circle(50, 56, 17, "#2a3a6a", 2)}${path("M54 44a12 12 0 1 0 6 22 10 10 0 0 1-6-22Z", "#fff3a6", 1.5)}`,
  "Crown of Ages": `${path("M18 72 14 30l18 18 18-28 18 28 18-18-4 42Z", gold)}${rect(16, 70, 68, 12, 3, "#e0a020")}${circle(50, 76, 4, "#e0304a", 1.5)}${circle(30, 76, 3, "#3d8bff", 1.5)}${circle(70, 76, 3, "#3d8bff", 1.5)}`,
  "Void Prism": `${path("M50 12 84 78H16Z", "#3a2a6e")}${path("M50 12 62 78H38Z", "#8a5cff", 2)}${line("M6 52h28M66 52l28-10M66 56l28 4M66 60l28 14", "#d26bff", 3)}`,
};

export const ingredientArt: Readonly<Record<IngredientName, string>> = {
  "Slime Jelly": `${path("M20 76c-4-26 12-46 30-46s34 20 30 46Z", "#7ed957")}${circle(40, 54, 4, ink, false)}${circle(60, 54, 4, ink, false)}${ellipse(36, 42, 5, 3, white, false)}`,
  "Wolf Fang": `${path("M34 18q34 4 28 30-4 18-16 38-4-26-12-40-6-26 0-28Z", "#fff6e0")}${line("M40 30q10 2 14 8", "#d8c9a8", 3)}`,
  "Glowcap Mushroom": `${circle(50, 46, 34, "#7fe3ff", false).replace("/>", ' opacity="0.25"/>')}${rect(42, 48, 16, 32, 6, "#f3ead8")}${path("M18 52c0-22 14-32 32-32s32 10 32 32Z", "#3fd0c0")}${circle(36, 38, 5, "#e8fff8", 1.5)}${circle(60, 32, 4, "#e8fff8", 1.5)}`,
  "Iron Ore": `${path("M16 70l8-30 24-14 28 10 10 30-18 16H30Z", "#6a6f7e")}${circle(40, 50, 5, "#c8ccd8", 2)}${circle(62, 44, 4, "#c8ccd8", 2)}${circle(56, 66, 4.5, "#c8ccd8", 2)}`,
  "Ember Ash": `${path("M14 80q36-40 72 0Z", "#8d8a94")}${circle(40, 68, 4, "#ff7a3d", 1.5)}${circle(58, 64, 3, "#ffc53a", 1.5)}${flame(52, 56, 22, "#ff7a3d")}`,
  "River Pearl": `${circle(50, 52, 26, "#f4f0ff")}${circle(42, 44, 7, white, false)}${ellipse(50, 84, 24, 5, "#3fa2f5", 2)}`,
  "Feather Down": `${path("M50 14c-16 16-22 44-8 66 4-10 4-10 8-6 22-22 18-48 0-60Z", "#f3fbff")}${line("M50 20q2 30-6 60", "#b8c4dc", 2.5)}`,
  "Frost Crystal": `${crystal(50, 88, 70, 0, "#bfe4f2")}${crystal(34, 88, 40, -22, "#9edcff")}${crystal(66, 88, 40, 22, "#9edcff")}`,
  "Moon Petal": `${path("M50 86C26 70 22 36 50 14c28 22 24 56 0 72Z", "#d9c6ff")}${path("M54 36a10 10 0 1 0 6 18 8 8 0 0 1-6-18Z", "#fff3a6", 1.5)}`,
  "Shadow Essence": `${rect(42, 12, 16, 12, 3, "#8a5a2e")}${path("M42 24v12L26 56c-8 16 4 30 24 30s32-14 24-30L58 36V24Z", "#6d50b8")}${path("M30 62q20 8 40 0c4 10-6 18-20 18S26 72 30 62Z", "#d26bff", false)}`,
  "Dragon Scale": `${path("M50 12c22 10 30 32 26 50-4 16-14 24-26 26-12-2-22-10-26-26-4-18 4-40 26-50Z", "#2e8a6a")}${path("M50 30c10 6 14 18 12 28-2 8-6 12-12 14-6-2-10-6-12-14-2-10 2-22 12-28Z", "#7ed9a8", 2)}`,
  "Star Dust": `${path("M28 40h44l8 40q-30 12-60 0Z", "#6a4fb5")}${line("M30 40q20-10 40 0", "#c9a14a", 4)}${sparkle(50, 62, 12, gold, 1.5)}${sparkle(24, 22, 7, gold, 1.5)}${sparkle(76, 20, 6, gold, 1.5)}`,
};

export function drawRelic(name: RelicName, quality: Quality): string {
  return qualityDisc(quality) + relicArt[name];
}

export function drawIngredient(name: IngredientName, quality: Quality): string {
  return qualityDisc(quality) + ingredientArt[name];
}

/** An avatar: the monster's face in a circle. */
export function drawAvatar(species: MonsterName, style: string): string {
  return `<clipPath id="c"><circle cx="50" cy="50" r="46"/></clipPath>${circle(50, 50, 46, "#2c2a3e", false)}<g clip-path="url(#c)"><g transform="translate(-20 -8) scale(1.4)">${drawMonster(species, style)}</g></g>${circle(50, 50, 46, "none", 4)}`;
}

/** The avatar every profile wears until it equips one: a mystery egg in a circle. */
export const defaultAvatar = `${circle(50, 50, 46, "#2c2a3e", 4)}<g transform="translate(17 15) scale(0.66)">${drawEgg("mixed", "common")}</g>`;

/** Banners are landscapes on a 200 × 80 canvas. */
export const bannerArt: Readonly<Record<string, string>> = {
  "banner-default": `${rect(0, 0, 200, 80, 0, "#2a2050", false)}${circle(150, 22, 10, "#9b7bff", false)}${path("M0 80q40-30 80-14 50-26 120 0v14Z", "#3a2e6e", false)}${path("M0 80q70-18 120-4 40-8 80 0Z", "#1d1633", false)}`,
  "banner-volcano": `${rect(0, 0, 200, 80, 0, "#3a1630", false)}${circle(160, 18, 8, "#ffd29a", false)}${path("M40 80l50-54h20l50 54Z", "#5a2e2a")}${path("M90 26h20l-4 10-6-4-6 6Z", "#ff7a3d", 2)}${flame(100, 24, 20, "#ffc53a")}${path("M0 80q50-14 80-4 60-16 120 0Z", "#2a1020", false)}`,
  "banner-tides": `${rect(0, 0, 200, 80, 0, "#bfe8ff", false)}${circle(40, 22, 12, "#fff3a6", false)}${path("M0 46q25-14 50 0t50 0 50 0 50 0v34H0Z", "#3fa2f5")}${path("M0 62q25-12 50 0t50 0 50 0 50 0v18H0Z", "#1f5fc4")}`,
  "banner-starlight": `${rect(0, 0, 200, 80, 0, "#1a1640", false)}${sparkle(30, 20, 7, "#fff3a6")}${sparkle(80, 12, 5, white)}${sparkle(130, 26, 8, "#fff3a6")}${sparkle(176, 14, 5, white)}${sparkle(104, 44, 4, white)}${circle(160, 50, 10, "#f4f0ff", false)}${path("M0 80q60-24 110-10 50-16 90 0Z", "#2a2460", false)}`,
};

/** Frames are rings in their metal: bronze, silver, gold, diamond. */
export const frameArt: Readonly<Record<string, string>> = {
  "frame-default": `${circle(50, 50, 38, "none", 10)}${circle(50, 50, 38, "none", 5).replace(ink, "#6b6488")}`,
  "frame-bronze": `${circle(50, 50, 38, "none", 14)}${circle(50, 50, 38, "none", 9).replace(ink, "#c07a3a")}${circle(50, 50, 38, "none", 2).replace(ink, "#e8a868")}`,
  "frame-silver": `${circle(50, 50, 38, "none", 14)}${circle(50, 50, 38, "none", 9).replace(ink, "#b8c0d0")}${circle(50, 50, 38, "none", 2).replace(ink, white)}${sparkle(50, 12, 6, white, 1.5)}`,
  "frame-gold": `${circle(50, 50, 38, "none", 14)}${circle(50, 50, 38, "none", 9).replace(ink, gold)}${circle(50, 50, 38, "none", 2).replace(ink, "#fff2b0")}${sparkle(50, 12, 7, "#fff2b0", 1.5)}${sparkle(50, 88, 7, "#fff2b0", 1.5)}`,
  "frame-diamond": `${circle(50, 50, 38, "none", 14)}${circle(50, 50, 38, "none", 9).replace(ink, "#bfefff")}${[0, 90, 180, 270].map((t) => crystal(50 + 38 * Math.sin((t * Math.PI) / 180), 56 - 38 * Math.cos((t * Math.PI) / 180), 14, 0, "#e8fbff")).join("")}${sparkle(22, 22, 6, white)}${sparkle(78, 78, 6, white)}`,
};

export const currencyArt: Readonly<Record<"gold" | "gems", string>> = {
  gold: `${circle(44, 56, 30, "#e0a020")}${circle(56, 44, 30, gold)}${circle(56, 44, 21, "#ffd95e", 2)}${path("M50 32h12l-3 10h5l-11 16 3-12h-6Z", "#e0a020", 1.5)}`,
  gems: `${path("M26 34h48l14 16-38 40-38-40Z", "#b25cff")}${path("M26 34l10 16h28l10-16M12 50h76M36 50l14 40 14-40", "none", 2)}${path("M30 36l6 12h6Z", white, false)}`,
};

export const goodsArt: Readonly<Record<"slots" | "vipDays" | "gameAccess", string>> = {
  slots: `${rect(14, 40, 72, 46, 6, "#a8643a")}${path("M14 40q36-34 72 0Z", "#c98f4e")}${rect(44, 44, 12, 12, 3, gold, 2)}${circle(76, 24, 14, "#62c04c")}${line("M76 16v16M68 24h16", white, 4)}`,
  vipDays: `${circle(50, 54, 36, "#2f1c52")}${path("M24 62 20 32l14 12 16-20 16 20 14-12-4 30Z", gold)}${rect(24, 62, 52, 10, 3, "#e0a020")}${sparkle(50, 42, 7, white, 1.5)}`,
  gameAccess: `${path("M10 28h80v14a8 8 0 0 0 0 16v14H10V58a8 8 0 0 0 0-16Z", "#3d8bff")}${line("M36 38l28 24M64 38 36 62", white, 5)}${line("M36 38l28 24M64 38 36 62", ink, 1.5)}${line("M28 30v40", white, 2, 0.6)}`,
};
