// What the staff use cases of promo codes share: a code as the console shows
// it (with its status), the terms staff set on a code, the audit's view of a
// code, and the code row locked for a change.
import { z } from "zod";
import { isEmptyReward, type Reward, RewardSchema } from "../catalogue/rewards.ts";
import { InstantSchema, intInput, RowIdSchema } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";

export const promoCodeStatuses = ["active", "expired", "used_up"] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

/** What a staff member may set on a code (the code itself is fixed once made). */
export const PromoCodeTermsShape = {
  description: z.string().trim().max(200).default(""),
  /** null: never expires. */
  expiresAt: InstantSchema.nullable().default(null),
  /** null: unlimited. */
  maxUses: intInput({ min: 1 }).nullable().default(null),
  rewards: RewardSchema.refine((reward) => !isEmptyReward(reward), {
    error: "give at least one reward",
  }),
  /** Only players in this saved audience may redeem it; null: anyone. */
  audienceId: RowIdSchema.nullable().default(null),
};

export interface PromoCodeRow {
  id: number;
  code: string;
  description: string;
  rewards: Reward;
  maxUses: number | null;
  currentUses: number;
  expiresAt: string | null;
  createdAt: string;
  status: PromoCodeStatus;
  /** The saved audience it is restricted to; null: anyone. */
  audienceId: number | null;
}

export const rowSelect = {
  id: true,
  code: true,
  description: true,
  rewards: true,
  maxUses: true,
  currentUses: true,
  expiresAt: true,
  createdAt: true,
  audienceId: true,
} as const;

type SelectedRow = Prisma.PromoCodeGetPayload<{ select: typeof rowSelect }>;

function statusOf(row: SelectedRow, now: Date): PromoCodeStatus {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.maxUses !== null && row.currentUses >= row.maxUses) return "used_up";
  return "active";
}

export function toRow(row: SelectedRow, now: Date): PromoCodeRow {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    rewards: RewardSchema.safeParse(row.rewards).data ?? {},
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row, now),
    audienceId: row.audienceId,
  };
}

/** The audit's view of a code: its terms, JSON-safe. */
export function auditView(row: PromoCodeRow) {
  const { code, description, rewards, maxUses, currentUses, expiresAt, audienceId } = row;
  return {
    code,
    description,
    rewards,
    maxUses,
    currentUses,
    expiresAt,
    audienceId,
  } as Prisma.InputJsonObject;
}

export function termsData(terms: {
  description: string;
  expiresAt: Date | null;
  maxUses: number | null;
  rewards: Reward;
  audienceId: number | null;
}) {
  return {
    description: terms.description,
    expiresAt: terms.expiresAt,
    maxUses: terms.maxUses,
    rewards: terms.rewards as Prisma.InputJsonObject,
    audienceId: terms.audienceId,
  };
}

/** A code restricted to an audience names a saved one (else a 400 under the field, not a foreign-key 500). */
export async function refuseUnknownAudience(tx: Db, audienceId: number | null): Promise<void> {
  if (audienceId === null) return;
  if (await tx.audience.findUnique({ where: { id: audienceId }, select: { id: true } })) return;
  throw new AppError("validation_failed", "No such audience: it may have been deleted.", {
    fields: { audienceId: "no such audience" },
  });
}

export function refusePastExpiry(expiresAt: Date | null, now: Date) {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError("validation_failed", "The expiry must be in the future.", {
      fields: { expiresAt: "must be in the future" },
    });
  }
}

/** The code as it is, locked: a redemption racing a change sees either the old or the new terms. */
export async function lockPromoCode(tx: Db, id: number, now: Date): Promise<PromoCodeRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "PromoCode" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such promo code.");
  return toRow(await tx.promoCode.findUniqueOrThrow({ where: { id }, select: rowSelect }), now);
}
