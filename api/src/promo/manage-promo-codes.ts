// Staff managing promo codes (the console calls these): list, read with usage
// and redeemers, create one code or a batch of random codes, change the
// description, expiry, use limit and rewards, and delete a code nobody has
// redeemed. Codes are stored upper-case (PromoCodeSchema), so the unique index
// on PromoCode.code makes them unique case-insensitively. Every change writes a
// History staff_action row ({action, before, after}) in its own transaction.
import { randomInt } from "node:crypto";
import { z } from "zod";
import { recordStaffAction } from "../audit/staff-action.ts";
import { isEmptyReward, type Reward, RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { pageArgs } from "../db/list-page.ts";
import { InstantSchema, intInput, RowIdSchema } from "../db/row-id.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { PromoCodeSchema } from "./redeem-promo-code.ts";
import { promoCodeRules } from "./rules.ts";

// ───────────────────────────── schemas ─────────────────────────────

export const promoCodeSortFields = ["id", "code", "createdAt", "expiresAt", "currentUses"] as const;
export type PromoCodeSortField = (typeof promoCodeSortFields)[number];

export const promoCodeStatuses = ["active", "expired", "used_up"] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

export const PromoCodeFilterSchema = z.strictObject({
  /** A code prefix, any case (the unique index on code serves it). */
  q: z
    .string()
    .trim()
    .max(promoCodeRules.codeLength.max)
    .transform((q) => q.toUpperCase())
    .optional(),
  status: z.enum(promoCodeStatuses).optional(),
  /** ra-data-simple-rest's getMany. */
  id: z.union([intInput(), z.array(intInput()).max(500)]).optional(),
});
export type PromoCodeFilter = z.output<typeof PromoCodeFilterSchema>;

/** What a staff member may set on a code (the code itself is fixed once made). */
const PromoCodeTermsShape = {
  description: z.string().trim().max(200).default(""),
  /** null: never expires. */
  expiresAt: InstantSchema.nullable().default(null),
  /** null: unlimited. */
  maxUses: intInput({ min: 1 }).nullable().default(null),
  rewards: RewardSchema.refine((reward) => !isEmptyReward(reward), {
    error: "give at least one reward",
  }),
};

export const CreatePromoCodeSchema = z.strictObject({ code: PromoCodeSchema, ...PromoCodeTermsShape });
export type CreatePromoCodeInput = z.input<typeof CreatePromoCodeSchema>;

/** The random part of a batch code: no 0/O or 1/I, so codes read aloud or typed stay unambiguous. */
const batchAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const batchRandomLength = 8;
export const maxBatchSize = 10_000;

export const CreatePromoCodeBatchSchema = z.strictObject({
  prefix: z
    .string()
    .trim()
    .min(1)
    .max(promoCodeRules.codeLength.max - batchRandomLength - 1)
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, - and _ only")
    .transform((prefix) => prefix.toUpperCase()),
  count: intInput({ min: 1, max: maxBatchSize }),
  ...PromoCodeTermsShape,
});
export type CreatePromoCodeBatchInput = z.input<typeof CreatePromoCodeBatchSchema>;

export const UpdatePromoCodeSchema = z.strictObject(PromoCodeTermsShape);
export type UpdatePromoCodeInput = z.input<typeof UpdatePromoCodeSchema>;

export const redemptionSortFields = ["redeemedAt", "id"] as const;
export type RedemptionSortField = (typeof redemptionSortFields)[number];

export const RedemptionFilterSchema = z.strictObject({
  /** Required: redeemers are listed per code (the unique (promoCodeId, userId) index). */
  promoCodeId: RowIdSchema,
});

// ───────────────────────────── rows ─────────────────────────────

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
}

const rowSelect = {
  id: true,
  code: true,
  description: true,
  rewards: true,
  maxUses: true,
  currentUses: true,
  expiresAt: true,
  createdAt: true,
} as const;

type SelectedRow = Prisma.PromoCodeGetPayload<{ select: typeof rowSelect }>;

function statusOf(row: SelectedRow, now: Date): PromoCodeStatus {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.maxUses !== null && row.currentUses >= row.maxUses) return "used_up";
  return "active";
}

function toRow(row: SelectedRow, now: Date): PromoCodeRow {
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
  };
}

