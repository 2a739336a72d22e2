// The one typed config module for Monster Arena's product numbers and
// catalogues (product.md: defaults live here, never as scattered literals).
// Use cases, jobs, the game site, the console and the demo-world seed all read
// these values; changing a number here changes it everywhere.
import type { UserStats } from "../generated/prisma/client.ts";
import { dayMs, startOfUtcDay } from "../time/utc-day.ts";
import type { Reward, ShopGrant } from "./rewards.ts";

// ───────────────────────────── basics ─────────────────────────────

export const qualities = ["common", "rare", "epic", "legendary"] as const;
export type Quality = (typeof qualities)[number];

export const elements = ["fire", "water", "nature", "earth", "air", "light", "shadow"] as const;
export type Element = (typeof elements)[number];

export const abilityKinds = ["damage", "heal", "shield", "stun"] as const;
export type AbilityKind = (typeof abilityKinds)[number];

/** Gold is the free currency (User.freeCurrency), gems the paid one (User.paidCurrency). */
export const currencies = ["gold", "gems"] as const;
export type Currency = (typeof currencies)[number];

/** A UserStats counter (every numeric column of UserStats). */
export type UserStatField = Exclude<keyof UserStats, "id" | "userId">;

// ──────────────────────────── monsters ────────────────────────────

export interface BaseStats {
  readonly hp: number;
  readonly attack: number;
  readonly defense: number;
  readonly speed: number;
}

export interface MonsterDefinition {
  /** Unique and stable: Item.name, MonsterStats.name and Mastery.name. */
  readonly name: string;
  readonly element: Element;
  /** The quality a monster drops at; items can be found at a higher one. */
  readonly quality: Quality;
  readonly stats: BaseStats;
  readonly ability: { readonly name: string; readonly kind: AbilityKind; readonly power: number };
  /** Item.skinId values; the first is the skin a new monster wears. */
  readonly skins: readonly [string, ...string[]];
}

