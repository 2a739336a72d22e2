// Staff making a server key: a name, the scopes it may use, an optional
// expiry. The secret is answered once and kept only as its SHA-256; the key
// and its History staff_action row share one transaction.
import { z } from "zod";
import { type Actor, recordStaffAction } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { InstantSchema } from "../db/row-id.ts";
import { AppError } from "../errors.ts";
import { serverKeyScopes } from "./scopes.ts";
import {
  auditView,
  type IssuedServerKey,
  newServerKeySecret,
  rowSelect,
  toRow,
} from "./server-key-record.ts";

export const CreateServerKeySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name (which game server uses it).")
    .max(80, "At most 80 characters."),
  scopes: z
    .array(z.enum(serverKeyScopes))
    .min(1, "Choose at least one thing the key may do.")
    .max(serverKeyScopes.length)
    .transform((scopes) => serverKeyScopes.filter((scope) => scopes.includes(scope))),
  /** null: never expires. */
  expiresAt: InstantSchema.nullable().default(null),
});
export type CreateServerKeyInput = z.input<typeof CreateServerKeySchema>;

export async function createServerKey(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; key: CreateServerKeyInput; now: Date },
): Promise<IssuedServerKey> {
  const key = CreateServerKeySchema.parse(input.key);
  if (key.expiresAt && key.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError("validation_failed", "The expiry must be in the future.", {
      fields: { expiresAt: "must be in the future" },
    });
  }
  const { secret, prefix, secretHash } = newServerKeySecret();
  return deps.db.$transaction(async (tx) => {
    const created = await tx.serverKey.create({
      data: {
        name: key.name,
        prefix,
        secretHash,
        scopes: key.scopes,
        expiresAt: key.expiresAt,
        createdById: input.actor.id,
        createdAt: input.now,
      },
      select: rowSelect,
    });
    const row = toRow(created, null, input.now);
    await recordStaffAction(tx, input.actor, null, {
      action: "server_key.create",
      serverKeyId: row.id,
      before: null,
      after: auditView(row),
    });
    return { ...row, secret };
  });
}
