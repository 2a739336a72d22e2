// Players ready to play, for the progression tests: game access and a team of
// their starter monsters in team slot 0.
import type { AppDeps } from "../../api/src/context.ts";
import { setTeamMember } from "../../api/src/teams/edit-team.ts";
import { makePlayer } from "./players.ts";

export async function makeTeamPlayer(
  deps: AppDeps,
  options: { gameAccess?: boolean; name?: string; level?: number } = {},
) {
  const player = await makePlayer(deps.db, options.name);
  await deps.db.user.update({
    where: { id: player.id },
    data: { hasGameAccess: options.gameAccess ?? true },
  });
  const monsters = await deps.db.item.findMany({
    where: { inventory: { userId: player.id }, type: "monster" },
    orderBy: { id: "asc" },
  });
  if (options.level) {
    await deps.db.item.updateMany({
      where: { id: { in: monsters.map((m) => m.id) } },
      data: { level: options.level },
    });
  }
  for (const [slot, monster] of monsters.entries()) {
    await setTeamMember(deps, { userId: player.id, teamSlot: 0, slot, monsterId: monster.id });
  }
  return { ...player, monsters };
}

export const firstMapWin = (matchId: string) => ({
  matchId,
  mode: "pve" as const,
  map: "meadow-outskirts",
  difficulty: 1,
  teamSlot: 0,
  result: "win" as const,
  turns: 8,
  timeSeconds: 60,
  kills: 3,
  bossKills: 0,
  curse: 0,
});