export const monsters = [
  // fire
  {
    name: "Emberfox",
    element: "fire",
    quality: "common",
    stats: { hp: 95, attack: 24, defense: 12, speed: 15 },
    ability: { name: "Flame Nip", kind: "damage", power: 30 },
    skins: ["emberfox-classic", "emberfox-ashen"],
  },
  {
    name: "Cinderpup",
    element: "fire",
    quality: "common",
    stats: { hp: 110, attack: 21, defense: 15, speed: 11 },
    ability: { name: "Smoke Screen", kind: "shield", power: 20 },
    skins: ["cinderpup-classic"],
  },
  {
    name: "Blazehorn",
    element: "fire",
    quality: "rare",
    stats: { hp: 150, attack: 33, defense: 20, speed: 12 },
    ability: { name: "Molten Charge", kind: "damage", power: 45 },
    skins: ["blazehorn-classic", "blazehorn-obsidian"],
  },
  {
    name: "Magmaw",
    element: "fire",
    quality: "epic",
    stats: { hp: 215, attack: 41, defense: 30, speed: 9 },
    ability: { name: "Eruption", kind: "damage", power: 65 },
    skins: ["magmaw-classic", "magmaw-cooled"],
  },
  {
    name: "Pyronyx",
    element: "fire",
    quality: "legendary",
    stats: { hp: 250, attack: 56, defense: 32, speed: 18 },
    ability: { name: "Rebirth Flame", kind: "heal", power: 60 },
    skins: ["pyronyx-classic", "pyronyx-azure", "pyronyx-eclipse"],
  },
  // water
  {
    name: "Tidepup",
    element: "water",
    quality: "common",
    stats: { hp: 105, attack: 20, defense: 16, speed: 12 },
    ability: { name: "Splash Mend", kind: "heal", power: 22 },
    skins: ["tidepup-classic", "tidepup-coral"],
  },
  {
    name: "Bubblefin",
    element: "water",
    quality: "common",
    stats: { hp: 90, attack: 19, defense: 14, speed: 16 },
    ability: { name: "Bubble Trap", kind: "stun", power: 1 },
    skins: ["bubblefin-classic"],
  },
  {
    name: "Coralisk",
    element: "water",
    quality: "rare",
    stats: { hp: 160, attack: 27, defense: 28, speed: 10 },
    ability: { name: "Reef Wall", kind: "shield", power: 40 },
    skins: ["coralisk-classic", "coralisk-bleached"],
  },
  {
    name: "Frostjaw",
    element: "water",
    quality: "rare",
    stats: { hp: 140, attack: 34, defense: 18, speed: 14 },
    ability: { name: "Glacial Bite", kind: "damage", power: 44 },
    skins: ["frostjaw-classic"],
  },
  {
    name: "Leviathorn",
    element: "water",
    quality: "epic",
    stats: { hp: 225, attack: 38, defense: 34, speed: 10 },
    ability: { name: "Maelstrom", kind: "stun", power: 2 },
    skins: ["leviathorn-classic", "leviathorn-abyssal"],
  },
  // nature
  {
    name: "Sproutling",
    element: "nature",
    quality: "common",
    stats: { hp: 100, attack: 18, defense: 17, speed: 12 },
    ability: { name: "Photosynthesis", kind: "heal", power: 25 },
    skins: ["sproutling-classic", "sproutling-autumn"],
  },
  {
    name: "Mosshell",
    element: "nature",
    quality: "common",
    stats: { hp: 125, attack: 16, defense: 22, speed: 7 },
    ability: { name: "Moss Armor", kind: "shield", power: 24 },
    skins: ["mosshell-classic"],
  },
  {
    name: "Thornback",
    element: "nature",
    quality: "rare",
    stats: { hp: 155, attack: 30, defense: 26, speed: 9 },
    ability: { name: "Bramble Burst", kind: "damage", power: 40 },
    skins: ["thornback-classic", "thornback-rose"],
  },
  {
    name: "Bloomtail",
    element: "nature",
    quality: "rare",
    stats: { hp: 135, attack: 26, defense: 20, speed: 15 },
    ability: { name: "Pollen Cloud", kind: "stun", power: 1 },
    skins: ["bloomtail-classic"],
  },
  {
    name: "Elderbark",
    element: "nature",
    quality: "legendary",
    stats: { hp: 280, attack: 44, defense: 46, speed: 8 },
    ability: { name: "Ancient Grove", kind: "heal", power: 75 },
    skins: ["elderbark-classic", "elderbark-frostbitten"],
  },
  // earth
  {
    name: "Pebblit",
    element: "earth",
    quality: "common",
    stats: { hp: 120, attack: 19, defense: 21, speed: 8 },
    ability: { name: "Rock Toss", kind: "damage", power: 26 },
    skins: ["pebblit-classic"],
  },
  {
    name: "Burrowmole",
    element: "earth",
    quality: "common",
    stats: { hp: 100, attack: 23, defense: 15, speed: 13 },
    ability: { name: "Tunnel Ambush", kind: "stun", power: 1 },
    skins: ["burrowmole-classic", "burrowmole-miner"],
  },
  {
    name: "Quartzhide",
    element: "earth",
    quality: "rare",
    stats: { hp: 170, attack: 25, defense: 32, speed: 8 },
    ability: { name: "Crystal Ward", kind: "shield", power: 42 },
    skins: ["quartzhide-classic", "quartzhide-amethyst"],
  },
  {
    name: "Golemite",
    element: "earth",
    quality: "epic",
    stats: { hp: 230, attack: 36, defense: 40, speed: 6 },
    ability: { name: "Landslide", kind: "damage", power: 60 },
    skins: ["golemite-classic", "golemite-mossy"],
  },
  // air
  {
    name: "Gustling",
    element: "air",
    quality: "common",
    stats: { hp: 85, attack: 22, defense: 11, speed: 19 },
    ability: { name: "Tailwind", kind: "shield", power: 18 },
    skins: ["gustling-classic"],
  },
  {
    name: "Featherwisp",
    element: "air",
    quality: "common",
    stats: { hp: 88, attack: 20, defense: 12, speed: 18 },
    ability: { name: "Soothing Breeze", kind: "heal", power: 20 },
    skins: ["featherwisp-classic", "featherwisp-dusk"],
  },
  {
    name: "Stormbeak",
    element: "air",
    quality: "rare",
    stats: { hp: 130, attack: 35, defense: 16, speed: 20 },
    ability: { name: "Thunder Dive", kind: "damage", power: 48 },
    skins: ["stormbeak-classic", "stormbeak-golden"],
  },
  {
    name: "Zephyrix",
    element: "air",
    quality: "epic",
    stats: { hp: 190, attack: 44, defense: 24, speed: 22 },
    ability: { name: "Cyclone Cage", kind: "stun", power: 2 },
    skins: ["zephyrix-classic"],
  },
  {
    name: "Cyclonyx",
    element: "air",
    quality: "legendary",
    stats: { hp: 235, attack: 55, defense: 30, speed: 24 },
    ability: { name: "Eye of the Storm", kind: "damage", power: 85 },
    skins: ["cyclonyx-classic", "cyclonyx-tempest"],
  },
  // light
  {
    name: "Glimmerbug",
    element: "light",
    quality: "common",
    stats: { hp: 80, attack: 21, defense: 13, speed: 17 },
    ability: { name: "Dazzle", kind: "stun", power: 1 },
    skins: ["glimmerbug-classic", "glimmerbug-firefly"],
  },
  {
    name: "Lumina",
    element: "light",
    quality: "rare",
    stats: { hp: 140, attack: 24, defense: 22, speed: 14 },
    ability: { name: "Radiant Veil", kind: "heal", power: 42 },
    skins: ["lumina-classic"],
  },
  {
    name: "Solarion",
    element: "light",
    quality: "epic",
    stats: { hp: 200, attack: 43, defense: 28, speed: 15 },
    ability: { name: "Solar Flare", kind: "damage", power: 62 },
    skins: ["solarion-classic", "solarion-dawn"],
  },
  {
    name: "Seraphowl",
    element: "light",
    quality: "legendary",
    stats: { hp: 245, attack: 48, defense: 38, speed: 19 },
    ability: { name: "Sanctuary", kind: "shield", power: 80 },
    skins: ["seraphowl-classic", "seraphowl-snowy"],
  },
  // shadow
  {
    name: "Shadepaw",
    element: "shadow",
    quality: "common",
    stats: { hp: 92, attack: 25, defense: 11, speed: 16 },
    ability: { name: "Night Swipe", kind: "damage", power: 30 },
    skins: ["shadepaw-classic", "shadepaw-alley"],
  },
  {
    name: "Nightcrawl",
    element: "shadow",
    quality: "rare",
    stats: { hp: 145, attack: 30, defense: 21, speed: 13 },
    ability: { name: "Creeping Dread", kind: "stun", power: 1 },
    skins: ["nightcrawl-classic"],
  },
  {
    name: "Hexfang",
    element: "shadow",
    quality: "rare",
    stats: { hp: 135, attack: 36, defense: 17, speed: 17 },
    ability: { name: "Cursed Bite", kind: "damage", power: 46 },
    skins: ["hexfang-classic", "hexfang-voodoo"],
  },
  {
    name: "Umbradon",
    element: "shadow",
    quality: "legendary",
    stats: { hp: 265, attack: 58, defense: 34, speed: 14 },
    ability: { name: "Eclipse", kind: "damage", power: 90 },
    skins: ["umbradon-classic", "umbradon-blood-moon", "umbradon-void"],
  },
] as const satisfies readonly MonsterDefinition[];

