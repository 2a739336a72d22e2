// Merging a duplicate monster: what a second (or third…) of one species is
// for. The duplicate leaves the inventory (freeing its slot) and the monster it
// is merged into gains xp: a base by the duplicate's quality plus every xp the
// duplicate had earned. Written to History (monster_merged) in the same
// transaction, so the player's record says where the monster went.
import { z } from "zod";
import type { Quality } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { addXp } from "../progression/add-xp.ts";
import { monsterMaxLevel, monsterXpForLevel } from "../progression/levels.ts";
import { lockInventory, ownedItem } from "./locate.ts";

export const MergeMonsterSchema = z.object({ monsterId: RowIdSchema, intoId: RowIdSchema });

/** Xp a merged duplicate gives before what it had earned itself. */
export const mergeBaseXp: Readonly<Record<Quality, number>> = {
  common: 60,
  rare: 150,
  epic: 400,
  legendary: 1000,
};

/** Xp the monster merged into gains: the base of the duplicate's quality and all the xp it had earned. */
export function mergeXp(duplicate: { quality: Quality; level: number; xp: number }): number {
  let earned = duplicate.xp;
  for (let level = 1; level < duplicate.level; level++) earned += monsterXpForLevel(level);
  return mergeBaseXp[duplicate.quality] + earned;
}

export interface MergeResult {
  merged: { id: number; name: string };
  into: { id: number; name: string; level: number; xp: number; levelsGained: number };
  xp: number;
}

export async function mergeMonster(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; monsterId: number; intoId: number; now: Date },
): Promise<MergeResult> {
  const { monsterId, intoId } = MergeMonsterSchema.parse(input);
  if (monsterId === intoId) {
    throw new AppError("bad_request", "Choose another monster of the same kind to merge into.", {
      reason: "same_monster",
    });
  }
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const duplicate = await ownedItem(tx, inventory.id, monsterId, "monster");
    const into = await ownedItem(tx, inventory.id, intoId, "monster");
    if (duplicate.name !== into.name) {
      throw new AppError("conflict", `Only another ${duplicate.name} can take in a ${duplicate.name}.`, {
        reason: "not_duplicate",
      });
    }
    if ((await tx.teamMember.count({ where: { monsterId: duplicate.id } })) > 0) {
      throw new AppError("conflict", `${duplicate.name} is in a team: take it out of the team first.`, {
        reason: "in_team",
      });
    }
    if (into.level >= monsterMaxLevel) {
      throw new AppError(
        "conflict",
        `${into.name} is at the highest level already: merge into another one.`,
        {
          reason: "max_level",
        },
      );
    }
    const xp = mergeXp(duplicate);
    const grown = addXp(into, xp, monsterXpForLevel, monsterMaxLevel);
    await tx.item.delete({ where: { id: duplicate.id } });
    await tx.item.update({ where: { id: into.id }, data: { level: grown.level, xp: grown.xp } });
    await tx.history.create({
      data: {
        userId: input.userId,
        type: historyTypes.monsterMerged,
        createdAt: input.now,
        data: {
          name: duplicate.name,
          merged: { id: duplicate.id, quality: duplicate.quality, level: duplicate.level },
          into: { id: into.id, levelBefore: into.level, levelAfter: grown.level },
          xp,
        },
      } satisfies HistoryEntry,
    });
    return {
      merged: { id: duplicate.id, name: duplicate.name },
      into: {
        id: into.id,
        name: into.name,
        level: grown.level,
        xp: grown.xp,
        levelsGained: grown.levelsGained,
      },
      xp,
    };
  });
}
