// An admin replacing an endpoint's signing secret (it leaked, or on a
// schedule). The new one signs every delivery from the commit on, retries of
// older events included; there is no overlap with the old one, so the receiver
// is given the new secret right away (docs/decisions/126). The change and its
// History staff_action row share one transaction; the audit never holds a secret.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import { assertStaff } from "../auth/guards.ts";
import type { AppDeps } from "../context.ts";
import { lockEndpoint, newSigningSecret, secretHint } from "./endpoint-record.ts";

export async function rollWebhookSecret(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string },
): Promise<{ secret: string }> {
  assertStaff(input.actor, "webhooks.manage");
  return deps.db.$transaction(async (tx) => {
    const before = await lockEndpoint(tx, input.id);
    const secret = newSigningSecret();
    await tx.webhookEndpoint.update({ where: { id: input.id }, data: { secret } });
    await recordStaffAction(tx, input.actor, null, {
      action: "webhook_endpoint.roll_secret",
      endpointId: input.id,
      url: before.url,
      before: { secretHint: secretHint(before.secret) },
      after: { secretHint: secretHint(secret) },
    });
    return { secret };
  });
}
