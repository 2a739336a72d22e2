// Catalogue rows every world needs, from api/src/catalogue/: the shop (with
// today's rotation), one Leaderboard per periodicity × type, and a MonsterStats
// row per monster (filled from the players' matches at the end of the seed).
// Inserts skip rows that already exist, so a database that already has the
// catalogue keeps it; the seed reads back what is stored.
import type { Currency } from "../../api/src/catalogue/basics.ts";
import {
  type LeaderboardType,
  leaderboards,
  type Periodicity,
  type ScoreOperator,
} from "../../api/src/catalogue/leaderboards.ts";
import { monsterNames } from "../../api/src/catalogue/monsters.ts";
import { type ShopGrant, ShopGrantSchema } from "../../api/src/catalogue/rewards.ts";
import {
  type ShopCategory,
  type ShopItemDefinition,
  shopCatalogue,
  shopCategories,
  shopRotation,
} from "../../api/src/catalogue/shop.ts";
import type { Db } from "../../api/src/db.ts";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import { periodStartFor } from "../../api/src/leaderboards/rules.ts";
import { shopItemRowOf } from "../../api/src/shop/catalogue-row.ts";
import { isAlwaysOnSale } from "../../api/src/shop/rotate-shop.ts";
import { startOfUtcDay } from "../../api/src/time/utc-day.ts";
import { addDays } from "./dates.ts";
import type { SeededRandom } from "./random.ts";

export interface SeededShopItem {
  id: number;
  name: string;
  category: ShopCategory;
  tier: number;
  price: number;
  currency: Currency;
  discount: number;
  isAvailable: boolean;
  isOneTime: boolean;
  grant: ShopGrant;
}

export interface SeededLeaderboard {
  id: number;
  periodicity: Periodicity;
  type: LeaderboardType;
  operator: ScoreOperator;
  periodStart: Date;
}

export interface Catalogue {
  shopItems: SeededShopItem[];
  leaderboards: SeededLeaderboard[];
}

/** What shopRotation puts on sale every day, never discounted: the passes and the standard egg. */
const alwaysOnSale = (item: ShopItemDefinition) => isAlwaysOnSale({ type: item.grant.kind, name: item.name });

/** One rotation: per category, items drawn by tier weight, leaving out `excluded` (the previous rotation). */
function drawRotation(random: SeededRandom, excluded: ReadonlySet<string>): Set<string> {
  const picked = new Set<string>();
  for (const category of shopCategories) {
    const pool = shopCatalogue.filter(
      (item) => item.category === category && !alwaysOnSale(item) && !excluded.has(item.name),
    );
    for (let count = 0; count < shopRotation.availablePerCategory[category] && pool.length > 0; count++) {
      const item = random.pickWeighted(pool, (candidate) => shopRotation.tierWeights[candidate.tier]);
      picked.add(item.name);
      pool.splice(pool.indexOf(item), 1);
    }
  }
  return picked;
}

function randomDiscount(random: SeededRandom): number {
  const { min, max, step } = shopRotation.discountPercent;
  return min + step * random.int(0, Math.floor((max - min) / step));
}

function shopItemRows(now: Date, random: SeededRandom): Prisma.ShopItemCreateManyInput[] {
  const today = startOfUtcDay(now);
  const yesterday = addDays(today, -1);
  // Mimic the rotation job: yesterday's set, then today's avoiding it.
  const previous = drawRotation(random, new Set());
  const current = drawRotation(random, previous);
  const discounted = new Set(random.sample([...current], shopRotation.discountedItemsPerRotation));
  for (const item of shopCatalogue.filter(alwaysOnSale)) {
    previous.add(item.name);
    current.add(item.name);
  }
  return shopCatalogue.map((item: ShopItemDefinition) => {
    const isAvailable = current.has(item.name);
    const lastAvailable = isAvailable
      ? today
      : previous.has(item.name)
        ? yesterday
        : random.chance(0.6)
          ? addDays(today, -random.int(2, 20))
          : null;
    return {
      ...shopItemRowOf(item),
      isAvailable,
      lastAvailable,
      discount: discounted.has(item.name) ? randomDiscount(random) : 0,
    };
  });
}

export async function seedCatalogue(db: Db, now: Date, random: SeededRandom): Promise<Catalogue> {
  await db.shopItem.createMany({ data: shopItemRows(now, random), skipDuplicates: true });
  await db.leaderboard.createMany({
    data: leaderboards.map((board) => ({
      periodicity: board.periodicity,
      type: board.type,
      operator: board.operator,
      periodStart: periodStartFor(board.periodicity, now),
    })),
    skipDuplicates: true,
  });
  await db.monsterStats.createMany({ data: monsterNames.map((name) => ({ name })), skipDuplicates: true });

  const storedShopItems = await db.shopItem.findMany({ orderBy: { id: "asc" } });
  const storedLeaderboards = await db.leaderboard.findMany({ orderBy: { id: "asc" } });
  return {
    shopItems: storedShopItems.map((item) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      tier: item.tier,
      price: item.price,
      currency: item.currency,
      discount: item.discount,
      isAvailable: item.isAvailable,
      isOneTime: item.isOneTime,
      grant: ShopGrantSchema.parse(item.grant),
    })),
    leaderboards: storedLeaderboards.flatMap((board) => {
      const definition = leaderboards.find(
        (candidate) => candidate.periodicity === board.periodicity && candidate.type === board.type,
      );
      return definition ? [{ ...definition, id: board.id, periodStart: board.periodStart }] : [];
    }),
  };
}
