import { staffRoles } from "@arena/api/staff/permissions";
import type { RaRecord } from "react-admin";
import { accountRoleLabel, choicesOf } from "../format/labels";

export const staffRoleChoices = choicesOf(staffRoles, accountRoleLabel);
/** Back to player removes console access. */
export const anyRoleChoices = choicesOf([...staffRoles, "player"], accountRoleLabel);

/** A role saved, by the new role's name: "kai@example.com now has the LiveOps role". */
export function roleSavedMessage(record: RaRecord, name: string): string {
  const role = String(record.role);
  return role === "player"
    ? `${name} is a player again, without console access`
    : `${name} now has the ${accountRoleLabel(role)} role`;
}
