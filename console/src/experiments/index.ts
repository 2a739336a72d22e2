import ScienceIcon from "@mui/icons-material/Science";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./ExperimentList"), "ExperimentList"),
  show: lazyScreen(() => import("./ExperimentShow"), "ExperimentShow"),
  create: lazyScreen(() => import("./ExperimentCreate"), "ExperimentCreate"),
  edit: lazyScreen(() => import("./ExperimentEdit"), "ExperimentEdit"),
  icon: ScienceIcon,
  options: { label: "Experiments" },
  recordRepresentation: "name",
};
