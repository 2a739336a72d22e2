// The colours of the art: one palette per element, the changes each skin makes
// to it (by the skin's own part of its id, "emberfox-ashen" → "ashen") and the
// frame colours of the four qualities.
import type { Element, Quality } from "../catalogue/basics.ts";

export interface Palette {
  /** The hide, fur, feathers or stone. */
  readonly body: string;
  /** Belly, muzzle and inner ears. */
  readonly belly: string;
  /** Horns, crests, fins, spikes: the species' own parts. */
  readonly accent: string;
  /** The element's touch: flames, water, leaves, crystals, wind, light, smoke. */
  readonly feature: string;
  /** The iris. */
  readonly eye: string;
}

/** The outline every shape shares: dark enough to read at 48 px on any background. */
export const ink = "#1d1633";

export const elementPalettes: Readonly<Record<Element, Palette>> = {
  fire: { body: "#ff7a3d", belly: "#ffd9a0", accent: "#c2361b", feature: "#ffc53a", eye: "#7a1d0c" },
  water: { body: "#3fa2f5", belly: "#cdeeff", accent: "#1f5fc4", feature: "#7fe3ff", eye: "#0d3b78" },
  nature: { body: "#62c04c", belly: "#dff7b0", accent: "#2e8a3c", feature: "#ff8fc4", eye: "#1f5a22" },
  earth: { body: "#b48a5c", belly: "#ead6ad", accent: "#7a5636", feature: "#7fd9ea", eye: "#4a3020" },
  air: { body: "#9edcff", belly: "#f3fbff", accent: "#4f9fd6", feature: "#ffffff", eye: "#1f5f8c" },
  light: { body: "#ffd95e", belly: "#fff6d2", accent: "#f29a1f", feature: "#fff3a6", eye: "#8a5a00" },
  shadow: { body: "#6d50b8", belly: "#bda9f0", accent: "#2e2157", feature: "#d26bff", eye: "#ff5fd2" },
};

/** What a skin changes, by its style ("ashen"); "classic" changes nothing. */
export const skinPalettes: Readonly<Record<string, Partial<Palette>>> = {
  classic: {},
  ashen: { body: "#8d8a94", belly: "#d6d3da", accent: "#4a4652", feature: "#ff9a3d" },
  obsidian: { body: "#2f2a3a", belly: "#5d5670", accent: "#ff6a1f", feature: "#ff9a3d", eye: "#ff6a1f" },
  cooled: { body: "#55606e", belly: "#a9b4c0", accent: "#2d3540", feature: "#6fd0ff" },
  azure: { body: "#3d7bff", belly: "#bcd6ff", accent: "#1b3fa8", feature: "#7fe9ff", eye: "#0b2a73" },
  eclipse: { body: "#2a2140", belly: "#6b5a8f", accent: "#f5c542", feature: "#f5c542", eye: "#f5c542" },
  coral: { body: "#ff8a8a", belly: "#ffe0d6", accent: "#e0456a", feature: "#ffd0a0" },
  bleached: { body: "#f1ece2", belly: "#ffffff", accent: "#c9bfae", feature: "#d8f3ff" },
  abyssal: { body: "#17305a", belly: "#3d6a9a", accent: "#0b1730", feature: "#3dffd0", eye: "#3dffd0" },
  autumn: { body: "#e0892e", belly: "#ffe1a8", accent: "#a8431b", feature: "#d6421f" },
  rose: { body: "#e05a86", belly: "#ffd6e4", accent: "#2e8a3c", feature: "#ff2e63" },
  frostbitten: { body: "#bfe4f2", belly: "#f5fcff", accent: "#6a9fb8", feature: "#ffffff", eye: "#2a6b8a" },
  miner: {},
  amethyst: { body: "#9a6bd6", belly: "#e3d2ff", accent: "#5b2e9e", feature: "#d9b3ff" },
  mossy: { body: "#7d8a5a", belly: "#d6dbb0", accent: "#3f7a2e", feature: "#7ed957" },
  dusk: { body: "#8a6bc9", belly: "#ffc9a8", accent: "#e07a4a", feature: "#ffd6a8" },
  golden: { body: "#f2c230", belly: "#fff2b0", accent: "#b07a00", feature: "#fff6c2", eye: "#6b4a00" },
  tempest: { body: "#5a6478", belly: "#aab4c6", accent: "#2a3040", feature: "#ffe14a" },
  firefly: { body: "#3e5a3a", belly: "#a8c98a", accent: "#22361f", feature: "#d8ff5a" },
  dawn: { body: "#ff9fb0", belly: "#fff0d6", accent: "#ff7a45", feature: "#ffd27a" },
  snowy: { body: "#f4f6fb", belly: "#ffffff", accent: "#b8c4dc", feature: "#fff3a6", eye: "#e0a020" },
  alley: { body: "#7a7a86", belly: "#c6c6ce", accent: "#e07a2e", feature: "#a0a0b0" },
  voodoo: { body: "#8a6a4a", belly: "#d8c09a", accent: "#5a2e6e", feature: "#7dff9a" },
  "blood-moon": { body: "#8c1c2e", belly: "#e07a7a", accent: "#3a0a14", feature: "#ff3a3a", eye: "#ffd23a" },
  void: { body: "#14121f", belly: "#3a3458", accent: "#6b3dff", feature: "#b48aff", eye: "#ffffff" },
};

export interface FrameColours {
  readonly ring: string;
  readonly back: string;
}

export const qualityFrames: Readonly<Record<Quality, FrameColours>> = {
  common: { ring: "#9aa0b4", back: "#2c2a3e" },
  rare: { ring: "#3d8bff", back: "#1c2c52" },
  epic: { ring: "#b25cff", back: "#2f1c52" },
  legendary: { ring: "#ffc530", back: "#4a3212" },
};
