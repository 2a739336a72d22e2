// The console shows each role what the one role table (@arena/api/staff/permissions)
// lets it do; the API refuses the rest anyway.
import { can, type Permission } from "@arena/api/staff/permissions";
import { usePermissions } from "react-admin";

/** Whether the signed-in staff member's role may do `permission`. */
export function useCan(permission: Permission): boolean {
  const { permissions } = usePermissions();
  return can(permissions, permission);
}
