// Staff accounts (admin only): who has console access and with which role,
// and changing a user's role — promote a player by e-mail, move staff between
// admin, liveops and analyst, or back to player. Nobody changes their own role,
// and the last admin cannot be demoted: every admin row is locked while the
// change is checked, so two admins demoting each other at once cannot both win.
// The role is read from the database on every request, so a change applies at once.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma, Role } from "../generated/prisma/client.ts";
import { isStaffRole, roleLabels, staffRoles } from "./permissions.ts";

export const staffSortFields = ["email", "createdAt", "role", "id"] as const;
export type StaffSortField = (typeof staffSortFields)[number];

const StaffRoleSchema = z.enum(staffRoles);
const AnyRoleSchema = z.enum(["admin", "liveops", "analyst", "player"]);

export const StaffFilterSchema = z.strictObject({
  /** An e-mail prefix. */
  q: z.string().trim().max(200).optional(),
  role: StaffRoleSchema.optional(),
  id: z.union([z.string().uuid(), z.array(z.string().uuid()).max(500)]).optional(),
});
export type StaffFilter = z.output<typeof StaffFilterSchema>;

/** react-admin sends the whole record back on edit: only the role is read. */
export const ChangeRoleSchema = z.object({ role: AnyRoleSchema });
export const AddStaffSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email("An e-mail address."),
  role: StaffRoleSchema,
});

const staffSelect = {
  id: true,
  email: true,
  role: true,
  createdAt: true,
  lastActiveAt: true,
  profile: { select: { name: true } },
} satisfies Prisma.UserSelect;

type SelectedStaff = Prisma.UserGetPayload<{ select: typeof staffSelect }>;

function toRow(user: SelectedStaff) {
  return {
    id: user.id,
    email: user.email,
    displayName: user.profile?.name ?? null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
  };
}
export type StaffRow = ReturnType<typeof toRow>;

/** Staff accounts (index User(role); the e-mail prefix uses User.email's unique index). */
export async function listStaff(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  query: {
    filter: StaffFilter;
    sort: { field: StaffSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: StaffRow[]; total: number }> {
  assertStaff(actor, "staff.manage");
  const where: Prisma.UserWhereInput = { role: query.filter.role ?? { in: [...staffRoles] } };
  if (query.filter.q) where.email = { startsWith: query.filter.q.toLowerCase() };
  if (query.filter.id !== undefined) {
    where.id = { in: Array.isArray(query.filter.id) ? query.filter.id : [query.filter.id] };
  }
  const [users, total] = await Promise.all([
    deps.db.user.findMany({
      where,
      select: staffSelect,
      ...pageArgs(query),
    }),
    deps.db.user.count({ where }),
  ]);
  return { rows: users.map(toRow), total };
}

export async function getStaffMember(deps: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<StaffRow> {
  assertStaff(actor, "staff.manage");
  const parsed = z.string().uuid().safeParse(id);
  const user = parsed.success
    ? await deps.db.user.findUnique({ where: { id: parsed.data }, select: staffSelect })
    : null;
  if (!user) throw new AppError("not_found", "No such user.");
  return toRow(user);
}

// actor id null: the platform itself (the command line), as in recordStaffAction.
async function changeRoleLocked(
  tx: Db,
  actor: { id: string | null },
  userId: string,
  role: Role,
): Promise<StaffRow> {
  if (userId === actor.id) throw new AppError("forbidden", "Nobody changes their own role.");
  // Every admin row first (always in id order), then the target: the last-admin check holds under concurrency.
  const admins = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE role = 'admin' ORDER BY id FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const before = await tx.user.findUnique({ where: { id: userId }, select: staffSelect });
  if (!before) throw new AppError("not_found", "No such user.");
  if (before.role === role) {
    throw new AppError("validation_failed", "The request is not valid.", {
      fields: {
        role: isStaffRole(role)
          ? `This account already has the ${roleLabels[role]} role.`
          : "This account is already a player, with no staff role.",
      },
    });
  }
  if (before.role === "admin" && admins.length <= 1) {
    throw new AppError("conflict", "This is the last admin: make someone else admin first.", {
      reason: "last_admin",
    });
  }
  const after = await tx.user.update({ where: { id: userId }, data: { role }, select: staffSelect });
  await recordStaffAction(tx, actor, userId, {
    action: "staff.role",
    before: { role: before.role },
    after: { role: after.role },
  });
  return toRow(after);
}

export async function changeStaffRole(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
  input: z.input<typeof ChangeRoleSchema>,
): Promise<StaffRow> {
  assertStaff(actor, "staff.manage");
  const { role } = ChangeRoleSchema.parse(input);
  if (!z.string().uuid().safeParse(id).success) throw new AppError("not_found", "No such user.");
  return deps.db.$transaction((tx) => changeRoleLocked(tx, actor, id, role));
}

/** Gives an existing account (found by e-mail) a staff role. */
export async function addStaffMember(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: z.input<typeof AddStaffSchema>,
): Promise<StaffRow> {
  assertStaff(actor, "staff.manage");
  const { email, role } = AddStaffSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) {
      throw new AppError("validation_failed", "The request is not valid.", {
        fields: { email: "No account has this e-mail: the person signs up first." },
      });
    }
    return changeRoleLocked(tx, actor, user.id, role);
  });
}

export const SetRoleFromCommandLineSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email("an e-mail address"),
  role: AnyRoleSchema,
});

/**
 * `npm run staff -- <e-mail> <role>`: how a new deployment gets its first admin
 * (the demo accounts are never seeded there), and a way back in when no admin
 * can sign in. Whoever runs it already holds the database, so no signed-in
 * actor is asked for; the change is recorded as the platform's own.
 */
export async function setRoleFromCommandLine(
  deps: Pick<AppDeps, "db">,
  input: z.input<typeof SetRoleFromCommandLineSchema>,
): Promise<StaffRow> {
  const { email, role } = SetRoleFromCommandLineSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user)
      throw new AppError("not_found", `No account has the e-mail ${email}: the person signs up first.`);
    return changeRoleLocked(tx, { id: null }, user.id, role);
  });
}
