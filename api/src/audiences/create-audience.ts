// Staff saving a new audience: a name (unique ignoring case), a description and
// rules. The audience and its History staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
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

export async function createAudience(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; audience: AudienceInput; now: Date },
): Promise<AudienceRow> {
  const { name, description, rules } = AudienceInputSchema.parse(input.audience);
  refuseContradictions(rules);
  const created = await deps.db
    .$transaction(async (tx) => {
      await refuseTakenName(tx, name);
      const row = await tx.audience.create({
        data: { name, description, rules: rulesJson(rules), createdById: input.actor.id },
        select: audienceSelect,
      });
      await recordStaffAction(tx, input.actor, null, {
        action: "audience.create",
        audienceId: row.id,
        before: null,
        after: auditView(row),
      });
      return row;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken(name) : error;
    });
  return toRow(deps.db, created, input.now);
}
