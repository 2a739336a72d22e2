// Every species drawn from parts: a body family (its silhouette), the
// element's palette, and the species' own details (ears, horns, flames, fins,
// leaves, crystals, halos…), so the 32 read apart at 48 px. A skin swaps the
// palette and, for a few, adds an accessory.
import type { Element } from "../catalogue/basics.ts";
import { type MonsterName, monsters } from "../catalogue/monsters.ts";
import { elementPalettes, ink, type Palette, skinPalettes } from "./palettes.ts";
import { circle, crystal, ellipse, flame, leaf, line, round as n, path, rect, sparkle } from "./shapes.ts";

export const bodyFamilies = [
  "quadruped",
  "bird",
  "owl",
  "fish",
  "serpent",
  "bug",
  "golem",
  "plant",
  "blob",
  "turtle",
] as const;
export type BodyFamily = (typeof bodyFamilies)[number];

/** Where details attach on a family's body. */
interface Anchors {
  /** Head centre and radius. */
  head: readonly [number, number, number];
  eyes: readonly (readonly [number, number])[];
  eyeR: number;
  mouth: readonly [number, number];
  /** The top of the back, behind the head: spikes, crystals, wings. */
  back: readonly [number, number];
  /** Where a tail leaves the body. */
  tail: readonly [number, number];
}

interface Body {
  /** Drawn before the details behind the body (wings, tails go between). */
  behind: string;
  shape: string;
  anchors: Anchors;
}

const white = "#ffffff";
const beakColour = "#ffb43a";

function quadruped(p: Palette): Body {
  return {
    behind: `${rect(31, 76, 11, 16, 5, p.accent)}${rect(58, 76, 11, 16, 5, p.accent)}`,
    shape: `${ellipse(50, 72, 27, 17, p.body)}${rect(36, 78, 11, 15, 5, p.body)}${rect(53, 78, 11, 15, 5, p.body)}${ellipse(50, 74, 13, 9, p.belly, false)}${circle(50, 44, 23, p.body)}${ellipse(50, 55, 12, 8.5, p.belly)}${ellipse(50, 50.5, 4, 3, ink, false)}`,
    anchors: {
      head: [50, 44, 23],
      eyes: [
        [41, 42],
        [59, 42],
      ],
      eyeR: 6.5,
      mouth: [50, 58],
      back: [50, 56],
      tail: [72, 70],
    },
  };
}

function bird(p: Palette): Body {
  return {
    behind: `${ellipse(40, 88, 6, 12, p.accent, true, 25)}${ellipse(60, 88, 6, 12, p.accent, true, -25)}${line("M44 86v7M56 86v7", beakColour, 4)}`,
    shape: `${ellipse(50, 58, 25, 29, p.body)}${ellipse(50, 70, 15, 15, p.belly, false)}${path("M44 55h12l-6 9Z", beakColour, 2)}`,
    anchors: {
      head: [50, 46, 22],
      eyes: [
        [41, 46],
        [59, 46],
      ],
      eyeR: 7,
      mouth: [50, 999],
      back: [50, 34],
      tail: [50, 84],
    },
  };
}

function owl(p: Palette): Body {
  return {
    behind: `${path("M28 40 24 16l16 14Z", p.accent, 2)}${path("M72 40l4-24-16 14Z", p.accent, 2)}`,
    shape: `${ellipse(50, 58, 27, 31, p.body)}${path("M50 36c-18-8-28 6-24 18 4 10 16 12 24 6 8 6 20 4 24-6 4-12-6-26-24-18Z", p.belly, 2)}${ellipse(25, 66, 8, 17, p.accent, true, 12)}${ellipse(75, 66, 8, 17, p.accent, true, -12)}${path("M46 56h8l-4 8Z", beakColour, 2)}${line("M42 89v5M58 89v5", beakColour, 4)}`,
    anchors: {
      head: [50, 46, 24],
      eyes: [
        [40, 48],
        [60, 48],
      ],
      eyeR: 8.5,
      mouth: [50, 999],
      back: [50, 30],
      tail: [50, 86],
    },
  };
}

function fish(p: Palette): Body {
  return {
    behind: `${path("M26 56 6 36l4 20-4 20Z", p.accent)}${path("M36 38q14-24 32-4Z", p.accent)}`,
    shape: `${ellipse(50, 57, 31, 23, p.body)}${ellipse(56, 67, 19, 9, p.belly, false)}${ellipse(46, 64, 9, 5, p.accent, 2, 20)}`,
    anchors: {
      head: [62, 52, 18],
      eyes: [[64, 50]],
      eyeR: 9,
      mouth: [76, 64],
      back: [52, 36],
      tail: [20, 56],
    },
  };
}

