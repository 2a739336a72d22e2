import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { lazyScreen } from "../lazy-screen";

export default {
  list: lazyScreen(() => import("./TransactionList"), "TransactionList"),
  show: lazyScreen(() => import("./TransactionShow"), "TransactionShow"),
  icon: ReceiptLongIcon,
  recordRepresentation: (row: { id: number; gems: number }) => `#${row.id} (${row.gems} gems)`,
};
