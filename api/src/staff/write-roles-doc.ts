// npm run docs:roles: writes docs/roles.md from the role table.
import { writeFileSync } from "node:fs";
import { renderRolesDoc, rolesDocPath } from "./roles-doc.ts";

writeFileSync(new URL(`../../../${rolesDocPath}`, import.meta.url), renderRolesDoc());
console.log(`Wrote ${rolesDocPath}.`);
