// Transcending a max-level monster: it leaves the inventory (freeing its slot)
// and becomes a permanent UserTranscendedItem in the player's collection.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { monsterMaxLevel } from "../progression/levels.ts";
import { lockInventory, ownedItem } from "./locate.ts";

export const TranscendSchema = z.object({ monsterId: RowIdSchema });

export async function transcendMonster(
  deps: Pick<AppDeps, "db">,
  input: { userId: string; monsterId: number; now: Date },
): Promise<{ transcended: { id: number; name: string; acquiredAt: Date } }> {
  const { monsterId } = TranscendSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const monster = await ownedItem(tx, inventory.id, monsterId, "monster");
    if (monster.level < monsterMaxLevel) {
      throw new AppError("conflict", `Only a level ${monsterMaxLevel} monster can transcend.`, {
        reason: "not_max_level",
        level: monster.level,
      });
    }
    if ((await tx.teamMember.count({ where: { monsterId } })) > 0) {
      throw new AppError("conflict", `${monster.name} is in a team: take it out of the team first.`, {
        reason: "in_team",
      });
    }
    await tx.item.delete({ where: { id: monster.id } });
    const transcended = await tx.userTranscendedItem.create({
      data: { userId: input.userId, name: monster.name, type: "monster", acquiredAt: input.now },
      select: { id: true, name: true, acquiredAt: true },
    });
    return { transcended };
  });
}
