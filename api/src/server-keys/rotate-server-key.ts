// Staff rotating a server key: a new secret for the same name, scopes and
// expiry, answered once. The old key keeps working for the grace chosen (none
// by default, the choice for a leaked key; a few minutes lets a game server
// switch without a failed request) and then stops. One transaction writes the
// new key, the old key's end and the History staff_action row.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { intInput } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import {
  auditView,
  type IssuedServerKey,
  lockServerKey,
  newServerKeySecret,
  rowSelect,
  type ServerKeyRow,
  toRow,
  withSuccessors,
} from "./server-key-record.ts";

/** The longest grace an old key may keep after a rotation: one day. */
export const maxRotationGraceMinutes = 24 * 60;

export const RotateServerKeySchema = z.strictObject({
  /** How long the old key keeps working: 0 stops it at once. */
  graceMinutes: intInput({ min: 0, max: maxRotationGraceMinutes }).default(0),
});
export type RotateServerKeyInput = z.input<typeof RotateServerKeySchema>;

export async function rotateServerKey(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: string; rotation: RotateServerKeyInput; now: Date },
): Promise<IssuedServerKey & { replaced: ServerKeyRow }> {
  const { graceMinutes } = RotateServerKeySchema.parse(input.rotation);
  const { now } = input;
  return deps.db.$transaction(async (tx) => {
    const old = await lockServerKey(tx, input.id, now);
    if (old.status === "revoked") {
      throw new AppError("conflict", `${old.name} was revoked, so it cannot be rotated: make a new key.`, {
        reason: "revoked",
      });
    }
    if (old.replacedById) {
      throw new AppError(
        "conflict",
        `${old.name} (${old.prefix}…) was rotated already: rotate its new key.`,
        {
          reason: "rotated",
        },
      );
    }
    if (old.status === "expired") {
      throw new AppError("conflict", `${old.name} has expired, so it cannot be rotated: make a new key.`, {
        reason: "expired",
      });
    }
    const { secret, prefix, secretHash } = newServerKeySecret();
    const created = await tx.serverKey.create({
      data: {
        name: old.name,
        prefix,
        secretHash,
        scopes: old.scopes,
        expiresAt: old.expiresAt ? new Date(old.expiresAt) : null,
        createdById: input.actor.id,
        createdAt: now,
        rotatedFromId: old.id,
      },
      select: rowSelect,
    });
    // The old key ends when its grace does, or at its own expiry if that comes first.
    const graceEnd = new Date(now.getTime() + graceMinutes * 60_000);
    const ends = old.expiresAt && new Date(old.expiresAt) < graceEnd ? new Date(old.expiresAt) : graceEnd;
    const ended = await tx.serverKey.update({
      where: { id: old.id },
      data: { expiresAt: ends },
      select: rowSelect,
    });
    const [replaced] = await withSuccessors(tx, [ended], now);
    const row = toRow(created, null, now);
    await recordStaffAction(tx, input.actor, null, {
      action: "server_key.rotate",
      serverKeyId: old.id,
      newServerKeyId: row.id,
      graceMinutes,
      before: auditView(old),
      after: auditView(replaced!),
    });
    return { ...row, secret, replaced: replaced! };
  });
}
