/** Minor units and an ISO currency → "€4.99". */
export function formatMoney(row: { price: number; currency: string }): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency: row.currency.toUpperCase() }).format(
    row.price / 100,
  );
}
