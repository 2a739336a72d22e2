import { Edit, minValue, NumberInput, SimpleForm, TextInput } from "react-admin";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { useSavedNotice } from "../notifications/use-saved-notice";
import { RewardsInput } from "../rewards/RewardsInput";
import { PromoCodeAudienceInput } from "./AudienceInput";
import { type PromoCodeTermsForm, promoCodeTerms } from "./promo-code-terms";

/** The code itself is fixed once made; its terms change (pessimistically, so the API's field errors show). */
export function PromoCodeEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice("show")}
      transform={(values: PromoCodeTermsForm) => promoCodeTerms(values)}
    >
      <SimpleForm>
        <TextInput source="code" readOnly />
        <TextInput source="description" fullWidth />
        <LocalDateTimeInput source="expiresAt" label="Expires at" helperText="Empty: never" />
        <NumberInput source="maxUses" label="Max uses" validate={minValue(1)} helperText="Empty: unlimited" />
        <PromoCodeAudienceInput />
        <RewardsInput />
      </SimpleForm>
    </Edit>
  );
}
