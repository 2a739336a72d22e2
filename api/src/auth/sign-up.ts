// Sign-up with e-mail, password and display name: the player, their sign-up
// record, the address-verification link and the welcome gift in one transaction.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { sendInBackground } from "../mail/mailer.ts";
import { sendWelcomeGift } from "../onboarding/welcome-gift.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import {
  type AccountUser,
  createPlayer,
  DisplayNameSchema,
  EmailSchema,
  isDisplayNameTaken,
} from "./accounts.ts";
import { issueVerification } from "./email-verification.ts";
import { hashPassword, NewPasswordSchema } from "./passwords.ts";
import { authLimits } from "./rate-limits.ts";

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  name: DisplayNameSchema,
  /** The referring player's id, from a referral link (/signup?ref=<id>); unknown ids are ignored. */
  ref: z.uuid().optional().catch(undefined),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export async function signUp(deps: AppDeps, input: SignUpInput & { address: string }): Promise<AccountUser> {
  await authLimits(deps).consumeSignUp(input.address);
  const [emailTaken, nameTaken] = await Promise.all([
    deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } }),
    isDisplayNameTaken(deps.db, input.name),
  ]);
  if (emailTaken) {
    throw new AppError("conflict", "An account with this e-mail already exists. Sign in instead.", {
      fields: { email: "An account with this e-mail already exists." },
    });
  }
  if (nameTaken) {
    throw new AppError("conflict", "That display name is taken.", {
      fields: { name: "That display name is taken." },
    });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await deps.db.$transaction(async (tx) => {
      const user = await createPlayer(tx, {
        email: input.email,
        displayName: input.name,
        passwordHash,
        referrerId: input.ref ?? null,
      });
      await tx.history.create({
        data: {
          type: historyTypes.signUp,
          userId: user.id,
          data: { method: "credentials", address: input.address, referrerId: input.ref ?? null },
        } satisfies HistoryEntry,
      });
      await sendWelcomeGift(tx, { userId: user.id, now: new Date() });
      await recordWebhookEvent(tx, "player.signed_up", { userId: user.id, method: "credentials" });
      const verification = await issueVerification(deps, tx, {
        id: user.id,
        email: user.email,
        name: input.name,
      });
      return { user, verification };
    });
    deps.events.emit("player:signed-up", { userId: created.user.id, method: "credentials" });
    sendInBackground(deps, created.verification, { purpose: "email_verification", userId: created.user.id });
    return created.user;
  } catch (error) {
    // Two sign-ups racing for the same e-mail or name: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "That e-mail or display name was just taken. Try another.");
    }
    throw error;
  }
}
