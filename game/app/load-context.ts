// What api/src/server.ts hands every loader and action as `context`. Type-only:
// the game bundle must never pull in the API's implementation.
import type { WebSession } from "@arena/api/auth/web-session";
import type { AppDeps } from "@arena/api/context";
import type { WebEconomy } from "@arena/api/http/web-economy";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    deps: AppDeps;
    auth: WebSession;
    economy: WebEconomy;
  }
}
