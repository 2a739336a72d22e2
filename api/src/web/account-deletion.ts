// Deleting one's account as the game's pages reach it (`context.accountDeletion`):
// the same use cases as POST /api/account/deletion and its mailed link
// (docs/decisions/130), and the one-time "your account will not be deleted"
// notice after a sign-in cancelled a pending deletion.
import { z } from "zod";
import { parseCookieHeader, serializeCookie } from "../auth/cookies.ts";
import type { SessionUser } from "../auth/session.ts";
import { sessionStore } from "../auth/session.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { historyTypes } from "../history/types.ts";
import { mailer } from "../mail/mailer.ts";
import { deletionRules } from "../privacy/deletion-rules.ts";
import {
  ConfirmDeletionSchema,
  confirmAccountDeletion,
  type DeletionRequestAnswer,
  deletionDayInWords,
  RequestDeletionSchema,
  requestAccountDeletion,
} from "../privacy/request-deletion.ts";
import { attempt, type Outcome } from "./outcome.ts";

/** How the player proves it is them: their password, or a mailed link (no password); staff cannot. */
export type DeletionProof = "password" | "link" | "staff";

export interface WebAccountDeletion {
  /** What the deletion page asks for, and the grace period in days. */
  proof(user: SessionUser): Promise<{ proof: DeletionProof; graceDays: number; mailOff: boolean }>;
  /**
   * The request from the page's form (password, when the account has one). Scheduled: the
   * headers end this browser's session; or the link was mailed.
   */
  request(
    request: Request,
    user: SessionUser,
    form: FormData,
  ): Promise<Outcome<DeletionRequestAnswer & { headers: Headers }>>;
  /** Follows the mailed link (its token, posted from the confirmation page): scheduled, this browser signed out. */
  confirm(request: Request, form: FormData): Promise<Outcome<{ dueAt: string; headers: Headers }>>;
  /** "14 December 2026" for a due time a deletion made in the last day has (null for anything else). */
  dayInWords(iso: string | null): string | null;
  /**
   * Once after a sign-in called off a pending deletion (within 15 minutes of it): true,
   * with the cookie that remembers it was said on this device; else false.
   */
  cancelledNotice(request: Request, user: SessionUser): Promise<{ show: boolean; headers: Headers }>;
}

/** How long after the sign-in that called off a deletion the home page says so. */
const cancelledNoticeWindowMs = 15 * 60_000;

const noticeCookie = (secure: boolean) => `${secure ? "__Secure-" : ""}arena.deletion-cancelled-seen`;

export function createWebAccountDeletion(deps: AppDeps, address: string): WebAccountDeletion {
  const settings = authSettings(deps.env);
  const signedOut = (request: Request) => {
    const headers = new Headers();
    for (const cookie of sessionStore(settings, request.headers.get("cookie")).clear()) {
      headers.append("Set-Cookie", serializeCookie(cookie, settings.secure));
    }
    return headers;
  };
  return {
    async proof(user) {
      const row = await deps.db.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { passwordHash: true, role: true },
      });
      const proof: DeletionProof = row.role !== "player" ? "staff" : row.passwordHash ? "password" : "link";
      return { proof, graceDays: deletionRules.graceDays, mailOff: mailer(deps).delivery === "off" };
    },
    request: (request, user, form) =>
      attempt(async () => {
        // The page's "I understand" box: a deletion is never one careless click.
        if (form.get("confirm") !== "yes") {
          throw new AppError("validation_failed", "Tick the box to confirm.", {
            fields: { confirm: "Tick the box to confirm." },
          });
        }
        const input = RequestDeletionSchema.parse({
          password: form.get("password") ?? undefined,
        });
        const answer = await requestAccountDeletion(deps, { ...input, userId: user.id, address });
        return { ...answer, headers: answer.kind === "scheduled" ? signedOut(request) : new Headers() };
      }),
    confirm: (request, form) =>
      attempt(async () => {
        const input = ConfirmDeletionSchema.parse({ token: form.get("token") ?? "" });
        const confirmed = await confirmAccountDeletion(deps, { ...input, address });
        return { dueAt: confirmed.dueAt, headers: signedOut(request) };
      }),
    dayInWords(iso) {
      const parsed = z.iso.datetime().safeParse(iso);
      if (!parsed.success) return null;
      // The date travels in the address bar: one that no deletion made now could have
      // (not about graceDays from now) is not repeated as if it were ours.
      const due = new Date(parsed.data);
      const graceMs = deletionRules.graceDays * 86_400_000;
      const fromNow = due.getTime() - Date.now();
      return fromNow > graceMs - 86_400_000 && fromNow <= graceMs + 60_000 ? deletionDayInWords(due) : null;
    },
    async cancelledNotice(request, user) {
      const latest = await deps.db.history.findFirst({
        where: {
          userId: user.id,
          type: historyTypes.deletionCancelled,
          data: { path: ["by"], equals: "sign_in" },
          // Said right after the sign-in that called it off, not on another device days later.
          createdAt: { gte: new Date(Date.now() - cancelledNoticeWindowMs) },
        },
        orderBy: { id: "desc" },
        select: { id: true },
      });
      const headers = new Headers();
      const seen = parseCookieHeader(request.headers.get("cookie"))[noticeCookie(settings.secure)];
      if (!latest || seen === String(latest.id)) return { show: false, headers };
      headers.append(
        "Set-Cookie",
        serializeCookie(
          { name: noticeCookie(settings.secure), value: String(latest.id), maxAge: 365 * 24 * 60 * 60 },
          settings.secure,
        ),
      );
      return { show: true, headers };
    },
  };
}
