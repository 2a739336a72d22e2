// What a role that may only read sees at a create or edit address (typed in or
// bookmarked): the page says so in words instead of showing a form the API
// would refuse on Save.
import {
  can,
  isStaffRole,
  type Permission,
  permissions,
  roleLabels,
  rolesAllowed,
} from "@arena/api/staff/permissions";
import LockIcon from "@mui/icons-material/Lock";
import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import type { ComponentType, ReactElement } from "react";
import { Title, useCreatePath, usePermissions, useResourceContext } from "react-admin";
import { Link as RouterLink } from "react-router-dom";

export function ReadOnlyPage({ permission }: { permission: Permission }) {
  const { permissions: role } = usePermissions();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const roleName = isStaffRole(role) ? roleLabels[role] : "staff";
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Read-only" />
      <Card>
        <CardContent>
          <Typography
            variant="h5"
            component="h1"
            sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}
          >
            <LockIcon aria-hidden /> Read-only
          </Typography>
          <Typography sx={{ mb: 1 }}>Your role ({roleName}) can read this but not change it.</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {permissions[permission].does}: {rolesAllowed(permission)} only. Ask an admin if you need to.
          </Typography>
          {resource ? (
            // Material UI's button, not react-admin's: that one shows only its icon on a phone.
            <Button component={RouterLink} to={createPath({ resource, type: "list" })} variant="outlined">
              Back to the list
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </Box>
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
