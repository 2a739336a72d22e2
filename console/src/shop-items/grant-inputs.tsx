// The shop item's grant (ShopGrantSchema): its kind, then the fields that kind takes.

import { cosmeticSlots, inventoryCapacities, qualities } from "@arena/api/catalogue/basics";
import { ingredientNames } from "@arena/api/catalogue/ingredients";
import { monsterNames } from "@arena/api/catalogue/monsters";
import { relicNames } from "@arena/api/catalogue/relics";
import type { ShopGrantKind } from "@arena/api/catalogue/rewards";
import { summonEggs } from "@arena/api/catalogue/summons";
import { cosmeticSlotName, qualityName } from "@arena/api/words/display-names";
import { FormDataConsumer, minValue, NumberInput, required, SelectInput, TextInput } from "react-admin";
import { choicesOf, inventoryCapacityLabel, shopGrantKindLabel } from "../format/labels";

/** Monsters, relics and ingredients are named in the catalogue: their names are already words. */
const named = (names: readonly string[]) => choicesOf(names, (name) => name);

const grantKinds: readonly ShopGrantKind[] = [
  "summon",
  "monster",
  "relic",
  "ingredient",
  "cosmetic",
  "vipDays",
  "gameAccess",
  "slots",
];
const kindChoices = choicesOf(grantKinds, shopGrantKindLabel);
/** An egg's odds and pity rule are the catalogue's: staff choose the egg, never the odds. */
const eggChoices = summonEggs.map((egg) => ({ id: egg.id, name: egg.name }));

export function GrantInputs() {
  return (
    <>
      <SelectInput source="grant.kind" label="Grants" choices={kindChoices} validate={required()} />
      <FormDataConsumer<{ grant?: { kind?: string } }>>
        {({ formData }) => {
          switch (formData.grant?.kind) {
            case "summon":
              return (
                <SelectInput source="grant.egg" label="Egg" choices={eggChoices} validate={required()} />
              );
            case "monster":
            case "relic":
              return (
                <>
                  <SelectInput
                    source="grant.name"
                    label="Name"
                    choices={named(formData.grant.kind === "monster" ? monsterNames : relicNames)}
                    validate={required()}
                  />
                  <SelectInput
                    source="grant.quality"
                    label="Quality"
                    choices={choicesOf(qualities, qualityName)}
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
                    choices={named(ingredientNames)}
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
                    choices={choicesOf(cosmeticSlots, cosmeticSlotName)}
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
                    choices={choicesOf(inventoryCapacities, inventoryCapacityLabel)}
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
