// A pull from an egg, inside the purchase's transaction (shop/purchase-shop-item.ts):
// the player's pity count for the egg is locked, the monster drawn (./pull.ts),
// granted through the one grant path, and the pull recorded with the odds
// version it was drawn with. Pulls of one player queue on the count's row, so
// the count stays exact however many purchases run at once.
import type { Quality } from "../catalogue/basics.ts";
import { findSummonEgg, type SummonEggDefinition } from "../catalogue/summons.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { pityCountAfter, pull, type Random, secureRandom } from "./pull.ts";

export interface SummonPullResult {
  id: number;
  /** The egg's id (catalogue/summons.ts) and its name. */
  egg: string;
  eggName: string;
  oddsVersion: string;
  quality: Quality;
  species: string;
  /** The monster in the inventory; null once it has left it (sold, merged, transcended). */
  itemId: number | null;
  pityApplied: boolean;
  pulledAt: string;
}

export async function pullFromEgg(
  tx: Db,
  input: { userId: string; egg: string; purchaseId: number; ref: string; now: Date; random?: Random },
): Promise<SummonPullResult> {
  const egg = eggOf(input.egg);
  await tx.$executeRaw`
    INSERT INTO "SummonPity" ("userId", "egg", "pullsWithoutEpic", "updatedAt")
    VALUES (${input.userId}::uuid, ${egg.id}, 0, ${input.now})
    ON CONFLICT ("userId", "egg") DO NOTHING`;
  const [pity] = await tx.$queryRaw<{ pullsWithoutEpic: number }[]>`
    SELECT "pullsWithoutEpic" FROM "SummonPity"
    WHERE "userId" = ${input.userId}::uuid AND "egg" = ${egg.id} FOR UPDATE`;
  const pityCount = pity!.pullsWithoutEpic;
  const drawn = pull(egg, pityCount, input.random ?? secureRandom);

  // The purchase refuses a full inventory (before anything is written), as for every shop item.
  const granted = await grantReward(tx, {
    userId: input.userId,
    reward: { items: [{ type: "monster", name: drawn.species, quality: drawn.quality }] },
    reason: "shop_purchase",
    ref: input.ref,
    now: input.now,
    overflow: "refuse",
  });
  const recorded = await tx.summonPull.create({
    data: {
      userId: input.userId,
      egg: egg.id,
      oddsVersion: egg.oddsVersion,
      quality: drawn.quality,
      species: drawn.species,
      itemId: granted.itemIds[0] ?? null,
      pityApplied: drawn.pityApplied,
      purchaseId: input.purchaseId,
      pulledAt: input.now,
    },
    select: summonPullSelect,
  });
  await tx.summonPity.update({
    where: { userId_egg: { userId: input.userId, egg: egg.id } },
    data: { pullsWithoutEpic: pityCountAfter(pityCount, drawn.quality), updatedAt: input.now },
  });
  return summonPullOf(recorded);
}

export function eggOf(id: string): SummonEggDefinition {
  const egg = findSummonEgg(id);
  if (!egg) throw new AppError("not_found", "No such egg.");
  return egg;
}

export const summonPullSelect = {
  id: true,
  egg: true,
  oddsVersion: true,
  quality: true,
  species: true,
  itemId: true,
  pityApplied: true,
  pulledAt: true,
} as const;

export function summonPullOf(row: {
  id: number;
  egg: string;
  oddsVersion: string;
  quality: Quality;
  species: string;
  itemId: number | null;
  pityApplied: boolean;
  pulledAt: Date;
}): SummonPullResult {
  return {
    ...row,
    eggName: findSummonEgg(row.egg)?.name ?? row.egg,
    pulledAt: row.pulledAt.toISOString(),
  };
}
