// The words of a chart's table view: a heading per metric column instead of
// its field name, money in its currency's units (the metrics count minor
// units: 1498 usd is "$14.98"), game currencies in words, rates as percents.
import { qualityName, shopCategoryName } from "@arena/api/words/display-names";
import { formatAmount } from "../format/amounts";
import { gameCurrencyLabel, ledgerReasonLabel } from "../format/labels";
import { formatNumber, formatPercent, type MetricRow } from "./values";

const headings: Record<string, string> = {
  bucket: "Period",
  country: "Country",
  currency: "Currency",
  revenue: "Revenue",
  purchases: "Purchases",
  unconvertedPurchases: "Purchases without a rate",
  rates: "Rates",
  ratesAsOf: "Rates as of",
  arpdau: "ARPDAU",
  arppu: "ARPPU",
  conversion: "Payer conversion",
  payers: "Payers",
  players: "Players",
  playerDays: "Player-days",
  activePlayers: "Active players",
  activeVips: "Active VIPs",
  newPlayers: "New players",
  dau: "Daily active players",
  wau: "Weekly active players",
  mau: "Monthly active players",
  stickiness: "Stickiness (DAU / MAU)",
  d1: "Day 1",
  d7: "Day 7",
  d30: "Day 30",
  kpi: "KPI",
  current: "This period",
  previous: "Previous period",
  change: "Change",
  pickRate: "Pick rate",
  winRate: "Win rate",
  amount: "Amount",
  rows: "Ledger rows",
  share: "Share of votes",
  sent: "Sent",
  read: "Read",
  rewardsCollected: "Rewards collected",
  sales: "Sales",
  votes: "Votes",
  redemptions: "Redemptions",
  question: "Question",
  answer: "Answer",
  reason: "Reason",
  flow: "Flow",
  category: "Category",
  item: "Item",
  code: "Code",
  egg: "Egg",
  oddsVersion: "Odds version",
  quality: "Quality",
  pulls: "Pulls",
  eggPulls: "Pulls of the egg",
  observed: "Observed",
  published: "Published odds",
  withGuarantee: "Published, with the guarantee",
};

/** Amounts of the row's `currency` (minor units for money, whole coins for gold and gems). */
const amountColumns = new Set(["revenue", "arpdau", "arppu", "amount"]);
/** Fractions shown as percents. */
const rateColumns = new Set([
  "conversion",
  "stickiness",
  "d1",
  "d7",
  "d30",
  "pickRate",
  "winRate",
  "share",
  "change",
  "observed",
  "published",
  "withGuarantee",
]);

/** "bossPoints" → "Boss points" for a column nobody named yet. */
export function columnHeading(column: string): string {
  const named = headings[column];
  if (named) return named;
  const words = column
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A text value in words: currencies ("eur" → "EUR", "gold" → "Gold"), shop categories, ledger reasons. */
export function valueInWords(column: string, value: string): string {
  switch (column) {
    case "currency":
      return value === "gold" || value === "gems" ? gameCurrencyLabel(value) : value.toUpperCase();
    case "category":
      return shopCategoryName(value);
    case "quality":
      return qualityName(value);
    case "reason": {
      const reason = ledgerReasonLabel(value);
      return reason.charAt(0).toUpperCase() + reason.slice(1);
    }
    case "flow":
      return value === "source" ? "Source" : value === "sink" ? "Sink" : value;
    default:
      return value;
  }
}

export function formatTableCell(row: MetricRow, column: string): string {
  const value = row[column];
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value !== "number") return valueInWords(column, value);
  if (amountColumns.has(column) && typeof row.currency === "string" && row.currency) {
    return formatAmount(value, row.currency);
  }
  if (rateColumns.has(column)) return formatPercent(value);
  return formatNumber(value);
}
