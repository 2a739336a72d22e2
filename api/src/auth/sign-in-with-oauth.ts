// Sign-in through Google or Discord: find the linked account, link a new
// provider to the signed-in user, or create a player on first use. An e-mail
// that already belongs to another user is never linked silently (someone who
// controls a provider account with that address is not proof of owning ours):
// that is OAuthAccountNotLinked, as in NextAuth.js.
import type { AppDeps } from "../context.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { sendWelcomeGift } from "../onboarding/welcome-gift.ts";
import { cancelDeletionOnSignIn } from "../privacy/cancel-deletion.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import {
  type AccountUser,
  accountUserSelect,
  createPlayer,
  EmailSchema,
  freeDisplayName,
} from "./accounts.ts";

export interface OAuthProfile {
  /** The provider's stable user id. */
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  /** false when the provider says the address is unverified. */
  emailVerified: boolean;
}

export type OAuthSignInResult =
  | { kind: "signed_in"; user: AccountUser; isNewUser: boolean }
  /** A ban in force: the contract's AccessDenied, and the account whose ban the game explains. */
  | { kind: "banned"; user: AccountUser }
  | { kind: "error"; error: "OAuthAccountNotLinked" | "OAuthCreateAccount" };

export async function signInWithOAuth(
  deps: AppDeps,
  input: { provider: string; profile: OAuthProfile; currentUserId: string | null; address: string },
): Promise<OAuthSignInResult> {
  const { provider, profile } = input;
  const linked = await deps.db.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId: profile.id } },
    select: { user: { select: accountUserSelect } },
  });

  let user: AccountUser;
  let isNewUser = false;
  if (linked) {
    // Signed in as someone else: this provider account belongs to another user.
    if (input.currentUserId && input.currentUserId !== linked.user.id) {
      return { kind: "error", error: "OAuthAccountNotLinked" };
    }
    user = linked.user;
  } else if (input.currentUserId) {
    const current = await deps.db.user.findUnique({
      where: { id: input.currentUserId },
      select: accountUserSelect,
    });
    if (!current) return { kind: "error", error: "OAuthAccountNotLinked" };
    try {
      await deps.db.account.create({
        data: { userId: current.id, provider, providerAccountId: profile.id },
      });
    } catch (error) {
      // The user already has another account of this provider linked.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        return { kind: "error", error: "OAuthAccountNotLinked" };
      }
      throw error;
    }
    await deps.db.history.create({
      data: {
        type: historyTypes.accountLinked,
        userId: current.id,
        data: { provider, address: input.address },
      } satisfies HistoryEntry,
    });
    user = current;
  } else {
    const email = EmailSchema.safeParse(profile.email ?? "");
    if (!email.success || !profile.emailVerified) return { kind: "error", error: "OAuthCreateAccount" };
    const existing = await deps.db.user.findUnique({ where: { email: email.data }, select: { id: true } });
    if (existing) return { kind: "error", error: "OAuthAccountNotLinked" };
    const displayName = await freeDisplayName(deps.db, profile.name || profile.email?.split("@")[0] || "");
    if (!displayName) return { kind: "error", error: "OAuthCreateAccount" };
    try {
      user = await deps.db.$transaction(async (tx) => {
        const created = await createPlayer(tx, {
          email: email.data,
          displayName,
          account: { provider, providerAccountId: profile.id },
        });
        await tx.history.create({
          data: {
            type: historyTypes.signUp,
            userId: created.id,
            data: { method: provider, address: input.address },
          } satisfies HistoryEntry,
        });
        await sendWelcomeGift(tx, { userId: created.id, now: new Date() });
        await recordWebhookEvent(tx, "player.signed_up", { userId: created.id, method: provider });
        return created;
      });
    } catch (error) {
      deps.logger.warn({ err: error, provider }, "creating an OAuth user failed");
      return { kind: "error", error: "OAuthCreateAccount" };
    }
    isNewUser = true;
    deps.events.emit("player:signed-up", { userId: user.id, method: provider });
  }

  if (activeBan(user)) {
    await deps.db.history.create({
      data: {
        type: historyTypes.signInFailed,
        userId: user.id,
        data: { method: provider, reason: "banned", address: input.address },
      } satisfies HistoryEntry,
    });
    return { kind: "banned", user };
  }
  await cancelDeletionOnSignIn(deps, user.id);
  await deps.db.history.create({
    data: {
      type: historyTypes.signIn,
      userId: user.id,
      data: { method: provider, address: input.address },
    } satisfies HistoryEntry,
  });
  return { kind: "signed_in", user, isNewUser };
}
