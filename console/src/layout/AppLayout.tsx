import { AppBar, Layout, type LayoutProps, UserMenu, useGetIdentity } from "react-admin";
import { AppMenu } from "./AppMenu";

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
    <Layout menu={AppMenu} appBar={ConsoleAppBar} sx={fitTheScreen}>
      {children}
    </Layout>
  );
}