export type MonsterName = (typeof monsters)[number]["name"];
export const monsterNames: readonly MonsterName[] = monsters.map((monster) => monster.name);

export function findMonster(name: string): MonsterDefinition | undefined {
  return monsters.find((monster) => monster.name === name);
}

/** Stats of a monster item grow with its level and quality. */
export const monsterStatGrowthPerLevel = 0.05;
export const qualityStatMultiplier: Readonly<Record<Quality, number>> = {
  common: 1,
  rare: 1.15,
  epic: 1.35,
  legendary: 1.6,
};

// ───────────────────────────── relics ─────────────────────────────

export interface RelicDefinition {
  readonly name: string;
  readonly quality: Quality;
  /** Flat bonus to the holder's stats at relic level 1. */
  readonly bonuses: Partial<BaseStats>;
}

export const relics = [
  { name: "Ember Charm", quality: "common", bonuses: { attack: 4 } },
  { name: "Swift Feather", quality: "common", bonuses: { speed: 2 } },
  { name: "Oak Talisman", quality: "common", bonuses: { hp: 20 } },
  { name: "Tide Pearl", quality: "rare", bonuses: { hp: 25, defense: 3 } },
  { name: "Iron Bulwark", quality: "rare", bonuses: { defense: 8 } },
  { name: "Viper Fang", quality: "rare", bonuses: { attack: 7, speed: 1 } },
  { name: "Heartstone", quality: "epic", bonuses: { hp: 60, defense: 5 } },
  { name: "Sage Amulet", quality: "epic", bonuses: { attack: 6, defense: 6 } },
  { name: "Phoenix Plume", quality: "epic", bonuses: { attack: 10, speed: 3 } },
  { name: "Moonlit Locket", quality: "epic", bonuses: { hp: 40, speed: 3 } },
  { name: "Crown of Ages", quality: "legendary", bonuses: { hp: 80, attack: 10, defense: 10 } },
  { name: "Void Prism", quality: "legendary", bonuses: { attack: 18, speed: 4 } },
] as const satisfies readonly RelicDefinition[];

export type RelicName = (typeof relics)[number]["name"];
export const relicNames: readonly RelicName[] = relics.map((relic) => relic.name);

export const relicMaxLevel = 10;
/** Each level above 1 adds this share of the level-1 bonus. */
export const relicBonusGrowthPerLevel = 0.1;

// ─────────────────────────── ingredients ───────────────────────────

export interface IngredientDefinition {
  readonly name: string;
  readonly rarity: Quality;
  /** Gold paid per unit sold. */
  readonly sellPrice: number;
}

export const ingredients = [
  { name: "Slime Jelly", rarity: "common", sellPrice: 5 },
  { name: "Wolf Fang", rarity: "common", sellPrice: 6 },
  { name: "Glowcap Mushroom", rarity: "common", sellPrice: 6 },
  { name: "Iron Ore", rarity: "common", sellPrice: 8 },
  { name: "Ember Ash", rarity: "rare", sellPrice: 20 },
  { name: "River Pearl", rarity: "rare", sellPrice: 22 },
  { name: "Feather Down", rarity: "rare", sellPrice: 18 },
  { name: "Frost Crystal", rarity: "epic", sellPrice: 60 },
  { name: "Moon Petal", rarity: "epic", sellPrice: 55 },
  { name: "Shadow Essence", rarity: "epic", sellPrice: 65 },
  { name: "Dragon Scale", rarity: "legendary", sellPrice: 180 },
  { name: "Star Dust", rarity: "legendary", sellPrice: 200 },
] as const satisfies readonly IngredientDefinition[];

export type IngredientName = (typeof ingredients)[number]["name"];
export const ingredientNames: readonly IngredientName[] = ingredients.map((ingredient) => ingredient.name);

// ─────────────────────────── progression ───────────────────────────

export const playerMaxLevel = 100;

/** Player xp needed to go from `level` to `level + 1`: a gentle power curve on
 * which a daily player reaches about level 10 in six weeks. */
export function xpForLevel(level: number): number {
  return Math.round(80 * level ** 1.4);
}

export const monsterMaxLevel = 50;

/** Monster xp needed to go from `level` to `level + 1`; linear so that
 * dedicated players can reach the cap (and transcend) within a season. */
export function monsterXpForLevel(level: number): number {
  return 20 + 10 * level;
}

export const mastery = {
  maxLevel: 10,
  /** Mastery xp for the monster's owner per match it took part in. */
  xpPerMatch: 10,
  xpPerWin: 20,
} as const;

/** Mastery xp needed to go from `level` to `level + 1`. */
export function masteryXpForLevel(level: number): number {
  return 150 * level;
}

// ───────────────────── inventory, teams, profile ─────────────────────

export const inventoryDefaults = {
  monsterSlots: 30,
  relicSlots: 30,
  ingredientSlots: 20,
  ingredientsCap: 99,
} as const;

/** The Inventory columns a shop item or VIP can raise. */
export const inventoryCapacities = [
  "monsterSlots",
  "relicSlots",
  "ingredientSlots",
  "ingredientsCap",
] as const;
export type InventoryCapacity = (typeof inventoryCapacities)[number];

export const teams = { maxTeams: 3, slotsPerTeam: 5 } as const;

export const cosmeticSlots = ["avatar", "banner", "frame"] as const;
export type CosmeticSlot = (typeof cosmeticSlots)[number];

/** What every profile wears until the player equips an owned cosmetic (UserProfile defaults). */
export const defaultCosmetics: Readonly<Record<CosmeticSlot, string>> = {
  avatar: "avatar-default",
  banner: "banner-default",
  frame: "frame-default",
};

