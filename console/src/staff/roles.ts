const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

export const staffRoleChoices = choices(["admin", "liveops", "analyst"]);
/** Back to player removes console access. */
export const anyRoleChoices = choices(["admin", "liveops", "analyst", "player"]);
