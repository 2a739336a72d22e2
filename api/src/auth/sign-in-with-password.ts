// The credentials method: e-mail and password. An unknown e-mail and a wrong
// password are the same failure, take the same time, and both count against
// the address and the account (so guessing is limited either way).
import type { AppDeps } from "../context.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { activeBan } from "../moderation/active-ban.ts";
import { type AccountUser, accountUserSelect, EmailSchema } from "./accounts.ts";
import { verifyPassword } from "./passwords.ts";
import { authLimits } from "./rate-limits.ts";

export type PasswordSignInResult =
  | { kind: "signed_in"; user: AccountUser }
  | { kind: "invalid_credentials" }
  | { kind: "banned"; user: AccountUser };

/** The form's fields as they came (parsed here: a bad e-mail is a failed sign-in, not an error) and the client's address. */
export async function signInWithPassword(
  deps: AppDeps,
  input: { email: unknown; password: unknown; address: string },
): Promise<PasswordSignInResult> {
  const limits = authLimits(deps);
  const parsedEmail = EmailSchema.safeParse(input.email);
  const email = parsedEmail.success ? parsedEmail.data : String(input.email ?? "").slice(0, 254);
  const password = typeof input.password === "string" ? input.password : "";
  await limits.assertSignInAllowed(input.address, email);

  const user = parsedEmail.success
    ? await deps.db.user.findUnique({
        where: { email },
        select: { ...accountUserSelect, passwordHash: true },
      })
    : null;
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);

  if (!user || !passwordOk) {
    await limits.recordSignInFailure(input.address, email);
    await deps.db.history.create({
      data: {
        type: historyTypes.signInFailed,
        userId: user?.id ?? null,
        data: { method: "credentials", reason: "invalid_credentials", email, address: input.address },
      } satisfies HistoryEntry,
    });
    return { kind: "invalid_credentials" };
  }
  await limits.recordSignInSuccess(email);
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
  await deps.db.history.create({
    data: {
      type: historyTypes.signIn,
      userId: user.id,
      data: { method: "credentials", address: input.address },
    } satisfies HistoryEntry,
  });
  return { kind: "signed_in", user: account };
}
