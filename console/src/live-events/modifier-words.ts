// Live event modifiers in the console's words (the API describes stored ones too: `effects`).
import { summonEggs } from "@arena/api/catalogue/summons";
import { statLabel } from "../format/labels";
import type { LiveEventModifier, LiveEventStatus } from "./live-event-types";

export const modifierKindChoices = [
  { id: "goldMultiplier", name: "More gold from battles" },
  { id: "xpMultiplier", name: "More experience from battles" },
  { id: "dropRateBoost", name: "Better drop chances" },
  { id: "shopDiscount", name: "Shop discount" },
  { id: "featuredSummon", name: "Featured egg" },
  { id: "leaderboard", name: "Event leaderboard with rank rewards" },
];

const categoryWords: Record<string, string> = {
  monsters: "Monster eggs",
  relics: "Relics",
  ingredients: "Ingredients",
  cosmetics: "Cosmetics",
  vip: "VIP passes",
  slots: "Inventory slots",
};

export const categoryInWords = (category: string) => categoryWords[category] ?? category;

export function modifierInWords(modifier: LiveEventModifier): string {
  switch (modifier.kind) {
    case "goldMultiplier":
      return `Gold from battles ×${modifier.factor}`;
    case "xpMultiplier":
      return `Experience from battles ×${modifier.factor}`;
    case "dropRateBoost":
      return `Drop chances ×${modifier.factor}`;
    case "shopDiscount":
      return `${modifier.percent} % off ${modifier.category ? categoryInWords(modifier.category).toLowerCase() : "everything in the shop"}`;
    case "featuredSummon": {
      const egg = summonEggs.find((candidate) => candidate.id === modifier.egg)?.name ?? "an egg";
      return modifier.discountPercent
        ? `${egg} featured, ${modifier.discountPercent} % off`
        : `${egg} featured`;
    }
    case "leaderboard": {
      const last = modifier.rewards.at(-1)?.toRank ?? 0;
      return `Leaderboard: ${statLabel(modifier.stat)}, rewards for the top ${last}`;
    }
  }
}

export const statusWords: Record<LiveEventStatus, string> = {
  scheduled: "Scheduled",
  running: "Running",
  ended: "Ended",
  cancelled: "Cancelled",
};

/** Chip colours whose white or dark text keeps a 4.5:1 contrast (info and warning do not). */
export const statusColor: Record<LiveEventStatus, "default" | "success" | "primary"> = {
  scheduled: "primary",
  running: "success",
  ended: "default",
  cancelled: "default",
};
