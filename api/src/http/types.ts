import type { SessionUser } from "../auth/session.ts";
import type { Logger } from "../logger.ts";
import type { RequestClient } from "./client-address.ts";

/** Hono context variables set by our middleware. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Who sent the request, through trusted proxies (http/client-address.ts); set before any route. */
    client: RequestClient;
    /** Set by the userRequired / staffRequired guards (http/guards.ts). */
    user: SessionUser;
  };
}
