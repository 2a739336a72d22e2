import { Admin, CustomRoutes, fetchUtils, Resource } from "react-admin";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import audit from "./audit";
import { authProvider } from "./auth-provider";
import { Dashboard } from "./dashboard/Dashboard";
import { createDataProvider } from "./data-provider";
import { HealthPage } from "./health/HealthPage";
import jobs from "./jobs";
import { AppLayout } from "./layout/AppLayout";
import players from "./players";
import { canChange } from "./roles/useCanChange";
import { consoleDarkTheme, consoleLightTheme } from "./theme";

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
              requireAuth
              dashboard={Dashboard}
              layout={AppLayout}
              theme={consoleLightTheme}
              darkTheme={consoleDarkTheme}
              // Otherwise react-admin reports each install's domain to marmelab.
              disableTelemetry
            >
              {(permissions: unknown) => (
                <>
                  <Resource name="players" {...players} />
                  <Resource name="history" {...audit} />
                  {/* Jobs are admin and liveops only (the API refuses analysts). */}
                  {canChange(permissions) ? <Resource name="jobs" {...jobs} /> : null}
                  <CustomRoutes>
                    <Route path="/health" element={<HealthPage />} />
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