export const displayNameRules = {
  minLength: 3,
  maxLength: 20,
  pattern: /^[A-Za-z0-9_]+$/,
} as const;

// ───────────────────────────── economy ─────────────────────────────

/** Gold paid for selling a level-1 monster or relic; each level above 1 adds 10 %. */
export const sellPrices = {
  monster: { common: 50, rare: 200, epic: 800, legendary: 3000 },
  relic: { common: 40, rare: 150, epic: 600, legendary: 2500 },
  perLevelBonus: 0.1,
} as const satisfies {
  monster: Record<Quality, number>;
  relic: Record<Quality, number>;
  perLevelBonus: number;
};

export function sellPrice(type: "monster" | "relic", quality: Quality, level: number): number {
  return Math.round(sellPrices[type][quality] * (1 + sellPrices.perLevelBonus * (level - 1)));
}

const relicUpgradeQualityFactor: Readonly<Record<Quality, number>> = {
  common: 1,
  rare: 2,
  epic: 4,
  legendary: 8,
};

/** Cost of upgrading a relic from `level` to `level + 1`: gold plus ingredients of the relic's rarity. */
export function relicUpgradeCost(
  quality: Quality,
  level: number,
): { gold: number; ingredientRarity: Quality; ingredientQuantity: number } {
  return {
    gold: 100 * level * relicUpgradeQualityFactor[quality],
    ingredientRarity: quality,
    ingredientQuantity: level + 1,
  };
}

/** Black market: give `give` units of one ingredient for `receive` of another of the same rarity. */
export const blackMarketExchangeRate = { give: 3, receive: 1 } as const;

// ───────────────────────── campaign and matches ─────────────────────────

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

