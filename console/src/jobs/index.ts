import ScheduleIcon from "@mui/icons-material/Schedule";
import { lazyScreen } from "../lazy-screen";

export default { list: lazyScreen(() => import("./JobList"), "JobList"), icon: ScheduleIcon };
