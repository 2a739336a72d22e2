// Which map a match was on: campaign maps (pve, boss) and challenges, by key.
import {
  type CampaignMapDefinition,
  type ChallengeDefinition,
  campaignMaps,
  challenges,
} from "../catalogue/maps.ts";
import type { MatchMode } from "./rules.ts";

export type MapRef =
  | { type: "campaign"; index: number; map: CampaignMapDefinition }
  | { type: "challenge"; index: number; map: ChallengeDefinition };

export function findMap(key: string): MapRef | undefined {
  const campaignIndex = campaignMaps.findIndex((map) => map.key === key);
  if (campaignIndex >= 0)
    return { type: "campaign", index: campaignIndex, map: campaignMaps[campaignIndex]! };
  const challengeIndex = challenges.findIndex((map) => map.key === key);
  if (challengeIndex >= 0)
    return { type: "challenge", index: challengeIndex, map: challenges[challengeIndex]! };
  return undefined;
}

/** The mode a map is played in: a campaign boss map is "boss", a challenge "challenge". */
export function modeOfMap(ref: MapRef): Exclude<MatchMode, "pvp"> {
  if (ref.type === "challenge") return "challenge";
  return ref.map.isBoss ? "boss" : "pve";
}
