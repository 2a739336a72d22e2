import type { SecureHeadersVariables } from "hono/secure-headers";
import type { SessionUser } from "../auth/session.ts";
import type { Logger } from "../logger.ts";
import type { ServerKeyPrincipal } from "../server-keys/authenticate-server-key.ts";
import type { RequestClient } from "./client-address.ts";

/** Hono context variables set by our middleware (the CSP nonce by http/security-headers.ts). */
export interface HttpEnv {
  Variables: SecureHeadersVariables & {
    requestId: string;
    log: Logger;
    /** Who sent the request, through trusted proxies (http/client-address.ts); set before any route. */
    client: RequestClient;
    /** Set by the userRequired and staffSession guards (http/guards.ts). */
    user: SessionUser;
    /** Set by the game servers' guard (http/server-key-auth.ts): the key the request was made with. */
    serverKey: ServerKeyPrincipal;
  };
}
