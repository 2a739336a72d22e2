import MonitorHeartIcon from "@mui/icons-material/MonitorHeart";
import PhonelinkLockIcon from "@mui/icons-material/PhonelinkLock";
import SensorsIcon from "@mui/icons-material/Sensors";
import TuneIcon from "@mui/icons-material/Tune";
import { Menu, useBasename } from "react-admin";
import { analyticsDashboards } from "../analytics/dashboards";

export function AppMenu() {
  // Resource items get the /console prefix from react-admin; custom pages need it spelled out.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/remote-config`} primaryText="Remote config" leftIcon={<TuneIcon />} />
      <Menu.Item to={`${basename}/live`} primaryText="Live feed" leftIcon={<SensorsIcon />} />
      <Menu.Item to={`${basename}/health`} primaryText="Platform health" leftIcon={<MonitorHeartIcon />} />
      <Menu.Item
        to={`${basename}/second-factor`}
        primaryText="Second factor"
        leftIcon={<PhonelinkLockIcon />}
      />
      {analyticsDashboards.map((dashboard) => (
        <Menu.Item
          key={dashboard.path}
          to={`${basename}/${dashboard.path}`}
          primaryText={`Analytics: ${dashboard.name}`}
          leftIcon={dashboard.icon}
        />
      ))}
    </Menu>
  );
}
