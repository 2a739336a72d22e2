// The campaign maps, the challenges and the difficulties they can be played at:
// enemies, limits, rewards and drops at difficulty 1. matches/rules.ts turns a
// map and a difficulty into the stage that is fought.
import type { Quality } from "./basics.ts";
import type { IngredientName } from "./ingredients.ts";
import type { MonsterName } from "./monsters.ts";
import type { RelicName } from "./relics.ts";

export type Drop =
  | {
      readonly kind: "ingredient";
      readonly name: IngredientName;
      readonly quantity: number;
      readonly chance: number;
    }
  | { readonly kind: "relic"; readonly name: RelicName; readonly quality: Quality; readonly chance: number }
  | {
      readonly kind: "monster";
      readonly name: MonsterName;
      readonly quality: Quality;
      readonly chance: number;
    };

export interface StageRewards {
  readonly gold: number;
  readonly playerXp: number;
  readonly monsterXp: number;
}

export interface CampaignMapDefinition {
  /** Unique and stable: MapProgress.name. */
  readonly key: string;
  readonly title: string;
  readonly enemies: readonly MonsterName[];
  /** Enemy level at difficulty 1. */
  readonly enemyLevel: number;
  readonly turnLimit: number;
  /** Boss maps count for bossKills and bossPoints. */
  readonly isBoss: boolean;
  readonly rewards: StageRewards;
  readonly drops: readonly Drop[];
}

/** Campaign maps in play order; User.campaignProgress is how many are completed
 * (at difficulty 1), so it is also the index of the next map to play.
 *
 * The first four maps are a new player's first session: a team of the three
 * starter monsters wins maps 1–3 in order, and then map 4 (the first boss), at
 * the first try, whatever the battle's seed. Each of them pays exactly the
 * monster xp of one level (monsterXpForLevel 1..4), so that team meets map n at
 * level n; their enemies are two against three (then the boss alone), so that
 * even a team a level behind loses about one seed in 10 000 (docs/decisions/111).
 * api/src/battles/first-session.test.ts plays that path on thousands of seeds:
 * change these numbers only with it. */
