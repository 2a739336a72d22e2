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
  return { ...player, monsters: await readyToPlay(deps, player.id, options) };
}

/** Gives an existing player game access and their starter monsters as team slot 0; returns the monsters. */
export async function readyToPlay(
  deps: AppDeps,
  userId: string,
  options: { gameAccess?: boolean; level?: number } = {},
) {
  await deps.db.user.update({ where: { id: userId }, data: { hasGameAccess: options.gameAccess ?? true } });
  const monsters = await deps.db.item.findMany({
    where: { inventory: { userId }, type: "monster" },
    orderBy: { id: "asc" },
  });
  if (options.level) {
    await deps.db.item.updateMany({
      where: { id: { in: monsters.map((m) => m.id) } },
      data: { level: options.level },
    });
  }
  for (const [slot, monster] of monsters.entries()) {
    await setTeamMember(deps, { userId, teamSlot: 0, slot, monsterId: monster.id });
  }
  return monsters;
}
