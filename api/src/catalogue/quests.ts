// The daily and weekly quests: what each counts, its target and its reward. The
// keys are stored (Quest.name).
import type { Reward } from "./rewards.ts";

/** What a quest counts; the matches and economy use cases advance them. */
export const questMetrics = [
  "matchesPlayed",
  "pveWins",
  "pvpWins",
  "kills",
  "bossKills",
  "relicsUpgraded",
  "itemsSold",
  "shopPurchases",
] as const;
export type QuestMetric = (typeof questMetrics)[number];

export interface QuestDefinition {
  /** Unique and stable: Quest.name. */
  readonly key: string;
  readonly type: "daily" | "weekly";
  readonly description: string;
  readonly metric: QuestMetric;
  readonly target: number;
  readonly reward: Reward;
}

export const quests: readonly QuestDefinition[] = [
  {
    key: "daily-play-3",
    type: "daily",
    description: "Play 3 matches",
    metric: "matchesPlayed",
    target: 3,
    reward: { gold: 100 },
  },
  {
    key: "daily-pve-wins-2",
    type: "daily",
    description: "Win 2 campaign or challenge matches",
    metric: "pveWins",
    target: 2,
    reward: { gold: 150 },
  },
  {
    key: "daily-kills-15",
    type: "daily",
    description: "Defeat 15 enemy monsters",
    metric: "kills",
    target: 15,
    reward: { gold: 120, ingredients: [{ name: "Slime Jelly", quantity: 3 }] },
  },
  {
    key: "daily-pvp-win",
    type: "daily",
    description: "Win a PvP match",
    metric: "pvpWins",
    target: 1,
    reward: { gems: 5 },
  },
  {
    key: "daily-shop",
    type: "daily",
    description: "Buy something in the shop",
    metric: "shopPurchases",
    target: 1,
    reward: { gold: 50 },
  },
  {
    key: "weekly-play-25",
    type: "weekly",
    description: "Play 25 matches",
    metric: "matchesPlayed",
    target: 25,
    reward: { gold: 800, gems: 10 },
  },
  {
    key: "weekly-pvp-wins-10",
    type: "weekly",
    description: "Win 10 PvP matches",
    metric: "pvpWins",
    target: 10,
    reward: { gems: 40 },
  },
  {
    key: "weekly-boss-kills-3",
    type: "weekly",
    description: "Defeat 3 bosses",
    metric: "bossKills",
    target: 3,
    reward: { gold: 600, ingredients: [{ name: "Frost Crystal", quantity: 2 }] },
  },
  {
    key: "weekly-relics-3",
    type: "weekly",
    description: "Upgrade relics 3 times",
    metric: "relicsUpgraded",
    target: 3,
    reward: { gold: 500 },
  },
  {
    key: "weekly-sell-10",
    type: "weekly",
    description: "Sell 10 monsters, relics or ingredient stacks",
    metric: "itemsSold",
    target: 10,
    reward: { gold: 300 },
  },
];
