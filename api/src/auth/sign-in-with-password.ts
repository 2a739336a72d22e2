// The credentials method: e-mail and password. An unknown e-mail and a wrong
// password are the same failure, take the same time, and both count under the
// sign-in limits (checkPasswordWithLimits, docs/security.md), so guessing is
// limited either way.
import type { AppDeps } from "../context.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { cancelDeletionOnSignIn } from "../privacy/cancel-deletion.ts";
import { type AccountUser, accountUserSelect, EmailSchema } from "./accounts.ts";
import { checkPasswordWithLimits } from "./password-check.ts";

export type PasswordSignInResult =
  | { kind: "signed_in"; user: AccountUser }
  | { kind: "invalid_credentials" }
  | { kind: "banned"; user: AccountUser };

/** The form's fields as they came (parsed here: a bad e-mail is a failed sign-in, not an error) and the client's address. */
export async function signInWithPassword(
  deps: AppDeps,
  input: { email: unknown; password: unknown; address: string },
): Promise<PasswordSignInResult> {
  const parsedEmail = EmailSchema.safeParse(input.email);
  const email = parsedEmail.success ? parsedEmail.data : String(input.email ?? "").slice(0, 254);
  const password = typeof input.password === "string" ? input.password : "";

  const user = parsedEmail.success
    ? await deps.db.user.findUnique({
        where: { email },
        select: { ...accountUserSelect, passwordHash: true },
      })
    : null;
  const passwordOk = await checkPasswordWithLimits(deps, { email, user, password, address: input.address });

  if (!user || !passwordOk) {
    await deps.db.history.create({
      data: {
        type: historyTypes.signInFailed,
        userId: user?.id ?? null,
        data: { method: "credentials", reason: "invalid_credentials", email, address: input.address },
      } satisfies HistoryEntry,
    });
    return { kind: "invalid_credentials" };
  }
  const { passwordHash: _hash, ...account } = user;
  if (activeBan(account)) {
    await deps.db.history.create({
      data: {
        type: historyTypes.signInFailed,
        userId: user.id,
        data: { method: "credentials", reason: "banned", address: input.address },
      } satisfies HistoryEntry,
    });
    return { kind: "banned", user: account };
  }
  await cancelDeletionOnSignIn(deps, user.id);
  await deps.db.history.create({
    data: {
      type: historyTypes.signIn,
      userId: user.id,
      data: { method: "credentials", address: input.address },
    } satisfies HistoryEntry,
  });
  return { kind: "signed_in", user: account };
}
