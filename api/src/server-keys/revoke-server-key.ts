// Staff revoking a server key: it stops working at once, for good. The key
// stays listed (its uses are history). The change and its History
// staff_action row share one transaction.
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  auditView,
  lockServerKey,
  rowSelect,
  type ServerKeyRow,
  withSuccessors,
} from "./server-key-record.ts";

export async function revokeServerKey(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string; now: Date },
): Promise<ServerKeyRow> {
  return deps.db.$transaction(async (tx) => {
    const before = await lockServerKey(tx, input.id, input.now);
    if (before.revokedAt) {
      throw new AppError("conflict", `${before.name} (${before.prefix}…) is revoked already.`, {
        reason: "revoked",
      });
    }
    const revoked = await tx.serverKey.update({
      where: { id: input.id },
      data: { revokedAt: input.now },
      select: rowSelect,
    });
    const [after] = await withSuccessors(tx, [revoked], input.now);
    await recordStaffAction(tx, input.actor, null, {
      action: "server_key.revoke",
      serverKeyId: input.id,
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
}
