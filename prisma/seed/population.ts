// Who the generated players are and how they behave: shared by the detailed
// (TypeScript) and bulk (SQL) paths so both populations look alike.
import type { PaymentCurrency } from "../../api/src/catalogue/gem-packs.ts";

/** How many days back the world goes: sign-ups, activity, purchases and KPIs span them. */
export const worldDays = 60;

/** Shares and curves of the generated population (a casual-heavy free-to-play audience). */
export const populationTraits = {
  /** engagement = uniform draw ^ exponent, in 0..1: most players are casual. */
  engagementExponent: 1.3,
  /** Players churn after an exponential lifetime with mean base + perEngagement × engagement days. */
  lifetimeDays: { base: 10, perEngagement: 40 },
  /** Chance to come back d days after sign-up: engagement × (floor + (1 − floor) × e^(−d / decayDays)). */
  retention: { floor: 0.35, decayDays: 5, max: 0.97 },
  payerShare: { base: 0.06, perEngagement: 0.14 },
  gameAccessShare: 0.9,
  bannedShare: 0.03,
  /** Of the bans, the share without an end date. */
  permanentBanShare: 0.5,
  referredShare: 0.15,
  /** Share of players who redeem the welcome code at sign-up. */
  welcomeCodeShare: 0.35,
  pollAnswerShare: 0.55,
  dailyRewardClaimShare: 0.9,
} as const;

/** The chance a player of `engagement` comes back `daysSinceSignUp` days after signing up. */
export function returnChance(engagement: number, daysSinceSignUp: number): number {
  const { floor, decayDays, max } = populationTraits.retention;
  return Math.min(max, engagement * (floor + (1 - floor) * Math.exp(-daysSinceSignUp / decayDays)));
}

/** Display names are adjective + noun + the player's index: unique, and at most
 * 6 + 7 + 7 = 20 characters (displayNameRules) up to ten million players. */
export const nameAdjectives = [
  "Brave",
  "Swift",
  "Lucky",
  "Silent",
  "Mighty",
  "Clever",
  "Wild",
  "Shiny",
  "Dark",
  "Happy",
  "Fierce",
  "Calm",
  "Royal",
  "Frosty",
  "Sunny",
  "Rapid",
  "Noble",
  "Sly",
  "Grim",
  "Merry",
] as const;

export const nameNouns = [
  "Tamer",
  "Hunter",
  "Fox",
  "Dragon",
  "Knight",
  "Wizard",
  "Ranger",
  "Golem",
  "Owl",
  "Wolf",
  "Phoenix",
  "Mage",
  "Rogue",
  "Bard",
  "Seeker",
  "Warden",
  "Drake",
  "Sprite",
  "Titan",
  "Raven",
] as const;

/** Where players pay from (ISO 3166-1 alpha-2), the currency Stripe charges them in, and how common they are. */
export const countries: readonly { code: string; currency: PaymentCurrency; weight: number }[] = [
  { code: "US", currency: "usd", weight: 30 },
  { code: "GB", currency: "gbp", weight: 10 },
  { code: "DE", currency: "eur", weight: 10 },
  { code: "FR", currency: "eur", weight: 8 },
  { code: "CA", currency: "usd", weight: 6 },
  { code: "BR", currency: "usd", weight: 6 },
  { code: "ES", currency: "eur", weight: 5 },
  { code: "IT", currency: "eur", weight: 5 },
  { code: "AU", currency: "usd", weight: 5 },
  { code: "JP", currency: "usd", weight: 5 },
  { code: "MX", currency: "usd", weight: 4 },
  { code: "NL", currency: "eur", weight: 3 },
  { code: "IE", currency: "eur", weight: 3 },
];

export const banReasons = [
  "Cheating: impossible match reports",
  "Abusive chat",
  "Payment fraud (chargeback)",
  "Botting",
  "Account sharing",
] as const;

export function generatedEmail(index: number): string {
  return `player${index}@players.example.com`;
}

export function generatedDisplayName(index: number, adjective: string, noun: string): string {
  return `${adjective}${noun}${index}`;
}
