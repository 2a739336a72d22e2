import EventIcon from "@mui/icons-material/Event";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./LiveEventList"), "LiveEventList"),
  show: lazyScreen(() => import("./LiveEventShow"), "LiveEventShow"),
  create: lazyScreen(() => import("./LiveEventCreate"), "LiveEventCreate"),
  edit: lazyScreen(() => import("./LiveEventEdit"), "LiveEventEdit"),
  icon: EventIcon,
  options: { label: "Live events" },
  recordRepresentation: "name",
};