interface StageRewards {
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
 * api/src/battle/first-session.test.ts plays that path on thousands of seeds:
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

/** A map or challenge at a difficulty: the enemy team, its limits and what winning pays. */
export interface Stage {
  readonly enemies: readonly { readonly name: MonsterName; readonly level: number }[];
  readonly turnLimit: number;
  readonly rewards: StageRewards;
  readonly drops: readonly Drop[];
}

export function stageFor(map: CampaignMapDefinition, difficulty: MapDifficulty): Stage {
  const level = mapDifficulties[difficulty - 1]!;
  const scale = (value: number) => Math.round(value * level.rewardMultiplier);
  return {
    enemies: map.enemies.map((name) => ({
      name,
      level: Math.min(monsterMaxLevel, map.enemyLevel + level.enemyLevelBonus),
    })),
    turnLimit: map.turnLimit,
    rewards: {
      gold: scale(map.rewards.gold),
      playerXp: scale(map.rewards.playerXp),
      monsterXp: scale(map.rewards.monsterXp),
    },
    drops: map.drops.map((drop) => ({
      ...drop,
      chance: Math.min(1, drop.chance * level.dropChanceMultiplier),
    })),
  };
}

/** Boss points for beating a boss stage, per difficulty level. */
export const bossPointsPerDifficulty = 100;

/** Limits a reported match must respect to be accepted (anti-cheat sanity bounds). */
export const matchBounds = {
  maxTurns: 200,
  maxTimeSeconds: 3600,
  maxKills: 50,
  maxCurse: 10,
  maxGroupSize: teams.slotsPerTeam,
} as const;

export const pvpRewards = {
  winGold: 80,
  lossGold: 20,
  winPlayerXp: 50,
  lossPlayerXp: 20,
  winMonsterXp: 40,
  lossMonsterXp: 15,
  killPointsPerKill: 10,
} as const;

export const elo = {
  initial: 1000,
  /** Standard chess K-factor: a win between equals moves 16 points. */
  kFactor: 32,
  floor: 100,
} as const;

/** Elo after a match: the standard logistic expectation with the configured K-factor. */
export function eloAfterMatch(rating: number, opponentRating: number, won: boolean): number {
  const expected = 1 / (1 + 10 ** ((opponentRating - rating) / 400));
  return Math.max(elo.floor, Math.round(rating + elo.kFactor * ((won ? 1 : 0) - expected)));
}

// ─────────────────────── quests and achievements ───────────────────────

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

// ─────────────────────────── daily rewards ───────────────────────────

/** One reward per day of the 28-day login streak (User.loginDay is the index). */
export const dailyRewardCalendar: readonly Reward[] = [
  { gold: 100 },
  { gold: 150 },
  { ingredients: [{ name: "Slime Jelly", quantity: 5 }] },
  { gold: 200 },
  { gems: 10 },
  { gold: 250 },
  { gems: 30, ingredients: [{ name: "Ember Ash", quantity: 2 }] },
  { gold: 300 },
  { ingredients: [{ name: "River Pearl", quantity: 3 }] },
  { gold: 350 },
  { gems: 15 },
  { gold: 400 },
  { ingredients: [{ name: "Iron Ore", quantity: 10 }] },
  { items: [{ type: "monster", name: "Thornback", quality: "rare" }] },
  { gold: 500 },
  { gems: 20 },
  { ingredients: [{ name: "Frost Crystal", quantity: 3 }] },
  { gold: 600 },
  { gems: 25 },
  { gold: 700 },
  { gems: 40, items: [{ type: "relic", name: "Tide Pearl", quality: "rare" }] },
  { gold: 800 },
  { ingredients: [{ name: "Dragon Scale", quantity: 1 }] },
  { gold: 900 },
  { gems: 30 },
  { gold: 1000 },
  { ingredients: [{ name: "Star Dust", quantity: 1 }] },
  { gems: 100, items: [{ type: "monster", name: "Golemite", quality: "epic" }] },
];

// ─────────────────────────────── VIP ───────────────────────────────

/** The VIP passes: shop items (category vip), sold in the shop and on the VIP page at one price. */
export const vipPackages = [
  { key: "vip-7", title: "VIP 7 days", days: 7, gemPrice: 120, shopTier: 1 },
  { key: "vip-30", title: "VIP 30 days", days: 30, gemPrice: 400, shopTier: 3 },
  { key: "vip-90", title: "VIP 90 days", days: 90, gemPrice: 1000, shopTier: 5 },
] as const;

export const vipPerks = {
  dailyRewardMultiplier: 2,
  shopDiscountPercent: 10,
  /** Added to the inventory's own capacities while VIP is active. */
  extraSlots: { monsterSlots: 10, relicSlots: 10, ingredientSlots: 5 },
} as const satisfies {
  dailyRewardMultiplier: number;
  shopDiscountPercent: number;
  extraSlots: Partial<Record<InventoryCapacity, number>>;
};

// ─────────────────────────────── shop ───────────────────────────────

export const shopCategories = ["monsters", "relics", "ingredients", "cosmetics", "vip", "slots"] as const;
export type ShopCategory = (typeof shopCategories)[number];

export const shopTiers = [1, 2, 3, 4, 5] as const;
export type ShopTier = (typeof shopTiers)[number];

export interface ShopItemDefinition {
  /** Unique and stable: ShopItem.name. */
  readonly name: string;
  readonly category: ShopCategory;
  readonly tier: ShopTier;
  readonly price: number;
  readonly currency: Currency;
  /** What buying grants; ShopItem.type is grant.kind. */
  readonly grant: ShopGrant;
  /** Cosmetics are owned once (OwnedShopItem). */
  readonly isOneTime: boolean;
}

/** The shop item that sells game access for gems: always on sale (shopRotation.alwaysOnSale). */
export const arenaPass = { name: "Arena Pass", gemPrice: 200, shopTier: 1 } as const;

export const shopCatalogue: readonly ShopItemDefinition[] = [
  // monsters: gold up to tier 3, gems above
  ...(
    [
      ["Cinderpup", "common", 1, 800, "gold"],
      ["Bubblefin", "common", 1, 800, "gold"],
      ["Thornback", "rare", 2, 2500, "gold"],
      ["Coralisk", "rare", 2, 2500, "gold"],
      ["Stormbeak", "rare", 3, 6000, "gold"],
      ["Hexfang", "rare", 3, 6000, "gold"],
      ["Magmaw", "epic", 4, 300, "gems"],
      ["Golemite", "epic", 4, 300, "gems"],
      ["Seraphowl", "legendary", 5, 1200, "gems"],
      ["Umbradon", "legendary", 5, 1200, "gems"],
    ] as const
  ).map(
    ([name, quality, tier, price, currency]): ShopItemDefinition => ({
      name: `${name} Egg`,
      category: "monsters",
      tier,
      price,
      currency,
      grant: { kind: "monster", name, quality },
      isOneTime: false,
    }),
  ),
  // relics
  ...(
    [
      ["Ember Charm", "common", 1, 600, "gold"],
      ["Swift Feather", "common", 1, 600, "gold"],
      ["Tide Pearl", "rare", 2, 2000, "gold"],
      ["Iron Bulwark", "rare", 2, 2000, "gold"],
      ["Heartstone", "epic", 3, 5000, "gold"],
      ["Phoenix Plume", "epic", 4, 250, "gems"],
      ["Crown of Ages", "legendary", 5, 900, "gems"],
    ] as const
  ).map(
    ([name, quality, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "relics",
      tier,
      price,
      currency,
      grant: { kind: "relic", name, quality },
      isOneTime: false,
    }),
  ),
  // ingredient bundles
  ...(
    [
      ["Slime Jelly", 10, 1, 200, "gold"],
      ["Wolf Fang", 10, 1, 220, "gold"],
      ["Iron Ore", 10, 2, 400, "gold"],
      ["River Pearl", 5, 2, 600, "gold"],
      ["Frost Crystal", 5, 3, 1500, "gold"],
      ["Dragon Scale", 3, 4, 80, "gems"],
      ["Star Dust", 2, 5, 200, "gems"],
    ] as const
  ).map(
    ([name, quantity, tier, price, currency]): ShopItemDefinition => ({
      name: `${name} x${quantity}`,
      category: "ingredients",
      tier,
      price,
      currency,
      grant: { kind: "ingredient", name, quantity },
      isOneTime: false,
    }),
  ),
  // cosmetics: owned once, equipped on the profile
  ...(
    [
      ["Emberfox Avatar", "avatar", "avatar-emberfox", 1, 1500, "gold"],
      ["Frame: Bronze", "frame", "frame-bronze", 1, 1000, "gold"],
      ["Banner: Volcano", "banner", "banner-volcano", 2, 60, "gems"],
      ["Frame: Silver", "frame", "frame-silver", 2, 80, "gems"],
      ["Banner: Tides", "banner", "banner-tides", 3, 120, "gems"],
      ["Frame: Gold", "frame", "frame-gold", 3, 150, "gems"],
      ["Seraphowl Avatar", "avatar", "avatar-seraphowl", 4, 250, "gems"],
      ["Umbradon Avatar", "avatar", "avatar-umbradon", 4, 250, "gems"],
      ["Banner: Starlight", "banner", "banner-starlight", 5, 400, "gems"],
      ["Frame: Diamond", "frame", "frame-diamond", 5, 500, "gems"],
    ] as const
  ).map(
    ([name, slot, id, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "cosmetics",
      tier,
      price,
      currency,
      grant: { kind: "cosmetic", slot, id },
      isOneTime: true,
    }),
  ),
  // VIP passes, from vipPackages so prices agree
  ...vipPackages.map(
    (vipPackage): ShopItemDefinition => ({
      name: vipPackage.title,
      category: "vip",
      tier: vipPackage.shopTier,
      price: vipPackage.gemPrice,
      currency: "gems",
      grant: { kind: "vipDays", days: vipPackage.days },
      isOneTime: false,
    }),
  ),
  // game access for gems
  {
    name: arenaPass.name,
    category: "vip",
    tier: arenaPass.shopTier,
    price: arenaPass.gemPrice,
    currency: "gems",
    grant: { kind: "gameAccess" },
    isOneTime: false,
  },
  // inventory capacity
  ...(
    [
      ["+5 Monster Slots", "monsterSlots", 5, 1, 2000, "gold"],
      ["+5 Relic Slots", "relicSlots", 5, 2, 2000, "gold"],
      ["+5 Ingredient Slots", "ingredientSlots", 5, 3, 100, "gems"],
      ["+10 Monster Slots", "monsterSlots", 10, 4, 250, "gems"],
      ["+25 Ingredient Stack Size", "ingredientsCap", 25, 5, 300, "gems"],
    ] as const
  ).map(
    ([name, inventory, amount, tier, price, currency]): ShopItemDefinition => ({
      name,
      category: "slots",
      tier,
      price,
      currency,
      grant: { kind: "slots", inventory, amount },
      isOneTime: false,
    }),
  ),
];

export const shopRotation = {
  /** Items on sale at once per category after each daily rotation (the passes are always on sale). */
  availablePerCategory: { monsters: 4, relics: 3, ingredients: 4, cosmetics: 4, vip: 0, slots: 2 },
  /** Relative pick weight per tier: cheap items show up most days, tier 5 about once a week. */
  tierWeights: { 1: 40, 2: 25, 3: 18, 4: 11, 5: 6 },
  discountedItemsPerRotation: 3,
  /** Discount drawn in steps of `step` percent (ShopItem.discount is checked 0..90 in SQL). */
  discountPercent: { min: 10, max: 50, step: 5 },
  /**
   * Grants on sale every day, beside the drawn items and never discounted: the
   * way to game access, and the VIP passes (the VIP page sells these same rows,
   * so a pass has one price wherever it is sold).
   */
  alwaysOnSale: ["gameAccess", "vipDays"],
} as const satisfies {
  availablePerCategory: Record<ShopCategory, number>;
  alwaysOnSale: readonly ShopGrant["kind"][];
  tierWeights: Record<ShopTier, number>;
  discountedItemsPerRotation: number;
  discountPercent: { min: number; max: number; step: number };
};

/** Price a player pays: the item's discount, then the VIP discount, rounded down. */
export function shopPriceAfterDiscounts(price: number, discountPercent: number, isVip: boolean): number {
  const afterItemDiscount = price * (1 - discountPercent / 100);
  const afterVip = isVip ? afterItemDiscount * (1 - vipPerks.shopDiscountPercent / 100) : afterItemDiscount;
  return Math.floor(afterVip);
}

// ─────────────────────── gems for real money ───────────────────────

export const paymentCurrencies = ["usd", "eur", "gbp"] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/**
 * Stripe gem packs; prices in minor units (cents, pence). `gems` is what the
 * pack credits, of which `bonusGems` are the bonus a bigger pack carries over
 * the base rate (about 100 gems per dollar): 550 = 500 + 50 bonus.
 */
export const gemPacks = [
  { id: "gems-100", gems: 100, bonusGems: 0, prices: { usd: 99, eur: 99, gbp: 89 } },
  { id: "gems-550", gems: 550, bonusGems: 50, prices: { usd: 499, eur: 499, gbp: 449 } },
  { id: "gems-1200", gems: 1200, bonusGems: 200, prices: { usd: 999, eur: 999, gbp: 899 } },
  { id: "gems-2500", gems: 2500, bonusGems: 500, prices: { usd: 1999, eur: 1999, gbp: 1799 } },
  { id: "gems-6500", gems: 6500, bonusGems: 1500, prices: { usd: 4999, eur: 4999, gbp: 4499 } },
  { id: "gems-14000", gems: 14000, bonusGems: 4000, prices: { usd: 9999, eur: 9999, gbp: 8999 } },
] as const satisfies readonly {
  id: string;
  gems: number;
  bonusGems: number;
  prices: Record<PaymentCurrency, number>;
}[];

// ───────────────────────── new players, referrals ─────────────────────────

export const starterGrant = {
  gold: 1000,
  gems: 50,
  monsters: ["Emberfox", "Tidepup", "Sproutling"],
} as const satisfies { gold: number; gems: number; monsters: readonly MonsterName[] };

/**
 * The gift a new player finds in the inbox (template welcome_gift), written in
 * the transaction that creates the account (api/src/onboarding/welcome-gift.ts)
 * and collected like any reward message. Kept below the Arena Pass's price
 * together with the starter gems: game access is bought, not handed out.
 */
export const welcomeGift = {
  reward: { gold: 500, gems: 25, ingredients: [{ name: "Slime Jelly", quantity: 5 }] },
  lifetimeDays: 30,
} as const satisfies { reward: Reward; lifetimeDays: number };

/**
 * The home page's first-steps guide, in order. Each step is ticked from the
 * player's own records (api/src/onboarding/first-steps.ts), never from the page;
 * once every step is done the guide is gone.
 */
export const firstSteps = [
  { key: "buildTeam", title: "Build a team", hint: "Put your three starter monsters in your first team." },
  {
    key: "winBattle",
    title: "Win your first battle",
    hint: "Fight the first campaign map on the play screen.",
  },
  { key: "claimQuest", title: "Claim a quest", hint: "Finish a daily quest, then claim its reward." },
  { key: "claimDailyReward", title: "Claim your daily reward", hint: "A reward waits every day you play." },
  {
    key: "viewCollection",
    title: "Look at your collection",
    hint: "See your monsters, relics and ingredients.",
  },
] as const satisfies readonly { key: string; title: string; hint: string }[];
export type FirstStepKey = (typeof firstSteps)[number]["key"];

export const firstSession = {
  /** For this long after sign-up, home greets the player as new ("Welcome"), then as returning ("Welcome back"). */
  newPlayerHours: 24,
  /**
   * The guide is a beginner's: shown for this long after sign-up unless finished
   * sooner, so players who came before it (the demo world's veterans) never get it.
   */
  guideDays: 14,
} as const;

/** Paid to the referrer when the referred player makes a first real-money purchase. */
export const referralReward: Reward = { gems: 100 };

// ─────────────────────────── leaderboards ───────────────────────────

export const leaderboardPeriodicities = ["daily", "weekly", "monthly", "season", "allTime"] as const;
export type Periodicity = (typeof leaderboardPeriodicities)[number];

export type ScoreOperator = "best" | "set" | "increment";

/** Ranked stats, how a submitted score combines with the stored one, and the periods each runs for. */
export const leaderboardTypes = [
  { type: "elo", operator: "set", periodicities: ["season", "allTime"] },
  { type: "kills", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "bossPoints", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "killPoints", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "pveWins", operator: "increment", periodicities: leaderboardPeriodicities },
] as const satisfies readonly {
  type: string;
  operator: ScoreOperator;
  periodicities: readonly Periodicity[];
}[];
export type LeaderboardType = (typeof leaderboardTypes)[number]["type"];

/** Every Leaderboard row the game keeps: one per periodicity and type. */
export const leaderboards: readonly {
  periodicity: Periodicity;
  type: LeaderboardType;
  operator: ScoreOperator;
}[] = leaderboardTypes.flatMap((board) =>
  board.periodicities.map((periodicity) => ({ periodicity, type: board.type, operator: board.operator })),
);

export const season = {
  lengthDays: 56,
  /** A Monday 00:00 UTC; seasons follow each other from here. */
  firstStartsAt: new Date("2026-01-05T00:00:00.000Z"),
} as const;

/** Start of the period containing `at` (UTC); all-time boards count from the first season. */
export function periodStartFor(periodicity: Periodicity, at: Date): Date {
  const startOfDay = startOfUtcDay(at).getTime();
  switch (periodicity) {
    case "daily":
      return new Date(startOfDay);
    case "weekly": {
      const daysSinceMonday = (new Date(startOfDay).getUTCDay() + 6) % 7;
      return new Date(startOfDay - daysSinceMonday * dayMs);
    }
    case "monthly":
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    case "season": {
      const seasonMs = season.lengthDays * dayMs;
      const seasonsSinceFirst = Math.floor((at.getTime() - season.firstStartsAt.getTime()) / seasonMs);
      return new Date(season.firstStartsAt.getTime() + seasonsSinceFirst * seasonMs);
    }
    case "allTime":
      return season.firstStartsAt;
  }
}

export interface RankBracket {
  readonly fromRank: number;
  readonly toRank: number;
  readonly reward: { readonly gold?: number; readonly gems?: number };
}

/** Rewards sent as inbox messages when a monthly period ends, by final rank. */
export const rankBrackets: readonly RankBracket[] = [
  { fromRank: 1, toRank: 1, reward: { gems: 500, gold: 5000 } },
  { fromRank: 2, toRank: 3, reward: { gems: 300, gold: 3000 } },
  { fromRank: 4, toRank: 10, reward: { gems: 150, gold: 1500 } },
  { fromRank: 11, toRank: 100, reward: { gems: 50, gold: 500 } },
  { fromRank: 101, toRank: 1000, reward: { gold: 200 } },
];

/** Bracket rewards are scaled by how long the period was; all-time boards never reset. */
export const rankRewardScale: Readonly<Record<Periodicity, number>> = {
  daily: 0.1,
  weekly: 0.5,
  monthly: 1,
  season: 2,
  allTime: 0,
};

export function rankReward(periodicity: Periodicity, rank: number): Reward | undefined {
  const bracket = rankBrackets.find((candidate) => rank >= candidate.fromRank && rank <= candidate.toRank);
  const scale = rankRewardScale[periodicity];
  if (!bracket || scale === 0) return undefined;
  const reward: Reward = {};
  for (const currency of currencies) {
    const amount = bracket.reward[currency];
    if (amount) reward[currency] = Math.max(1, Math.round(amount * scale));
  }
  return reward;
}

// ─────────────────────────────── inbox ───────────────────────────────

export const inbox = {
  /** Reward messages (grants that did not fit, compensation, rank rewards) expire after this. */
  rewardMessageLifetimeDays: 30,
} as const;

// ───────────── engagement: inbox, polls, leaderboard queries and resets ─────────────
// (engagement branch; docs/decisions/050-leaderboards.md, 051-inbox-and-polls.md)

/** Start of the period after the one containing `at`: when a board next resets (null: never). */
export function nextPeriodStartFor(periodicity: Periodicity, at: Date): Date | null {
  const start = periodStartFor(periodicity, at);
  switch (periodicity) {
    case "daily":
      return new Date(start.getTime() + dayMs);
    case "weekly":
      return new Date(start.getTime() + 7 * dayMs);
    case "monthly":
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case "season":
      return new Date(start.getTime() + season.lengthDays * dayMs);
    case "allTime":
      return null;
  }
}

export const leaderboardQueries = {
  /** Rows per page of a board's top list. */
  defaultPageSize: 50,
  maxPageSize: 100,
  /** Contenders shown above and below the player in "around me". */
  defaultAroundMe: 5,
  maxAroundMe: 25,
} as const;

export const leaderboardReset = {
  /** Ranks kept in LeaderboardArchive per period: a huge board keeps only its top. */
  archiveMaxRanks: 10_000,
  /** Rank-reward messages written per transaction (a crash between batches neither repeats nor skips). */
  rewardBatchSize: 500,
} as const;

/** The last rank that earns a rank-bracket reward. */
export const lastRewardedRank = Math.max(...rankBrackets.map((bracket) => bracket.toRank));

export const inboxQueries = {
  /** Messages per inbox page. */
  pageSize: 50,
} as const;

/** A broadcast's or segment send's message lifetime when staff give none. */
export const defaultBroadcastLifetimeDays = inbox.rewardMessageLifetimeDays;

// ═════════════════════ progression: battles, matches, teams ═════════════════════
// Numbers of the playing-and-progression issue (inventory, teams, matches, quests,
// achievements, mastery, campaign). Added as one block so other branches' additions
// merge cleanly; docs/decisions/040-battle-simulation.md explains the battle rules.

/** The server-side auto-battle (api/src/battle/). */
export const battleRules = {
  /** A simulated battle never runs longer than this, whatever the stage says. */
  maxTurns: 60,
  /** Turns between two uses of a monster's ability (it is ready on turn 2). */
  abilityCooldown: 3,
  /** Damage multiplier against an element the attacker is strong against (and 1 / it when weak). */
  elementAdvantage: 1.25,
  /** Random spread of every hit: damage × [1 − variance, 1 + variance]. */
  damageVariance: 0.1,
  /** Each curse level gives the enemies this share more hp and attack. */
  cursePerLevel: 0.1,
  /** Each mastery level above 1 adds this share to the monster's stats. */
  masteryStatBonusPerLevel: 0.02,
  /** A defender that survives the turn limit wins (the attacker must finish the job). */
  timeoutWinner: "defender",
} as const;

/** Who beats whom: fire > nature > earth > air > water > fire; light and shadow beat each other. */
export const elementStrengths: Readonly<Record<Element, readonly Element[]>> = {
  fire: ["nature"],
  nature: ["earth"],
  earth: ["air"],
  air: ["water"],
  water: ["fire"],
  light: ["shadow"],
  shadow: ["light"],
};

/** PvE losses still pay this share of the stage's player and monster xp (no gold, no drops). */
export const pveLossXpShare = 0.25;

/**
 * The first campaign chapter (maps 1–3) is free: anyone may play it, also
 * without User.hasGameAccess. The rest of the campaign, challenges and PvP need
 * game access, which any real-money purchase, the Arena Pass (gems, in the
 * shop), a promo code or staff give (api/src/progression/game-access.ts).
 */
export const freeCampaignMaps = 3;

/** Challenges open once this many campaign maps are completed (User.campaignProgress). */
export const challengesUnlockAfterMaps = 3;

/** Async PvP: the defender's team is their team slot 0; opponents are drawn near the player's elo. */
export const pvpMatchmaking = {
  defenceTeamSlot: 0,
  /** How many candidate opponents the play screen offers. */
  candidates: 5,
  /** Opponents within this elo distance are preferred; the nearest are taken when none is. */
  eloWindow: 200,
} as const;

/**
 * What the play screen recommends before a fight (api/src/battles/advice.ts):
 * monsters at the enemies' level, and a team power (teamPower) this much above
 * the enemies' own. Below the enemies' power the fight is flagged as too hard.
 */
export const battleAdvice = {
  recommendedPowerMargin: 1.2,
  /** Recommended powers are rounded up to a multiple of this. */
  powerRounding: 10,
  /** After a defeat: enemies this many levels above the player's best monster call for levelling up. */
  levelGap: 2,
} as const;

/** Reported matches: extra sanity bounds beside matchBounds. */
export const matchReportRules = {
  /** A turn takes at least this long in a real client. */
  minSecondsPerTurn: 1,
  matchIdMinLength: 8,
  matchIdMaxLength: 100,
} as const;

/** Match modes a reporter may name; "boss" is a boss map of the campaign. */
export const matchModes = ["pve", "challenge", "boss", "pvp"] as const;
export type MatchMode = (typeof matchModes)[number];

/** A simulated battle's play time for MapProgress records: seconds per logged action. */
export const simulatedSecondsPerAction = 2;

// ──────────────── economy: shop, VIP, promo codes, payments ────────────────
// Numbers the economy use cases (api/src/{shop,vip,daily-reward,promo,payments})
// read; the catalogues above (shop, VIP packages, gem packs, calendar) stay where they are.

export const economy = {
  shop: {
    /** Idempotency-Key header on POST /api/shop/purchases. */
    idempotencyKeyLength: { min: 8, max: 100 },
  },
  promo: {
    /** Codes are stored and matched upper-case. */
    codeLength: { min: 3, max: 40 },
    rateLimits: {
      /** Redemption attempts (right or wrong) per player. */
      attemptsPerUser: { points: 10, durationSeconds: 10 * 60 },
      /** Redemption attempts per address (guessing codes with many accounts). */
      attemptsPerAddress: { points: 60, durationSeconds: 10 * 60 },
    },
  },
  payments: {
    /** The Stripe client's settings (platform-notes.md). */
    stripeTimeoutMs: 80_000,
    stripeMaxNetworkRetries: 1,
    /** Stripe's tolerance for a webhook signature's timestamp. */
    webhookToleranceSeconds: 300,
    /** Shown on receipts and Checkout. */
    productName: (gems: number) => `${gems.toLocaleString("en-US")} gems`,
  },
} as const;
