// The progression use cases bound to the server's deps, handed to the game
// site's Remix loaders and actions as `context.progression` (the game imports
// only types from the API, docs/decisions/001). Each entry calls the same use
// case the HTTP routes call.
import { listAchievements } from "../achievements/list-achievements.ts";
import { getBattle } from "../battles/get-battle.ts";
import { playOptions } from "../battles/play-options.ts";
import { type StartBattleInput, startBattle } from "../battles/start-battle.ts";
import type { AppDeps } from "../context.ts";
import { AppError, toAppError } from "../errors.ts";
import { blackMarketTrade } from "../inventory/black-market-trade.ts";
import { equipSkin } from "../inventory/equip-skin.ts";
import { type InventoryQuery, listInventory } from "../inventory/list-inventory.ts";
import { sellIngredient, sellItem } from "../inventory/sell.ts";
import { transcendMonster } from "../inventory/transcend-monster.ts";
import { upgradeRelic } from "../inventory/upgrade-relic.ts";
import { recordCollectionVisit } from "../onboarding/first-steps.ts";
import { ownedCosmetics } from "../profile/cosmetics.ts";
import { getPublicProfile } from "../profile/get-profile.ts";
import { type UpdateProfileInput, updateProfile } from "../profile/update-profile.ts";
import { claimQuest } from "../quests/claim-quest.ts";
import { listQuests } from "../quests/list-quests.ts";
import { listTeams } from "../teams/list-teams.ts";
import { type SaveTeamInput, saveTeam } from "../teams/save-team.ts";
import { playerHome } from "./player-home.ts";

/** What a failed action tells the page: a message and, for forms, per-field messages. */
export interface ActionFailure {
  ok: false;
  status: number;
  message: string;
  fields: Record<string, string>;
}

export function createProgressionWeb(deps: AppDeps) {
  const now = () => new Date();
  return {
    home: (userId: string) => playerHome(deps, { userId, now: now() }),
    inventory: (userId: string, query?: InventoryQuery) => listInventory(deps, { userId, query, now: now() }),
    /** The collection page was opened: the first-steps guide's last step. */
    recordCollectionVisit: (userId: string) => recordCollectionVisit(deps, { userId, now: now() }),
    sellItem: (userId: string, itemId: number) => sellItem(deps, { userId, itemId, now: now() }),
    sellIngredient: (userId: string, name: string, quantity: number) =>
      sellIngredient(deps, { userId, name, quantity, now: now() }),
    upgradeRelic: (userId: string, relicId: number, ingredient: string) =>
      upgradeRelic(deps, { userId, relicId, ingredient, now: now() }),
    transcend: (userId: string, monsterId: number) =>
      transcendMonster(deps, { userId, monsterId, now: now() }),
    equipSkin: (userId: string, monsterId: number, skinId: string) =>
      equipSkin(deps, { userId, monsterId, skinId }),
    blackMarketTrade: (userId: string, give: string, receive: string, times: number) =>
      blackMarketTrade(deps, { userId, give, receive, times, now: now() }),
    teams: (userId: string) => listTeams(deps, userId),
    saveTeam: (userId: string, input: SaveTeamInput) => saveTeam(deps, { ...input, userId }),
    playOptions: (userId: string) => playOptions(deps, userId),
    startBattle: (userId: string, input: StartBattleInput) =>
      startBattle(deps, { ...input, userId, now: now() }),
    battle: (userId: string, id: number) => getBattle(deps, { userId, id }),
    quests: (userId: string) => listQuests(deps, userId),
    claimQuest: (userId: string, key: string) => claimQuest(deps, { userId, key, now: now() }),
    achievements: (userId: string) => listAchievements(deps, userId),
    profile: (name: string) => getPublicProfile(deps, { name, now: now() }),
    cosmetics: (userId: string) => ownedCosmetics(deps.db, userId),
    updateProfile: (userId: string, input: UpdateProfileInput) => updateProfile(deps, { ...input, userId }),
    /** An expected refusal as data for the page; anything else is rethrown (the error page shows it). */
    failure(error: unknown): ActionFailure {
      const appError = toAppError(error);
      if (!(error instanceof AppError) && appError.code === "internal") throw error;
      const details = appError.details as { fields?: Record<string, string> } | undefined;
      return { ok: false, status: appError.status, message: appError.message, fields: details?.fields ?? {} };
    },
  };
}

export type ProgressionWeb = ReturnType<typeof createProgressionWeb>;
