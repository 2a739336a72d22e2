// The monsters a player can own, fight and meet in battle: element, quality,
// base stats, ability and skins. The names are stored keys (Item.name,
// MonsterStats.name, Mastery.name): rename one only with a migration.
import type { AbilityKind, Element, Quality } from "./basics.ts";

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
