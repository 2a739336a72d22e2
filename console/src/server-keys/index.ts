import VpnKeyIcon from "@mui/icons-material/VpnKey";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./ServerKeyList"), "ServerKeyList"),
  show: lazyScreen(() => import("./ServerKeyShow"), "ServerKeyShow"),
  create: lazyScreen(() => import("./ServerKeyCreate"), "ServerKeyCreate"),
  icon: VpnKeyIcon,
  options: { label: "Server keys" },
  recordRepresentation: "name",
};
