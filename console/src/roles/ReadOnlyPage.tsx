// What a role sees at an address the role table does not let it use (typed in,
// bookmarked, or followed from a colleague's link), in words instead of a form
// the API would refuse on Save or react-admin's "not found":
// - a create or edit address of a screen the role may read: the read-only page;
// - a screen the role may not open at all (staff, jobs): the no-access page.
// Both say which role the operator has, who may do it, whom to ask, and offer a way back.
import {
  can,
  isStaffRole,
  type Permission,
  permissions,
  roleLabels,
  rolesAllowed,
} from "@arena/api/staff/permissions";
import BlockIcon from "@mui/icons-material/Block";
import LockIcon from "@mui/icons-material/Lock";
import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { Title, useBasename, useCreatePath, usePermissions, useResourceContext } from "react-admin";
import { Link as RouterLink } from "react-router-dom";

/** The signed-in staff member's role, as the role table names it ("analyst", "LiveOps"). */
function useRoleName(): string {
  const { permissions: role } = usePermissions();
  return isStaffRole(role) ? roleLabels[role] : "staff";
}

/** The card both pages share: a heading, what the role cannot do and why, whom to ask, a way back. */
function RoleRefusal(props: {
  title: string;
  icon: ReactNode;
  says: string;
  permission: Permission;
  back: { to: string; label: string } | null;
}) {
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }} data-testid="role-refusal">
      <Title title={props.title} />
      <Card>
        <CardContent>
          <Typography
            variant="h5"
            component="h1"
            sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}
          >
            {props.icon} {props.title}
          </Typography>
          <Typography sx={{ mb: 1 }}>{props.says}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {permissions[props.permission].does}: {rolesAllowed(props.permission)} only. If your work needs
            it, ask an admin to change your role.
          </Typography>
          {props.back ? (
            // Material UI's button, not react-admin's: that one shows only its icon on a phone.
            <Button component={RouterLink} to={props.back.to} variant="outlined">
              {props.back.label}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

export function ReadOnlyPage({ permission }: { permission: Permission }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <RoleRefusal
      title="Read-only"
      icon={<LockIcon aria-hidden />}
      says={`Your role (${useRoleName()}) can read this but not change it.`}
      permission={permission}
      back={resource ? { to: createPath({ resource, type: "list" }), label: "Back to the list" } : null}
    />
  );
}

/** A whole screen the role may not open: "Your role (analyst) cannot open Staff." */
export function NoAccessPage({ permission, screen }: { permission: Permission; screen: string }) {
  const basename = useBasename();
  return (
    <RoleRefusal
      title={`No access to ${screen}`}
      icon={<BlockIcon aria-hidden />}
      says={`Your role (${useRoleName()}) cannot open ${screen}.`}
      permission={permission}
      back={{ to: `${basename}/`, label: "Back to the dashboard" }}
    />
  );
}

interface ChangeScreens {
  create?: ComponentType;
  edit?: ComponentType;
}

/** The resource's create and edit screens for a role that may do `permission`; the read-only page for any other. */
export function changeScreensFor<Resource extends ChangeScreens>(
  resource: Resource,
  permission: Permission,
  role: unknown,
): Omit<Resource, keyof ChangeScreens> & {
  create?: ComponentType | ReactElement;
  edit?: ComponentType | ReactElement;
} {
  if (can(role, permission)) return resource;
  const readOnly = <ReadOnlyPage permission={permission} />;
  return {
    ...resource,
    create: resource.create && readOnly,
    edit: resource.edit && readOnly,
  };
}
