import MonitorHeartIcon from "@mui/icons-material/MonitorHeart";
import { Menu, useBasename } from "react-admin";

export function AppMenu() {
  // Resource items get the /console prefix from react-admin; custom pages need it spelled out.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/health`} primaryText="Platform health" leftIcon={<MonitorHeartIcon />} />
    </Menu>
  );
}
