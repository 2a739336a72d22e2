import GroupsIcon from "@mui/icons-material/Groups";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./AudienceList"), "AudienceList"),
  show: lazyScreen(() => import("./AudienceShow"), "AudienceShow"),
  create: lazyScreen(() => import("./AudienceCreate"), "AudienceCreate"),
  edit: lazyScreen(() => import("./AudienceEdit"), "AudienceEdit"),
  icon: GroupsIcon,
  options: { label: "Audiences" },
  recordRepresentation: "name",
};
