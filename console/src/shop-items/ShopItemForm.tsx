import { currencies } from "@arena/api/catalogue/basics";
import { shopCategories, shopTiers } from "@arena/api/catalogue/shop";
import { shopCategoryName } from "@arena/api/words/display-names";
import type { ReactElement } from "react";
import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { choicesOf, gameCurrencyLabel } from "../format/labels";
import { GrantInputs } from "./grant-inputs";

// Bounds are validators, not min/max attributes: the browser refused those with a bubble of its own.
/** The fields the API validates again (name, tier 1–5, discount 0–90, …); its field errors show here. */
export function ShopItemForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" validate={required()} />
      <SelectInput
        source="category"
        choices={choicesOf(shopCategories, shopCategoryName)}
        validate={required()}
      />
      <NumberInput source="price" validate={[required(), minValue(1)]} />
      <SelectInput
        source="currency"
        choices={choicesOf(currencies, gameCurrencyLabel)}
        validate={required()}
      />
      <SelectInput source="tier" choices={choicesOf(shopTiers, String)} validate={required()} />
      <NumberInput source="discount" label="Discount (%)" validate={[minValue(0), maxValue(90)]} />
      <GrantInputs />
      <BooleanInput source="isAvailable" label="On sale now" />
      <BooleanInput source="isOneTime" label="Owned once (cosmetics)" />
      <BooleanInput
        source="isRetired"
        label="Retired"
        helperText="Off sale for good: the rotation never picks it again. Use this for items players bought."
      />
    </SimpleForm>
  );
}
