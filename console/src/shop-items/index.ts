import StorefrontIcon from "@mui/icons-material/Storefront";
import { ShopItemCreate } from "./ShopItemCreate";
import { ShopItemEdit } from "./ShopItemEdit";
import { ShopItemList } from "./ShopItemList";

export default {
  list: ShopItemList,
  edit: ShopItemEdit,
  create: ShopItemCreate,
  icon: StorefrontIcon,
  options: { label: "Shop items" },
};
