// Staff routes of live announcements: announce to the players online in a
// target (one player, a segment or everyone), and the sent list
// (ra-data-simple-rest) with one announcement. Reads: any staff role.
// Announcing: admin and liveops; the History staff_action row is written in
// the use case's transaction.
import { z } from "@hono/zod-openapi";
import {
  AnnouncementSchema,
  announce,
  getAnnouncement,
  listAnnouncements,
} from "../announcements/announce.ts";
import { StaffActionFilterSchema, staffActionSortFields } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { targetedSendFields } from "./admin-messages-routes.ts";
import {
  actorOf,
  adminErrors,
  adminList,
  adminRoute,
  createAdminRouter,
  jsonBody,
  jsonContent,
  NumericIdParamsSchema,
} from "./admin-openapi.ts";
import { toJson } from "./engagement-schemas.ts";

const tags = ["admin: announcements"];

const AnnouncementRowSchema = z
  .object({
    ...targetedSendFields,
    announcementId: z.string(),
    title: z.string(),
    body: z.string(),
  })
  .openapi("AdminAnnouncement");

const announceRoute = adminRoute("announcements.send", {
  method: "post",
  path: "/api/admin/announcements",
  tags,
  summary: "Announce live (a toast) to the players online in a target: one player, a segment or everyone",
  request: { body: jsonBody(AnnouncementSchema) },
  responses: {
    201: {
      description: "Recorded and sent to the players online",
      content: jsonContent(AnnouncementRowSchema),
    },
    400: adminErrors[400],
    401: adminErrors[401],
    403: adminErrors[403],
    404: { ...adminErrors[404], description: "No such player (target kind player)" },
  },
});

const sentList = adminList({
  permission: "console.read",
  path: "/api/admin/announcements",
  tags,
  summary: "Sent announcements, newest first (filter: actorId)",
  row: AnnouncementRowSchema,
  description: "A page; Content-Range: announcements <start>-<end>/<total>",
  sortable: staffActionSortFields,
  defaultSort: ["createdAt", "DESC"],
  filter: StaffActionFilterSchema,
});

const getRoute = adminRoute("console.read", {
  method: "get",
  path: "/api/admin/announcements/{id}",
  tags,
  summary: "One sent announcement",
  request: { params: NumericIdParamsSchema },
  responses: {
    200: { description: "The announcement", content: jsonContent(AnnouncementRowSchema) },
    401: adminErrors[401],
    403: adminErrors[403],
    404: adminErrors[404],
  },
});

export function adminAnnouncementsRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(announceRoute, async (c) => {
      const sent = await announce(deps, { ...c.req.valid("json"), actorId: c.get("user").id });
      return c.json(toJson(AnnouncementRowSchema, sent), 201);
    })
    .openapi(sentList.route, (c) => sentList.page(c, (query) => listAnnouncements(deps, actorOf(c), query)))
    .openapi(getRoute, async (c) =>
      c.json(toJson(AnnouncementRowSchema, await getAnnouncement(deps, c.req.valid("param").id)), 200),
    );
}