/** The audit's view of a code: its terms, JSON-safe. */
function auditView(row: PromoCodeRow) {
  const { code, description, rewards, maxUses, currentUses, expiresAt } = row;
  return { code, description, rewards, maxUses, currentUses, expiresAt } as Prisma.InputJsonObject;
}

function statusWhere(db: Db, status: PromoCodeStatus | undefined, now: Date): Prisma.PromoCodeWhereInput {
  const notExpired = { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  // A column compared with another column: Prisma's field references.
  const usedUp = { maxUses: { not: null }, currentUses: { gte: db.promoCode.fields.maxUses } };
  if (status === "expired") return { expiresAt: { lte: now } };
  if (status === "used_up") return { AND: [notExpired, usedUp] };
  if (status === "active") return { AND: [notExpired, { NOT: usedUp }] };
  return {};
}

// ───────────────────────────── reads ─────────────────────────────

export async function listPromoCodes(
  deps: Pick<AppDeps, "db">,
  query: {
    filter: PromoCodeFilter;
    sort: { field: PromoCodeSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
    now: Date;
  },
): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const { filter } = query;
  const where: Prisma.PromoCodeWhereInput = statusWhere(deps.db, filter.status, query.now);
  if (filter.q) where.code = { startsWith: filter.q };
  if (filter.id !== undefined) where.id = { in: Array.isArray(filter.id) ? filter.id : [filter.id] };
  const [rows, total] = await Promise.all([
    deps.db.promoCode.findMany({
      where,
      select: rowSelect,
      // The id breaks ties, so pages never repeat or skip a row.
      ...pageArgs(query),
    }),
    deps.db.promoCode.count({ where }),
  ]);
  return { rows: rows.map((row) => toRow(row, query.now)), total };
}

export async function getPromoCode(deps: Pick<AppDeps, "db">, id: number, now: Date): Promise<PromoCodeRow> {
  const row = await deps.db.promoCode.findUnique({ where: { id }, select: rowSelect });
  if (!row) throw new AppError("not_found", "No such promo code.");
  return toRow(row, now);
}

export interface RedemptionRow {
  id: number;
  promoCodeId: number;
  userId: string;
  displayName: string | null;
  redeemedAt: string;
}

/** Who redeemed a code, a page at a time (the console's reference list). */
export async function listRedemptions(
  deps: Pick<AppDeps, "db">,
  query: {
    filter: z.output<typeof RedemptionFilterSchema>;
    sort: { field: RedemptionSortField; order: "ASC" | "DESC" };
    skip: number;
    take: number;
  },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = { promoCodeId: query.filter.promoCodeId };
  const order = query.sort.order === "ASC" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    deps.db.promoCodeRedemption.findMany({
      where,
      select: {
        id: true,
        promoCodeId: true,
        userId: true,
        redeemedAt: true,
        user: { select: { profile: { select: { name: true } } } },
      },
      orderBy: query.sort.field === "id" ? [{ id: order }] : [{ redeemedAt: order }, { id: order }],
      skip: query.skip,
      take: query.take,
    }),
    deps.db.promoCodeRedemption.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      promoCodeId: row.promoCodeId,
      userId: row.userId,
      displayName: row.user.profile?.name ?? null,
      redeemedAt: row.redeemedAt.toISOString(),
    })),
    total,
  };
}

// ───────────────────────────── changes ─────────────────────────────

function termsData(terms: z.output<typeof UpdatePromoCodeSchema>) {
  return {
    description: terms.description,
    expiresAt: terms.expiresAt,
    maxUses: terms.maxUses,
    rewards: terms.rewards as Prisma.InputJsonObject,
  };
}

function refusePastExpiry(expiresAt: Date | null, now: Date) {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError("validation_failed", "The expiry must be in the future.", {
      fields: { expiresAt: "must be in the future" },
    });
  }
}

export async function createPromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actorId: string; code: CreatePromoCodeInput; now: Date },
): Promise<PromoCodeRow> {
  const { code, ...terms } = CreatePromoCodeSchema.parse(input.code);
  refusePastExpiry(terms.expiresAt, input.now);
  return deps.db.$transaction(async (tx) => {
    const [created] = await tx.promoCode.createManyAndReturn({
      data: [{ code, ...termsData(terms) }],
      select: rowSelect,
      skipDuplicates: true,
    });
    if (!created) {
      throw new AppError("conflict", `The code ${code} exists already.`, {
        fields: { code: "exists already (codes ignore case)" },
      });
    }
    const row = toRow(created, input.now);
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "promo_code.create",
      promoCodeId: row.id,
      before: null,
      after: auditView(row),
    });
    return row;
  });
}

