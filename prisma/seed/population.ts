// Who the generated players are: name parts, countries and ban reasons. Shared
// by the detailed (TypeScript) and bulk (SQL) paths so both look alike.
import type { PaymentCurrency } from "../../api/src/config/game.ts";

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
