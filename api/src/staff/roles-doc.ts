// docs/roles.md, rendered from the role table (permissions.ts). `npm run
// docs:roles` writes it; roles-doc.test.ts fails while the page and the table differ.
import { permissionNames, permissions, roleLabels, staffRoles } from "./permissions.ts";

export const rolesDocPath = "docs/roles.md";

export function renderRolesDoc(): string {
  const header = `| What the operator does | Permission | ${staffRoles.map((role) => roleLabels[role]).join(" | ")} |`;
  const rule = `|---|---|${staffRoles.map(() => ":-:").join("|")}|`;
  const rows = permissionNames.map((name) => {
    const { does, roles } = permissions[name];
    const marks = staffRoles.map((role) => ((roles as readonly string[]).includes(role) ? "yes" : "—"));
    return `| ${does} | \`${name}\` | ${marks.join(" | ")} |`;
  });
  return [
    "# Staff roles: who may do what",
    "",
    "<!-- Generated from api/src/staff/permissions.ts by `npm run docs:roles`; do not edit by hand. -->",
    "",
    'The one role table. The API\'s guards answer 403 ("This needs the … role.") to a role',
    "without the permission; the console hides that role's buttons and menus, shows a",
    "read-only page at a create or edit address it cannot use, and a no-access page (which",
    "role may, and to ask an admin) at a screen it may not open, such as Staff or Jobs.",
    "Players have no console access.",
    "Why: [ADR 102](decisions/102-one-role-table.md).",
    "",
    header,
    rule,
    ...rows,
    "",
  ].join("\n");
}
