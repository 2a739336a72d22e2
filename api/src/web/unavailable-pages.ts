// The game's pages while the database is unreachable (docs/decisions/095).
// Remix renders whatever a loader or action throws as a 500 "Something went
// wrong", but keeps the status of a thrown Response. The services the server
// hands the game as its load context are wrapped here, so a lost database
// becomes a 503 Response with Retry-After, which the game's error page
// explains (game/app/components/GeneralErrorBoundary.tsx); other errors pass
// through untouched.
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { databaseUnavailable } from "../errors.ts";

function asPageResponse(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const unavailable = databaseUnavailable();
  throw new Response(unavailable.message, {
    status: unavailable.status,
    headers: { "Retry-After": String(unavailable.details?.retryAfterSeconds) },
  });
}

/** The same service whose methods throw a 503 Response instead of a database connection error. */
export function pageService<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch(asPageResponse) : result;
        } catch (error) {
          return asPageResponse(error);
        }
      };
    },
  });
}