function serpent(p: Palette): Body {
  return {
    behind: `${ellipse(50, 84, 32, 10, p.body)}`,
    shape: `${ellipse(50, 74, 25, 10, p.body)}${rect(39, 38, 22, 38, 11, p.body)}${rect(45, 46, 10, 30, 5, p.belly, false)}${ellipse(50, 36, 22, 17, p.body)}${ellipse(50, 44, 11, 6, p.belly, false)}`,
    anchors: {
      head: [50, 36, 20],
      eyes: [
        [41, 33],
        [59, 33],
      ],
      eyeR: 6.5,
      mouth: [50, 45],
      back: [50, 22],
      tail: [78, 82],
    },
  };
}

function bug(p: Palette): Body {
  return {
    behind: line(
      "M34 66 18 58M33 74H14M34 82l-16 8M66 66l16-8M67 74h19M66 82l16 8M44 30 36 12M56 30l8-18",
      ink,
      3,
    ),
    shape: `${ellipse(50, 74, 21, 17, p.body)}${line("M32 70h36M31 78h38", p.accent, 4)}${circle(50, 42, 19, p.body)}${circle(36, 12, 4, p.feature, 2)}${circle(64, 12, 4, p.feature, 2)}`,
    anchors: {
      head: [50, 42, 19],
      eyes: [
        [42, 41],
        [58, 41],
      ],
      eyeR: 7,
      mouth: [50, 52],
      back: [50, 58],
      tail: [50, 90],
    },
  };
}

function golem(p: Palette): Body {
  return {
    behind: `${rect(33, 82, 13, 12, 4, p.accent)}${rect(54, 82, 13, 12, 4, p.accent)}`,
    shape: `${rect(25, 46, 50, 40, 11, p.body)}${rect(10, 50, 17, 32, 8, p.accent)}${rect(73, 50, 17, 32, 8, p.accent)}${rect(36, 58, 28, 20, 6, p.belly, false)}${rect(31, 16, 38, 34, 10, p.body)}`,
    anchors: {
      head: [50, 33, 19],
      eyes: [
        [42, 32],
        [58, 32],
      ],
      eyeR: 6,
      mouth: [50, 42],
      back: [50, 46],
      tail: [50, 90],
    },
  };
}

function plant(p: Palette): Body {
  return {
    behind: line("M38 86l-6 8M50 88v7M62 86l6 8", p.accent, 5),
    shape: `${path("M50 30C78 30 82 62 78 74S26 92 22 74 22 30 50 30Z", p.body)}${ellipse(50, 74, 17, 11, p.belly, false)}`,
    anchors: {
      head: [50, 52, 26],
      eyes: [
        [40, 54],
        [60, 54],
      ],
      eyeR: 7.5,
      mouth: [50, 66],
      back: [50, 30],
      tail: [50, 88],
    },
  };
}

function blob(p: Palette): Body {
  return {
    behind: ellipse(50, 88, 34, 5, ink, false),
    shape: `${path("M16 86C10 52 30 24 50 24S90 52 84 86Z", p.body)}${ellipse(50, 76, 20, 9, p.belly, false)}`,
    anchors: {
      head: [50, 50, 28],
      eyes: [
        [39, 52],
        [61, 52],
      ],
      eyeR: 8.5,
      mouth: [50, 68],
      back: [50, 24],
      tail: [82, 80],
    },
  };
}

function turtle(p: Palette): Body {
  return {
    behind: `${ellipse(22, 84, 9, 7, p.body)}${ellipse(78, 84, 9, 7, p.body)}`,
    shape: `${path("M10 80C10 30 90 30 90 80Z", p.accent)}${line("M28 48l12 10h20l12-10M40 58l-6 22M60 58l6 22", ink, 2.5, 0.5)}${circle(50, 64, 20, p.body)}`,
    anchors: {
      head: [50, 64, 20],
      eyes: [
        [43, 62],
        [57, 62],
      ],
      eyeR: 6.5,
      mouth: [50, 74],
      back: [50, 36],
      tail: [88, 80],
    },
  };
}

const families: Readonly<Record<BodyFamily, (p: Palette) => Body>> = {
  quadruped,
  bird,
  owl,
  fish,
  serpent,
  bug,
  golem,
  plant,
  blob,
  turtle,
};

/** The parts a species can add; each draws itself at the family's anchors. */
type Detail = (a: Anchors, p: Palette) => { behind?: string; front?: string };

