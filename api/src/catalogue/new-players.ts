// What a new player is given and shown: the starting grant, the welcome gift in
// the inbox and the first-steps guide on the home page.
import type { MonsterName } from "./monsters.ts";
import type { Reward } from "./rewards.ts";

export const starterGrant = {
  gold: 1000,
  gems: 50,
  monsters: ["Emberfox", "Tidepup", "Sproutling"],
} as const satisfies { gold: number; gems: number; monsters: readonly MonsterName[] };

/**
 * The gift a new player finds in the inbox (template welcome_gift), written in
 * the transaction that creates the account (api/src/onboarding/welcome-gift.ts)
 * and collected like any reward message. Kept below the Arena Pass's price
 * together with the starter gems: game access is bought, not handed out.
 */
export const welcomeGift = {
  reward: { gold: 500, gems: 25, ingredients: [{ name: "Slime Jelly", quantity: 5 }] },
  lifetimeDays: 30,
} as const satisfies { reward: Reward; lifetimeDays: number };

/**
 * The home page's first-steps guide, in order. Each step is ticked from the
 * player's own records (api/src/onboarding/first-steps.ts), never from the page;
 * once every step is done the guide is gone.
 */
export const firstSteps = [
  { key: "buildTeam", title: "Build a team", hint: "Put your three starter monsters in your first team." },
  {
    key: "winBattle",
    title: "Win your first battle",
    hint: "Fight the first campaign map on the play screen.",
  },
  { key: "claimQuest", title: "Claim a quest", hint: "Finish a daily quest, then claim its reward." },
  { key: "claimDailyReward", title: "Claim your daily reward", hint: "A reward waits every day you play." },
  {
    key: "viewCollection",
    title: "Look at your collection",
    hint: "See the monsters you own and the ones still to find.",
  },
] as const satisfies readonly { key: string; title: string; hint: string }[];
export type FirstStepKey = (typeof firstSteps)[number]["key"];
