// The analyst dashboards: one list for the console's routes, its menu and the
// home dashboard's links. Every staff role may open them.
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import CampaignIcon from "@mui/icons-material/Campaign";
import InsightsIcon from "@mui/icons-material/Insights";
import PetsIcon from "@mui/icons-material/Pets";
import SavingsIcon from "@mui/icons-material/Savings";
import TableChartIcon from "@mui/icons-material/TableChart";
import { LinearProgress } from "@mui/material";
import { type ReactElement, Suspense } from "react";
import { Route } from "react-router-dom";
import { lazyScreen } from "../lazy-screen";

// The dashboards (and recharts with them) load with the first one opened, in their own chunk.
const OverviewDashboard = lazyScreen(() => import("./OverviewDashboard"), "OverviewDashboard");
const RetentionDashboard = lazyScreen(() => import("./RetentionDashboard"), "RetentionDashboard");
const MonetizationDashboard = lazyScreen(() => import("./MonetizationDashboard"), "MonetizationDashboard");
const EconomyDashboard = lazyScreen(() => import("./EconomyDashboard"), "EconomyDashboard");
const EngagementDashboard = lazyScreen(() => import("./EngagementDashboard"), "EngagementDashboard");
const MonstersDashboard = lazyScreen(() => import("./MonstersDashboard"), "MonstersDashboard");

export interface AnalyticsDashboard {
  path: string;
  name: string;
  purpose: string;
  icon: ReactElement;
  element: ReactElement;
}

export const analyticsDashboards: AnalyticsDashboard[] = [
  {
    path: "analytics/overview",
    name: "Overview",
    purpose: "KPIs vs the previous period, active players, revenue",
    icon: <InsightsIcon />,
    element: <OverviewDashboard />,
  },
  {
    path: "analytics/retention",
    name: "Retention",
    purpose: "D1, D7 and D30 retention of each sign-up cohort",
    icon: <TableChartIcon />,
    element: <RetentionDashboard />,
  },
  {
    path: "analytics/monetization",
    name: "Monetization",
    purpose: "Revenue by country and currency, ARPDAU, ARPPU, conversion, shop, VIPs",
    icon: <AttachMoneyIcon />,
    element: <MonetizationDashboard />,
  },
  {
    path: "analytics/economy",
    name: "Economy",
    purpose: "Gold and gem sources and sinks",
    icon: <SavingsIcon />,
    element: <EconomyDashboard />,
  },
  {
    path: "analytics/engagement",
    name: "Engagement",
    purpose: "Polls, promo codes and the inbox",
    icon: <CampaignIcon />,
    element: <EngagementDashboard />,
  },
  {
    path: "analytics/monsters",
    name: "Monsters",
    purpose: "Pick vs win rate, leaderboard score distribution, eggs' observed vs published odds",
    icon: <PetsIcon />,
    element: <MonstersDashboard />,
  },
];

/** The dashboards' routes, for react-admin's <CustomRoutes>. */
export const analyticsRoutes = analyticsDashboards.map((dashboard) => (
  <Route
    key={dashboard.path}
    path={`/${dashboard.path}`}
    element={<Suspense fallback={<LinearProgress />}>{dashboard.element}</Suspense>}
  />
));
