// Staff announcements end to end: the console's data provider posts to the
// admin API of a started server, and real socket.io-client connections of
// signed-in players receive the toast — everyone, one player, or only the
// players online who are in a segment. Roles, validation, the audit row and
// the sent list are checked on the same server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { createRealtimeClient, type RealtimeClient } from "../../api/src/realtime/client.ts";
import type { Announcement } from "../../api/src/realtime/events.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure } from "../support/admin-http.ts";
import { createTestDeps } from "../support/deps.ts";
import { freePort } from "../support/local-services.ts";
import {
  nextEvent,
  type RealtimeInstance,
  recordEvents,
  signInForCookie,
  sleep,
  startRealtimeInstance,
} from "../support/realtime-server.ts";

let server: RealtimeInstance;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
const clients: RealtimeClient[] = [];
const staff = {} as Record<"liveops" | "analyst", { id: string; provider: ConsoleDataProvider }>;
/** Three players online: a veteran (level 40), a VIP newcomer (level 2) and a newcomer (level 2). */
const players = {} as Record<"veteran" | "vip" | "newcomer", { id: string; client: RealtimeClient }>;

async function online(level: number, vip = false) {
  const account = await signInForCookie(server);
  await deps.db.user.update({
    where: { id: account.id },
    data: { level, vipExpiresAt: vip ? new Date(Date.now() + 86_400_000) : null },
  });
  const client = createRealtimeClient(server.url, {
    forceNew: true,
    extraHeaders: { cookie: account.cookie },
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.socket.once("connect", () => resolve());
    client.socket.once("connect_error", reject);
  });
  return { id: account.id, client };
}

/** What each player's socket receives while `send` runs (and a moment after). */
async function received(send: () => Promise<unknown>) {
  const seen = Object.fromEntries(
    Object.entries(players).map(([name, { client }]) => [
      name,
      recordEvents<Announcement>(client.socket, "announcement"),
    ]),
  );
  await send();
  await sleep(400);
  for (const { client } of Object.values(players)) client.socket.off("announcement");
  return Object.fromEntries(
    Object.entries(seen).map(([name, events]) => [name, events.map((event) => event.title)]),
  );
}

beforeAll(async () => {
  const port = await freePort();
  deps = await createTestDeps({ AUTH_URL: `http://127.0.0.1:${port}` });
  server = await startRealtimeInstance(deps, { port });
  for (const role of ["liveops", "analyst"] as const) {
    const account = await signInForCookie(server, role);
    staff[role] = { id: account.id, provider: adminProvider(server, account.browser.fetch) };
  }
  players.veteran = await online(40);
  players.vip = await online(2, true);
  players.newcomer = await online(2);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.stop();
  await closeAuthRuntime(deps);
  await deps.close();
});

describe("announcements", () => {
  it("reach everyone online, with the title, body and id the sent list keeps", async () => {
    const arrival = nextEvent<Announcement>(players.newcomer.client.socket, "announcement");
    const seen = await received(() =>
      staff.liveops.provider.create("announcements", {
        data: { title: "Double gold", body: "All weekend long", target: { kind: "everyone" } },
      }),
    );
    expect(seen).toEqual({ veteran: ["Double gold"], vip: ["Double gold"], newcomer: ["Double gold"] });
    const announcement = await arrival;
    expect(announcement).toMatchObject({ title: "Double gold", body: "All weekend long" });
    expect(Number.isNaN(Date.parse(announcement.sentAt))).toBe(false);

    const list = await staff.analyst.provider.getList("announcements", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "DESC" },
      filter: {},
    });
    expect(list.data[0]).toMatchObject({
      announcementId: announcement.id,
      title: "Double gold",
      body: "All weekend long",
      targetKind: "everyone",
      actorId: staff.liveops.id,
    });
    const one = await staff.analyst.provider.getOne("announcements", { id: list.data[0].id });
    expect(one.data.announcementId).toBe(announcement.id);
  });

  it("reach only the players online in a segment, and only the one player of a player target", async () => {
    expect(
      await received(() =>
        staff.liveops.provider.create("announcements", {
          data: { title: "Veterans' cup", target: { kind: "segment", segment: { levelMin: 30 } } },
        }),
      ),
    ).toEqual({ veteran: ["Veterans' cup"], vip: [], newcomer: [] });
    expect(
      await received(() =>
        staff.liveops.provider.create("announcements", {
          data: {
            title: "VIP lounge open",
            target: { kind: "segment", segment: { vip: true, levelMax: 10 } },
          },
        }),
      ),
    ).toEqual({ veteran: [], vip: ["VIP lounge open"], newcomer: [] });
    expect(
      await received(() =>
        staff.liveops.provider.create("announcements", {
          data: { title: "Welcome!", target: { kind: "player", userId: players.newcomer.id } },
        }),
      ),
    ).toEqual({ veteran: [], vip: [], newcomer: ["Welcome!"] });
    // A segment nobody online is in: recorded, delivered to no one.
    expect(
      await received(() =>
        staff.liveops.provider.create("announcements", {
          data: { title: "Nobody", target: { kind: "segment", segment: { levelMin: 99 } } },
        }),
      ),
    ).toEqual({ veteran: [], vip: [], newcomer: [] });
  });

  it("are written with their audit row in the same transaction", async () => {
    const { data } = await staff.liveops.provider.create("announcements", {
      data: { title: "Maintenance at 03:00", body: "About ten minutes", target: { kind: "everyone" } },
    });
    const row = await deps.db.history.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({ type: "staff_action", actorId: staff.liveops.id, userId: null });
    expect(row.data).toMatchObject({
      action: "announce",
      title: "Maintenance at 03:00",
      body: "About ten minutes",
      target: { kind: "everyone", includeBanned: false },
    });
  });

  it("are refused to analysts, and a bad request or an unknown player sends nothing", async () => {
    const before = await deps.db.history.count();
    const seen = await received(async () => {
      const analyst = await failure(
        staff.analyst.provider.create("announcements", {
          data: { title: "Hello", target: { kind: "everyone" } },
        }),
      );
      expect(analyst.status).toBe(403);

      const empty = await failure(
        staff.liveops.provider.create("announcements", {
          data: { title: "  ", target: { kind: "everyone" } },
        }),
      );
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ errors: { title: expect.any(String) } });

      const nobody = await failure(
        staff.liveops.provider.create("announcements", {
          data: { title: "Hi", target: { kind: "player", userId: "00000000-0000-4000-8000-000000000000" } },
        }),
      );
      expect(nobody.status).toBe(404);
    });
    expect(seen).toEqual({ veteran: [], vip: [], newcomer: [] });
    expect(await deps.db.history.count()).toBe(before);
  });
});
