// Monster Arena's SDK for game clients (README.md beside this folder).
export {
  type ArenaClient,
  type ArenaClientOptions,
  type ArenaSession,
  type ArenaStorage,
  type ClientSignIn,
  type ClientTokens,
  createArenaClient,
  memoryStorage,
  type Player,
  storageKeys,
} from "./client.ts";
export { type ApiErrorCode, ArenaApiError, type ErrorBody, unwrap } from "./errors.ts";
export * from "./events.ts";
export type { components, operations, paths } from "./generated/schema.ts";
export { type ArenaSocket, type ArenaSocketConnection, connectSocket } from "./socket.ts";
