import {
  AppBar,
  Layout,
  type LayoutProps,
  Sidebar,
  type SidebarProps,
  UserMenu,
  useGetIdentity,
} from "react-admin";
import { AppMenu } from "./AppMenu";
import { usePhone } from "./use-phone";

/**
 * From the sm breakpoint up, react-admin's user menu button shows the staff member's name
 * but is labelled "Profile", so speech users cannot say what they see to press it. Its label
 * starts with the visible name; the icon-only button on a phone keeps "Profile".
 */
function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName} (account menu)` : undefined} />;
}

function ConsoleAppBar() {
  return <AppBar userMenu={<AccountMenu />} />;
}

/**
 * On a phone the menu is a modal drawer, which MUI marks as a dialog with no name: screen
 * readers announced "dialog" and nothing else. It is named for what it holds; the docked
 * menu at desktop width is not a dialog and gets no label.
 */
function ConsoleSidebar(props: SidebarProps) {
  const phone = usePhone();
  return <Sidebar {...props} slotProps={phone ? { paper: { "aria-label": "Console menu" } } : undefined} />;
}

/**
 * react-admin's layout is at least as wide as its content, so one wide table or a row of tabs
 * made every page of a 390 px phone scroll sideways. The page keeps the screen's width; wide
 * tables scroll inside their card and tabs scroll in their bar.
 */
const fitTheScreen = {
  minWidth: 0,
  "& .RaLayout-content, & .RaList-main": { minWidth: 0 },
  "& .RaDatagrid-tableWrapper": { overflowX: "auto" },
} as const;

export function AppLayout({ children }: LayoutProps) {
  return (
    <Layout menu={AppMenu} appBar={ConsoleAppBar} sidebar={ConsoleSidebar} sx={fitTheScreen}>
      {children}
    </Layout>
  );
}
