// Server-only helpers of the game's pages: the signed-in player (or a redirect
// to sign in, or to the ban page for a banned player; a form post also counts
// against the player's write limit), reading a posted form, and an action's one
// answer: a success in the page's words or the use case's refusal, with its status.

import { intText } from "@arena/api/db/row-id";
import type { Outcome, Refusal } from "@arena/api/web/outcome";
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/server-runtime";

export async function requirePlayer(request: Request, context: AppLoadContext) {
  const user = await context.auth.currentUser(request);
  if (!user) {
    await explainBan(request, context);
    // Banned a while ago (the notice is still kept): the ban page again, not a sign-in form.
    if (await context.auth.banNotice(request)) throw redirect("/banned");
    const url = new URL(request.url);
    throw redirect(`/signin?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const retryAfter = await context.auth.countPlayerWrite(user.id);
    if (retryAfter !== null) {
      throw new Response("Too many changes in a minute.", {
        status: 429,
        headers: { "Retry-After": String(retryAfter) },
      });
    }
  }
  return user;
}

/**
 * A banned player's session ends here, and they see why: the ban page (reason and
 * end) instead of a blank sign-in form. Returns for anyone else.
 */
export async function explainBan(request: Request, context: AppLoadContext): Promise<void> {
  const ended = await context.auth.endBannedSession(request);
  if (ended) throw redirect("/banned", { headers: ended });
}

/**
 * What every form action answers: a success in the page's words (with the use case's
 * value, for what the page shows beside it), or the use case's refusal with the API's
 * status for the same refusal (api/src/web/outcome.ts).
 */
export type ActionResult<T = undefined> = { ok: true; message: string; value: T } | Refusal;

export function done<T = undefined>(message: string, value?: T, init?: ResponseInit) {
  return data<ActionResult<T>>({ ok: true, message, value: value as T }, init);
}

export function refused(refusal: Refusal) {
  return data<ActionResult<never>>(refusal, { status: refusal.status });
}

/** A form whose intent the page does not know (a hand-made post): the API's 400 for a bad request. */
export function unknownIntent() {
  return refused({
    ok: false,
    status: 400,
    code: "bad_request",
    message: "Unknown action.",
    fields: {},
    details: {},
  });
}

/** An action's answer: the success worded from the value, or the refusal. */
export function answer<T>(outcome: Outcome<T>, success: (value: T) => string) {
  return outcome.ok ? done(success(outcome.value), outcome.value) : refused(outcome);
}

/** A loader's value; a refusal (no such battle, no such player) is the error page with its status. */
export function need<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
  return outcome.value;
}

/** The posted form; a body that is not a form (JSON, broken multipart) is a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}

/**
 * An integer typed as text (a form field, a URL parameter), by the API's one
 * rule for integers from outside (intText: whole, within int4). NaN when it is
 * none (empty, a fraction, 2^31, "12abc"), which every use case refuses as
 * invalid input rather than reading a prefix or a rounded value.
 */
export function textInt(value: FormDataEntryValue | string | null | undefined): number {
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  const parsed = intText().safeParse(value);
  return parsed.success ? parsed.data : Number.NaN;
}

export function formInt(form: FormData, name: string): number {
  return textInt(form.get(name));
}