const d = {
  earsPointy: ({ head: [x, y, r] }, p) => ({
    behind: `${path(`M${x - r * 0.9} ${y - r * 0.2}l${-r * 0.05} ${-r * 0.95}l${r * 0.7} ${r * 0.55}Z`, p.body)}${path(`M${x + r * 0.9} ${y - r * 0.2}l${r * 0.05} ${-r * 0.95}l${-r * 0.7} ${r * 0.55}Z`, p.body)}`,
    front: `${path(`M${x - r * 0.85} ${y - r * 0.45}l0 ${-r * 0.5}l${r * 0.36} ${r * 0.3}Z`, p.belly, false)}${path(`M${x + r * 0.85} ${y - r * 0.45}l0 ${-r * 0.5}l${-r * 0.36} ${r * 0.3}Z`, p.belly, false)}`,
  }),
  earsRound: ({ head: [x, y, r] }, p) => ({
    behind: `${circle(x - r * 0.72, y - r * 0.72, r * 0.38, p.body)}${circle(x + r * 0.72, y - r * 0.72, r * 0.38, p.body)}`,
    front: `${circle(x - r * 0.72, y - r * 0.72, r * 0.18, p.belly, false)}${circle(x + r * 0.72, y - r * 0.72, r * 0.18, p.belly, false)}`,
  }),
  earsFloppy: ({ head: [x, y, r] }, p) => ({
    front: `${ellipse(x - r * 0.92, y + r * 0.05, r * 0.28, r * 0.55, p.accent, true, 18)}${ellipse(x + r * 0.92, y + r * 0.05, r * 0.28, r * 0.55, p.accent, true, -18)}`,
  }),
  tailBushy: ({ tail: [x, y] }, p) => ({
    behind: `${ellipse(x + 12, y - 14, 9, 20, p.body, true, 35)}${ellipse(x + 19, y - 28, 5, 7, p.belly, false, 35)}`,
  }),
  tailThin: ({ tail: [x, y] }, p) => ({
    behind: `${line(`M${x} ${y}q20 0 16-26`, ink, 9)}${line(`M${x} ${y}q20 0 16-26`, p.body, 4)}`,
  }),
  tailFlame: ({ tail: [x, y] }, p) => ({
    behind: `${line(`M${x} ${y}q14 0 16-18`, ink, 9)}${line(`M${x} ${y}q14 0 16-18`, p.body, 4)}${flame(x + 16, y - 14, 22, p.feature)}`,
  }),
  tailFlower: ({ tail: [x, y] }, p) => ({
    behind: `${line(`M${x} ${y}q18 0 16-22`, ink, 9)}${line(`M${x} ${y}q18 0 16-22`, p.body, 4)}${[0, 72, 144, 216, 288].map((t) => ellipse(x + 16 + 6 * Math.sin((t * Math.PI) / 180), y - 26 - 6 * Math.cos((t * Math.PI) / 180), 5, 5, p.feature, 2)).join("")}${circle(x + 16, y - 26, 4, "#ffe14a", 2)}`,
  }),
  tailFin: ({ tail: [x, y] }, p) => ({ behind: path(`M${x} ${y}l18-14-4 14 4 14Z`, p.accent) }),
  flameCrest: ({ head: [x, y, r] }, p) => ({
    behind: `${flame(x - 9, y - r * 0.7, 20, p.feature)}${flame(x + 9, y - r * 0.7, 20, p.feature)}${flame(x, y - r * 0.8, 28, p.feature)}`,
  }),
  flameTuft: ({ head: [x, y, r] }, p) => ({ behind: flame(x, y - r * 0.75, 22, p.feature) }),
  flameWings: (_a, p) => ({
    behind: `${path("M28 52C10 44 4 28 8 18c8 8 14 10 22 12-4 6 2 12 6 16Z", p.feature)}${path("M72 52c18-8 24-24 20-34-8 8-14 10-22 12 4 6-2 12-6 16Z", p.feature)}`,
  }),
  smoke: ({ head: [x, y, r] }) => ({
    behind: `${circle(x - r * 0.9, y - r * 1.05, 6, "#b9b4c4", 2)}${circle(x - r * 0.55, y - r * 1.3, 8, "#d2cedb", 2)}${circle(x + r * 0.8, y - r * 1.1, 5, "#b9b4c4", 2)}`,
  }),
  hornsCurved: ({ head: [x, y, r] }, p) => ({
    behind: `${path(`M${x - r * 0.6} ${y - r * 0.6}c-10-2-16-12-14-22 4 8 10 10 18 10Z`, p.belly)}${path(`M${x + r * 0.6} ${y - r * 0.6}c10-2 16-12 14-22-4 8-10 10-18 10Z`, p.belly)}`,
  }),
  hornOne: ({ head: [x, y, r] }, p) => ({ front: path(`M${x - 5} ${y - r * 0.55}l5-20 5 20Z`, p.belly) }),
  mane: ({ head: [x, y, r] }, p) => ({
    behind: Array.from({ length: 8 }, (_, i) => {
      const t = (i / 8) * Math.PI * 2;
      return circle(x + Math.cos(t) * r * 0.95, y + Math.sin(t) * r * 0.95, r * 0.38, p.accent, 2);
    }).join(""),
  }),
  sunRays: ({ head: [x, y, r] }, p) => ({
    behind: Array.from({ length: 8 }, (_, i) => {
      const t = (i / 8) * Math.PI * 2;
      const cx = x + Math.cos(t) * r * 1.15;
      const cy = y + Math.sin(t) * r * 1.15;
      return path(
        `M${n(cx + Math.cos(t) * 10)} ${n(cy + Math.sin(t) * 10)}L${n(cx - Math.sin(t) * 5)} ${n(cy + Math.cos(t) * 5)}L${n(cx + Math.sin(t) * 5)} ${n(cy - Math.cos(t) * 5)}Z`,
        p.accent,
        2,
      );
    }).join(""),
  }),
  bubbles: (_a, p) => ({
    front: `${circle(84, 30, 5, p.feature, 2)}${circle(90, 18, 3.5, p.feature, 2)}${circle(80, 12, 2.5, p.feature, 2)}`,
  }),
  teeth: ({ mouth: [x, y] }) => ({
    front: `${path(`M${x - 14} ${y - 3}q8 8 16 0Z`, ink, 2)}${path(`M${x - 12} ${y - 2}l3 4 3-4 3 4 3-4Z`, white, false)}`,
  }),
  iceSpikes: ({ back: [x, y] }, p) => ({
    behind: `${crystal(x - 8, y + 4, 16, -20, p.feature)}${crystal(x + 4, y + 2, 20, 5, p.feature)}${crystal(x + 16, y + 6, 14, 25, p.feature)}`,
  }),
  coral: ({ head: [x, y, r] }, p) => ({
    behind: `${line(`M${x - r * 0.5} ${y - r * 0.5}l-6-16m3 8-8-4M${x + r * 0.5} ${y - r * 0.5}l6-16m-3 8 8-4`, ink, 8)}${line(`M${x - r * 0.5} ${y - r * 0.5}l-6-16m3 8-8-4M${x + r * 0.5} ${y - r * 0.5}l6-16m-3 8 8-4`, p.accent, 4)}`,
  }),
  finCrest: ({ head: [x, y, r] }, p) => ({
    behind: path(`M${x - 12} ${y - r * 0.6}q2-18 12-24q-2 10 6 10q-2 8 6 8q4 6 0 8Z`, p.feature),
  }),
  headFins: ({ head: [x, y, r] }, p) => ({
    behind: `${path(`M${x - r * 0.85} ${y}l-12-12 2 18Z`, p.feature)}${path(`M${x + r * 0.85} ${y}l12-12-2 18Z`, p.feature)}`,
  }),
  sprout: ({ back: [x, y] }, p) => ({
    behind: `${line(`M${x} ${y + 2}v-12`, ink, 6)}${line(`M${x} ${y + 2}v-12`, p.accent, 3)}${leaf(x, y - 8, 18, -55, p.body)}${leaf(x, y - 8, 18, 55, p.body)}`,
  }),
  mossTop: ({ back: [x, y] }, p) => ({
    front: `${path(`M${x - 30} ${y + 16}q6-12 14-8q6-10 16-4q10-6 16 4q8-2 14 8q-30 6-60 0Z`, p.feature, 2)}${circle(x + 14, y + 4, 3, "#ff6b6b", 1.5)}`,
  }),
  thorns: ({ back: [x, y] }, p) => ({
    behind: [-28, -20, 20, 28]
      .map((dx) =>
        path(
          `M${x + dx - 5} ${y + 10 - Math.abs(dx) * 0.2}l${dx * 0.25 + 5} -16 ${5 - dx * 0.25} 16Z`,
          p.accent,
          2,
        ),
      )
      .join(""),
    front: `${path(`M${x - 4} ${y - 33}l4-12 4 12Z`, p.accent, 2)}`,
  }),
  flowerHead: ({ head: [x, y, r] }, p) => ({
    front: `${[0, 72, 144, 216, 288].map((t) => ellipse(x + r * 0.6 + 5 * Math.sin((t * Math.PI) / 180), y - r * 0.75 - 5 * Math.cos((t * Math.PI) / 180), 4, 4, p.feature, 1.5)).join("")}${circle(x + r * 0.6, y - r * 0.75, 3, "#ffe14a", 1.5)}`,
  }),
  leafCrown: ({ head: [x, y, r] }, p) => ({
    behind: [-50, -25, 0, 25, 50].map((t) => leaf(x + t * 0.3, y - r * 0.6, 24, t, p.accent)).join(""),
  }),
  barkLines: () => ({ front: line("M34 62v16M66 60v18M44 24v6M56 24v6", ink, 2, 0.45) }),
  beard: ({ mouth: [x, y] }, p) => ({
    front: path(`M${x - 12} ${y + 4}q12 16 24 0q-4 12-12 14q-8-2-12-14Z`, p.feature, 2),
  }),
  pebbles: (_a, p) => ({
    front: `${ellipse(28, 70, 5, 4, p.accent, 2)}${ellipse(70, 64, 6, 4, p.accent, 2)}${ellipse(58, 34, 4, 3, p.accent, 2)}`,
  }),
  moleSnout: ({ mouth: [x, y] }) => ({
    front: `${ellipse(x, y - 6, 7, 5, "#ff9ab0", 2)}${line(`M${x - 8} ${y - 6}h-12M${x + 8} ${y - 6}h12M${x - 8} ${y - 2}l-11 4M${x + 8} ${y - 2}l11 4`, ink, 1.5)}`,
  }),
  claws: (_a, p) => ({
    front: `${ellipse(22, 80, 10, 7, p.belly)}${ellipse(78, 80, 10, 7, p.belly)}${line("M16 84v5M22 86v5M28 84v5M72 84v5M78 86v5M84 84v5", ink, 2.5)}`,
  }),
  crystalsBack: ({ back: [x, y] }, p) => ({
    behind: `${crystal(x - 26, y + 12, 20, -40, p.feature)}${crystal(x + 26, y + 12, 20, 40, p.feature)}${crystal(x - 18, y + 4, 16, -20, p.feature)}${crystal(x + 18, y + 4, 16, 20, p.feature)}`,
    front: crystal(x, y - 32, 16, 0, p.feature),
  }),
  shoulderCrystals: (_a, p) => ({
    front: `${crystal(16, 54, 22, -15, p.feature)}${crystal(84, 54, 22, 15, p.feature)}${crystal(50, 20, 14, 0, p.feature)}`,
  }),
  swirl: ({ head: [x, y, r] }, p) => ({
    behind: `${path(`M${x} ${y - r + 4}c-4-10 8-18 14-10 4 6-4 10-6 4`, "none", 6)}${line(`M${x} ${y - r + 4}c-4-10 8-18 14-10 4 6-4 10-6 4`, p.feature, 3)}`,
    front: line("M6 40h14M4 56h10M82 44h14M86 60h10", p.accent, 3, 0.8),
  }),
  featherCrest: ({ head: [x, y, r] }, p) => ({
    behind: `${ellipse(x - 6, y - r - 2, 4, 12, p.accent, 2, -25)}${ellipse(x + 2, y - r - 6, 4, 14, p.accent, 2)}${ellipse(x + 10, y - r - 2, 4, 12, p.accent, 2, 25)}`,
  }),
  lightning: ({ head: [x, y, r] }, p) => ({
    behind: path(
      `M${x + 2} ${y - r - 16}l-10 18h8l-6 14 16-20h-8l6-12Z`,
      p.feature === white ? "#ffe14a" : p.feature,
      2,
    ),
  }),
  wings: (_a, p) => ({
    behind: `${path("M30 56C14 58 4 46 6 30c6 6 12 8 18 6-2 6 2 10 6 12Z", p.accent)}${path("M70 56c16 2 26-10 24-26-6 6-12 8-18 6 2 6-2 10-6 12Z", p.accent)}`,
  }),
  batWings: (_a, p) => ({
    behind: `${path("M30 62 6 30l4 16-6 4 8 6-4 8 22-6Z", p.accent)}${path("M70 62l24-32-4 16 6 4-8 6 4 8-22-6Z", p.accent)}`,
  }),
  stormRing: (_a, p) => ({
    behind: `${ellipse(50, 20, 34, 9, "none", 7)}${ellipse(50, 20, 34, 9, "none", 4).replace(ink, p.accent)}${line("M26 14q24-8 48 0", p.feature, 2)}`,
  }),
  halo: ({ head: [x, y, r] }, p) => ({
    behind: `${ellipse(x, y - r - 6, r * 0.75, 5, "none", 7)}${ellipse(x, y - r - 6, r * 0.75, 5, "none", 4).replace(ink, p.feature)}`,
  }),
  sparkles: (_a, p) => ({
    front: `${sparkle(14, 20, 7, p.feature, 1.5)}${sparkle(86, 28, 6, p.feature, 1.5)}${sparkle(88, 74, 5, p.feature, 1.5)}`,
  }),
  glowTail: ({ tail: [x, y] }, p) => ({
    front: `${circle(x, y - 12, 14, p.feature, false).replace("/>", ' opacity="0.45"/>')}${ellipse(x, y - 14, 11, 9, p.feature, 2)}`,
  }),
  mothWings: (_a, p) => ({
    behind: `${ellipse(24, 42, 18, 24, p.feature, 2.5, -30)}${ellipse(76, 42, 18, 24, p.feature, 2.5, 30)}${circle(22, 40, 6, p.accent, 2)}${circle(78, 40, 6, p.accent, 2)}`,
  }),
  bugWings: (_a, p) => ({
    behind: `${ellipse(30, 50, 9, 16, p.feature, 2, -40)}${ellipse(70, 50, 9, 16, p.feature, 2, 40)}`,
  }),
  stripes: ({ head: [x, y, r] }, p) => ({
    front: line(`M${x - 5} ${y - r + 2}v8M${x + 5} ${y - r + 2}v8M${x} ${y - r + 1}v10`, p.accent, 3),
  }),
  whiskers: ({ mouth: [x, y] }) => ({
    front: line(
      `M${x - 10} ${y - 4}h-14M${x - 10} ${y}l-13 4M${x + 10} ${y - 4}h14M${x + 10} ${y}l13 4`,
      ink,
      1.5,
    ),
  }),
  shadowWisps: (_a, p) => ({
    behind: `${path("M12 90c-4-14 8-18 4-30 10 6 12 20 6 30Z", p.feature, 2, ' opacity="0.7"')}${path("M88 90c4-14-8-18-4-30-10 6-12 20-6 30Z", p.feature, 2, ' opacity="0.7"')}`,
  }),
  manyLegs: () => ({ front: line("M30 88l-4 6M40 90v6M50 90v6M60 90v6M70 88l4 6", ink, 3) }),
  fangs: ({ mouth: [x, y] }) => ({
    front: `${path(`M${x - 7} ${y - 2}l3 9 3-9Z`, white, 1.5)}${path(`M${x + 1} ${y - 2}l3 9 3-9Z`, white, 1.5)}`,
  }),
  runes: (_a, p) => ({ front: line("M46 56l4 6 4-6M46 66h8M50 64v8", p.feature, 2.5) }),
  lavaCracks: (_a, p) => ({
    front: line("M26 70l8-6 2 8 6-4M74 62l-6 6 4 4-6 6M44 34l4 6 6-2", p.feature, 3),
  }),
  bigMouth: ({ mouth: [x, y] }, p) => ({
    front: `${path(`M${x - 16} ${y - 2}q16 18 32 0Z`, p.accent, 2.5)}${path(`M${x - 12} ${y - 1}l3 5 3-5 3 5 3-5 3 5 3-5 3 5Z`, white, false)}`,
  }),
  ears: ({ head: [x, y, r] }, p) => ({
    behind: `${path(`M${x - r * 0.7} ${y - r * 0.55}l-8-14 14 6Z`, p.accent)}${path(`M${x + r * 0.7} ${y - r * 0.55}l8-14-14 6Z`, p.accent)}`,
  }),
  droplets: (_a, p) => ({
    front: `${path("M14 30q-5 8 0 10 5-2 0-10Z", p.feature, 1.5)}${path("M88 46q-5 8 0 10 5-2 0-10Z", p.feature, 1.5)}`,
  }),
} satisfies Record<string, Detail>;
type DetailName = keyof typeof d;

