// The achievements: the UserStats counter each watches, the threshold and the
// reward. The keys are stored (Achievement.name).
import type { UserStatField } from "./basics.ts";
import type { Reward } from "./rewards.ts";

export interface AchievementDefinition {
  /** Unique and stable: Achievement.name. */
  readonly key: string;
  /** What players and staff read (display-names.ts): "First Blood", never the key. */
  readonly name: string;
  readonly description: string;
  /** Awarded once UserStats[stat] >= threshold. */
  readonly stat: UserStatField;
  readonly threshold: number;
  readonly reward: Reward;
}

export const achievements: readonly AchievementDefinition[] = [
  {
    key: "first-blood",
    name: "First Blood",
    description: "Defeat your first monster",
    stat: "kills",
    threshold: 1,
    reward: { gold: 50 },
  },
  {
    key: "hunter",
    name: "Hunter",
    description: "Defeat 100 monsters",
    stat: "kills",
    threshold: 100,
    reward: { gold: 500 },
  },
  {
    key: "exterminator",
    name: "Exterminator",
    description: "Defeat 1,000 monsters",
    stat: "kills",
    threshold: 1000,
    reward: { gems: 50 },
  },
  {
    key: "adventurer",
    name: "Adventurer",
    description: "Win 10 PvE matches",
    stat: "pveWins",
    threshold: 10,
    reward: { gold: 300 },
  },
  {
    key: "conqueror",
    name: "Conqueror",
    description: "Win 100 PvE matches",
    stat: "pveWins",
    threshold: 100,
    reward: { gems: 30 },
  },
  {
    key: "duelist",
    name: "Duelist",
    description: "Win 10 PvP matches",
    stat: "pvpWins",
    threshold: 10,
    reward: { gold: 400 },
  },
  {
    key: "gladiator",
    name: "Gladiator",
    description: "Win 100 PvP matches",
    stat: "pvpWins",
    threshold: 100,
    reward: { gems: 60 },
  },
  {
    key: "giant-slayer",
    name: "Giant Slayer",
    description: "Defeat a boss",
    stat: "bossKills",
    threshold: 1,
    reward: { gold: 200 },
  },
  {
    key: "boss-hunter",
    name: "Boss Hunter",
    description: "Defeat 25 bosses",
    stat: "bossKills",
    threshold: 25,
    reward: { gems: 40, items: [{ type: "relic", name: "Heartstone", quality: "epic" }] },
  },
  {
    key: "rising-star",
    name: "Rising Star",
    description: "Reach 1,100 Elo",
    stat: "elo",
    threshold: 1100,
    reward: { gems: 20 },
  },
  {
    key: "champion",
    name: "Champion",
    description: "Reach 1,300 Elo",
    stat: "elo",
    threshold: 1300,
    reward: { gems: 100 },
  },
  {
    key: "regular",
    name: "Regular",
    description: "Play on 7 different days",
    stat: "daysPlayed",
    threshold: 7,
    reward: { gold: 300 },
  },
  {
    key: "devoted",
    name: "Devoted",
    description: "Play on 30 different days",
    stat: "daysPlayed",
    threshold: 30,
    reward: { items: [{ type: "monster", name: "Lumina", quality: "rare" }] },
  },
  {
    key: "tinkerer",
    name: "Tinkerer",
    description: "Upgrade relics 10 times",
    stat: "upgradedRelics",
    threshold: 10,
    reward: { gold: 600 },
  },
  {
    key: "smuggler",
    name: "Smuggler",
    description: "Trade 5 times on the black market",
    stat: "blackMarketTrades",
    threshold: 5,
    reward: { ingredients: [{ name: "Shadow Essence", quantity: 2 }] },
  },
  {
    key: "daredevil",
    name: "Daredevil",
    description: "Complete 5 challenges",
    stat: "challengesCompleted",
    threshold: 5,
    reward: { gems: 25 },
  },
  {
    key: "tycoon",
    name: "Tycoon",
    description: "Earn 10,000 gold",
    stat: "earntFreeCurrency",
    threshold: 10_000,
    reward: { gems: 30 },
  },
];
