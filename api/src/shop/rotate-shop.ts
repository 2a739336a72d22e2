// The daily shop rotation (product.md "Rotation job"): per category, items
// drawn by tier weight, avoiding the previous rotation's items, a few of them
// discounted; the grants of shopRotation.alwaysOnSale (the Arena Pass, the VIP
// passes) and the items of alwaysOnSaleItems (the Wild Egg) are on sale every
// day. Deterministic for a UTC day — the draw is seeded by the day and the
// previous set is the last recorded rotation before that day — so a re-run of
// the same fire (after a crash, or on a second instance) gives the same shop.
// The job only schedules this; the console runs the job by hand (rotateShopNow),
// so every rotation is a recorded rotate-shop run.

import { type ShopCategory, shopCategories, shopRotation } from "../catalogue/shop.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { nextUtcMidnight, startOfUtcDay, utcDayKey } from "../time/utc-day.ts";

export interface RotationResult {
  /** The UTC day of the rotation (YYYY-MM-DD). */
  day: string;
  available: number;
  discounted: number;
  /** What a `shop:rotated` live event carries. */
  items: { id: number; name: string; category: ShopCategory; discount: number }[];
}

/** mulberry32 seeded with an FNV-1a hash of a label: small, fast, the same everywhere. */
export function seededRandom(label: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < label.length; index++) {
    state ^= label.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  state >>>= 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted<T>(random: () => number, items: T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let threshold = random() * total;
  for (const item of items) {
    threshold -= weightOf(item);
    if (threshold < 0) return item;
  }
  return items[items.length - 1]!;
}

/** On sale every day and never discounted: the grants and items of shopRotation's alwaysOnSale lists. */
export function isAlwaysOnSale(item: { type: string; name: string }): boolean {
  return (
    (shopRotation.alwaysOnSale as readonly string[]).includes(item.type) ||
    (shopRotation.alwaysOnSaleItems as readonly string[]).includes(item.name)
  );
}

interface Candidate {
  id: number;
  name: string;
  category: ShopCategory;
  tier: number;
  /** ShopItem.type: the grant's kind. */
  type: string;
}

/** Pure: the rotation for `day` given the catalogue and the previous rotation's ids. */
export function drawRotation(
  day: string,
  catalogue: readonly Candidate[],
  previous: ReadonlySet<number>,
): { picked: Candidate[]; discounts: Map<number, number> } {
  const random = seededRandom(`shop-rotation:${day}`);
  const sorted = [...catalogue].sort((a, b) => a.id - b.id);
  const picked: Candidate[] = [];
  for (const category of shopCategories) {
    const wanted = shopRotation.availablePerCategory[category];
    const inCategory = sorted.filter((item) => item.category === category && !isAlwaysOnSale(item));
    // Avoid yesterday's items; only when too few are left do they come back.
    const fresh = inCategory.filter((item) => !previous.has(item.id));
    const stale = inCategory.filter((item) => previous.has(item.id));
    for (const pool of [fresh, stale]) {
      while (picked.filter((item) => item.category === category).length < wanted && pool.length > 0) {
        const item = pickWeighted(random, pool, (candidate) => {
          const weights: Record<number, number> = shopRotation.tierWeights;
          return weights[candidate.tier] ?? 1;
        });
        picked.push(item);
        pool.splice(pool.indexOf(item), 1);
      }
    }
  }
  const { min, max, step } = shopRotation.discountPercent;
  const discounts = new Map<number, number>();
  const pool = [...picked];
  picked.push(...sorted.filter(isAlwaysOnSale));
  for (let count = 0; count < shopRotation.discountedItemsPerRotation && pool.length > 0; count++) {
    const item = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
    discounts.set(item.id, min + step * Math.floor(random() * (Math.floor((max - min) / step) + 1)));
  }
  return { picked, discounts };
}

/**
 * What the rotation of `day` puts on sale: the day's recorded rotation when it
 * ran already, else a fresh draw from the catalogue (retired items never come
 * back) avoiding the last rotation before `day`.
 */
async function rotationFor(
  tx: Db,
  day: string,
): Promise<{ picked: Candidate[]; discounts: Map<number, number>; recorded: boolean }> {
  const catalogue = await tx.shopItem.findMany({
    where: { isRetired: false },
    select: { id: true, name: true, category: true, tier: true, type: true },
  });
  // A re-run of a day repeats that day's recorded rotation.
  const [recorded] = await tx.$queryRaw<{ available: number[]; discounted: Record<string, number> }[]>`
    SELECT ARRAY(SELECT jsonb_array_elements_text("data"->'available')::int) AS available,
           "data"->'discounted' AS discounted
    FROM "History" WHERE "type" = ${historyTypes.shopRotation} AND "data"->>'day' = ${day}
    ORDER BY id LIMIT 1`;
  if (recorded) {
    const byId = new Map(catalogue.map((item) => [item.id, item]));
    return {
      picked: recorded.available.flatMap((id) => byId.get(id) ?? []),
      discounts: new Map(Object.entries(recorded.discounted).map(([id, discount]) => [Number(id), discount])),
      recorded: true,
    };
  }
  const [previousRecord] = await tx.$queryRaw<{ available: number[] }[]>`
    SELECT ARRAY(SELECT jsonb_array_elements_text("data"->'available')::int) AS available
    FROM "History" WHERE "type" = ${historyTypes.shopRotation} AND "data"->>'day' < ${day}
    ORDER BY "data"->>'day' DESC, id DESC LIMIT 1`;
  // Before the first recorded rotation, what is on sale now counts as the previous set.
  const previous = new Set(
    previousRecord?.available ??
      (await tx.shopItem.findMany({ where: { isAvailable: true }, select: { id: true } })).map(
        (row) => row.id,
      ),
  );
  return { ...drawRotation(day, catalogue, previous), recorded: false };
}

function rotationItems(picked: Candidate[], discounts: Map<number, number>): RotationResult["items"] {
  return picked
    .map((item) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      discount: discounts.get(item.id) ?? 0,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * What the next day's rotation would put on sale with the catalogue as it is
 * now (the console's preview). Read-only: the same draw rotateShop makes.
 */
export function previewNextRotation(
  deps: Pick<AppDeps, "db">,
  input: { now: Date },
): Promise<RotationResult> {
  return rotationOn(deps, utcDayKey(nextUtcMidnight(input.now)));
}

/** The rotation of a UTC day: the recorded one, or the draw it would make. Read-only. */
export async function rotationOn(deps: Pick<AppDeps, "db">, day: string): Promise<RotationResult> {
  const { picked, discounts } = await deps.db.$transaction((tx) => rotationFor(tx, day));
  return {
    day,
    available: picked.length,
    discounted: discounts.size,
    items: rotationItems(picked, discounts),
  };
}

export async function rotateShop(deps: Pick<AppDeps, "db">, input: { now: Date }): Promise<RotationResult> {
  const dayStart = startOfUtcDay(input.now);
  const day = utcDayKey(dayStart);
  return deps.db.$transaction(async (tx) => {
    // One rotation at a time, whoever runs it.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('shop-rotation'))`;
    const { picked, discounts, recorded } = await rotationFor(tx, day);
    const ids = picked.map((item) => item.id);
    const discountIds = [...discounts.keys()];
    const discountValues = [...discounts.values()];
    // One set-based statement for the whole catalogue.
    await tx.$executeRaw`
      UPDATE "ShopItem" s SET
        "isAvailable" = s.id = ANY(${ids}::int[]),
        "discount" = COALESCE(d.discount, 0),
        "lastAvailable" = CASE WHEN s.id = ANY(${ids}::int[]) THEN ${dayStart} ELSE s."lastAvailable" END
      FROM (SELECT id FROM "ShopItem") AS all_items
      LEFT JOIN unnest(${discountIds}::int[], ${discountValues}::int[]) AS d(id, discount) ON d.id = all_items.id
      WHERE s.id = all_items.id`;
    if (!recorded) {
      await tx.history.create({
        data: {
          type: historyTypes.shopRotation,
          data: { day, available: ids, discounted: Object.fromEntries(discounts) },
        } satisfies HistoryEntry,
      });
    }
    return {
      day,
      available: ids.length,
      discounted: discounts.size,
      items: rotationItems(picked, discounts),
    };
  });
}
