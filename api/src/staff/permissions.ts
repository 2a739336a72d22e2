// Which staff role may do what: the one table. The API's guards
// (http/guards.ts staffSession and may, named on each admin route) and use
// cases, the console's menus, buttons and create/edit pages, and docs/roles.md
// (rendered by roles-doc.ts) all read it, so a rule changes here and nowhere
// else. Plain data with no runtime
// imports: the console bundles this file too.

export const staffRoles = ["admin", "liveops", "analyst"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How the console and the docs name each role. */
export const roleLabels: Record<StaffRole, string> = {
  admin: "admin",
  liveops: "LiveOps",
  analyst: "analyst",
};

const everyone = staffRoles;
const operations = ["admin", "liveops"] as const;
const adminOnly = ["admin"] as const;

/** Each permission: what the operator does (in words) and the roles allowed to do it. */
export const permissions = {
  "console.read": {
    does: "Open the console: read players, audiences, promo codes, polls, messages, announcements, scheduled sends, live events, remote config, experiments, the shop, leaderboards, transactions, the audit trail, the live feed and platform health",
    roles: everyone,
  },
  "analytics.read": { does: "Read the analytics dashboards", roles: everyone },
  "players.read-emails": {
    does: "See players' full e-mail addresses and search by e-mail prefix (others see them masked)",
    roles: operations,
  },
  "players.act": {
    does: "Ban and unban a player, grant or remove rewards and items, set a monster's level, reopen the daily reward",
    roles: operations,
  },
  "players.password-link": {
    does: "Make a password reset link for a player who cannot get the mail (to hand to them after checking who asks)",
    roles: adminOnly,
  },
  "promo-codes.change": { does: "Create, edit and delete promo codes", roles: operations },
  "polls.change": { does: "Create, edit and delete polls", roles: operations },
  "messages.send": {
    does: "Preview, send and schedule inbox messages; edit and cancel scheduled sends",
    roles: operations,
  },
  "announcements.send": { does: "Send and schedule announcements", roles: operations },
  "audiences.change": { does: "Create, edit and delete saved audiences", roles: operations },
  "live-events.change": {
    does: "Schedule, edit and cancel live events (their modifiers, audience and leaderboard)",
    roles: operations,
  },
  "remote-config.change": {
    does: "Change the remote config (defaults and overrides per audience) and roll it back to an earlier version",
    roles: operations,
  },
  "experiments.change": {
    does: "Create, start, stop and edit A/B experiments and ship a winning variant as the new default",
    roles: operations,
  },
  "shop.change": { does: "Create, edit and delete shop items; run the shop rotation now", roles: operations },
  "leaderboards.change": { does: "Create and edit leaderboards", roles: operations },
  "leaderboards.reset": {
    does: "Reset a leaderboard now (archive, clear, send the rank rewards)",
    roles: operations,
  },
  "jobs.run": { does: "See the scheduled jobs and run one now", roles: operations },
  "transactions.refund": { does: "Refund a purchase", roles: adminOnly },
  "staff.manage": {
    does: "Give accounts a staff role, change or remove it, and act on staff accounts",
    roles: adminOnly,
  },
  "players.privacy": {
    does: "Download a player's data and delete a player's account on their request",
    roles: operations,
  },
  "staff.security": {
    does: "Require a second factor for every staff role and reset a staff member's second factor",
    roles: adminOnly,
  },
  "ledger.verify": { does: "Verify the wallet ledger", roles: adminOnly },
  "server-keys.manage": {
    does: "Create, rotate and revoke game server keys and open a key's page (every staff role reads keys' uses in the audit trail)",
    roles: adminOnly,
  },
  "webhooks.manage": {
    does: "Register outbound webhook endpoints, see their deliveries and resend one",
    roles: adminOnly,
  },
} as const satisfies Record<string, { does: string; roles: readonly StaffRole[] }>;

export type Permission = keyof typeof permissions;

export const permissionNames = Object.keys(permissions) as Permission[];

export function isStaffRole(role: unknown): role is StaffRole {
  return (staffRoles as readonly unknown[]).includes(role);
}

/** Whether `role` (any value: a session's role, react-admin's permissions) may do `permission`. */
export function can(role: unknown, permission: Permission): boolean {
  return isStaffRole(role) && (permissions[permission].roles as readonly StaffRole[]).includes(role);
}

/** "admin or LiveOps": the roles allowed, in words. */
export function rolesAllowed(permission: Permission): string {
  const labels = permissions[permission].roles.map((role) => roleLabels[role]);
  const last = labels.pop();
  return labels.length > 0 ? `${labels.join(", ")} or ${last}` : String(last);
}