interface SpeciesArt {
  readonly family: BodyFamily;
  readonly details: readonly DetailName[];
  /** The species' own colours over its element's (a skin's go over these). */
  readonly tint?: Partial<Palette>;
  /** Face: how the mouth reads. */
  readonly mouth?: "smile" | "grin" | "none";
}

/** The body family and the details of every species (the art's own record, not game data). */
export const speciesArt: Readonly<Record<MonsterName, SpeciesArt>> = {
  Emberfox: { family: "quadruped", details: ["tailFlame", "earsPointy", "flameTuft"] },
  Cinderpup: {
    family: "quadruped",
    details: ["smoke", "earsFloppy"],
    tint: { body: "#c0704a", belly: "#f2d2b0" },
    mouth: "grin",
  },
  Blazehorn: {
    family: "quadruped",
    details: ["flameCrest", "hornsCurved", "hornOne"],
    tint: { body: "#e0502a" },
  },
  Magmaw: {
    family: "blob",
    details: ["flameTuft", "lavaCracks", "bigMouth"],
    tint: { body: "#d8432a", belly: "#ffb36a" },
    mouth: "none",
  },
  Pyronyx: { family: "bird", details: ["flameWings", "flameCrest"] },
  Tidepup: { family: "quadruped", details: ["tailFin", "headFins", "earsRound", "droplets"] },
  Bubblefin: { family: "fish", details: ["bubbles"] },
  Coralisk: {
    family: "serpent",
    details: ["coral", "droplets"],
    tint: { body: "#3cbcc8", accent: "#ff7a8a" },
  },
  Frostjaw: {
    family: "fish",
    details: ["iceSpikes", "teeth"],
    tint: { body: "#86cdf0", accent: "#3a7fb0", feature: "#e8fbff" },
    mouth: "none",
  },
  Leviathorn: {
    family: "serpent",
    details: ["finCrest", "hornsCurved"],
    tint: { body: "#2a62c8", accent: "#173a86" },
  },
  Sproutling: { family: "plant", details: ["sprout"] },
  Mosshell: { family: "turtle", details: ["mossTop"] },
  Thornback: {
    family: "quadruped",
    details: ["thorns", "tailThin", "earsPointy"],
    tint: { body: "#3f9a4a", accent: "#7a4a2a" },
  },
  Bloomtail: { family: "quadruped", details: ["tailFlower", "earsRound", "flowerHead"] },
  Elderbark: {
    family: "golem",
    details: ["leafCrown", "barkLines", "beard"],
    tint: { body: "#8a6a40", belly: "#c9a878", accent: "#6a4a2a", feature: "#7ed957" },
    mouth: "none",
  },
  Pebblit: {
    family: "blob",
    details: ["pebbles"],
    tint: { body: "#9a9488", belly: "#cfcac0", accent: "#6a655c" },
  },
  Burrowmole: {
    family: "blob",
    details: ["claws", "moleSnout"],
    tint: { body: "#7a5446", belly: "#c9a08a" },
    mouth: "none",
  },
  Quartzhide: { family: "quadruped", details: ["crystalsBack", "earsRound"] },
  Golemite: {
    family: "golem",
    details: ["shoulderCrystals"],
    tint: { body: "#8c8a96", belly: "#c4c2cc", accent: "#5e5c68" },
    mouth: "grin",
  },
  Gustling: { family: "blob", details: ["swirl"] },
  Featherwisp: { family: "bird", details: ["featherCrest", "wings"] },
  Stormbeak: {
    family: "bird",
    details: ["lightning", "wings"],
    tint: { body: "#6f8fc0", accent: "#3a4f7a", belly: "#dce8f8" },
  },
  Zephyrix: {
    family: "serpent",
    details: ["wings", "featherCrest"],
    tint: { body: "#7fe0cc", accent: "#2f9f8a" },
  },
  Cyclonyx: {
    family: "bird",
    details: ["stormRing", "wings", "featherCrest"],
    tint: { body: "#4f6fd0", accent: "#26358f", belly: "#cfe0ff", feature: "#bfe8ff" },
  },
  Glimmerbug: { family: "bug", details: ["bugWings", "glowTail"] },
  Lumina: {
    family: "bug",
    details: ["mothWings", "halo", "sparkles"],
    tint: { body: "#fff0a8", accent: "#f2b21f", feature: "#ffe0f4" },
  },
  Solarion: {
    family: "quadruped",
    details: ["sunRays", "mane", "earsRound"],
    tint: { body: "#ffbf3a", accent: "#e0701a" },
  },
  Seraphowl: { family: "owl", details: ["halo", "sparkles"] },
  Shadepaw: {
    family: "quadruped",
    details: ["tailThin", "earsPointy", "stripes", "whiskers", "shadowWisps"],
  },
  Nightcrawl: {
    family: "bug",
    details: ["manyLegs", "shadowWisps"],
    tint: { body: "#3f3466", accent: "#8a6bd6" },
    mouth: "grin",
  },
  Hexfang: {
    family: "serpent",
    details: ["fangs", "runes", "ears"],
    tint: { body: "#4e8a5a", belly: "#b8e0a0", accent: "#2e2157" },
    mouth: "none",
  },
  Umbradon: {
    family: "quadruped",
    details: ["batWings", "hornsCurved", "tailThin", "shadowWisps", "fangs"],
    tint: { body: "#3e2c72", accent: "#1a1236" },
  },
};

