// The analysts' one reporting currency. Revenue is kept and charted per
// currency (never added across currencies); for a single total, every amount is
// also converted at this fixed table of rates, whose date the dashboards state.
// Replace the table, and its date, when finance publishes new rates (month-end
// rates, say). Keyed by every payment currency, so a currency added to the
// checkout cannot be left without a rate.
import type { PaymentCurrency } from "../catalogue/gem-packs.ts";

export const reportingCurrency = {
  currency: "usd" satisfies PaymentCurrency,
  /** The day the rates were taken. */
  ratesAsOf: "2026-11-02",
  /**
   * Units of the reporting currency for one unit of each payment currency. All of
   * them have two decimals (ISO 4217), so minor units convert at the same rate.
   */
  rates: { usd: 1, eur: 1.16, gbp: 1.31 } satisfies Record<PaymentCurrency, number>,
};

/** The table in words, for a chart's caption: "1 EUR = 1.16 USD, 1 GBP = 1.31 USD". */
export function describeRates(): string {
  const target = reportingCurrency.currency.toUpperCase();
  return Object.entries(reportingCurrency.rates)
    .filter(([currency]) => currency !== reportingCurrency.currency)
    .map(([currency, rate]) => `1 ${currency.toUpperCase()} = ${rate} ${target}`)
    .join(", ");
}
