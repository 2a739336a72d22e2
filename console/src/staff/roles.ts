import { staffRoles } from "@arena/api/staff/permissions";
import { accountRoleLabel, choicesOf } from "../format/labels";

export const staffRoleChoices = choicesOf(staffRoles, accountRoleLabel);
/** Back to player removes console access. */
export const anyRoleChoices = choicesOf([...staffRoles, "player"], accountRoleLabel);
