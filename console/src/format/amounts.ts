// Amounts as the console shows them: the game's currencies in words ("1,200 gold",
// "550 gems") and real money from the minor units Stripe and the Transaction rows
// store ("$4.99", "¥500": the currency's own number of digits). Nothing here
// throws: the feed once went blank on "GOLD" handed to Intl as an ISO currency,
// and a code Intl does not know is shown as it came ("499 XYZ").

/** The game's currencies, singular and plural (prisma/schema.prisma's Currency). */
const gameCurrencies: Record<string, [one: string, many: string]> = {
  gold: ["gold", "gold"],
  gems: ["gem", "gems"],
};

const counts = new Intl.NumberFormat("en-US");

/** ISO 4217 codes this browser formats (Intl formats any three letters, even made-up ones). */
const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

/** A whole number with thousands separators: "1,200". */
export function formatCount(value: number): string {
  return counts.format(value);
}

export function isGameCurrency(currency: string): boolean {
  return Object.hasOwn(gameCurrencies, currency.toLowerCase());
}

/** An amount of a game currency in words: "1,200 gold", "1 gem", "550 gems". */
export function formatGameAmount(amount: number, currency: string): string {
  const words = gameCurrencies[currency.toLowerCase()];
  if (!words) return `${formatCount(amount)} ${currency}`;
  return `${formatCount(amount)} ${Math.abs(amount) === 1 ? words[0] : words[1]}`;
}

/** Minor units of an ISO currency: 499 "usd" → "$4.99", 500 "jpy" → "¥500"; unknown codes → "499 XYZ". */
export function formatMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  if (!knownCurrencies.has(code)) return `${formatCount(minorUnits)} ${code}`;
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** Any price the platform records: a game currency in words, otherwise real money in minor units. */
export function formatAmount(amount: number, currency: string): string {
  return isGameCurrency(currency) ? formatGameAmount(amount, currency) : formatMoney(amount, currency);
}
