// The admin API in one place: every /api/admin router, mounted behind the one
// staff guard. staffSession reads the session once and refuses visitors and
// players; each route then names the permission it needs from the role table
// (adminRoute in admin-openapi.ts), so who may do what is read off the route
// itself and rendered into docs/roles.md from the same table.
import type { AppDeps } from "../context.ts";
import { adminAnalyticsRoutes } from "./admin-analytics-routes.ts";
import { adminAnnouncementsRoutes } from "./admin-announcements-routes.ts";
import { adminAudiencesRoutes } from "./admin-audiences-routes.ts";
import { adminExperimentsRoutes } from "./admin-experiments-routes.ts";
import { adminJobsRoutes } from "./admin-jobs-routes.ts";
import { adminLeaderboardsRoutes } from "./admin-leaderboards-routes.ts";
import { adminLedgerRoutes } from "./admin-ledger-routes.ts";
import { adminLiveEventsRoutes } from "./admin-live-events-routes.ts";
import { adminMessagesRoutes } from "./admin-messages-routes.ts";
import { createAdminRouter } from "./admin-openapi.ts";
import { adminPlayerDeletionRoutes } from "./admin-player-deletion-routes.ts";
import { adminPlayerItemsRoutes } from "./admin-player-items-routes.ts";
import { adminPlayersRoutes } from "./admin-players-routes.ts";
import { adminPollsRoutes } from "./admin-polls-routes.ts";
import { adminPromoCodesRoutes } from "./admin-promo-codes-routes.ts";
import { adminRemoteConfigRoutes } from "./admin-remote-config-routes.ts";
import { adminScheduledSendsRoutes } from "./admin-scheduled-sends-routes.ts";
import { adminServerKeysRoutes } from "./admin-server-keys-routes.ts";
import { adminShopItemsRoutes } from "./admin-shop-items-routes.ts";
import { adminStaffRoutes } from "./admin-staff-routes.ts";
import { adminStaffSecurityRoutes } from "./admin-staff-security-routes.ts";
import { adminTransactionsRoutes } from "./admin-transactions-routes.ts";
import { adminWebhooksRoutes } from "./admin-webhooks-routes.ts";
import { adminDataExportRoutes } from "./data-export-routes.ts";
import { staffSession } from "./guards.ts";

export function adminRoutes(deps: AppDeps) {
  const app = createAdminRouter();
  app.use("/api/admin/*", staffSession(deps));
  return app
    .route("/", adminJobsRoutes(deps))
    .route("/", adminMessagesRoutes(deps))
    .route("/", adminAnnouncementsRoutes(deps))
    .route("/", adminScheduledSendsRoutes(deps))
    .route("/", adminAudiencesRoutes(deps))
    .route("/", adminLiveEventsRoutes(deps))
    .route("/", adminExperimentsRoutes(deps))
    .route("/", adminPlayersRoutes(deps))
    .route("/", adminDataExportRoutes(deps))
    .route("/", adminPlayerItemsRoutes(deps))
    .route("/", adminPlayerDeletionRoutes(deps))
    .route("/", adminPromoCodesRoutes(deps))
    .route("/", adminRemoteConfigRoutes(deps))
    .route("/", adminPollsRoutes(deps))
    .route("/", adminShopItemsRoutes(deps))
    .route("/", adminLeaderboardsRoutes(deps))
    .route("/", adminTransactionsRoutes(deps))
    .route("/", adminStaffSecurityRoutes(deps))
    .route("/", adminStaffRoutes(deps))
    .route("/", adminServerKeysRoutes(deps))
    .route("/", adminWebhooksRoutes(deps))
    .route("/", adminAnalyticsRoutes(deps))
    .route("/", adminLedgerRoutes(deps));
}
