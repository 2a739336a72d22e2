// Staff accounts (admin only; ra-data-simple-rest: /api/admin/staff): list,
// read, give an existing account a staff role (create), change a role
// (update). Every change writes its staff_action row in its transaction.
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../context.ts";
import {
  AddStaffSchema,
  addStaffMember,
  ChangeRoleSchema,
  changeStaffRole,
  getStaffMember,
  listStaff,
  StaffFilterSchema,
  staffSortFields,
} from "../staff/manage-staff.ts";
import { jsonOnly } from "./admin-list.ts";
import {
  actorOf,
  adminErrors,
  adminList,
  createAdminRouter,
  jsonBody,
  jsonContent,
  UuidParamsSchema,
} from "./admin-openapi.ts";
import { staffRequired } from "./guards.ts";

const tags = ["admin: staff"];

const StaffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    role: z.enum(["admin", "liveops", "analyst", "player"]),
    createdAt: z.string(),
    lastActiveAt: z.string().nullable(),
  })
  .openapi("StaffMember");

const staffList = adminList({
  path: "/api/admin/staff",
  tags,
  summary: "Staff accounts (filters: q e-mail prefix, role)",
  row: StaffMemberSchema,
  description: "Staff",
  sortable: staffSortFields,
  defaultSort: ["email", "ASC"],
  filter: StaffFilterSchema,
});

const getRoute = createRoute({
  method: "get",
  path: "/api/admin/staff/{id}",
  tags,
  summary: "One account's role",
  request: { params: UuidParamsSchema },
  responses: { 200: { description: "The account", content: jsonContent(StaffMemberSchema) }, ...adminErrors },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/admin/staff",
  tags,
  summary: "Give an existing account (by e-mail) a staff role (audited)",
  request: { body: jsonBody(AddStaffSchema) },
  responses: { 201: { description: "Now staff", content: jsonContent(StaffMemberSchema) }, ...adminErrors },
});

const changeRoute = createRoute({
  method: "put",
  path: "/api/admin/staff/{id}",
  tags,
  summary: "Change a role (not your own; never the last admin) (audited)",
  request: { params: UuidParamsSchema, body: jsonBody(ChangeRoleSchema) },
  responses: { 200: { description: "Changed", content: jsonContent(StaffMemberSchema) }, ...adminErrors },
});

export function adminStaffRoutes(deps: AppDeps) {
  const app = createAdminRouter();
  app.use("/api/admin/staff/*", staffRequired(deps, "staff.manage"));
  app.on(["POST", "PUT"], ["/api/admin/staff/*"], jsonOnly);
  return app
    .openapi(staffList.route, (c) => staffList.page(c, (query) => listStaff(deps, actorOf(c), query)))
    .openapi(getRoute, async (c) =>
      c.json(await getStaffMember(deps, actorOf(c), c.req.valid("param").id), 200),
    )
    .openapi(addRoute, async (c) => c.json(await addStaffMember(deps, actorOf(c), c.req.valid("json")), 201))
    .openapi(changeRoute, async (c) =>
      c.json(await changeStaffRole(deps, actorOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
