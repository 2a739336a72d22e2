// Account deletion's numbers and stand-ins in one place (docs/decisions/130).

export const deletionRules = {
  /** A player's request is carried out this long after it, unless they sign in again first. */
  graceDays: 14,
  /** How long the link mailed to a player without a password (Google or Discord only) works. */
  confirmationLinkSeconds: 60 * 60,
  /** Accounts the erasure job takes per query; each is erased in its own transaction. */
  jobBatchSize: 50,
} as const;

/** When a request made at `now` is carried out. */
export function deletionDueAt(now: Date): Date {
  return new Date(now.getTime() + deletionRules.graceDays * 24 * 60 * 60 * 1000);
}

/**
 * The erased account's address: User.email stays unique and required, and the
 * reserved .invalid domain (RFC 2606) can never receive mail (like a guest's, ADR 124).
 */
export function deletedEmail(): string {
  return `deleted-${crypto.randomUUID()}@deleted.invalid`;
}

/** The erased account's display name, unique because the id is: "Deleted player 3f9a1c2b7d4e". */
export function deletedDisplayName(userId: string): string {
  return `Deleted player ${userId.replaceAll("-", "").slice(0, 12)}`;
}
