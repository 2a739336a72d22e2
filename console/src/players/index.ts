import PeopleIcon from "@mui/icons-material/People";
import { PlayerList } from "./PlayerList";
import { PlayerShow } from "./PlayerShow";

export default { list: PlayerList, show: PlayerShow, icon: PeopleIcon };
