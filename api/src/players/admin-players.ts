// The console's player operations: find players, read one, ban and unban,
// grant rewards, reopen the daily reward. Every change runs in one transaction
// with its History `staff_action` row ({action, before, after}), so the audit
// trail can never miss or invent a change. Analysts read with e-mails masked.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import { newPasswordResetLink } from "../auth/password-reset.ts";
import { RewardSchema, rewardLimits } from "../config/rewards.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { intInput } from "../db/row-id.ts";
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { Prisma, Role } from "../generated/prisma/client.ts";
import { grantReward } from "../grants/grant-reward.ts";
import { can } from "../staff/permissions.ts";

export type { Actor };

/** `player@example.com` → `p***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

const emailFor = (actor: Actor, email: string) =>
  can(actor.role, "players.read-emails") ? email : maskEmail(email);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Name searches read at most this many matching profiles (a prefix of one letter could match a million). */
export const maxNameMatches = 1000;

// ───────────────────────────── list ─────────────────────────────

export const playerSortFields = ["id", "createdAt", "level", "lastActiveAt", "email"] as const;
export type PlayerSortField = (typeof playerSortFields)[number];

export const PlayerFilterSchema = z.strictObject({
  /** An exact id, an e-mail prefix (has "@"; exact e-mail for analysts) or a display-name prefix. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(["player", "admin", "liveops", "analyst"]).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([z.string(), z.array(z.string()).max(500)]).optional(),
});
export type PlayerFilter = z.output<typeof PlayerFilterSchema>;

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
}

const rowSelect = {
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
  profile: { select: { name: true } },
} satisfies Prisma.UserSelect;

type SelectedRow = Prisma.UserGetPayload<{ select: typeof rowSelect }>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRow(actor: Actor, user: SelectedRow): PlayerRow {
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
    isBanned: user.isBanned,
    bannedUntil: iso(user.bannedUntil),
  };
}

/**
 * The where clause of a search; every branch is one index: the primary key,
 * User.email's unique index (prefix LIKE is index-backed under the C collation: ADR 070),
 * or UserProfile.name's unique index, read first and capped.
 */
async function searchWhere(db: Db, actor: Actor, filter: PlayerFilter): Promise<Prisma.UserWhereInput> {
  const where: Prisma.UserWhereInput = {};
  if (filter.role) where.role = filter.role;
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter((id) => uuidPattern.test(id));
    where.id = { in: ids };
  }
  const q = filter.q;
  if (!q) return where;
  if (uuidPattern.test(q)) return { ...where, AND: [{ id: q.toLowerCase() }] };
  if (q.includes("@")) {
    const email = q.toLowerCase();
    // Masked e-mails (analysts) must not be revealed letter by letter by a prefix search.
    return { ...where, email: can(actor.role, "players.read-emails") ? { startsWith: email } : email };
  }
  const profiles = await db.userProfile.findMany({
    where: { name: { startsWith: q } },
    select: { userId: true },
    orderBy: { name: "asc" },
    take: maxNameMatches,
  });
  return { ...where, AND: [{ id: { in: profiles.map((profile) => profile.userId) } }] };
}

export async function listPlayers(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  query: {
    filter: PlayerFilter;
    sort: { field: PlayerSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: PlayerRow[]; total: number }> {
  const where = await searchWhere(deps.db, actor, query.filter);
  const [users, total] = await Promise.all([
    deps.db.user.findMany({
      where,
      select: rowSelect,
      // The id breaks ties, so pages never repeat or skip a row.
      ...pageArgs(query),
    }),
    deps.db.user.count({ where }),
  ]);
  return { rows: users.map((user) => toRow(actor, user)), total };
}

// ───────────────────────────── one ──────────────────────────────

export async function getPlayer(deps: Pick<AppDeps, "db">, actor: Actor, userId: string) {
  if (!uuidPattern.test(userId)) throw new AppError("not_found", "No such player.");
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      ...rowSelect,
      xp: true,
      loginDay: true,
      hasClaimedDailyReward: true,
      hasGameAccess: true,
      totalVipDays: true,
      campaignProgress: true,
      lastLoginDate: true,
      banReason: true,
      bannedAt: true,
      bannedById: true,
      profile: { select: { name: true, avatar: true, banner: true, frame: true } },
      stats: true,
      inventory: { select: { id: true, monsterSlots: true, relicSlots: true, ingredientSlots: true } },
    },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  const inventoryId = user.inventory?.id ?? -1;
  const [items, ingredients] = await Promise.all([
    deps.db.item.groupBy({ by: ["type"], where: { inventoryId }, _count: { _all: true } }),
    deps.db.ingredient.count({ where: { inventoryId } }),
  ]);
  const held = { monster: 0, relic: 0 };
  for (const row of items) held[row.type] = row._count._all;
  const { stats, inventory, profile, ...rest } = user;
  const { id: _statsId, userId: _statsUserId, ...statValues } = stats ?? { id: 0, userId: "" };
  return {
    ...toRow(actor, user),
    xp: rest.xp,
    loginDay: rest.loginDay,
    hasClaimedDailyReward: rest.hasClaimedDailyReward,
    hasGameAccess: rest.hasGameAccess,
    totalVipDays: rest.totalVipDays,
    campaignProgress: rest.campaignProgress,
    lastLoginDate: iso(rest.lastLoginDate),
    profile: profile && { avatar: profile.avatar, banner: profile.banner, frame: profile.frame },
    wallet: { gold: user.freeCurrency, gems: user.paidCurrency },
    ban: user.isBanned
      ? {
          reason: rest.banReason,
          bannedAt: iso(rest.bannedAt),
          bannedUntil: iso(user.bannedUntil),
          bannedById: rest.bannedById,
        }
      : null,
    stats: stats ? statValues : null,
    inventory: {
      monsters: held.monster,
      relics: held.relic,
      ingredients,
      monsterSlots: inventory?.monsterSlots ?? 0,
      relicSlots: inventory?.relicSlots ?? 0,
      ingredientSlots: inventory?.ingredientSlots ?? 0,
    },
  };
}

// ─────────────────────────── changes ────────────────────────────

const banColumns = {
  id: true,
  role: true,
  isBanned: true,
  banReason: true,
  bannedAt: true,
  bannedUntil: true,
  bannedById: true,
  sessionVersion: true,
} as const;

/** The player row, locked for the rest of the transaction; staff may act on players only (staff managers: on anyone but themselves). */
export async function lockTarget(tx: Db, actor: Actor, userId: string) {
  if (!uuidPattern.test(userId)) throw new AppError("not_found", "No such player.");
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const user = await tx.user.findUnique({ where: { id: userId }, select: banColumns });
  if (!user) throw new AppError("not_found", "No such player.");
  if (user.id === actor.id) throw new AppError("forbidden", "Staff cannot act on their own account.");
  if (user.role !== "player") assertStaff(actor, "staff.manage");
  return user;
}

function banState(user: {
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

export const BanInputSchema = z
  .strictObject({
    reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500),
    /** Hours until the ban ends; omit (or permanent: true) for a permanent ban. */
    durationHours: intInput({ min: 1, max: 24 * 365 * 10 }).nullish(),
    permanent: z.boolean().optional(),
  })
  .refine((input) => !(input.permanent && input.durationHours), {
    message: "A ban is either permanent or for a duration.",
    path: ["durationHours"],
  });
export type BanInput = z.input<typeof BanInputSchema>;

/** Bans a player; the sessionVersion bump ends every session of theirs at once. */
export async function banPlayer(
  deps: Pick<AppDeps, "db" | "events">,
  actor: Actor,
  userId: string,
  input: BanInput,
  now = new Date(),
) {
  const { reason, durationHours } = BanInputSchema.parse(input);
  const bannedUntil = durationHours ? new Date(now.getTime() + durationHours * 3_600_000) : null;
  const after = await deps.db.$transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    const updated = await tx.user.update({
      where: { id: userId },
      data: {
        isBanned: true,
        banReason: reason,
        bannedAt: now,
        bannedUntil,
        bannedById: actor.id,
        sessionVersion: { increment: 1 },
      },
      select: banColumns,
    });
    await recordStaffAction(tx, actor, userId, {
      action: "player.ban",
      before: banState(before),
      after: banState(updated),
    });
    return updated;
  });
  // The ban bumped sessionVersion: sockets are dropped too (live events), and staff see it in the feed.
  deps.events.emit("session:revoked", { userId, reason: "banned" });
  deps.events.emit("player:banned", {
    userId,
    reason,
    until: bannedUntil?.toISOString() ?? null,
    actorId: actor.id,
  });
  return banState(after);
}

export const UnbanInputSchema = z.strictObject({
  /** Why the ban is lifted, kept in the audit trail and the player's ban history; optional. */
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});
export type UnbanInput = z.input<typeof UnbanInputSchema>;

export async function unbanPlayer(
  deps: Pick<AppDeps, "db" | "events">,
  actor: Actor,
  userId: string,
  input: UnbanInput = {},
) {
  const note = UnbanInputSchema.parse(input).note || undefined;
  const after = await deps.db.$transaction(async (tx) => {
    const before = await lockTarget(tx, actor, userId);
    if (!before.isBanned) throw new AppError("conflict", "This player is not banned.");
    const updated = await tx.user.update({
      where: { id: userId },
      data: { isBanned: false, banReason: null, bannedAt: null, bannedUntil: null, bannedById: null },
      select: banColumns,
    });
    await recordStaffAction(tx, actor, userId, {
      action: "player.unban",
      ...(note ? { reason: note } : {}),
      before: banState(before),
      after: banState(updated),
    });
    return updated;
  });
  deps.events.emit("ban:lifted", { userIds: [userId] });
  return banState(after);
}

export const GrantInputSchema = z
  .strictObject({
    gold: intInput({ min: 1, max: rewardLimits.gold }).optional(),
    gems: intInput({ min: 1, max: rewardLimits.gems }).optional(),
    items: RewardSchema.shape.items,
    ingredients: RewardSchema.shape.ingredients,
    vipDays: intInput({ min: 1, max: rewardLimits.vipDays }).optional(),
    gameAccess: z.literal(true).optional(),
    reason: z.string().trim().min(3, "Give a reason (at least 3 characters).").max(500),
  })
  .refine(
    (input) =>
      input.gold ||
      input.gems ||
      input.vipDays ||
      input.gameAccess ||
      input.items?.length ||
      input.ingredients?.length,
    {
      message: "Grant at least one thing.",
      path: ["gold"],
    },
  );
export type StaffGrantInput = z.input<typeof GrantInputSchema>;

const walletColumns = {
  freeCurrency: true,
  paidCurrency: true,
  vipExpiresAt: true,
  hasGameAccess: true,
} as const;

const walletState = (user: {
  freeCurrency: number;
  paidCurrency: number;
  vipExpiresAt: Date | null;
  hasGameAccess: boolean;
}) => ({
  gold: user.freeCurrency,
  gems: user.paidCurrency,
  vipExpiresAt: iso(user.vipExpiresAt),
  hasGameAccess: user.hasGameAccess,
});

/** Grants through grantReward (reason staff_grant, the staff member as actor): the wallet's ledger shows it. */
export async function grantToPlayer(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  userId: string,
  input: StaffGrantInput,
  now = new Date(),
) {
  const { reason, ...reward } = GrantInputSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: walletColumns });
    const result = await grantReward(tx, {
      userId,
      reward,
      reason: "staff_grant",
      actorId: actor.id,
      now,
    });
    const after = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: walletColumns });
    await recordStaffAction(tx, actor, userId, {
      action: "player.grant",
      reason,
      reward,
      granted: result.granted,
      overflow: result.overflow,
      before: walletState(before),
      after: walletState(after),
    });
    return {
      granted: result.granted,
      overflow: result.overflow,
      overflowMessageId: result.overflowMessageId,
      wallet: walletState(after),
    };
  });
}

