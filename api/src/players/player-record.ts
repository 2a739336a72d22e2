// What the staff use cases of players share: the row the console lists (with
// e-mails masked for analysts), the target of a change, locked for its
// transaction, and a page of one player's History rows.
import { z } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import { pageArgs } from "../db/list-page.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma, Role } from "../generated/prisma/client.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { can } from "../staff/permissions.ts";

/** `player@example.com` → `p***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

const emailFor = (actor: Actor, email: string) =>
  can(actor.role, "players.read-emails") ? email : maskEmail(email);

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlayerRow {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  level: number;
  gold: number;
  gems: number;
  createdAt: string;
  lastActiveAt: string | null;
  vipExpiresAt: string | null;
  isBanned: boolean;
  bannedUntil: string | null;
  /** A game client's guest: `email` is a stand-in until they link one (docs/decisions/124). */
  isGuest: boolean;
  /** A pending or carried-out account deletion (docs/decisions/130); null when none. */
  deletion: { requestedAt: string | null; dueAt: string | null; deletedAt: string | null } | null;
}

export const rowSelect = {
  id: true,
  email: true,
  role: true,
  level: true,
  freeCurrency: true,
  paidCurrency: true,
  createdAt: true,
  lastActiveAt: true,
  vipExpiresAt: true,
  isBanned: true,
  bannedUntil: true,
  isGuest: true,
  deletionRequestedAt: true,
  deletionDueAt: true,
  deletedAt: true,
  profile: { select: { name: true } },
} satisfies Prisma.UserSelect;

type SelectedRow = Prisma.UserGetPayload<{ select: typeof rowSelect }>;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRow(actor: Actor, user: SelectedRow): PlayerRow {
  return {
    id: user.id,
    email: emailFor(actor, user.email),
    displayName: user.profile?.name ?? null,
    role: user.role,
    level: user.level,
    gold: user.freeCurrency,
    gems: user.paidCurrency,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: iso(user.lastActiveAt),
    vipExpiresAt: iso(user.vipExpiresAt),
    isBanned: activeBan({ ...user, banReason: null }) !== null,
    bannedUntil: iso(user.bannedUntil),
    isGuest: user.isGuest,
    deletion:
      user.deletedAt || user.deletionDueAt
        ? {
            requestedAt: iso(user.deletionRequestedAt),
            dueAt: iso(user.deletionDueAt),
            deletedAt: iso(user.deletedAt),
          }
        : null,
  };
}

export const banColumns = {
  id: true,
  role: true,
  isBanned: true,
  banReason: true,
  bannedAt: true,
  bannedUntil: true,
  bannedById: true,
  sessionVersion: true,
} as const;

/**
 * The player row, locked for the rest of the transaction; staff may act on players only (staff
 * managers: on anyone but themselves), and never on a deleted account.
 */
export async function lockTarget(tx: Db, actor: Actor, userId: string) {
  if (!uuidPattern.test(userId)) throw new AppError("not_found", "No such player.");
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const found = await tx.user.findUnique({
    where: { id: userId },
    select: { ...banColumns, deletedAt: true },
  });
  if (!found) throw new AppError("not_found", "No such player.");
  const { deletedAt, ...user } = found;
  // An erased account keeps its id for the ledger and payments (docs/decisions/130), nothing else.
  if (deletedAt) throw new AppError("conflict", "This account has been deleted: nothing on it can change.");
  if (user.id === actor.id) throw new AppError("forbidden", "Staff cannot act on their own account.");
  if (user.role !== "player") assertStaff(actor, "staff.manage");
  return user;
}

export function banState(user: {
  isBanned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
  bannedUntil: Date | null;
  bannedById: string | null;
}) {
  return {
    isBanned: user.isBanned,
    banReason: user.banReason,
    bannedAt: iso(user.bannedAt),
    bannedUntil: iso(user.bannedUntil),
    bannedById: user.bannedById,
  };
}

export const historySortFields = ["createdAt", "id"] as const;

export const PlayerHistoryFilterSchema = z.strictObject({ userId: z.uuid() });

export type HistoryQuery = {
  filter: z.output<typeof PlayerHistoryFilterSchema>;
  sort: { field: (typeof historySortFields)[number]; order: "ASC" | "DESC" };
  skip: number;
  take: number;
};

export async function historyPage(db: Db, where: Prisma.HistoryWhereInput, query: HistoryQuery) {
  const [rows, total] = await Promise.all([
    db.history.findMany({
      where,
      ...pageArgs(query),
      select: { id: true, createdAt: true, type: true, actorId: true, data: true },
    }),
    db.history.count({ where }),
  ]);
  return { rows, total };
}
