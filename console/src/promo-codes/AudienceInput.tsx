// The saved audience a promo code is for (its players only), with each
// audience's live size; empty: any player may redeem it.
import { SavedAudienceInput } from "../audiences/SavedAudienceInput";

export function PromoCodeAudienceInput() {
  return <SavedAudienceInput label="Only for the audience" helperText="Empty: any player may redeem it" />;
}
