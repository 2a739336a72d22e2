// How the game explains a ban (issue 18): when a ban ends a player's session, or
// refuses their sign-in on the game's form, the game keeps a short-lived notice
// cookie naming the account (encrypted, like the session token, under a key of
// its own) and shows its /banned page. The page reads the ban as it is now from
// the user row, so a lifted or ended ban is never shown as in force. The auth
// API itself is unchanged: its callbacks still answer AccessDenied (the contract).
import type { AppDeps } from "../context.ts";
import { activeBan } from "../moderation/active-ban.ts";
import type { OutgoingCookie } from "./cookies.ts";
import { decodeToken, encodeToken } from "./session-token.ts";
import type { AuthSettings } from "./settings.ts";

/** A ban in force, as the player is told it. */
export interface BanTerms {
  /** What staff typed in the console's ban dialog ("shown to the player"). */
  reason: string | null;
  /** ISO time the ban ends; null for a permanent ban. */
  until: string | null;
}

/** A day: long enough to read the page and come back to it, short enough to leave no trace. */
const noticeMaxAgeSeconds = 86_400;

export function banNoticeCookieName(settings: AuthSettings): string {
  return `${settings.secure ? "__Secure-" : ""}arena.ban-notice`;
}

/** The notice cookie for this account. */
export async function banNoticeCookie(settings: AuthSettings, userId: string): Promise<OutgoingCookie> {
  const name = banNoticeCookieName(settings);
  const value = await encodeToken(
    { sub: userId },
    { secret: settings.secret, salt: name, maxAgeSeconds: noticeMaxAgeSeconds },
  );
  return { name, value, maxAge: noticeMaxAgeSeconds };
}

/** The ban in force on the account a notice cookie names; null without one, or when the ban is over. */
export async function readBanNotice(
  deps: Pick<AppDeps, "db">,
  settings: AuthSettings,
  cookies: Record<string, string>,
): Promise<BanTerms | null> {
  const name = banNoticeCookieName(settings);
  const token = cookies[name];
  if (!token) return null;
  const payload = await decodeToken(token, { secret: settings.secret, salt: name, clockToleranceSeconds: 0 });
  if (typeof payload?.sub !== "string") return null;
  const user = await deps.db.user.findUnique({
    where: { id: payload.sub },
    select: { isBanned: true, banReason: true, bannedUntil: true },
  });
  return user ? banTerms(activeBan(user)) : null;
}

export function banTerms(ban: { reason: string | null; until: Date | null } | null): BanTerms | null {
  return ban ? { reason: ban.reason, until: ban.until?.toISOString() ?? null } : null;
}