/** What a few skins add besides their colours. */
const accessories: Readonly<Record<string, (a: Anchors, p: Palette) => { behind?: string; front?: string }>> =
  {
    miner: ({ head: [x, y, r] }) => ({
      front: `${path(`M${x - r * 0.95} ${y - r * 0.35}a${r * 0.95} ${r * 0.8} 0 0 1 ${r * 1.9} 0Z`, "#ffc93a")}${rect(x - r * 1.05, y - r * 0.42, r * 2.1, 5, 2.5, "#e0a020", 2)}${circle(x, y - r * 0.7, 5, "#fff6b0", 2)}`,
    }),
    mossy: (_a, p) => ({
      front: `${ellipse(34, 72, 7, 4, p.feature, 1.5)}${ellipse(64, 62, 6, 4, p.feature, 1.5)}${ellipse(46, 26, 6, 3.5, p.feature, 1.5)}`,
    }),
    voodoo: ({ head: [x, y, r] }) => ({
      front: `${line(`M${x - r * 0.3} ${y + r * 0.55}h${r * 0.6}M${x - r * 0.2} ${y + r * 0.45}v6M${x} ${y + r * 0.45}v6M${x + r * 0.2} ${y + r * 0.45}v6`, ink, 2)}${line(`M${x + r * 0.5} ${y - r * 0.8}l6 6m0-6-6 6`, "#ff5fd2", 2.5)}`,
    }),
    alley: ({ head: [x, y, r] }) => ({
      front: `${path(`M${x - r * 0.8} ${y + r * 0.75}q${r * 0.8} ${r * 0.4} ${r * 1.6} 0l-2 7q${-r * 0.8} ${r * 0.4} ${-r * 1.6} 0Z`, "#d63a3a", 2)}${path(`M${x + r * 0.5} ${y + r * 0.95}l6 12 4-10Z`, "#d63a3a", 2)}`,
    }),
    firefly: (_a, p) => ({
      front: `${sparkle(14, 24, 5, p.feature)}${sparkle(84, 16, 4, p.feature)}${sparkle(88, 62, 4, p.feature)}`,
    }),
    eclipse: ({ head: [x, y, r] }, p) => ({
      behind: circle(x, y, r * 1.45, p.feature, 3).replace("/>", ' opacity="0.5"/>'),
    }),
    "blood-moon": ({ head: [x, y, r] }) => ({
      behind: circle(x + r * 0.9, y - r * 0.9, r * 0.7, "#ff3a3a", 2),
    }),
    void: () => ({
      behind: `${sparkle(12, 14, 4, white)}${sparkle(88, 20, 5, white)}${sparkle(10, 60, 3, white)}${sparkle(90, 70, 3, white)}`,
    }),
    dawn: ({ head: [x, y, r] }) => ({ behind: circle(x, y - r * 0.4, r * 1.4, "#ffe0a0", false) }),
    autumn: (_a, p) => ({ front: `${leaf(16, 86, 12, -40, p.feature)}${leaf(84, 88, 12, 40, "#ffb03a")}` }),
    frostbitten: ({ head: [x, y, r] }) => ({
      front: `${path(`M${x - r * 0.6} ${y - r * 0.75}l3 8 3-8Z`, "#e8fbff", 1.5)}${path(`M${x + r * 0.2} ${y - r * 0.95}l3 9 3-9Z`, "#e8fbff", 1.5)}`,
    }),
    tempest: () => ({ front: path("M86 8l-8 14h6l-4 12 12-16h-6l4-10Z", "#ffe14a", 1.5) }),
  };

