// The answers of the playing and progression routes (progression-routes.ts),
// as zod for the OpenAPI document: each is the JSON of its use case's result
// (a Date becomes its ISO text). Kept beside the routes, not in the use cases,
// because only the document reads them; a use case that changes its result
// changes its schema here too (openapi-responses.test.ts keeps every answer
// described).
import { z } from "@hono/zod-openapi";
import { QualitySchema, RewardSchema } from "../catalogue/rewards.ts";

const DateTime = z.string().openapi({ format: "date-time" });

const BalanceChange = z.object({
  currency: z.enum(["gold", "gems"]),
  delta: z.number(),
  balanceAfter: z.number(),
});

const Skill = z.object({
  name: z.string(),
  kind: z.enum(["damage", "heal", "shield", "stun"]),
  power: z.number(),
});

const MonsterSummary = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  quality: QualitySchema,
  skinId: z.string().nullable(),
});

const UnlockedAchievements = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    reward: RewardSchema,
    overflowMessageId: z.number().nullable(),
  }),
);

const QuestProgress = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    value: z.number(),
    target: z.number(),
    isClaimed: z.boolean(),
    justCompleted: z.boolean(),
  }),
);

const Quests = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    type: z.enum(["daily", "weekly"]),
    description: z.string(),
    target: z.number(),
    value: z.number(),
    reward: RewardSchema,
    isCompleted: z.boolean(),
    isClaimed: z.boolean(),
  }),
);

const Granted = z.object({
  granted: RewardSchema,
  overflow: RewardSchema.nullable(),
  overflowMessageId: z.number().nullable(),
  balances: z.array(BalanceChange),
  itemIds: z.array(z.number()),
});

const InventoryItems = z.array(
  z.object({
    id: z.number(),
    type: z.enum(["monster", "relic"]),
    name: z.string(),
    quality: QualitySchema,
    level: z.number(),
    xp: z.number(),
    maxLevel: z.number(),
    skinId: z.string().nullable(),
    skins: z.array(z.string()),
    element: z.string().nullable(),
    createdAt: DateTime,
    sellPrice: z.number(),
    teams: z.array(z.number()),
    canTranscend: z.boolean(),
    mergeXp: z
      .number()
      .nullable()
      .openapi({ description: "Xp another monster of its kind gains if this one is merged into it" }),
    upgradeCost: z
      .object({
        gold: z.number(),
        ingredientRarity: QualitySchema,
        ingredientQuantity: z.number(),
      })
      .nullable(),
  }),
);

const PlayMaps = z.array(
  z.object({
    key: z.string(),
    title: z.string(),
    type: z.enum(["challenge", "campaign"]),
    isBoss: z.boolean(),
    isLocked: z.boolean(),
    isFree: z.boolean(),
    needsGameAccess: z.boolean(),
    enemies: z.array(z.object({ name: z.string(), level: z.number(), element: z.string().nullable() })),
    turnLimit: z.number(),
    maxGroupSize: z.number().nullable(),
    groupRule: z.string().nullable(),
    curse: z.number(),
    curseBonusPercent: z.number(),
    rewards: z.object({ gold: z.number(), playerXp: z.number(), monsterXp: z.number() }),
    yourPower: z.number(),
    difficulties: z.array(
      z.object({
        difficulty: z.number(),
        label: z.string(),
        isUnlocked: z.boolean(),
        isCompleted: z.boolean(),
        bestTurns: z.number().nullable(),
        lockedReason: z.string().nullable(),
        recommended: z.object({
          enemyLevel: z.number(),
          enemyPower: z.number(),
          level: z.number(),
          power: z.number(),
        }),
        readiness: z.enum(["ready", "even", "too_hard"]),
      }),
    ),
  }),
);

const MatchResult = z.object({
  matchReportId: z.number(),
  matchId: z.string(),
  replayed: z.boolean(),
  mode: z.enum(["pve", "challenge", "boss", "pvp"]),
  map: z.string().nullable(),
  difficulty: z.number().nullable(),
  won: z.boolean(),
  turns: z.number(),
  kills: z.number(),
  gold: z.number(),
  drops: RewardSchema,
  overflowMessageId: z.number().nullable(),
  liveEvent: z
    .object({ id: z.number(), name: z.string(), goldBonus: z.number() })
    .nullable()
    .optional()
    .openapi({ description: "The live event whose modifiers applied, and the gold it added" }),
  player: z.object({
    level: z.number(),
    xp: z.number(),
    xpToNext: z.number(),
    levelsGained: z.number(),
  }),
  monsters: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      level: z.number(),
      xp: z.number(),
      levelsGained: z.number(),
      xpGained: z.number(),
    }),
  ),
  masteries: z.array(z.object({ name: z.string(), level: z.number(), xp: z.number() })),
  elo: z.object({ before: z.number(), after: z.number() }).nullable(),
  campaignProgress: z.object({ before: z.number(), after: z.number() }),
  quests: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      value: z.number(),
      target: z.number(),
      isClaimed: z.boolean(),
      justCompleted: z.boolean(),
    }),
  ),
  achievements: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      description: z.string(),
      reward: RewardSchema,
      overflowMessageId: z.number().nullable(),
    }),
  ),
  events: z.array(
    z.union([
      z.object({ type: z.literal("level:up"), level: z.number() }),
      z.object({ type: z.literal("achievement:unlocked"), key: z.string() }),
    ]),
  ),
});

