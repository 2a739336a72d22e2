import BadgeIcon from "@mui/icons-material/Badge";
import { StaffCreate } from "./StaffCreate";
import { StaffEdit } from "./StaffEdit";
import { StaffList } from "./StaffList";

export default {
  list: StaffList,
  edit: StaffEdit,
  create: StaffCreate,
  icon: BadgeIcon,
  options: { label: "Staff" },
  recordRepresentation: "email",
};
