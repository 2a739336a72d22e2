// Sign-in for game clients (docs/decisions/124): a device id (a guest on
// first use), e-mail and password, or an OAuth code; each starts a client
// session (auth/client-tokens.ts). A guest keeps everything when they link an
// e-mail and password or a provider later: it is the same player row.
import { z } from "zod";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { sendInBackground } from "../mail/mailer.ts";
import { activeBan, bannedError } from "../moderation/active-ban.ts";
import { sendWelcomeGift } from "../onboarding/welcome-gift.ts";
import { cancelDeletionOnSignIn } from "../privacy/cancel-deletion.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { createPlayer, EmailSchema, freeDisplayName, guestEmail } from "./accounts.ts";
import { type ClientTokens, startClientSession } from "./client-tokens.ts";
import { issueVerification } from "./email-verification.ts";
import { authConfig } from "./numbers.ts";
import { hashPassword, NewPasswordSchema } from "./passwords.ts";
import { profileFromCode, publicProviders } from "./providers.ts";
import { authLimits } from "./rate-limits.ts";
import { signInWithOAuth } from "./sign-in-with-oauth.ts";
import { signInWithPassword } from "./sign-in-with-password.ts";
import { hashToken } from "./token-hash.ts";

export const ClientNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .nullish()
  .transform((name) => name ?? null);

export const DeviceSignInSchema = z.object({
  /** A stable, secret id the client made for this install (e.g. a random UUID kept in its storage). */
  deviceId: z
    .string()
    .min(16, "A device id has at least 16 characters.")
    .max(128)
    .regex(/^[A-Za-z0-9._:-]+$/, "Use letters, digits, dots, dashes, colons or underscores."),
  clientName: ClientNameSchema,
});

export const OAuthCodeSchema = z.object({
  code: z.string().min(1).max(2048),
  redirectUri: z.url().max(2048),
  codeVerifier: z.string().min(43).max(128),
  clientName: ClientNameSchema,
});

/** A malformed address or an empty password is a 400 here, not a counted failed sign-in. */
export const ClientPasswordSignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Enter your password.").max(authConfig.password.maxLength),
  clientName: ClientNameSchema,
});

export type ClientSignIn = ClientTokens & { isNewPlayer: boolean };

/**
 * The device's player, or a new guest for a device never seen. The device id
 * is the guest's only credential, kept as its SHA-256.
 */
export async function signInWithDevice(
  deps: AppDeps,
  input: z.infer<typeof DeviceSignInSchema> & { address: string; now: Date },
): Promise<ClientSignIn> {
  const deviceIdHash = hashToken(input.deviceId);
  const known = await deps.db.deviceLogin.findUnique({
    where: { deviceIdHash },
    select: {
      user: { select: { id: true, isGuest: true, isBanned: true, banReason: true, bannedUntil: true } },
    },
  });
  if (known) {
    const ban = activeBan(known.user, input.now);
    if (ban) throw bannedError(ban);
    // A device id is a password-free credential: once the player has an e-mail or a provider,
    // it no longer opens the account (a lost phone must not keep it open).
    if (!known.user.isGuest) {
      throw new AppError(
        "unauthorized",
        "This device's player has an e-mail or a Google or Discord account now: sign in with that.",
        { reason: "device_linked" },
      );
    }
    await deps.db.deviceLogin.update({ where: { deviceIdHash }, data: { lastUsedAt: input.now } });
    await cancelDeletionOnSignIn(deps, known.user.id);
    await signInHistory(deps, known.user.id, "device", input.address);
    return { ...(await session(deps, known.user.id, "device", input)), isNewPlayer: false };
  }

  await authLimits(deps).consumeSignUp(input.address);
  const displayName = await freeDisplayName(deps.db, "Guest", { alwaysNumbered: true });
  if (!displayName) throw new AppError("conflict", "No free guest name right now. Try again.");
  let userId: string;
  try {
    userId = await deps.db.$transaction(async (tx) => {
      const user = await createPlayer(tx, { email: guestEmail(), displayName, isGuest: true });
      await tx.deviceLogin.create({ data: { deviceIdHash, userId: user.id } });
      await tx.history.create({
        data: {
          type: historyTypes.signUp,
          userId: user.id,
          data: { method: "device", address: input.address, referrerId: null },
        } satisfies HistoryEntry,
      });
      await sendWelcomeGift(tx, { userId: user.id, now: input.now });
      await recordWebhookEvent(tx, "player.signed_up", { userId: user.id, method: "device" });
      return user.id;
    });
  } catch (error) {
    // The same new device twice at once: the first made the guest; sign in as it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return signInWithDevice(deps, input);
    }
    throw error;
  }
  deps.events.emit("player:signed-up", { userId, method: "device" });
  return { ...(await session(deps, userId, "device", input)), isNewPlayer: true };
}

function session(
  deps: AppDeps,
  userId: string,
  method: Parameters<typeof startClientSession>[1]["method"],
  input: { clientName: string | null; now: Date },
): Promise<ClientTokens> {
  return startClientSession(deps, { userId, method, clientName: input.clientName, now: input.now });
}

async function signInHistory(deps: AppDeps, userId: string, method: string, address: string): Promise<void> {
  await deps.db.history.create({
    data: { type: historyTypes.signIn, userId, data: { method, address } } satisfies HistoryEntry,
  });
}

