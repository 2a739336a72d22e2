// A type-level test, checked by `tsc -p sdk` (npm run typecheck): the SDK's
// declaration of the live events (events.ts) is the server's
// (api/src/realtime/events.ts). A change on either side that the other lacks
// fails the typecheck on the line that names it ("Type 'true' is not assignable
// to type 'false'"). Type imports only: nothing of the server reaches the SDK
// at run time.
import type * as server from "../../api/src/realtime/events.ts";
import type * as sdk from "./events.ts";

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const serverToClientEventsMatch: Same<sdk.ServerToClientEvents, server.ServerToClientEvents> = true;
export const clientToServerEventsMatch: Same<sdk.ClientToServerEvents, server.ClientToServerEvents> = true;
export const topicsMatch: Same<sdk.Topic, server.Topic> = true;
export const acksMatch: Same<sdk.Ack<{ topics: sdk.Topic[] }>, server.Ack<{ topics: server.Topic[] }>> = true;
export const handshakeErrorsMatch: Same<typeof sdk.handshakeErrors, typeof server.handshakeErrors> = true;
