// Saving a whole team at once: the team page is one form, and a game client
// sends the team it shows. The members are validated together — at most
// `teams.slotsPerTeam`, each slot, monster and relic at most once, every
// monster and relic the player's own — and the team is replaced in one
// transaction, so a refusal changes nothing and a save is never half applied.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { lockInventory } from "../inventory/locate.ts";
import { teams } from "./limits.ts";
import { MemberSlotSchema, TeamSlotSchema } from "./team-rules.ts";

export const TeamMemberEntrySchema = z.strictObject({
  slot: MemberSlotSchema,
  monsterId: RowIdSchema,
  relicId: RowIdSchema.nullable().optional(),
});

/** The team as it should be: the slots listed are filled, the others empty. */
export const TeamMembersSchema = z
  .array(TeamMemberEntrySchema)
  .max(teams.slotsPerTeam, `A team has at most ${teams.slotsPerTeam} monsters.`)
  .superRefine((members, context) => {
    const seen = { slot: new Map<number, number>(), monsterId: new Map<number, number>() };
    const relics = new Map<number, number>();
    members.forEach((member, index) => {
      for (const field of ["slot", "monsterId"] as const) {
        const first = seen[field].get(member[field]);
        if (first === undefined) seen[field].set(member[field], index);
        else
          context.addIssue({
            code: "custom",
            path: [index, field],
            message:
              field === "slot"
                ? `Slot ${member.slot + 1} is listed twice.`
                : `This monster is already in slot ${members[first]!.slot + 1}.`,
          });
      }
      if (member.relicId != null) {
        const first = relics.get(member.relicId);
        if (first === undefined) relics.set(member.relicId, index);
        else
          context.addIssue({
            code: "custom",
            path: [index, "relicId"],
            message: `This relic is already carried in slot ${members[first]!.slot + 1}.`,
          });
      }
    });
  });

export const SaveTeamSchema = z.object({ teamSlot: TeamSlotSchema, members: TeamMembersSchema });
export type SaveTeamInput = z.input<typeof SaveTeamSchema>;

export async function saveTeam(
  deps: Pick<AppDeps, "db">,
  input: SaveTeamInput & { userId: string },
): Promise<{ teamSlot: number; members: number }> {
  const { teamSlot, members } = SaveTeamSchema.parse(input);
  await deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const ids = members.flatMap((member) => [member.monsterId, ...(member.relicId ? [member.relicId] : [])]);
    const owned = await tx.item.findMany({
      where: { inventoryId: inventory.id, id: { in: ids } },
      select: { id: true, type: true },
    });
    const typeOf = new Map(owned.map((item) => [item.id, item.type]));
    const fields: Record<string, string> = {};
    members.forEach((member, index) => {
      if (typeOf.get(member.monsterId) !== "monster")
        fields[`members.${index}.monsterId`] = "No such monster in your inventory.";
      if (member.relicId && typeOf.get(member.relicId) !== "relic")
        fields[`members.${index}.relicId`] = "No such relic in your inventory.";
    });
    const missing = Object.values(fields);
    if (missing.length > 0) throw new AppError("not_found", missing[0]!, { fields });

    const team = await tx.team.upsert({
      where: { inventoryId_slot: { inventoryId: inventory.id, slot: teamSlot } },
      create: { inventoryId: inventory.id, slot: teamSlot },
      update: {},
      select: { id: true },
    });
    await tx.teamMember.deleteMany({ where: { teamId: team.id } });
    if (members.length > 0) {
      await tx.teamMember.createMany({
        data: members.map((member) => ({
          teamId: team.id,
          slot: member.slot,
          monsterId: member.monsterId,
          relicId: member.relicId ?? null,
        })),
      });
    }
  });
  return { teamSlot, members: members.length };
}
