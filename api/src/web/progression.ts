// Progression as the game's pages reach it (`context.progression`): collection,
// teams, battles, quests, achievements and profiles, through the same use cases
// the HTTP routes call. Reads of lists answer their value; actions and reads of one
// thing by id or name answer an Outcome (./outcome.ts).
import { listAchievements } from "../achievements/list-achievements.ts";
import { getBattle } from "../battles/get-battle.ts";
import { playOptions } from "../battles/play-options.ts";
import { type StartBattleInput, startBattle } from "../battles/start-battle.ts";
import type { AppDeps } from "../context.ts";
import { playerHome } from "../home/player-home.ts";
import { blackMarketTrade } from "../inventory/black-market-trade.ts";
import { equipSkin } from "../inventory/equip-skin.ts";
import { type InventoryQuery, listInventory } from "../inventory/list-inventory.ts";
import { mergeMonster } from "../inventory/merge-monster.ts";
import { sellIngredient, sellItem } from "../inventory/sell.ts";
import { transcendMonster } from "../inventory/transcend-monster.ts";
import { upgradeRelic } from "../inventory/upgrade-relic.ts";
import { recordCollectionVisit } from "../onboarding/first-steps.ts";
import { ownedCosmetics } from "../profile/cosmetics.ts";
import { getPublicProfile } from "../profile/get-profile.ts";
import { type UpdateProfileInput, updateProfile } from "../profile/update-profile.ts";
import { wornCosmetics } from "../profile/worn-cosmetics.ts";
import { claimQuest } from "../quests/claim-quest.ts";
import { listQuests } from "../quests/list-quests.ts";
import { listTeams } from "../teams/list-teams.ts";
import { type SaveTeamInput, saveTeam } from "../teams/save-team.ts";
import { attempt } from "./outcome.ts";

export function createProgressionWeb(deps: AppDeps) {
  const now = () => new Date();
  return {
    home: (userId: string) => playerHome(deps, { userId, now: now() }),
    inventory: (userId: string, query?: InventoryQuery) => listInventory(deps, { userId, query, now: now() }),
    /** The collection page was opened: the first-steps guide's last step. */
    recordCollectionVisit: (userId: string) => recordCollectionVisit(deps, { userId, now: now() }),
    sellItem: (userId: string, itemId: number) =>
      attempt(() => sellItem(deps, { userId, itemId, now: now() })),
    sellIngredient: (userId: string, name: string, quantity: number) =>
      attempt(() => sellIngredient(deps, { userId, name, quantity, now: now() })),
    upgradeRelic: (userId: string, relicId: number, ingredient: string) =>
      attempt(() => upgradeRelic(deps, { userId, relicId, ingredient, now: now() })),
    transcend: (userId: string, monsterId: number) =>
      attempt(() => transcendMonster(deps, { userId, monsterId, now: now() })),
    mergeMonster: (userId: string, monsterId: number, intoId: number) =>
      attempt(() => mergeMonster(deps, { userId, monsterId, intoId, now: now() })),
    equipSkin: (userId: string, monsterId: number, skinId: string) =>
      attempt(() => equipSkin(deps, { userId, monsterId, skinId })),
    blackMarketTrade: (userId: string, give: string, receive: string, times: number) =>
      attempt(() => blackMarketTrade(deps, { userId, give, receive, times, now: now() })),
    teams: (userId: string) => listTeams(deps, { userId }),
    saveTeam: (userId: string, input: SaveTeamInput) => attempt(() => saveTeam(deps, { ...input, userId })),
    playOptions: (userId: string) => playOptions(deps, { userId }),
    startBattle: (userId: string, input: StartBattleInput) =>
      attempt(() => startBattle(deps, { ...input, userId, now: now() })),
    battle: (userId: string, id: number) => attempt(() => getBattle(deps, { userId, id })),
    quests: (userId: string) => listQuests(deps, { userId }),
    claimQuest: (userId: string, key: string) => attempt(() => claimQuest(deps, { userId, key, now: now() })),
    achievements: (userId: string) => listAchievements(deps, { userId }),
    profile: (name: string) => attempt(() => getPublicProfile(deps, { name, now: now() })),
    cosmetics: (userId: string) => ownedCosmetics(deps, { userId: userId }),
    wornCosmetics: (userId: string) => wornCosmetics(deps, { userId }),
    updateProfile: (userId: string, input: UpdateProfileInput) =>
      attempt(() => updateProfile(deps, { ...input, userId })),
  };
}

export type ProgressionWeb = ReturnType<typeof createProgressionWeb>;
