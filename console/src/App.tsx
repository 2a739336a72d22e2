import { can } from "@arena/api/staff/permissions";
import { Admin, CustomRoutes, fetchUtils, Resource } from "react-admin";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { analyticsRoutes } from "./analytics/dashboards";
import announcements from "./announcements";
import audiences from "./audiences";
import audit from "./audit";
import { authProvider } from "./auth-provider";
import { createDataProvider } from "./data-provider";
import experiments from "./experiments";
import { i18nProvider } from "./i18n-provider";
import jobs from "./jobs";
import { AppLayout } from "./layout/AppLayout";
import { lazyScreen } from "./lazy-screen";
import leaderboards from "./leaderboards";
import liveEvents from "./live-events";
import messages from "./messages";
import players from "./players";
import polls from "./polls";
import promoCodes from "./promo-codes";
import { changeScreensFor, NoAccessPage } from "./roles/ReadOnlyPage";
import scheduledSends from "./scheduled-sends";
import serverKeys from "./server-keys";
import shopItems from "./shop-items";
import { SignInAgain } from "./sign-in-again";
import staff from "./staff";
import { consoleDarkTheme, consoleLightTheme } from "./theme";
import transactions from "./transactions";
import webhookDeliveries from "./webhook-deliveries";
import webhooks from "./webhooks";

// Like the resources' screens, the pages load when first opened (the live feed
// brings socket.io-client and recharts): the console opens without them.
const Dashboard = lazyScreen(() => import("./dashboard/Dashboard"), "Dashboard");
const HealthPage = lazyScreen(() => import("./health/HealthPage"), "HealthPage");
const LivePage = lazyScreen(() => import("./live/LivePage"), "LivePage");
const RemoteConfigPage = lazyScreen(() => import("./remote-config/RemoteConfigPage"), "RemoteConfigPage");
const SecondFactorPage = lazyScreen(() => import("./second-factor/SecondFactorPage"), "SecondFactorPage");

// The admin API is on the same server; it follows ra-data-simple-rest's conventions.
const dataProvider = createDataProvider("/api/admin", fetchUtils.fetchJson);

// The console lives under /console on the game's server, so it routes on real
// paths (the server answers every /console/* path with index.html) instead of
// react-admin's default hash router.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/console/*"
          element={
            <Admin
              basename="/console"
              title="Monster Arena LiveOps"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              requireAuth
              // The sign-in page is index.html's (main.ts): react-admin loads once someone is signed in.
              loginPage={SignInAgain}
              dashboard={Dashboard}
              layout={AppLayout}
              theme={consoleLightTheme}
              darkTheme={consoleDarkTheme}
              // Otherwise react-admin reports each install's domain to marmelab.
              disableTelemetry
            >
              {/* The role table (@arena/api/staff/permissions) decides which screens and menus a role gets;
                  a role that may only read gets the read-only page at a create or edit address. */}
              {(permissions: unknown) => (
                <>
                  <Resource name="players" {...players} />
                  <Resource
                    name="promo-codes"
                    {...changeScreensFor(promoCodes, "promo-codes.change", permissions)}
                  />
                  {/* Redeemers of a code, read by the promo code's show page (no menu entry). */}
                  <Resource name="promo-code-redemptions" />
                  <Resource name="polls" {...changeScreensFor(polls, "polls.change", permissions)} />
                  <Resource
                    name="audiences"
                    {...changeScreensFor(audiences, "audiences.change", permissions)}
                  />
                  <Resource
                    name="live-events"
                    {...changeScreensFor(liveEvents, "live-events.change", permissions)}
                  />
                  <Resource
                    name="experiments"
                    {...changeScreensFor(experiments, "experiments.change", permissions)}
                  />
                  <Resource
                    name="messages"
                    {...changeScreensFor(messages, "messages.send", permissions)}
                    options={{ label: "Messages" }}
                  />
                  <Resource name="message-templates" />
                  <Resource
                    name="scheduled-sends"
                    {...changeScreensFor(scheduledSends, "messages.send", permissions)}
                  />
                  <Resource
                    name="announcements"
                    {...changeScreensFor(announcements, "announcements.send", permissions)}
                  />
                  <Resource name="shop-items" {...changeScreensFor(shopItems, "shop.change", permissions)} />
                  <Resource
                    name="leaderboards"
                    {...changeScreensFor(leaderboards, "leaderboards.change", permissions)}
                  />
                  {/* Read through the leaderboards' show page, not from the menu. */}
                  <Resource name="leaderboard-standings" />
                  <Resource name="leaderboard-archive" />
                  <Resource name="transactions" {...transactions} />
                  <Resource name="history" {...audit} />
                  {/* A role without the screen has no menu entry; its address (and any under it) says why in words. */}
                  {can(permissions, "jobs.run") ? (
                    <Resource name="jobs" {...jobs} />
                  ) : (
                    <CustomRoutes>
                      <Route path="/jobs/*" element={<NoAccessPage permission="jobs.run" screen="Jobs" />} />
                    </CustomRoutes>
                  )}
                  {can(permissions, "staff.manage") ? (
                    <Resource name="staff" {...staff} />
                  ) : (
                    <CustomRoutes>
                      <Route
                        path="/staff/*"
                        element={<NoAccessPage permission="staff.manage" screen="Staff" />}
                      />
                    </CustomRoutes>
                  )}
                  {can(permissions, "server-keys.manage") ? (
                    <>
                      <Resource name="server-keys" {...serverKeys} />
                      {/* A key's uses, read by its show page (no menu entry). */}
                      <Resource name="server-key-uses" />
                    </>
                  ) : (
                    <CustomRoutes>
                      <Route
                        path="/server-keys/*"
                        element={<NoAccessPage permission="server-keys.manage" screen="Server keys" />}
                      />
                    </CustomRoutes>
                  )}
                  {can(permissions, "webhooks.manage") ? (
                    <>
                      <Resource name="webhook-endpoints" {...webhooks} />
                      {/* A delivery's page, opened from its endpoint's deliveries (no menu entry). */}
                      <Resource name="webhook-deliveries" {...webhookDeliveries} />
                    </>
                  ) : (
                    <CustomRoutes>
                      <Route
                        path="/webhook-endpoints/*"
                        element={<NoAccessPage permission="webhooks.manage" screen="Webhooks" />}
                      />
                    </CustomRoutes>
                  )}
                  <CustomRoutes>
                    <Route path="/health" element={<HealthPage />} />
                    <Route path="/live" element={<LivePage />} />
                    <Route path="/remote-config" element={<RemoteConfigPage />} />
                    <Route path="/second-factor" element={<SecondFactorPage />} />
                    {analyticsRoutes}
                  </CustomRoutes>
                </>
              )}
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
