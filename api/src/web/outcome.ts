// What the game's pages get back from a use case that may refuse: the value, or the
// refusal as data, with the same status, code and message the API answers for the same
// refusal (errors.ts holds the one mapping of codes to statuses). A page action answers
// with that status, so a refused form post is a 4xx on the site exactly as on the API.
// Anything that is not a refusal (a bug, a lost database) is rethrown: the error page or
// the 503 page shows it (docs/decisions/118).
import { type ErrorCode, toAppError } from "../errors.ts";

export interface Refusal {
  ok: false;
  status: number;
  code: ErrorCode;
  message: string;
  /** Per-field messages of a form ("members.2.monsterId" → "…"); empty when the refusal is about the whole. */
  fields: Record<string, string>;
  /** The rest of the refusal's details (a shortfall's amount and currency, a retry delay). */
  details: Record<string, unknown>;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

/** The refusal an error stands for; rethrows anything that is not one. */
export function refusalOf(error: unknown): Refusal {
  const appError = toAppError(error);
  if (appError.status >= 500) throw error;
  const { fields, ...details } = (appError.details ?? {}) as { fields?: Record<string, string> };
  return {
    ok: false,
    status: appError.status,
    code: appError.code,
    message: appError.message,
    fields: fields ?? {},
    details,
  };
}

/** Runs a use case that may refuse: its value, or its refusal as data. */
export async function attempt<T>(run: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return refusalOf(error);
  }
}
