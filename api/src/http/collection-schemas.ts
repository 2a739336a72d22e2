// The answers of the collection routes (collection-routes.ts), as zod for the
// OpenAPI document: each is the JSON of its use case's result (api/src/collection/).
// A use case that changes its result changes its schema here too
// (openapi-responses.test.ts keeps every answer described).
import { z } from "@hono/zod-openapi";
import { abilityKinds, elements } from "../catalogue/basics.ts";
import { QualitySchema } from "../catalogue/rewards.ts";

const ElementSchema = z.enum(elements);
const StatusSchema = z
  .enum(["owned", "seen", "unknown"])
  .describe("owned: in the inventory or transcended; seen: met in battle or owned once; unknown: neither");

const StatsAtLevel = z.object({
  level: z.number().int(),
  hp: z.number().int(),
  attack: z.number().int(),
  defense: z.number().int(),
  speed: z.number().int(),
  abilityAmount: z
    .number()
    .describe("The ability at this level: damage bonus (0.6 = 60 % harder), heal hp, shield, stun turns"),
});

const Ability = z.object({
  name: z.string(),
  kind: z.enum(abilityKinds),
  power: z.number(),
  firstTurn: z.number().int().describe("The monster's own turn on which it is first used"),
  cooldown: z.number().int().describe("Turns between two uses"),
});

const SpeciesRef = z.object({ key: z.string(), number: z.number().int() });

export const CollectionSchema = z
  .object({
    species: z.array(
      z.object({
        number: z.number().int(),
        key: z.string().describe("The species' address: /api/collection/species/{key}"),
        name: z.string(),
        element: ElementSchema,
        quality: QualitySchema,
        status: StatusSchema,
      }),
    ),
    elements: z.array(
      z.object({
        element: ElementSchema,
        total: z.number().int(),
        owned: z.number().int(),
        seen: z.number().int(),
      }),
    ),
    total: z.number().int(),
    owned: z.number().int(),
    seen: z.number().int(),
    completion: z.number().int().describe("Owned species out of all, in whole percent"),
  })
  .openapi("Collection");

export const SpeciesSchema = z
  .object({
    number: z.number().int(),
    key: z.string(),
    name: z.string(),
    element: ElementSchema,
    quality: QualitySchema,
    status: StatusSchema,
    whereToFind: z.object({
      starter: z.boolean().describe("Every new player is given one"),
      eggs: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          chance: z.number().describe("Of this species in one pull of the egg, in percent"),
        }),
      ),
      drops: z.array(
        z.object({ map: z.string(), mapName: z.string(), quality: QualitySchema, chance: z.number() }),
      ),
      enemyOn: z.array(z.object({ map: z.string(), mapName: z.string() })),
    }),
    details: z
      .object({
        baseStats: z.object({
          hp: z.number().int(),
          attack: z.number().int(),
          defense: z.number().int(),
          speed: z.number().int(),
        }),
        statsByLevel: z.array(StatsAtLevel),
        ability: Ability,
        mastery: z
          .object({
            level: z.number().int(),
            xp: z.number().int(),
            xpForNext: z.number().int().nullable(),
            maxLevel: z.number().int(),
            statBonusPercent: z.number(),
          })
          .nullable(),
        skins: z.array(z.object({ id: z.string(), worn: z.number().int() })),
        canWearSkins: z.boolean(),
        transcendence: z.object({
          requiredLevel: z.number().int(),
          transcended: z.number().int(),
          ready: z.array(z.number().int()).describe("Your monsters of it that can transcend now"),
        }),
        yourMonsters: z.array(
          z.object({
            id: z.number().int(),
            level: z.number().int(),
            quality: QualitySchema,
            skinId: z.string(),
          }),
        ),
      })
      .nullable()
      .describe("Null while the species is unknown to the player"),
    previous: SpeciesRef.nullable(),
    next: SpeciesRef.nullable(),
  })
  .openapi("Species");

export const OwnedMonsterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    speciesKey: z.string(),
    number: z.number().int(),
    element: ElementSchema,
    quality: QualitySchema,
    level: z.number().int(),
    maxLevel: z.number().int(),
    xp: z.number().int(),
    xpForNext: z.number().int().nullable(),
    skinId: z.string(),
    skins: z.array(z.string()),
    masteryLevel: z.number().int(),
    stats: StatsAtLevel,
    statsByLevel: z.array(StatsAtLevel).describe("Levels 1, 10, … and its own level, in order"),
    ability: Ability,
    teams: z.array(z.object({ slot: z.number().int(), name: z.string() })),
    sellPrice: z.number().int(),
    transcend: z.union([
      z.object({ ready: z.literal(true) }),
      z.object({
        ready: z.literal(false),
        reason: z.enum(["not_max_level", "in_team"]),
        requiredLevel: z.number().int(),
      }),
    ]),
  })
  .openapi("OwnedMonster");

export const ElementChartSchema = z
  .object({
    elements: z.array(ElementSchema),
    rows: z.array(
      z.object({
        attacker: ElementSchema,
        against: z.array(
          z.object({
            defender: ElementSchema,
            factor: z.number().describe("The damage multiplier of a hit"),
            matchup: z.enum(["strong", "weak", "even"]),
          }),
        ),
        strongAgainst: z.array(ElementSchema),
        weakAgainst: z.array(ElementSchema),
        threatenedBy: z.array(ElementSchema),
      }),
    ),
    strongFactor: z.number(),
    weakFactor: z.number(),
  })
  .openapi("ElementChart");
