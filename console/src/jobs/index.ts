import ScheduleIcon from "@mui/icons-material/Schedule";
import { JobList } from "./JobList";

export default { list: JobList, icon: ScheduleIcon };
