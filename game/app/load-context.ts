// What api/src/server.ts hands every loader and action as `context` (api/src/web/).
// Type-only: the game bundle must never pull in the API's implementation.
import type { GameLoadContext } from "@arena/api/web/context";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends GameLoadContext {}
}