export const campaignMaps = [
  {
    key: "meadow-outskirts",
    title: "Meadow Outskirts",
    enemies: ["Sproutling", "Gustling"],
    enemyLevel: 1,
    turnLimit: 30,
    isBoss: false,
    rewards: { gold: 40, playerXp: 30, monsterXp: 30 },
    drops: [
      { kind: "ingredient", name: "Slime Jelly", quantity: 2, chance: 0.6 },
      { kind: "monster", name: "Featherwisp", quality: "common", chance: 0.05 },
    ],
  },
  {
    key: "whispering-woods",
    title: "Whispering Woods",
    enemies: ["Mosshell", "Bloomtail"],
    enemyLevel: 2,
    turnLimit: 30,
    isBoss: false,
    rewards: { gold: 50, playerXp: 35, monsterXp: 40 },
    drops: [
      { kind: "ingredient", name: "Glowcap Mushroom", quantity: 2, chance: 0.6 },
      { kind: "relic", name: "Oak Talisman", quality: "common", chance: 0.05 },
    ],
  },
  {
    key: "mossy-caverns",
    title: "Mossy Caverns",
    enemies: ["Burrowmole", "Shadepaw"],
    enemyLevel: 3,
    turnLimit: 35,
    isBoss: false,
    rewards: { gold: 60, playerXp: 40, monsterXp: 50 },
    drops: [
      { kind: "ingredient", name: "Iron Ore", quantity: 3, chance: 0.6 },
      { kind: "monster", name: "Burrowmole", quality: "common", chance: 0.05 },
    ],
  },
  {
    key: "ember-canyon",
    title: "Ember Canyon",
    enemies: ["Blazehorn"],
    enemyLevel: 6,
    turnLimit: 35,
    isBoss: true,
    rewards: { gold: 80, playerXp: 50, monsterXp: 60 },
    drops: [
      { kind: "ingredient", name: "Ember Ash", quantity: 2, chance: 0.5 },
      { kind: "relic", name: "Ember Charm", quality: "common", chance: 0.08 },
      { kind: "monster", name: "Blazehorn", quality: "rare", chance: 0.03 },
    ],
  },
  {
    key: "tidepool-shore",
    title: "Tidepool Shore",
    enemies: ["Tidepup", "Bubblefin", "Coralisk", "Frostjaw"],
    enemyLevel: 11,
    turnLimit: 40,
    isBoss: false,
    rewards: { gold: 90, playerXp: 55, monsterXp: 38 },
    drops: [
      { kind: "ingredient", name: "River Pearl", quantity: 2, chance: 0.5 },
      { kind: "relic", name: "Tide Pearl", quality: "rare", chance: 0.04 },
    ],
  },
  {
    key: "crystal-mines",
    title: "Crystal Mines",
    enemies: ["Quartzhide", "Pebblit", "Golemite"],
    enemyLevel: 14,
    turnLimit: 40,
    isBoss: false,
    rewards: { gold: 100, playerXp: 60, monsterXp: 42 },
    drops: [
      { kind: "ingredient", name: "Frost Crystal", quantity: 1, chance: 0.35 },
      { kind: "relic", name: "Iron Bulwark", quality: "rare", chance: 0.04 },
    ],
  },
  {
    key: "storm-peaks",
    title: "Storm Peaks",
    enemies: ["Gustling", "Stormbeak", "Featherwisp", "Zephyrix"],
    enemyLevel: 18,
    turnLimit: 45,
    isBoss: true,
    rewards: { gold: 120, playerXp: 70, monsterXp: 48 },
    drops: [
      { kind: "ingredient", name: "Feather Down", quantity: 2, chance: 0.5 },
      { kind: "monster", name: "Stormbeak", quality: "rare", chance: 0.03 },
    ],
  },
  {
    key: "sunken-temple",
    title: "Sunken Temple",
    enemies: ["Leviathorn", "Coralisk", "Lumina"],
    enemyLevel: 22,
    turnLimit: 45,
    isBoss: false,
    rewards: { gold: 140, playerXp: 80, monsterXp: 54 },
    drops: [
      { kind: "ingredient", name: "Moon Petal", quantity: 1, chance: 0.35 },
      { kind: "relic", name: "Moonlit Locket", quality: "epic", chance: 0.02 },
    ],
  },
  {
    key: "shadow-marsh",
    title: "Shadow Marsh",
    enemies: ["Shadepaw", "Nightcrawl", "Hexfang", "Bloomtail"],
    enemyLevel: 26,
    turnLimit: 50,
    isBoss: false,
    rewards: { gold: 160, playerXp: 90, monsterXp: 60 },
    drops: [
      { kind: "ingredient", name: "Shadow Essence", quantity: 1, chance: 0.35 },
      { kind: "relic", name: "Viper Fang", quality: "rare", chance: 0.05 },
    ],
  },
  {
    key: "sky-citadel",
    title: "Sky Citadel",
    enemies: ["Zephyrix", "Stormbeak", "Solarion", "Seraphowl"],
    enemyLevel: 30,
    turnLimit: 50,
    isBoss: true,
    rewards: { gold: 190, playerXp: 105, monsterXp: 68 },
    drops: [
      { kind: "ingredient", name: "Star Dust", quantity: 1, chance: 0.1 },
      { kind: "relic", name: "Sage Amulet", quality: "epic", chance: 0.02 },
    ],
  },
  {
    key: "molten-core",
    title: "Molten Core",
    enemies: ["Magmaw", "Blazehorn", "Golemite", "Pyronyx"],
    enemyLevel: 35,
    turnLimit: 55,
    isBoss: true,
    rewards: { gold: 220, playerXp: 120, monsterXp: 76 },
    drops: [
      { kind: "ingredient", name: "Dragon Scale", quantity: 1, chance: 0.12 },
      { kind: "relic", name: "Phoenix Plume", quality: "epic", chance: 0.02 },
      { kind: "monster", name: "Magmaw", quality: "epic", chance: 0.01 },
    ],
  },
  {
    key: "eclipse-throne",
    title: "Eclipse Throne",
    enemies: ["Umbradon", "Hexfang", "Nightcrawl", "Solarion", "Elderbark"],
    enemyLevel: 40,
    turnLimit: 60,
    isBoss: true,
    rewards: { gold: 260, playerXp: 140, monsterXp: 86 },
    drops: [
      { kind: "ingredient", name: "Star Dust", quantity: 1, chance: 0.15 },
      { kind: "relic", name: "Void Prism", quality: "legendary", chance: 0.005 },
      { kind: "monster", name: "Umbradon", quality: "legendary", chance: 0.003 },
    ],
  },
] as const satisfies readonly CampaignMapDefinition[];

