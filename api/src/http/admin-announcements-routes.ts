// Staff routes of live announcements: announce to the players online in a
// target (one player, a segment or everyone), and the sent list
// (ra-data-simple-rest) with one announcement. Reads: any staff role.
// Announcing: admin and liveops; the History staff_action row is written in
// the use case's transaction.
import { z } from "@hono/zod-openapi";
import { AnnouncementSchema, announce } from "../announcements/announce.ts";
import { getAnnouncement } from "../announcements/get-announcement.ts";
import { listAnnouncements } from "../announcements/list-announcements.ts";
import { StaffActionFilterSchema, staffActionSortFields } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { targetedSendFields } from "./admin-messages-routes.ts";
import { NumericIdParamsSchema } from "./admin-openapi.ts";
import { adminResource } from "./admin-resource.ts";
import type { ApiTag } from "./openapi-route.ts";

const tag: ApiTag = "admin: announcements";

const AnnouncementRowSchema = z
  .object({
    ...targetedSendFields,
    announcementId: z.string(),
    title: z.string(),
    body: z.string(),
  })
  .openapi("AdminAnnouncement");

export function adminAnnouncementsRoutes(deps: AppDeps) {
  return adminResource({
    path: "/api/admin/announcements",
    tag,
    names: { one: "Announcement", many: "Announcements" },
    row: AnnouncementRowSchema,
    id: NumericIdParamsSchema,
    read: "console.read",
    change: "announcements.send",
    list: {
      summary: "Sent announcements, newest first (filter: actorId)",
      description: "A page; Content-Range: announcements <start>-<end>/<total>",
      sortable: staffActionSortFields,
      defaultSort: ["createdAt", "DESC"],
      filter: StaffActionFilterSchema,
      load: (query, { actor }) => listAnnouncements(deps, { ...query, actor }),
    },
    get: { summary: "One sent announcement", load: (id, { actor }) => getAnnouncement(deps, { actor, id }) },
    create: {
      summary: "Announce live (a toast) to the players online in a target: one player, a segment or everyone",
      // 404: no such player (target kind player).
      errors: [400, 401, 403, 404],
      body: AnnouncementSchema,
      run: (announcement, { actor }) => announce(deps, { actor, announcement }),
    },
  });
}
