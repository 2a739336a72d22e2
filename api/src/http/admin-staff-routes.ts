// Staff accounts (admin only; ra-data-simple-rest: /api/admin/staff, made by
// adminResource): list, read, give an existing account a staff role (create),
// change a role (update). Every change writes its staff_action row in its transaction.
import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import { AddStaffSchema, addStaffMember } from "../staff/add-staff-member.ts";
import { ChangeRoleSchema, changeStaffRole } from "../staff/change-staff-role.ts";
import { getStaffMember } from "../staff/get-staff-member.ts";
import { listStaff, StaffFilterSchema, staffSortFields } from "../staff/list-staff.ts";
import { UuidParamsSchema } from "./admin-openapi.ts";
import { adminResource } from "./admin-resource.ts";
import type { ApiTag } from "./openapi-route.ts";

const tag: ApiTag = "admin: staff";
const allErrors = [400, 401, 403, 404, 409] as const;

const StaffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    role: z.enum(["admin", "liveops", "analyst", "player"]),
    createdAt: z.string(),
    lastActiveAt: z.string().nullable(),
    secondFactor: z
      .enum(["on", "pending", "off"])
      .openapi({ description: "on: set up; pending: set-up started, not confirmed; off" }),
    secondFactorSince: z.string().nullable().openapi({ description: "When it was set up" }),
    secondFactorRequired: z
      .boolean()
      .openapi({ description: "The role (or the staff security policy) requires one" }),
  })
  .openapi("StaffMember");

export function adminStaffRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/staff",
    tag,
    names: { one: "StaffMember", many: "Staff" },
    row: StaffMemberSchema,
    id: UuidParamsSchema,
    read: "staff.manage",
    change: "staff.manage",
    list: {
      summary: "Staff accounts (filters: q e-mail prefix, role)",
      description: "Staff",
      sortable: staffSortFields,
      defaultSort: ["email", "ASC"],
      filter: StaffFilterSchema,
      load: (query, { actor }) => listStaff(deps, { ...query, actor }),
    },
    get: {
      summary: "One account's role",
      errors: allErrors,
      load: (id, { actor }) => getStaffMember(deps, { actor, id }),
    },
    create: {
      summary: "Give an existing account (by e-mail) a staff role (audited)",
      errors: allErrors,
      body: AddStaffSchema,
      run: (member, { actor }) => addStaffMember(deps, { actor, member }),
    },
    update: {
      summary: "Change a role (not your own; never the last admin) (audited)",
      errors: allErrors,
      body: ChangeRoleSchema,
      run: (id, change, { actor }) => changeStaffRole(deps, { actor, id, change }),
    },
  });
}