export interface ChallengeDefinition extends CampaignMapDefinition {
  /** Most monsters the player may bring (MapProgress.bestScoreGroupSize: fewer is better). */
  readonly maxGroupSize: number;
  /** Curse level the enemies start with (MapProgress.highestCurse: higher is better). */
  readonly curse: number;
}

export const challenges = [
  {
    key: "lone-wolf",
    title: "Lone Wolf",
    enemies: ["Shadepaw", "Hexfang", "Nightcrawl"],
    enemyLevel: 12,
    turnLimit: 25,
    isBoss: false,
    maxGroupSize: 1,
    curse: 0,
    rewards: { gold: 150, playerXp: 60, monsterXp: 60 },
    drops: [{ kind: "ingredient", name: "Shadow Essence", quantity: 1, chance: 0.5 }],
  },
  {
    key: "cursed-tides",
    title: "Cursed Tides",
    enemies: ["Leviathorn", "Frostjaw", "Coralisk"],
    enemyLevel: 20,
    turnLimit: 30,
    isBoss: false,
    maxGroupSize: 3,
    curse: 3,
    rewards: { gold: 200, playerXp: 80, monsterXp: 70 },
    drops: [{ kind: "ingredient", name: "Frost Crystal", quantity: 2, chance: 0.5 }],
  },
  {
    key: "speed-trial",
    title: "Speed Trial",
    enemies: ["Gustling", "Stormbeak", "Zephyrix", "Cyclonyx"],
    enemyLevel: 25,
    turnLimit: 15,
    isBoss: false,
    maxGroupSize: 5,
    curse: 1,
    rewards: { gold: 250, playerXp: 90, monsterXp: 80 },
    drops: [{ kind: "relic", name: "Swift Feather", quality: "rare", chance: 0.2 }],
  },
  {
    key: "titans-gauntlet",
    title: "Titan's Gauntlet",
    enemies: ["Golemite", "Elderbark", "Magmaw", "Umbradon", "Pyronyx"],
    enemyLevel: 38,
    turnLimit: 60,
    isBoss: true,
    maxGroupSize: 5,
    curse: 5,
    rewards: { gold: 400, playerXp: 150, monsterXp: 120 },
    drops: [{ kind: "relic", name: "Crown of Ages", quality: "legendary", chance: 0.01 }],
  },
] as const satisfies readonly ChallengeDefinition[];

export const mapDifficulties = [
  { difficulty: 1, label: "Normal", enemyLevelBonus: 0, rewardMultiplier: 1, dropChanceMultiplier: 1 },
  { difficulty: 2, label: "Hard", enemyLevelBonus: 8, rewardMultiplier: 1.6, dropChanceMultiplier: 1.3 },
  {
    difficulty: 3,
    label: "Nightmare",
    enemyLevelBonus: 16,
    rewardMultiplier: 2.5,
    dropChanceMultiplier: 1.6,
  },
] as const;
export type MapDifficulty = (typeof mapDifficulties)[number]["difficulty"];
