import { Create } from "react-admin";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { ShopItemForm } from "./ShopItemForm";

export function ShopItemCreate() {
  return (
    <Create
      mutationOptions={useSavedNotice("edit")}
      record={{ discount: 0, tier: 1, currency: "gold", isAvailable: false }}
    >
      <ShopItemForm />
    </Create>
  );
}