export const HomeSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  level: z.number(),
  xp: z.number(),
  xpToNext: z.number(),
  gold: z.number(),
  gems: z.number(),
  isVip: z.boolean(),
  hasGameAccess: z.boolean(),
  gameAccessMessage: z.string().nullable(),
  hasClaimedDailyReward: z.boolean(),
  campaignProgress: z.number(),
  campaignLength: z.number(),
  nextMap: z.object({ key: z.string(), title: z.string() }).nullable(),
  teamSize: z.number(),
  quests: Quests,
  greeting: z.enum(["new", "returning"]),
  firstSteps: z
    .object({
      steps: z.array(
        z.object({
          key: z.enum(["buildTeam", "winBattle", "claimQuest", "claimDailyReward", "viewCollection"]),
          title: z.string(),
          hint: z.string(),
          done: z.boolean(),
        }),
      ),
      done: z.number(),
      total: z.number(),
    })
    .nullable(),
  welcomeGiftWaiting: z.boolean(),
});

export const InventorySchema = z.object({
  capacities: z.object({
    monsterSlots: z.number(),
    relicSlots: z.number(),
    ingredientSlots: z.number(),
    ingredientsCap: z.number(),
  }),
  usage: z.object({
    monsterSlots: z.number(),
    relicSlots: z.number(),
    ingredientSlots: z.number(),
  }),
  monsters: InventoryItems,
  relics: InventoryItems,
  ingredients: z.array(
    z.object({
      name: z.string(),
      rarity: QualitySchema,
      quantity: z.number(),
      sellPrice: z.number(),
    }),
  ),
  ingredientCatalogue: z.array(z.object({ name: z.string(), rarity: QualitySchema })),
  blackMarketRate: z.object({ give: z.number(), receive: z.number() }),
});

export const SellItemSchema = z.object({
  gold: z.number(),
  balance: BalanceChange,
  quests: QuestProgress,
  achievements: UnlockedAchievements,
  item: z.object({ id: z.number(), name: z.string(), type: z.enum(["monster", "relic"]) }),
});

export const SellIngredientSchema = z.object({
  gold: z.number(),
  balance: BalanceChange,
  quests: QuestProgress,
  achievements: UnlockedAchievements,
  remaining: z.number(),
});

export const UpgradeRelicSchema = z.object({
  relic: z.object({ id: z.number(), name: z.string(), level: z.number() }),
  gold: z.number(),
  ingredient: z.object({ name: z.string(), quantity: z.number() }),
  balance: BalanceChange,
  quests: QuestProgress,
  achievements: UnlockedAchievements,
});

export const TranscendSchema = z.object({
  transcended: z.object({ id: z.number(), name: z.string(), acquiredAt: DateTime }),
});

export const MergeSchema = z.object({
  merged: z.object({ id: z.number(), name: z.string() }),
  into: z.object({
    id: z.number(),
    name: z.string(),
    level: z.number(),
    xp: z.number(),
    levelsGained: z.number(),
  }),
  xp: z.number(),
});

export const SkinSchema = z.object({ monsterId: z.number(), skinId: z.string() });

export const BlackMarketSchema = z.object({
  gave: z.object({ name: z.string(), quantity: z.number() }),
  received: z.object({ name: z.string(), quantity: z.number() }),
  grant: Granted,
  quests: QuestProgress,
  achievements: UnlockedAchievements,
});

export const TeamsSchema = z.array(
  z.object({
    slot: z.number(),
    name: z.string(),
    members: z.array(
      z
        .object({
          slot: z.number(),
          monster: MonsterSummary,
          relic: z
            .object({
              id: z.number(),
              name: z.string(),
              level: z.number(),
              quality: QualitySchema,
            })
            .nullable(),
          battleStats: z.object({
            name: z.string(),
            element: z.enum(["fire", "water", "nature", "earth", "air", "light", "shadow"]),
            level: z.number(),
            quality: QualitySchema,
            skinId: z.string().nullable(),
            maxHp: z.number(),
            attack: z.number(),
            defense: z.number(),
            speed: z.number(),
            ability: Skill,
            relic: z.string().nullable(),
          }),
        })
        .nullable(),
    ),
    power: z.number(),
  }),
);

