// A signed-in player changes their password: the current one is required (a
// borrowed, unlocked device must not be enough), every session ends (the
// session version goes up) and the caller issues this device a fresh token
// with the new version, so only the player who changed it stays signed in.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { authConfig } from "./numbers.ts";
import { checkPasswordWithLimits } from "./password-check.ts";
import { hashPassword, NewPasswordSchema } from "./passwords.ts";

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Enter your current password.")
      .max(authConfig.password.maxLength, "That is not your current password."),
    newPassword: NewPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from your current one.",
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** Returns the new session version, for the token of the device that made the change. */
export async function changePassword(
  deps: AppDeps,
  input: ChangePasswordInput & { userId: string; address: string },
): Promise<{ sessionVersion: number }> {
  const { userId } = input;
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, role: true, passwordHash: true },
  });
  if (!user.passwordHash) {
    throw new AppError("conflict", "Your account signs in with Google or Discord, so it has no password.");
  }
  // A wrong current password is a failed sign-in: the same limits stop guessing here.
  const passwordOk = await checkPasswordWithLimits(deps, {
    email: user.email,
    user,
    password: input.currentPassword,
    address: input.address,
  });
  if (!passwordOk) {
    throw new AppError("validation_failed", "That is not your current password.", {
      fields: { currentPassword: "That is not your current password." },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await deps.db.$transaction(async (tx) => {
    const row = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    });
    await tx.history.create({
      data: {
        type: historyTypes.passwordChanged,
        userId,
        data: { address: input.address },
      } satisfies HistoryEntry,
    });
    return row;
  });
  deps.events.emit("session:revoked", { userId, reason: "password_changed" });
  return { sessionVersion: updated.sessionVersion };
}
