// An audience's rules in words, for its list, its page and the sent history
// ("level 10–20, VIP, countries FR or DE, spent at least $5.00").
import { reportingCurrency } from "@arena/api/analytics/reporting-currency";
import { formatMoney } from "../format/amounts";
import { dateInWords } from "../format/dates";

/** The rules as the API stores them (AudienceRules, instants as text). */
export interface AudienceRules {
  levelMin?: number;
  levelMax?: number;
  vip?: boolean;
  country?: string;
  countries?: string[];
  activeSince?: string;
  activeWithinDays?: number;
  inactiveForDays?: number;
  hasPaid?: boolean;
  spendMinCents?: number;
  spendMaxCents?: number;
  signedUpFrom?: string;
  signedUpBefore?: string;
  platform?: "web" | "game_client";
  experiment?: { key: string; variant: string };
  includeBanned?: boolean;
}

export const platformChoices = [
  { id: "web", name: "Only the web site" },
  { id: "game_client", name: "A game client" },
];

const money = (cents: number) => formatMoney(cents, reportingCurrency.currency);
const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

export function describeRules(rules: AudienceRules | null | undefined): string {
  if (!rules) return "rules that no longer apply (nobody)";
  const countries = [...(rules.country ? [rules.country] : []), ...(rules.countries ?? [])];
  const parts = [
    rules.levelMin !== undefined || rules.levelMax !== undefined
      ? `level ${rules.levelMin ?? 1}–${rules.levelMax ?? "∞"}`
      : null,
    rules.vip === true ? "VIP" : rules.vip === false ? "not VIP" : null,
    countries.length ? `${countries.length === 1 ? "country" : "countries"} ${countries.join(" or ")}` : null,
    rules.activeSince ? `active since ${dateInWords(rules.activeSince)}` : null,
    rules.activeWithinDays !== undefined ? `active in the last ${days(rules.activeWithinDays)}` : null,
    rules.inactiveForDays !== undefined ? `inactive for ${days(rules.inactiveForDays)} or more` : null,
    rules.hasPaid === true ? "has paid" : rules.hasPaid === false ? "never paid" : null,
    rules.spendMinCents !== undefined ? `spent at least ${money(rules.spendMinCents)}` : null,
    rules.spendMaxCents !== undefined ? `spent at most ${money(rules.spendMaxCents)}` : null,
    rules.signedUpFrom ? `signed up from ${dateInWords(rules.signedUpFrom)}` : null,
    rules.signedUpBefore ? `signed up before ${dateInWords(rules.signedUpBefore)}` : null,
    rules.platform === "web"
      ? "web site only"
      : rules.platform === "game_client"
        ? "plays in a game client"
        : null,
    rules.experiment ? `saw variant ${rules.experiment.variant} of experiment ${rules.experiment.key}` : null,
    rules.includeBanned ? "banned included" : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "every player";
}
