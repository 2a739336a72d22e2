// One saved audience for the console, with its live size.
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type AudienceRow, audienceSelect, toRow } from "./audience-record.ts";

export async function getAudience(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<AudienceRow> {
  const row = await deps.db.audience.findUnique({ where: { id: input.id }, select: audienceSelect });
  if (!row) throw new AppError("not_found", "No such audience.");
  return toRow(deps.db, row, input.now);
}
