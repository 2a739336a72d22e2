// A player's three teams, each with its five member slots (empty ones null),
// the stats each monster brings into battle, and a rough team power.
import { type CombatantStats, combatantStats, teamPower } from "../battles/combatant.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Quality } from "../generated/prisma/client.ts";
import { teams } from "./limits.ts";

export interface TeamMemberView {
  slot: number;
  monster: { id: number; name: string; level: number; quality: Quality; skinId: string | null };
  relic: { id: number; name: string; level: number; quality: Quality } | null;
  battleStats: CombatantStats;
}

export interface TeamView {
  slot: number;
  name: string;
  members: (TeamMemberView | null)[];
  power: number;
}

export async function listTeams(deps: Pick<AppDeps, "db">, input: { userId: string }): Promise<TeamView[]> {
  const { userId } = input;
  const inventory = await deps.db.inventory.findUnique({
    where: { userId },
    select: {
      teams: {
        select: {
          slot: true,
          name: true,
          members: {
            select: {
              slot: true,
              monster: { select: { id: true, name: true, level: true, quality: true, skinId: true } },
              relic: { select: { id: true, name: true, level: true, quality: true } },
            },
          },
        },
      },
    },
  });
  if (!inventory) throw new AppError("not_found", "No such player.");
  const masteries = await deps.db.mastery.findMany({
    where: { userId },
    select: { name: true, level: true },
  });
  return Array.from({ length: teams.maxTeams }, (_, slot) => {
    const team = inventory.teams.find((candidate) => candidate.slot === slot);
    const members = Array.from({ length: teams.slotsPerTeam }, (_, memberSlot): TeamMemberView | null => {
      const member = team?.members.find((candidate) => candidate.slot === memberSlot);
      if (!member) return null;
      return {
        slot: memberSlot,
        monster: member.monster,
        relic: member.relic,
        battleStats: combatantStats({
          ...member.monster,
          masteryLevel: masteries.find((row) => row.name === member.monster.name)?.level ?? 1,
          relic: member.relic ? { name: member.relic.name, level: member.relic.level } : null,
        }),
      };
    });
    const present = members.filter((member): member is TeamMemberView => member !== null);
    return {
      slot,
      name: team?.name ?? `Team ${slot + 1}`,
      members,
      power: teamPower(present.map((member) => member.battleStats)),
    };
  });
}
