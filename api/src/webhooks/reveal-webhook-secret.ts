// An admin reading an endpoint's signing secret, to set it on the receiver.
import type { Actor } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";

export async function revealWebhookSecret(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string },
): Promise<{ secret: string }> {
  assertStaff(input.actor, "webhooks.manage");
  const row = await deps.db.webhookEndpoint.findUnique({ where: { id: input.id }, select: { secret: true } });
  if (!row) throw new AppError("not_found", "No such webhook endpoint.");
  return { secret: row.secret };
}
