import { Layout, type LayoutProps } from "react-admin";
import { AppMenu } from "./AppMenu";

export function AppLayout({ children }: LayoutProps) {
  return <Layout menu={AppMenu}>{children}</Layout>;
}
