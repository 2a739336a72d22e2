// What api/src/server.ts hands every loader and action as `context`. Type-only:
// the game bundle must never pull in the API's implementation.
import type { WebSession } from "@arena/api/auth/web-session";
import type { SiteEngagement } from "@arena/api/engagement/site-engagement";
import type { WebEconomy } from "@arena/api/http/web-economy";
import type { Logger } from "@arena/api/logger";
import type { ProgressionWeb } from "@arena/api/progression/web";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The server's logger for this request: its lines carry the request id. */
    log: Logger;
    auth: WebSession;
    /** Inbox, polls and leaderboards for the signed-in player. */
    engagement: SiteEngagement;
    progression: ProgressionWeb;
    economy: WebEconomy;
    /** This response's Content-Security-Policy nonce for inline scripts (none in development). */
    cspNonce: string | undefined;
  }
}
