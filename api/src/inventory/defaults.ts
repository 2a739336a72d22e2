// The capacities a new inventory starts with (Inventory's columns).

export const inventoryDefaults = {
  monsterSlots: 30,
  relicSlots: 30,
  ingredientSlots: 20,
  ingredientsCap: 99,
} as const;