/** Lets the player claim today's daily reward again. */
/**
 * A password reset link for a player, made by an admin for a player who cannot get the
 * reset mail (a server without mail, a lost mailbox): the same single-use, one-hour link
 * the mail carries, and the only one that works. The link opens the account, so it is
 * shown once to the admin who made it and recorded in the audit trail (never the link itself).
 */
export async function passwordResetLinkFor(
  deps: Pick<AppDeps, "db" | "env">,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  assertStaff(actor, "players.password-link");
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const link = await newPasswordResetLink(tx, deps, userId, now);
    await recordStaffAction(tx, actor, userId, {
      action: "player.password_reset_link",
      before: null,
      after: { linkExpiresAt: link.expiresAt.toISOString() },
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}

export async function resetDailyReward(deps: Pick<AppDeps, "db">, actor: Actor, userId: string) {
  return deps.db.$transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const before = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { hasClaimedDailyReward: true },
    });
    if (!before.hasClaimedDailyReward) {
      throw new AppError("conflict", "The daily reward is already available to this player.");
    }
    const after = await tx.user.update({
      where: { id: userId },
      data: { hasClaimedDailyReward: false },
      select: { hasClaimedDailyReward: true },
    });
    await recordStaffAction(tx, actor, userId, { action: "player.reset_daily_reward", before, after });
    return after;
  });
}