/** The skin's own part of its id: "umbradon-blood-moon" → "blood-moon". */
export function skinStyle(species: string, skinId: string): string {
  return skinId.slice(species.length + 1);
}

function face(spec: SpeciesArt, a: Anchors, p: Palette): string {
  const eyes = a.eyes
    .map(
      ([x, y]) =>
        `${circle(x, y, a.eyeR, white, 2.5)}${circle(x + a.eyeR * 0.12, y + a.eyeR * 0.1, a.eyeR * 0.62, p.eye, false)}${circle(x + a.eyeR * 0.12, y + a.eyeR * 0.1, a.eyeR * 0.32, ink, false)}${circle(x - a.eyeR * 0.15, y - a.eyeR * 0.28, a.eyeR * 0.24, white, false)}`,
    )
    .join("");
  const [mx, my] = a.mouth;
  const mouth =
    my > 100 || spec.mouth === "none"
      ? ""
      : spec.mouth === "grin"
        ? `${path(`M${mx - 7} ${my - 2}q7 9 14 0Z`, "#7a1d2a", 2)}`
        : line(`M${mx - 6} ${my}q6 5 12 0`, ink, 2.5);
  return eyes + mouth;
}

/** The species' picture on a transparent 100 × 100 canvas (the group inside an <svg>). */
export function drawMonster(species: MonsterName, style: string): string {
  const spec = speciesArt[species];
  const element: Element = monsters.find((monster) => monster.name === species)?.element ?? "fire";
  const palette: Palette = { ...elementPalettes[element], ...spec.tint, ...skinPalettes[style] };
  const body = families[spec.family](palette);
  const parts = spec.details.map((name) => (d[name] as Detail)(body.anchors, palette));
  const extra = accessories[style]?.(body.anchors, palette) ?? {};
  return [
    extra.behind ?? "",
    ...parts.map((part) => part.behind ?? ""),
    body.behind,
    body.shape,
    ...parts.map((part) => part.front ?? ""),
    face(spec, body.anchors, palette),
    extra.front ?? "",
  ].join("");
}
