// The console hides what the role cannot do (the API refuses it anyway):
// analysts read only; liveops and admin change things; only admins manage
// staff, refund purchases and reset leaderboards.
import { usePermissions } from "react-admin";

export const changingRoles = ["admin", "liveops"] as const;

export function canChange(permissions: unknown): boolean {
  return typeof permissions === "string" && (changingRoles as readonly string[]).includes(permissions);
}

export function useCanChange(): boolean {
  const { permissions } = usePermissions();
  return canChange(permissions);
}

export function isAdmin(permissions: unknown): boolean {
  return permissions === "admin";
}

export function useIsAdmin(): boolean {
  const { permissions } = usePermissions();
  return isAdmin(permissions);
}
