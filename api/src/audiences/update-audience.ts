// Staff changing a saved audience's name, description or rules. Whatever uses
// it (a live event, a promo code, an experiment, a config override) follows the
// new rules at once: membership is always computed from them. The change and
// its History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  type AudienceInput,
  AudienceInputSchema,
  type AudienceRow,
  audienceSelect,
  auditView,
  isUniqueViolation,
  nameTaken,
  refuseContradictions,
  refuseTakenName,
  rulesJson,
  toRow,
} from "./audience-record.ts";

export async function updateAudience(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; audience: AudienceInput; now: Date },
): Promise<AudienceRow> {
  const { name, description, rules } = AudienceInputSchema.parse(input.audience);
  refuseContradictions(rules);
  const updated = await deps.db
    .$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM "Audience" WHERE id = ${input.id} FOR UPDATE`;
      if (locked.length === 0) throw new AppError("not_found", "No such audience.");
      const before = await tx.audience.findUniqueOrThrow({ where: { id: input.id }, select: audienceSelect });
      await refuseTakenName(tx, name, input.id);
      const row = await tx.audience.update({
        where: { id: input.id },
        data: { name, description, rules: rulesJson(rules) },
        select: audienceSelect,
      });
      await recordStaffAction(tx, input.actor, null, {
        action: "audience.update",
        audienceId: row.id,
        before: auditView(before),
        after: auditView(row),
      });
      return row;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken(name) : error;
    });
  return toRow(deps.db, updated, input.now);
}
