// The one way the game's pages reach the use cases: what api/src/server.ts hands every
// Remix loader and action as `context`. Each service calls the same use cases as the
// HTTP routes; an entry that may be refused answers an Outcome (./outcome.ts) with the
// API's status for that refusal; a lost database is a 503 page (./unavailable-pages.ts).
// The game imports only these types, never the implementation (docs/decisions/001, 118).
import type { Context } from "hono";
import type { AppDeps } from "../context.ts";
import type { HttpEnv } from "../http/types.ts";
import type { Logger } from "../logger.ts";
import { createWebAccountDeletion, type WebAccountDeletion } from "./account-deletion.ts";
import { createWebCollection, type WebCollection } from "./collection.ts";
import { createWebDataExport, type WebDataExport } from "./data-export.ts";
import { createWebEconomy, type WebEconomy } from "./economy.ts";
import { createWebEngagement, type WebEngagement } from "./engagement.ts";
import { createWebLiveEvents, type WebLiveEvents } from "./live-events.ts";
import { createProgressionWeb, type ProgressionWeb } from "./progression.ts";
import { createWebRemoteConfig, type WebRemoteConfig } from "./remote-config.ts";
import { createWebSession, type WebSession } from "./session.ts";
import { pageService } from "./unavailable-pages.ts";

export interface GameLoadContext {
  /** The server's logger for this request: its lines carry the request id. */
  log: Logger;
  auth: WebSession;
  /** Inbox, polls and leaderboards for the signed-in player. */
  engagement: WebEngagement;
  progression: ProgressionWeb;
  /** The collection book, species and monster pages, the element chart. */
  collection: WebCollection;
  economy: WebEconomy;
  /** The player's copy of their data (docs/decisions/129). */
  dataExport: WebDataExport;
  /** Deleting one's account (docs/decisions/130). */
  accountDeletion: WebAccountDeletion;
  /** The signed-in player's remote config values (api/src/remote-config). */
  remoteConfig: WebRemoteConfig;
  /** The live events running or coming for the signed-in player (api/src/live-events). */
  liveEvents: WebLiveEvents;
  /** This response's Content-Security-Policy nonce for inline scripts (none in development). */
  cspNonce: string | undefined;
}

export function gameLoadContext(deps: AppDeps, c: Context<HttpEnv>): GameLoadContext {
  const address = c.get("client").address;
  return {
    log: c.get("log"),
    cspNonce: c.get("secureHeadersNonce"),
    auth: pageService(createWebSession(deps, address)),
    engagement: pageService(createWebEngagement(deps)),
    progression: pageService(createProgressionWeb(deps)),
    collection: pageService(createWebCollection(deps)),
    economy: pageService(createWebEconomy(deps, address)),
    dataExport: pageService(createWebDataExport(deps)),
    accountDeletion: pageService(createWebAccountDeletion(deps, address)),
    remoteConfig: pageService(createWebRemoteConfig(deps)),
    liveEvents: pageService(createWebLiveEvents(deps)),
  };
}
