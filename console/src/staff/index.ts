import BadgeIcon from "@mui/icons-material/Badge";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./StaffList"), "StaffList"),
  edit: lazyScreen(() => import("./StaffEdit"), "StaffEdit"),
  create: lazyScreen(() => import("./StaffCreate"), "StaffCreate"),
  icon: BadgeIcon,
  options: { label: "Staff" },
  recordRepresentation: "email",
};