function randomCode(prefix: string): string {
  let random = "";
  for (let i = 0; i < batchRandomLength; i += 1) random += batchAlphabet[randomInt(batchAlphabet.length)];
  return `${prefix}-${random}`;
}

/** A bound on collision retries: with 32^8 random parts, even one retry round is rare. */
const maxBatchRounds = 5;

export interface PromoCodeBatch {
  prefix: string;
  count: number;
  codes: { id: number; code: string }[];
}

/**
 * N random codes `<PREFIX>-XXXXXXXX` in one transaction: inserted with ON
 * CONFLICT DO NOTHING (the unique index decides), and any code that collided
 * with an existing one is replaced by a fresh one, so exactly N new codes exist.
 */
export async function createPromoCodeBatch(
  deps: Pick<AppDeps, "db">,
  input: { actorId: string; batch: CreatePromoCodeBatchInput; now: Date },
): Promise<PromoCodeBatch> {
  const { prefix, count, ...terms } = CreatePromoCodeBatchSchema.parse(input.batch);
  refusePastExpiry(terms.expiresAt, input.now);
  return deps.db.$transaction(
    async (tx) => {
      const codes: { id: number; code: string }[] = [];
      for (let round = 0; codes.length < count; round += 1) {
        if (round === maxBatchRounds) throw new AppError("conflict", "Could not find enough free codes.");
        const wanted = new Set<string>();
        while (wanted.size < count - codes.length) wanted.add(randomCode(prefix));
        const created = await tx.promoCode.createManyAndReturn({
          data: [...wanted].map((code) => ({ code, ...termsData(terms) })),
          select: { id: true, code: true },
          skipDuplicates: true,
        });
        codes.push(...created);
      }
      codes.sort((a, b) => a.id - b.id);
      await recordStaffAction(tx, { id: input.actorId }, null, {
        action: "promo_code.create_batch",
        before: null,
        after: {
          prefix,
          count,
          description: terms.description,
          rewards: terms.rewards,
          maxUses: terms.maxUses,
          expiresAt: terms.expiresAt?.toISOString() ?? null,
          codes: codes.map((code) => code.code),
        },
      });
      return { prefix, count, codes };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** The code as it is, locked: a redemption racing a change sees either the old or the new terms. */
async function lockPromoCode(tx: Db, id: number, now: Date): Promise<PromoCodeRow> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "PromoCode" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such promo code.");
  return toRow(await tx.promoCode.findUniqueOrThrow({ where: { id }, select: rowSelect }), now);
}

export async function updatePromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actorId: string; id: number; terms: UpdatePromoCodeInput; now: Date },
): Promise<PromoCodeRow> {
  const terms = UpdatePromoCodeSchema.parse(input.terms);
  return deps.db.$transaction(async (tx) => {
    const before = await lockPromoCode(tx, input.id, input.now);
    if (terms.maxUses !== null && terms.maxUses < before.currentUses) {
      throw new AppError("validation_failed", `The code has been used ${before.currentUses} times already.`, {
        fields: { maxUses: `must be at least ${before.currentUses} (the uses so far)` },
      });
    }
    const updated = toRow(
      await tx.promoCode.update({ where: { id: input.id }, data: termsData(terms), select: rowSelect }),
      input.now,
    );
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "promo_code.update",
      promoCodeId: input.id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
}

/** Deletes a code nobody has redeemed; a redeemed code stays (its redemptions are history): let it expire. */
export async function deletePromoCode(
  deps: Pick<AppDeps, "db">,
  input: { actorId: string; id: number; now: Date },
): Promise<PromoCodeRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockPromoCode(tx, input.id, input.now);
    const redemptions = await tx.promoCodeRedemption.count({ where: { promoCodeId: input.id } });
    if (redemptions > 0 || before.currentUses > 0) {
      throw new AppError(
        "conflict",
        `${before.code} has been redeemed ${Math.max(redemptions, before.currentUses)} times, so it cannot be deleted: set an expiry instead.`,
        { reason: "redeemed" },
      );
    }
    await tx.promoCode.delete({ where: { id: input.id } });
    await recordStaffAction(tx, { id: input.actorId }, null, {
      action: "promo_code.delete",
      promoCodeId: input.id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
}