/** E-mail and password, with the web's limits and failure rules (auth/sign-in-with-password.ts). */
export async function clientSignInWithPassword(
  deps: AppDeps,
  input: { email: unknown; password: unknown; clientName: string | null; address: string; now: Date },
): Promise<ClientSignIn> {
  const result = await signInWithPassword(deps, input);
  if (result.kind === "invalid_credentials") {
    throw new AppError("unauthorized", "Wrong e-mail or password.", { reason: "invalid_credentials" });
  }
  if (result.kind === "banned")
    throw bannedError({ reason: result.user.banReason, until: result.user.bannedUntil });
  return { ...(await session(deps, result.user.id, "password", input)), isNewPlayer: false };
}

function oauthRefused(error: "OAuthAccountNotLinked" | "OAuthCreateAccount" | "code"): AppError {
  switch (error) {
    case "OAuthAccountNotLinked":
      return new AppError(
        "conflict",
        "This account's e-mail already belongs to a player, or it is linked to another player. Sign in the way you first did, then link it.",
        { reason: "account_not_linked" },
      );
    case "OAuthCreateAccount":
      return new AppError("unprocessable", "The provider did not give a verified e-mail address.", {
        reason: "no_verified_email",
      });
    default:
      return new AppError("unauthorized", "The provider did not accept this code.", {
        reason: "invalid_code",
      });
  }
}

/**
 * An OAuth code from a game client: signs in (or creates) the player, or,
 * with `currentUserId`, links the provider to that player (a guest keeps
 * everything and stops being a guest).
 */
export async function clientSignInWithOAuth(
  deps: AppDeps,
  input: z.infer<typeof OAuthCodeSchema> & {
    provider: "google" | "discord";
    currentUserId: string | null;
    address: string;
    now: Date;
  },
): Promise<ClientSignIn> {
  const offered = publicProviders(deps.env).find((provider) => provider.id === input.provider);
  if (!offered) throw new AppError("not_found", `This server does not offer sign-in with ${input.provider}.`);
  const profile = await profileFromCode(deps.env, input.provider, input);
  if (!profile) throw oauthRefused("code");
  const result = await signInWithOAuth(deps, {
    provider: input.provider,
    profile,
    currentUserId: input.currentUserId,
    address: input.address,
  });
  if (result.kind === "error") throw oauthRefused(result.error);
  if (result.kind === "banned")
    throw bannedError({ reason: result.user.banReason, until: result.user.bannedUntil });
  if (input.currentUserId) await leaveGuesthood(deps, input.currentUserId, profile);
  return {
    ...(await session(deps, result.user.id, input.provider, input)),
    isNewPlayer: result.isNewUser,
  };
}

/**
 * A guest who linked a provider can sign in without the device now. Their
 * stand-in address becomes the provider's verified one when no player has it.
 */
async function leaveGuesthood(
  deps: AppDeps,
  userId: string,
  profile: { email: string | null; emailVerified: boolean },
): Promise<void> {
  const email = EmailSchema.safeParse(profile.email ?? "");
  const takeEmail =
    email.success &&
    profile.emailVerified &&
    !(await deps.db.user.findUnique({ where: { email: email.data }, select: { id: true } }));
  await deps.db.user.updateMany({
    where: { id: userId, isGuest: true },
    data: { isGuest: false, ...(takeEmail ? { email: email.data, emailVerifiedAt: new Date() } : {}) },
  });
}

export const LinkEmailSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });

/**
 * A guest keeps their player and gets an e-mail and password: they can sign
 * in anywhere with them, and the address is confirmed by mail as at sign-up.
 */
export async function linkEmailToGuest(
  deps: AppDeps,
  input: z.infer<typeof LinkEmailSchema> & { userId: string; address: string },
): Promise<{ player: { id: string; name: string | null; isGuest: false; email: string } }> {
  const user = await deps.db.user.findUnique({
    where: { id: input.userId },
    select: { isGuest: true, profile: { select: { name: true } } },
  });
  if (!user) throw new AppError("not_found", "No such player.");
  if (!user.isGuest) {
    throw new AppError(
      "conflict",
      "This player already has a way to sign in; change the e-mail in Settings.",
      {
        reason: "not_a_guest",
      },
    );
  }
  const taken = await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (taken) {
    throw new AppError("conflict", "An account with this e-mail already exists.", {
      fields: { email: "An account with this e-mail already exists." },
    });
  }
  const passwordHash = await hashPassword(input.password);
  const name = user.profile?.name ?? null;
  try {
    const verification = await deps.db.$transaction(async (tx) => {
      const linked = await tx.user.updateMany({
        where: { id: input.userId, isGuest: true },
        data: { email: input.email, passwordHash, isGuest: false, emailVerifiedAt: null },
      });
      if (linked.count !== 1) throw new AppError("conflict", "This player is not a guest any more.");
      await tx.history.create({
        data: {
          type: historyTypes.accountLinked,
          userId: input.userId,
          data: { provider: "credentials", address: input.address },
        } satisfies HistoryEntry,
      });
      return issueVerification(deps, tx, { id: input.userId, email: input.email, name });
    });
    sendInBackground(deps, verification, { purpose: "email_verification", userId: input.userId });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "That e-mail was just taken. Try another.");
    }
    throw error;
  }
  return { player: { id: input.userId, name, isGuest: false, email: input.email } };
}
