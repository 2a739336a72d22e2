import type { SessionUser } from "../auth/session.ts";
import type { Logger } from "../logger.ts";

/** Hono context variables set by our middleware. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by the userRequired / staffRequired guards (http/guards.ts). */
    user: SessionUser;
  };
}
