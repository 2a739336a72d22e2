// A shop catalogue entry as its ShopItem row: what the demo seed writes and what the
// tests put on sale. Availability and discounts are the rotation's (shop/rotate-shop.ts).
import type { ShopItemDefinition } from "../catalogue/shop.ts";

export function shopItemRowOf(item: ShopItemDefinition) {
  return {
    name: item.name,
    category: item.category,
    type: item.grant.kind,
    tier: item.tier,
    price: item.price,
    currency: item.currency,
    grant: item.grant,
    isOneTime: item.isOneTime,
  };
}
