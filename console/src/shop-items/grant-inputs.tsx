// The shop item's grant (ShopGrantSchema): its kind, then the fields that kind takes.
import {
  cosmeticSlots,
  ingredientNames,
  inventoryCapacities,
  monsterNames,
  qualities,
  relicNames,
} from "@arena/api/config/game";
import { FormDataConsumer, minValue, NumberInput, required, SelectInput, TextInput } from "react-admin";

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

const kindChoices = choices(["monster", "relic", "ingredient", "cosmetic", "vipDays", "gameAccess", "slots"]);

export function GrantInputs() {
  return (
    <>
      <SelectInput source="grant.kind" label="Grants" choices={kindChoices} validate={required()} />
      <FormDataConsumer<{ grant?: { kind?: string } }>>
        {({ formData }) => {
          switch (formData.grant?.kind) {
            case "monster":
            case "relic":
              return (
                <>
                  <SelectInput
                    source="grant.name"
                    label="Name"
                    choices={choices(formData.grant.kind === "monster" ? monsterNames : relicNames)}
                    validate={required()}
                  />
                  <SelectInput
                    source="grant.quality"
                    label="Quality"
                    choices={choices(qualities)}
                    validate={required()}
                  />
                </>
              );
            case "ingredient":
              return (
                <>
                  <SelectInput
                    source="grant.name"
                    label="Name"
                    choices={choices(ingredientNames)}
                    validate={required()}
                  />
                  <NumberInput
                    source="grant.quantity"
                    label="Quantity"
                    validate={[required(), minValue(1)]}
                  />
                </>
              );
            case "cosmetic":
              return (
                <>
                  <SelectInput
                    source="grant.slot"
                    label="Slot"
                    choices={choices(cosmeticSlots)}
                    validate={required()}
                  />
                  <TextInput source="grant.id" label="Cosmetic id" validate={required()} />
                </>
              );
            case "vipDays":
              return (
                <NumberInput source="grant.days" label="VIP days" validate={[required(), minValue(1)]} />
              );
            case "slots":
              return (
                <>
                  <SelectInput
                    source="grant.inventory"
                    label="Inventory"
                    choices={choices(inventoryCapacities)}
                    validate={required()}
                  />
                  <NumberInput source="grant.amount" label="Slots" validate={[required(), minValue(1)]} />
                </>
              );
            default:
              return null;
          }
        }}
      </FormDataConsumer>
    </>
  );
}
