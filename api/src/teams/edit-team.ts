// Editing teams: put a monster (and optionally a relic) in a member slot, swap
// two slots, or clear one. A team row is made on first use. Moves that the
// unique keys would refuse mid-way (a monster or relic already elsewhere in the
// same team) are done as delete + insert inside one transaction.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { RowIdSchema } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import { lockInventory, ownedItem } from "../inventory/locate.ts";
import { MemberSlotSchema, TeamSlotSchema } from "./team-rules.ts";

export const SetTeamMemberSchema = z.object({
  teamSlot: TeamSlotSchema,
  slot: MemberSlotSchema,
  monsterId: RowIdSchema,
  relicId: RowIdSchema.nullable().optional(),
});
export type SetTeamMemberInput = z.input<typeof SetTeamMemberSchema>;

async function teamOf(tx: Db, inventoryId: number, teamSlot: number): Promise<number> {
  const team = await tx.team.upsert({
    where: { inventoryId_slot: { inventoryId, slot: teamSlot } },
    create: { inventoryId, slot: teamSlot },
    update: {},
    select: { id: true },
  });
  return team.id;
}

export async function setTeamMember(
  deps: Pick<AppDeps, "db">,
  input: SetTeamMemberInput & { userId: string },
): Promise<void> {
  const { teamSlot, slot, monsterId, relicId } = SetTeamMemberSchema.parse(input);
  await deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    await ownedItem(tx, inventory.id, monsterId, "monster");
    if (relicId) await ownedItem(tx, inventory.id, relicId, "relic");
    const teamId = await teamOf(tx, inventory.id, teamSlot);
    const current = await tx.teamMember.findUnique({ where: { teamId_slot: { teamId, slot } } });
    // Keep the relic already in the slot when only the monster changes (relicId omitted).
    const relic = relicId === undefined ? (current?.relicId ?? null) : relicId;
    const moved = await tx.teamMember.findUnique({ where: { teamId_monsterId: { teamId, monsterId } } });
    if (moved && moved.slot !== slot && current) {
      // The monster was elsewhere in this team: the two slots trade monsters.
      await tx.teamMember.deleteMany({ where: { id: { in: [moved.id, current.id] } } });
      await tx.teamMember.create({
        data: { teamId, slot: moved.slot, monsterId: current.monsterId, relicId: moved.relicId },
      });
    } else {
      await tx.teamMember.deleteMany({ where: { teamId, OR: [{ slot }, { monsterId }] } });
    }
    if (relic) await tx.teamMember.updateMany({ where: { teamId, relicId: relic }, data: { relicId: null } });
    await tx.teamMember.create({ data: { teamId, slot, monsterId, relicId: relic } });
  });
}

export const SwapTeamMembersSchema = z.object({
  teamSlot: TeamSlotSchema,
  from: MemberSlotSchema,
  to: MemberSlotSchema,
});

export async function swapTeamMembers(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof SwapTeamMembersSchema> & { userId: string },
): Promise<void> {
  const { teamSlot, from, to } = SwapTeamMembersSchema.parse(input);
  if (from === to) return;
  await deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const teamId = await teamOf(tx, inventory.id, teamSlot);
    const members = await tx.teamMember.findMany({ where: { teamId, slot: { in: [from, to] } } });
    if (members.length === 0) return;
    await tx.teamMember.deleteMany({ where: { id: { in: members.map((member) => member.id) } } });
    await tx.teamMember.createMany({
      data: members.map((member) => ({
        teamId,
        slot: member.slot === from ? to : from,
        monsterId: member.monsterId,
        relicId: member.relicId,
      })),
    });
  });
}

export const ClearTeamMemberSchema = z.object({ teamSlot: TeamSlotSchema, slot: MemberSlotSchema });

export async function clearTeamMember(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof ClearTeamMemberSchema> & { userId: string },
): Promise<void> {
  const { teamSlot, slot } = ClearTeamMemberSchema.parse(input);
  await deps.db.$transaction(async (tx) => {
    const inventory = await lockInventory(tx, input.userId);
    const team = await tx.team.findUnique({
      where: { inventoryId_slot: { inventoryId: inventory.id, slot: teamSlot } },
    });
    if (!team) throw new AppError("not_found", "That team is empty.");
    await tx.teamMember.deleteMany({ where: { teamId: team.id, slot } });
  });
}
