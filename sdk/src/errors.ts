// The API answers every failure in one envelope, {error: {code, message,
// details, requestId}} (ErrorBody in the OpenAPI document). The SDK turns a
// failed answer into one error class that carries it, with the wait a 429 or
// a 503 asks for (Retry-After).
import type { components } from "./generated/schema.ts";

export type ErrorBody = components["schemas"]["ErrorBody"];
/** What went wrong, for code to branch on ("validation_failed", "rate_limited", …). */
export type ApiErrorCode = ErrorBody["error"]["code"];

export class ArenaApiError extends Error {
  override readonly name = "ArenaApiError";
  readonly status: number;
  /** The envelope's code; "unknown" when the answer was not the API's envelope (a proxy's page, say). */
  readonly code: ApiErrorCode | "unknown";
  /** Specifics: `fields` (field → message) on validation_failed, `reason` on many 403 and 409 answers. */
  readonly details: Record<string, unknown>;
  /** Quote it when reporting a problem. */
  readonly requestId: string | null;
  /** Seconds to wait before trying again, on 429 (too many requests) and 503 (unavailable); else null. */
  readonly retryAfterSeconds: number | null;

  constructor(response: Response, body: unknown) {
    const envelope = isErrorBody(body) ? body.error : null;
    super(envelope?.message ?? `The server answered ${response.status} ${response.statusText}`.trim());
    this.status = response.status;
    this.code = envelope?.code ?? "unknown";
    this.details = envelope?.details ?? {};
    this.requestId = envelope?.requestId ?? response.headers.get("x-request-id");
    this.retryAfterSeconds = retryAfter(response.headers.get("retry-after"), this.details.retryAfterSeconds);
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = body.error;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

/** Retry-After in seconds (a number of seconds or an HTTP date), else the envelope's retryAfterSeconds. */
function retryAfter(header: string | null, fromDetails: unknown): number | null {
  if (header !== null && header.trim() !== "") {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - Date.now()) / 1000));
  }
  return typeof fromDetails === "number" && Number.isFinite(fromDetails) ? fromDetails : null;
}

/**
 * The data of a successful call, or its failure thrown as an ArenaApiError:
 * `const home = await unwrap(arena.api.GET("/api/home"))`.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ArenaApiError(response, error);
  return data as T;
}
