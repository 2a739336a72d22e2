// The one way to check a password (sign-in, client sign-in, change of password or
// address, re-authentication): under the sign-in limits (docs/security.md, Sign-in
// limits; docs/decisions/132). The address and the (account, address) pair refuse past
// their limits; the account's failures from every address only slow each check down (not
// from an address that signed in to it lately), so an attacker cannot lock the owner out. A staff account reaching the slowdown threshold
// raises an alert once per window: a History row and a live-feed item.
import { setTimeout as wait } from "node:timers/promises";
import type { AppDeps } from "../context.ts";
import type { Role } from "../generated/prisma/client.ts";
import { type HistoryEntry, historyTypes } from "../history/types.ts";
import { staffRoles } from "../staff/permissions.ts";
import { authConfig } from "./numbers.ts";
import { verifyPassword } from "./passwords.ts";
import { authLimits } from "./rate-limits.ts";

export interface PasswordCheckInput {
  /** The e-mail as typed (an unknown one counts like a wrong password) or the account's. */
  email: string;
  /** The account, when there is one with that e-mail. */
  user: { id: string; role: Role; passwordHash: string | null } | null;
  password: string;
  address: string;
}

/** True when the password is the account's; throws rate_limited (with Retry-After) past the limits. */
export async function checkPasswordWithLimits(deps: AppDeps, input: PasswordCheckInput): Promise<boolean> {
  const limits = authLimits(deps);
  await limits.assertSignInAllowed(input.address, input.email);
  const delayMs = await limits.slowdownFor(input.address, input.email);
  if (delayMs > 0) await wait(delayMs);

  const passwordOk = await verifyPassword(input.user?.passwordHash ?? null, input.password);
  if (passwordOk && input.user) {
    await limits.recordSignInSuccess(input.address, input.email);
    return true;
  }
  const { accountFailures } = await limits.recordSignInFailure(input.address, input.email);
  // The count grows by one per failure (atomically in Redis), so exactly one failure per
  // window sees the threshold: the alert is raised once, not per attempt.
  if (
    input.user &&
    isStaff(input.user.role) &&
    accountFailures === authConfig.rateLimits.signInSlowdownPerAccount.afterFailures
  ) {
    await alertStaffSignInAttack(deps, {
      userId: input.user.id,
      failures: accountFailures,
      address: input.address,
    });
  }
  return false;
}

function isStaff(role: Role): boolean {
  return (staffRoles as readonly Role[]).includes(role);
}

async function alertStaffSignInAttack(
  deps: AppDeps,
  input: { userId: string; failures: number; address: string },
): Promise<void> {
  // The distinct addresses of the window's failed sign-ins (each is a History row with its address).
  const since = new Date(Date.now() - authConfig.rateLimits.signInSlowdownPerAccount.durationSeconds * 1000);
  const failed = await deps.db.history.findMany({
    where: { type: historyTypes.signInFailed, userId: input.userId, createdAt: { gte: since } },
    select: { data: true },
    take: 1000,
  });
  const addresses = new Set([input.address]);
  for (const row of failed) {
    const address = (row.data as { address?: unknown } | null)?.address;
    if (typeof address === "string") addresses.add(address);
  }
  await deps.db.history.create({
    data: {
      type: historyTypes.staffSignInAttack,
      userId: input.userId,
      data: { failures: input.failures, addresses: addresses.size },
    } satisfies HistoryEntry,
  });
  deps.events.emit("staff:sign-in-attack", {
    userId: input.userId,
    failures: input.failures,
    addresses: addresses.size,
  });
}
