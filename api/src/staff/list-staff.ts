// Admins listing who has console access and with which role.
import { z } from "zod";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { idsIn, pageArgs } from "../db/list-page.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { securityPolicy } from "../staff-security/second-factor-state.ts";
import type { StaffListQuery } from "./list-query.ts";
import { staffRoles } from "./permissions.ts";
import { StaffRoleSchema, type StaffRow, staffSelect, toRow } from "./staff-record.ts";

export const staffSortFields = ["email", "createdAt", "role", "id"] as const;
export type StaffSortField = (typeof staffSortFields)[number];

export const StaffFilterSchema = z.strictObject({
  /** An e-mail prefix. */
  q: z.string().trim().max(200).optional(),
  role: StaffRoleSchema.optional(),
  id: z.union([z.string().uuid(), z.array(z.string().uuid()).max(500)]).optional(),
});
export type StaffFilter = z.output<typeof StaffFilterSchema>;

/** Staff accounts (index User(role); the e-mail prefix uses User.email's unique index). */
export async function listStaff(
  deps: Pick<AppDeps, "db">,
  query: StaffListQuery<StaffFilter, StaffSortField>,
): Promise<{ rows: StaffRow[]; total: number }> {
  assertStaff(query.actor, "staff.manage");
  const where: Prisma.UserWhereInput = { role: query.filter.role ?? { in: [...staffRoles] } };
  if (query.filter.q) where.email = { startsWith: query.filter.q.toLowerCase() };
  where.id = idsIn(query.filter.id);
  const [users, total, policy] = await Promise.all([
    deps.db.user.findMany({
      where,
      select: staffSelect,
      ...pageArgs(query),
    }),
    deps.db.user.count({ where }),
    securityPolicy(deps.db),
  ]);
  return { rows: users.map((user) => toRow(user, policy.requireSecondFactorForAllStaff)), total };
}