export const MatchResultSchema = MatchResult;

export const PlayOptionsSchema = z.object({
  hasGameAccess: z.boolean(),
  gameAccessMessage: z.string().nullable(),
  pvpNeedsGameAccess: z.boolean(),
  campaignProgress: z.number(),
  challengesUnlockAfterMaps: z.number(),
  elo: z.number(),
  teamSizes: z.array(z.number()),
  campaign: PlayMaps,
  challenges: PlayMaps,
  opponents: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      level: z.number(),
      elo: z.number(),
      teamSize: z.number(),
      power: z.number(),
    }),
  ),
});

export const StartedBattleSchema = MatchResult;

export const BattleSchema = z.object({
  id: z.number(),
  createdAt: DateTime,
  title: z.string(),
  opponentName: z.string().nullable(),
  outcome: z.object({
    seed: z.string(),
    winner: z.enum(["attacker", "defender"]),
    turns: z.number(),
    turnLimit: z.number(),
    kills: z.object({ attacker: z.number(), defender: z.number() }),
    units: z.array(
      z.object({
        name: z.string(),
        element: z.enum(["fire", "water", "nature", "earth", "air", "light", "shadow"]),
        level: z.number(),
        quality: QualitySchema,
        skinId: z.string().nullable(),
        maxHp: z.number(),
        attack: z.number(),
        defense: z.number(),
        speed: z.number(),
        ability: Skill,
        relic: z.string().nullable(),
        side: z.enum(["attacker", "defender"]),
        slot: z.number(),
      }),
    ),
    events: z.array(
      z.object({
        turn: z.number(),
        actor: z.object({ side: z.enum(["attacker", "defender"]), slot: z.number() }),
        action: z.enum(["attack", "ability", "stunned"]),
        ability: z.string().optional(),
        kind: z.enum(["damage", "heal", "shield", "stun"]).optional(),
        effects: z.array(
          z.object({
            target: z.object({ side: z.enum(["attacker", "defender"]), slot: z.number() }),
            damage: z.number().optional(),
            absorbed: z.number().optional(),
            heal: z.number().optional(),
            shield: z.number().optional(),
            stun: z.number().optional(),
            matchup: z.enum(["strong", "weak"]).optional(),
            hp: z.number(),
            defeated: z.boolean().optional(),
          }),
        ),
      }),
    ),
    finalHp: z.array(z.number()),
  }),
  result: MatchResult,
  advice: z.string().nullable(),
});

export const QuestListSchema = Quests;

export const ClaimedQuestSchema = z.object({
  key: z.string(),
  name: z.string(),
  grant: Granted,
  achievements: UnlockedAchievements,
});

export const AchievementListSchema = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    stat: z.enum([
      "blackMarketTrades",
      "bossKills",
      "bossPoints",
      "challengesCompleted",
      "daysPlayed",
      "droppedIngredients",
      "droppedMonsters",
      "droppedRelics",
      "earntFreeCurrency",
      "earntPaidCurrency",
      "elo",
      "killPoints",
      "kills",
      "pveLosses",
      "pveWins",
      "pvpLosses",
      "pvpWins",
      "questsCompletedDaily",
      "questsCompletedWeekly",
      "seasonPassesCompleted",
      "soldIngredients",
      "soldMonsters",
      "soldRelics",
      "timePlayed",
      "upgradedRelics",
    ]),
    threshold: z.number(),
    progress: z.number(),
    reward: RewardSchema,
    acquiredAt: DateTime.nullable(),
  }),
);

export const PublicProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  banner: z.string(),
  frame: z.string(),
  level: z.number(),
  isVip: z.boolean(),
  memberSince: DateTime,
  campaignProgress: z.number(),
  achievements: z.array(
    z.object({ key: z.string(), name: z.string(), description: z.string(), acquiredAt: DateTime }),
  ),
  bestMonsters: z.array(MonsterSummary),
  stats: z.object({
    elo: z.number(),
    kills: z.number(),
    bossKills: z.number(),
    pveWins: z.number(),
    pveLosses: z.number(),
    pvpWins: z.number(),
    pvpLosses: z.number(),
    challengesCompleted: z.number(),
    daysPlayed: z.number(),
    timePlayed: z.number(),
  }),
  transcended: z.array(z.object({ name: z.string(), type: z.string(), acquiredAt: DateTime })),
});

export const UpdatedProfileSchema = z.object({
  name: z.string(),
  avatar: z.string(),
  banner: z.string(),
  frame: z.string(),
});
