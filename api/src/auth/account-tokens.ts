// The tokens of mailed account links: 32 random bytes in the link, only their
// SHA-256 in the database (a copy of the database opens no account), used once.
import type { Db } from "../db.ts";
import { AppError } from "../errors.ts";
import type { AccountTokenPurpose } from "../generated/prisma/client.ts";
import { hashToken } from "./token-hash.ts";

const confirmationGone =
  "This confirmation link is no longer valid: it may have been used already or it may have expired. Ask for a new one.";

/** The refusal of a link that is used, expired, unknown or not of its kind, in the words of its kind. */
export function invalidLinkError(purpose: AccountTokenPurpose): AppError {
  const message =
    purpose === "password_reset"
      ? "This reset link is no longer valid: it may have been used already or it may have expired. Ask for a new one."
      : confirmationGone;
  return new AppError("bad_request", message, { reason: "invalid_token" });
}

/**
 * Uses the link's token once, inside the caller's transaction: the token of that purpose,
 * unused and unexpired, is marked used, and its account (and the address it carries, for an
 * address change) is returned. Claiming is the write that decides: of two uses at once, one
 * updates it. Anything else is invalidLinkError.
 */
export async function claimAccountToken(
  tx: Db,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<{ userId: string; email: string | null }> {
  const token = await tx.accountToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    select: { id: true, userId: true, email: true },
  });
  const claimed = token
    ? await tx.accountToken.updateMany({
        where: { id: token.id, purpose: input.purpose, usedAt: null, expiresAt: { gt: input.now } },
        data: { usedAt: input.now },
      })
    : { count: 0 };
  if (!token || claimed.count !== 1) throw invalidLinkError(input.purpose);
  return { userId: token.userId, email: token.email };
}
