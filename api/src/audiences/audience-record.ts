// What the staff use cases of saved audiences share: an audience as the
// console shows it (with its live size), what staff set on one, the audit's
// view of it, and its size counted in SQL (docs/decisions/133).
import { z } from "zod";
import { type Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type AudienceRules, AudienceRulesSchema, audienceWhere } from "./audience-rules.ts";
import { audienceSizes } from "./audience-size.ts";
import { storedRules } from "./membership.ts";

/** What a staff member sets on an audience. */
export const AudienceInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Enter a name.").max(80, "At most 80 characters."),
  description: z.string().trim().max(500, "At most 500 characters.").default(""),
  rules: AudienceRulesSchema.default({ includeBanned: false }),
});
export type AudienceInput = z.input<typeof AudienceInputSchema>;

export interface AudienceRow {
  id: number;
  name: string;
  description: string;
  /** The rules as stored (instants as ISO text); null when they no longer parse (then it matches nobody). */
  rules: Record<string, unknown> | null;
  /** Players in it now. */
  size: number;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
}

export const audienceSelect = {
  id: true,
  name: true,
  description: true,
  rules: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
} as const;
type Selected = Prisma.AudienceGetPayload<{ select: typeof audienceSelect }>;

/** JSON as stored: instants become ISO text. */
export const rulesJson = (rules: AudienceRules) =>
  JSON.parse(JSON.stringify(rules)) as Prisma.InputJsonObject;

/** The rows with their sizes, counted in one statement. */
export async function toRows(db: Db, rows: Selected[], now: Date): Promise<AudienceRow[]> {
  const sizes = await audienceSizes(
    db,
    rows.map((row) => storedRules(row.rules)),
    now,
  );
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    rules: storedRules(row.rules) ? (row.rules as Record<string, unknown>) : null,
    size: sizes[index] ?? 0,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toRow(db: Db, row: Selected, now: Date): Promise<AudienceRow> {
  const [one] = await toRows(db, [row], now);
  return one as AudienceRow;
}

/** The audit's view of an audience: what staff set, JSON-safe. */
export function auditView(row: { name: string; description: string; rules: unknown }) {
  return { name: row.name, description: row.description, rules: row.rules } as Prisma.InputJsonObject;
}

/** Rules that can hold for nobody are refused, naming the field (level 20 to 10, spend 50 to 10, …). */
export function refuseContradictions(rules: AudienceRules): void {
  const fields: Record<string, string> = {};
  if (rules.levelMin !== undefined && rules.levelMax !== undefined && rules.levelMin > rules.levelMax) {
    fields["rules.levelMax"] = "must be at least the level from";
  }
  if (
    rules.spendMinCents !== undefined &&
    rules.spendMaxCents !== undefined &&
    rules.spendMinCents > rules.spendMaxCents
  ) {
    fields["rules.spendMaxCents"] = "must be at least the smallest spend";
  }
  if (rules.signedUpFrom && rules.signedUpBefore && rules.signedUpFrom >= rules.signedUpBefore) {
    fields["rules.signedUpBefore"] = "must be after the signed up from date";
  }
  if (rules.hasPaid === false && (rules.spendMinCents ?? 0) > 0) {
    fields["rules.spendMinCents"] = "players who never paid spent nothing";
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_failed", "These conditions can hold for no player.", { fields });
  }
}

/** Names are unique ignoring case: another audience with this name is a 409 naming the field. */
export async function refuseTakenName(tx: Db, name: string, exceptId?: number): Promise<void> {
  const taken = await tx.audience.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { name: true },
  });
  if (taken) throw nameTaken(taken.name);
}

export const nameTaken = (name: string) =>
  new AppError("conflict", `An audience named ${name} exists already.`, {
    reason: "name_taken",
    fields: { name: "another audience has this name" },
  });

/** A target's saved audience must exist (the foreign key would otherwise answer with a 500); null is every player. */
export async function requireAudience(tx: Db, audienceId: number | null): Promise<void> {
  if (audienceId === null) return;
  const found = await tx.audience.findUnique({ where: { id: audienceId }, select: { id: true } });
  if (!found) {
    throw new AppError("validation_failed", "No such audience.", {
      fields: { audienceId: "no such audience: pick a saved audience, or none for every player" },
    });
  }
}

/** The unique index on Audience.name refused the write (a race between two saves). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/** The SQL condition of a saved audience (for a send, a count), or null when there is no such audience. */
export async function savedAudienceWhere(
  db: Db,
  id: number,
  now: Date,
): Promise<{ name: string; rules: AudienceRules | null; where: Prisma.Sql } | null> {
  const audience = await db.audience.findUnique({ where: { id }, select: { name: true, rules: true } });
  if (!audience) return null;
  const rules = storedRules(audience.rules);
  // Rules that no longer parse match nobody (membership.ts).
  return { name: audience.name, rules, where: rules ? audienceWhere(rules, now) : Prisma.sql`FALSE` };
}
