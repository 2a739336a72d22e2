import type { Logger } from "../logger.ts";

/** Hono context variables set by our middleware. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
