import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { TransactionList } from "./TransactionList";
import { TransactionShow } from "./TransactionShow";

export default {
  list: TransactionList,
  show: TransactionShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (row: { id: number; gems: number }) => `#${row.id} (${row.gems} gems)`,
};
