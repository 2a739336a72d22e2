// The daily reward calendar: what a player gets on each day of a login streak.
import type { Reward } from "./rewards.ts";

/** One reward per day of the 28-day login streak (User.loginDay is the index). */
export const dailyRewardCalendar: readonly Reward[] = [
  { gold: 100 },
  { gold: 150 },
  { ingredients: [{ name: "Slime Jelly", quantity: 5 }] },
  { gold: 200 },
  { gems: 10 },
  { gold: 250 },
  { gems: 30, ingredients: [{ name: "Ember Ash", quantity: 2 }] },
  { gold: 300 },
  { ingredients: [{ name: "River Pearl", quantity: 3 }] },
  { gold: 350 },
  { gems: 15 },
  { gold: 400 },
  { ingredients: [{ name: "Iron Ore", quantity: 10 }] },
  { items: [{ type: "monster", name: "Thornback", quality: "rare" }] },
  { gold: 500 },
  { gems: 20 },
  { ingredients: [{ name: "Frost Crystal", quantity: 3 }] },
  { gold: 600 },
  { gems: 25 },
  { gold: 700 },
  { gems: 40, items: [{ type: "relic", name: "Tide Pearl", quality: "rare" }] },
  { gold: 800 },
  { ingredients: [{ name: "Dragon Scale", quantity: 1 }] },
  { gold: 900 },
  { gems: 30 },
  { gold: 1000 },
  { ingredients: [{ name: "Star Dust", quantity: 1 }] },
  { gems: 100, items: [{ type: "monster", name: "Golemite", quality: "epic" }] },
];
