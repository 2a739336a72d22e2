// Is this error "the database cannot be reached right now" rather than a bug or
// a refused query? The one place that knows what a lost PostgreSQL looks like
// through Prisma 7's pg driver adapter (docs/decisions/095); toAppError
// (api/src/errors.ts) turns a yes into a 503 `unavailable` with Retry-After.
//
// Seen when a server is stopped under load (pg_ctl stop -m immediate / fast):
// queries in flight fail with pg's plain "Connection terminated unexpectedly"
// (no code) or, on a fast stop, with FATAL 57P01 wrapped as P2039/P2010; every
// later one with P1001 (or P2010 for raw queries) whose driverAdapterError has
// kind DatabaseNotReachable, until the pool connects again. Socket errors
// (ECONNREFUSED…) are not matched on their own: the adapter converts the
// database's, and another service's (Stripe, an OAuth provider) are not this.
import { z } from "zod";

/** Driver adapter error kinds (@prisma/driver-adapter-utils) that mean "no connection". */
const connectionKinds = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * Prisma's codes for the same: can't reach (P1001), timed out reaching (P1002),
 * operation timed out (P1008), connection closed (P1017), too many connections (P2037).
 */
const prismaCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2037"]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (admin shutdown,
 * crash shutdown, cannot connect now: the server is stopping or starting),
 * 53300 (too many connections).
 */
function isConnectionSqlState(code: string): boolean {
  return (
    code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300"
  );
}

/** pg's messages for a connection that ended or could not be made in time (they carry no code). */
const pgConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

const DriverAdapterCauseSchema = z.object({
  kind: z.string(),
  code: z.string().optional(),
  originalCode: z.string().optional(),
});

// Each field falls back to undefined, so an odd error object is read as far as it goes.
const ErrorShapeSchema = z.object({
  name: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  cause: z.unknown().optional(),
  meta: z
    .object({ driverAdapterError: z.object({ cause: z.unknown() }).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  errorCode: z.string().optional().catch(undefined),
});

function causeMeansUnavailable(cause: unknown): boolean {
  const parsed = DriverAdapterCauseSchema.safeParse(cause);
  if (!parsed.success) return false;
  const { kind, code, originalCode } = parsed.data;
  if (connectionKinds.has(kind)) return true;
  const sqlState = originalCode ?? code;
  return kind === "postgres" && sqlState !== undefined && isConnectionSqlState(sqlState);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Prisma and the adapter nest the driver's error; a few levels are enough.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const parsed = ErrorShapeSchema.safeParse(current);
    if (!parsed.success) return false;
    const { name, code, message, meta, errorCode } = parsed.data;
    if (name === "PrismaClientInitializationError") return true;
    if (code !== undefined && prismaCodes.has(code)) return true;
    if (errorCode !== undefined && prismaCodes.has(errorCode)) return true;
    if (meta?.driverAdapterError && causeMeansUnavailable(meta.driverAdapterError.cause)) return true;
    // The adapter's own DriverAdapterError (e.g. thrown when a transaction cannot start).
    if (name === "DriverAdapterError" && causeMeansUnavailable(parsed.data.cause)) return true;
    // pg's DatabaseError, should one reach us unconverted.
    if (code !== undefined && /^[0-9A-Z]{5}$/.test(code) && isConnectionSqlState(code)) return true;
    if (message !== undefined && pgConnectionMessages.some((pattern) => pattern.test(message))) return true;
    current = parsed.data.cause;
  }
  return false;
}
