import { Create } from "react-admin";
import { ShopItemForm } from "./ShopItemForm";

export function ShopItemCreate() {
  return (
    <Create redirect="list" record={{ discount: 0, tier: 1, currency: "gold", isAvailable: false }}>
      <ShopItemForm />
    </Create>
  );
}
