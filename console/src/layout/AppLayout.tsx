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

export function AppLayout({ children }: LayoutProps) {
  return (
    <Layout menu={AppMenu} appBar={ConsoleAppBar}>
      {children}
    </Layout>
  );
}
