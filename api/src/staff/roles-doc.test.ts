import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { can, permissionNames, permissions, rolesAllowed } from "./permissions.ts";
import { renderRolesDoc, rolesDocPath } from "./roles-doc.ts";

describe("the role table", () => {
  it("is rendered in docs/roles.md (run `npm run docs:roles` after changing it)", () => {
    const page = readFileSync(new URL(`../../../${rolesDocPath}`, import.meta.url), "utf8");
    expect(page).toBe(renderRolesDoc());
  });

  it("gives admin every permission, LiveOps operations, analysts reading", () => {
    for (const name of permissionNames) expect([name, can("admin", name)]).toEqual([name, true]);
    expect(permissionNames.filter((name) => can("analyst", name))).toEqual([
      "console.read",
      "analytics.read",
    ]);
    expect(permissionNames.filter((name) => !can("liveops", name))).toEqual([
      "players.password-link",
      "transactions.refund",
      "staff.manage",
      "staff.security",
      "ledger.verify",
      "server-keys.manage",
      "webhooks.manage",
    ]);
    expect(can("liveops", "leaderboards.reset")).toBe(true);
  });

  it("refuses players and anything that is not a staff role", () => {
    for (const role of ["player", null, undefined, "", "Admin"])
      expect(can(role, "console.read")).toBe(false);
  });

  it("names the allowed roles in words", () => {
    expect(rolesAllowed("promo-codes.change")).toBe("admin or LiveOps");
    expect(rolesAllowed("console.read")).toBe("admin, LiveOps or analyst");
    expect(rolesAllowed("staff.manage")).toBe("admin");
    for (const name of permissionNames) expect(permissions[name].does).toMatch(/^[A-Z][^.]*[a-z)]$/);
  });
});
