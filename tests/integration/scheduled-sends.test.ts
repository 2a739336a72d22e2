// Scheduled sends end to end: staff schedule a message or an announcement over
// the admin API (the console's data provider over real HTTP), the due-sends use
// case runs from two "instances" at once — two sendDue calls in parallel on
// their own connections, and the real send-scheduled job through two job
// coordinators racing for the same fire — and each occurrence goes out once:
// one message per recipient, one occurrence row. A recurrence advances (and
// after downtime sends once, for the latest missed time); a sent send refuses
// edits, a cancelled one sends nothing; bad input is a 4xx naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/src/db.ts";
import { sendDue } from "../../api/src/scheduled-sends/send-due.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { findJob, jobCatalog } from "../../jobs/src/catalog.ts";
import { coordinationKey, DatabaseRunCoordinator } from "../../jobs/src/coordinator.ts";
import { JobRuns } from "../../jobs/src/runs.ts";
import { adminProvider, failure, signedIn } from "../support/admin-http.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { makePlayer } from "../support/players.ts";
import { openSecondConnection } from "../support/second-connection.ts";

let server: AuthTestServer;
let second: Database;
const providers = {} as Record<"liveops" | "analyst", ConsoleDataProvider>;
const staffIds = {} as Record<"liveops" | "analyst", string>;
let players: { id: string }[] = [];

const hourMs = 3_600_000;
/** A whole minute, some hours from now: when the sends are due. */
const soon = (hours: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + hours * hourMs);
const plus = (at: Date, ms = 1_000) => new Date(at.getTime() + ms);

/** A message to exactly this test's players (a level no other player has). */
let level = 60;
async function playersAtANewLevel(count: number) {
  level += 1;
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const player = await makePlayer(server.deps.db);
    await server.deps.db.user.update({ where: { id: player.id }, data: { level } });
    made.push({ id: player.id });
  }
  return { players: made, target: { kind: "segment", segment: { levelMin: level, levelMax: level } } };
}

const messageSend = (at: Date, target: object, text: string, recurrence: object | null = null) => ({
  kind: "message",
  payload: { target, draft: { message: text, title: "News" } },
  at: at.toISOString(),
  recurrence,
  timeZone: "Europe/Paris",
});

async function schedule(data: object) {
  return (await providers.liveops.create("scheduled-sends", { data })).data;
}

const messagesWith = (text: string) => server.deps.db.message.findMany({ where: { message: text } });
const occurrencesOf = (id: number) =>
  server.deps.db.scheduledSendOccurrence.findMany({
    where: { scheduledSendId: id },
    orderBy: { dueAt: "asc" },
  });

/** The two instances' dependencies: each its own connections, as two server processes would have. */
const instances = () => [server.deps, { ...server.deps, db: second.prisma, database: second }];

beforeAll(async () => {
  server = await startAuthServer();
  second = await openSecondConnection(server.deps.database);
  for (const role of ["liveops", "analyst"] as const) {
    const { browser, account } = await signedIn(server, role);
    providers[role] = adminProvider(server, browser.fetch);
    staffIds[role] = account.id;
  }
});
afterAll(async () => {
  await second.close();
  await server.close();
});

describe(`scheduled sends on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("a message scheduled over HTTP goes out once when two instances run the due sends at the same time", async () => {
    const group = await playersAtANewLevel(3);
    players = group.players;
    const at = soon(2);
    const created = await schedule(messageSend(at, group.target, "Twice raced, once sent"));
    expect(created).toMatchObject({
      kind: "message",
      status: "scheduled",
      at: at.toISOString(),
      timeZone: "Europe/Paris",
      title: "News",
      targetKind: "segment",
      actorId: staffIds.liveops,
      sentCount: 0,
    });

    // Not due yet: nothing goes out.
    expect(await sendDue(server.deps, { now: plus(at, -60_000) })).toEqual({ sent: 0, players: 0 });

    const results = await Promise.all(instances().map((deps) => sendDue(deps, { now: plus(at) })));
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
    const messages = await messagesWith("Twice raced, once sent");
    expect(messages.map((message) => message.userId).sort()).toEqual(
      players.map((player) => player.id).sort(),
    );
    const occurrences = await occurrencesOf(created.id);
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({ dueAt: at, count: 3 });

    const one = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(one).toMatchObject({ status: "done", at: null, sentCount: 1, playersReached: 3 });
    expect(one.occurrences).toHaveLength(1);
    // The send is in the messages' sent history, by whoever scheduled it.
    const sent = await providers.analyst.getOne("messages", { id: one.occurrences[0].historyId });
    expect(sent.data).toMatchObject({ count: 3, actorId: staffIds.liveops, text: "Twice raced, once sent" });

    // Again, later: it is done.
    expect(await sendDue(server.deps, { now: plus(at, hourMs) })).toEqual({ sent: 0, players: 0 });
    expect(await messagesWith("Twice raced, once sent")).toHaveLength(3);
  });

  it("an occurrence another instance claimed already is not sent again, and the send still moves on", async () => {
    const group = await playersAtANewLevel(1);
    const at = soon(2);
    const created = await schedule(messageSend(at, group.target, "Claimed elsewhere"));
    // As if an instance had sent it and its advance were lost: the key alone stops a second send.
    await server.deps.db.scheduledSendOccurrence.create({ data: { scheduledSendId: created.id, dueAt: at } });
    expect(await sendDue(server.deps, { now: plus(at) })).toEqual({ sent: 0, players: 0 });
    expect(await messagesWith("Claimed elsewhere")).toHaveLength(0);
    const row = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(row).toMatchObject({ status: "done", sentCount: 0 });
  });

  it("two job coordinators racing for the send-scheduled job's fire: one runs it, one occurrence goes out", async () => {
    const group = await playersAtANewLevel(2);
    const at = soon(3);
    const created = await schedule(messageSend(at, group.target, "Coordinated once"));
    const definition = findJob(jobCatalog, "send-scheduled");
    if (!definition) throw new Error("send-scheduled is not in the job catalogue");
    expect(definition.schedule).toBe("* * * * *");
    const fire = plus(at, 60_000 - 1_000);
    const racers = instances().map((deps, index) => {
      const runs = new JobRuns(deps, `scheduled-instance-${index}`);
      return { runs, coordinator: new DatabaseRunCoordinator(runs, [definition]) };
    });
    const won = await Promise.all(
      racers.map(async ({ runs, coordinator }) => {
        if (!(await coordinator.shouldRun(coordinationKey(definition.name, fire)))) return false;
        const claim = coordinator.takeClaim(definition.name, fire);
        if (!claim) throw new Error("elected without a claim");
        await runs.run(definition, claim, { now: claim.scheduledAt });
        return true;
      }),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await messagesWith("Coordinated once")).toHaveLength(2);
    expect(await occurrencesOf(created.id)).toHaveLength(1);
    const run = await server.deps.db.jobRun.findFirst({
      where: { job: "send-scheduled" },
      orderBy: { id: "desc" },
    });
    expect(run).toMatchObject({ status: "succeeded" });
  });

  it("a recurrence advances after each send, and after downtime sends once for the latest missed time", async () => {
    const group = await playersAtANewLevel(1);
    const at = soon(4);
    const created = await schedule(
      messageSend(at, group.target, "Every hour", { every: "hour", interval: 1, until: null }),
    );
    expect(created.recurrence).toEqual({ every: "hour", interval: 1, until: null });

    await Promise.all(instances().map((deps) => sendDue(deps, { now: plus(at) })));
    let row = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(row).toMatchObject({
      status: "scheduled",
      at: new Date(at.getTime() + hourMs).toISOString(),
      sentCount: 1,
    });

    // Five hours without the job (an outage): one send, for the latest time missed.
    await Promise.all(instances().map((deps) => sendDue(deps, { now: plus(at, 5 * hourMs + 60_000) })));
    row = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(row).toMatchObject({
      status: "scheduled",
      at: new Date(at.getTime() + 6 * hourMs).toISOString(),
      sentCount: 2,
    });
    expect((await occurrencesOf(created.id)).map((occurrence) => occurrence.dueAt)).toEqual([
      at,
      new Date(at.getTime() + 5 * hourMs),
    ]);
    expect(await messagesWith("Every hour")).toHaveLength(2);

    // The upcoming list has it; the past list does not.
    const upcoming = await providers.analyst.getList("scheduled-sends", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "nextAt", order: "ASC" },
      filter: { when: "upcoming" },
    });
    expect(upcoming.data.map((send) => send.id)).toContain(created.id);
    const past = await providers.analyst.getList("scheduled-sends", {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "nextAt", order: "ASC" },
      filter: { when: "past" },
    });
    expect(past.data.map((send) => send.id)).not.toContain(created.id);

    // A repeat with an end: the last time within it ends the series.
    await providers.liveops.cancelScheduledSend(created.id);
  });

  it("a send that went out refuses edits and cancelling (409, in words); edits before are audited", async () => {
    const group = await playersAtANewLevel(1);
    const at = soon(5);
    const created = await schedule(messageSend(at, group.target, "Before the edit"));
    const later = new Date(at.getTime() + hourMs);
    const edited = await providers.liveops.update("scheduled-sends", {
      id: created.id,
      data: messageSend(later, group.target, "After the edit"),
      previousData: created,
    });
    expect(edited.data).toMatchObject({ at: later.toISOString(), status: "scheduled" });
    const audit = await server.deps.db.history.findMany({
      where: { type: "staff_action", data: { path: ["scheduledSendId"], equals: created.id } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => (row.data as { action: string }).action)).toEqual([
      "scheduled_send.create",
      "scheduled_send.update",
    ]);
    expect(audit[1]?.actorId).toBe(staffIds.liveops);

    await sendDue(server.deps, { now: plus(later) });
    expect(await messagesWith("Before the edit")).toHaveLength(0);
    expect(await messagesWith("After the edit")).toHaveLength(1);

    const refused = await failure(
      providers.liveops.update("scheduled-sends", {
        id: created.id,
        data: messageSend(soon(9), group.target, "Too late"),
        previousData: edited.data,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/gone out already/);
    expect((await failure(providers.liveops.cancelScheduledSend(created.id))).status).toBe(409);
  });

  it("a cancelled send never goes out; an announcement is scheduled and cancelled the same way", async () => {
    const group = await playersAtANewLevel(1);
    const at = soon(6);
    const message = await schedule(messageSend(at, group.target, "Cancelled before it went"));
    const announcement = await schedule({
      kind: "announcement",
      payload: { title: "Maintenance soon", target: { kind: "everyone" } },
      at: at.toISOString(),
      timeZone: "UTC",
    });
    expect(announcement).toMatchObject({ kind: "announcement", title: "Maintenance soon", recurrence: null });
    const cancelled = await providers.liveops.cancelScheduledSend(message.id);
    expect(cancelled.data).toMatchObject({ status: "cancelled", at: null });
    await providers.liveops.cancelScheduledSend(announcement.id);

    expect(await sendDue(server.deps, { now: plus(at) })).toEqual({ sent: 0, players: 0 });
    expect(await messagesWith("Cancelled before it went")).toHaveLength(0);
    expect(await occurrencesOf(message.id)).toHaveLength(0);
    const refused = await failure(
      providers.liveops.update("scheduled-sends", {
        id: message.id,
        data: messageSend(soon(8), group.target, "Revived"),
        previousData: cancelled.data,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/cancelled/);
  });

  it("an announcement goes out once as a History row the announcements list shows", async () => {
    const at = soon(7);
    const created = await schedule({
      kind: "announcement",
      payload: { title: "Double gold", body: "All weekend", target: { kind: "everyone" } },
      at: at.toISOString(),
      recurrence: { every: "day", until: new Date(at.getTime() + 36 * hourMs).toISOString() },
      timeZone: "UTC",
    });
    await Promise.all(instances().map((deps) => sendDue(deps, { now: plus(at) })));
    let row = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(row).toMatchObject({
      status: "scheduled",
      sentCount: 1,
      at: new Date(at.getTime() + 24 * hourMs).toISOString(),
    });
    const shown = await providers.analyst.getOne("announcements", { id: row.occurrences[0].historyId });
    expect(shown.data).toMatchObject({
      title: "Double gold",
      body: "All weekend",
      actorId: staffIds.liveops,
    });
    // The next day is the last within the repeat's end: then it is done.
    await sendDue(server.deps, { now: plus(at, 24 * hourMs) });
    row = (await providers.analyst.getOne("scheduled-sends", { id: created.id })).data;
    expect(row).toMatchObject({ status: "done", sentCount: 2, at: null });
  });

  it("bad input is a 400 naming the field; an analyst may read but not schedule; an unknown send is 404", async () => {
    const group = await playersAtANewLevel(1);
    const cases: [object, string][] = [
      [messageSend(new Date(Date.now() - hourMs), group.target, "In the past"), "at"],
      [{ ...messageSend(soon(2), group.target, "x"), at: "tomorrow" }, "at"],
      [{ ...messageSend(soon(2), group.target, "x"), timeZone: "Mars/Olympus" }, "timeZone"],
      [messageSend(soon(2), group.target, "x", { every: "fortnight" }), "recurrence.every"],
      [messageSend(soon(2), group.target, "x", { every: "hour", interval: 0 }), "recurrence.interval"],
      [
        messageSend(soon(2), group.target, "x", { every: "day", until: soon(1).toISOString() }),
        "recurrence.until",
      ],
      [{ ...messageSend(soon(2), group.target, ""), kind: "message" }, "payload.draft.message"],
      [
        { kind: "announcement", payload: { target: { kind: "everyone" } }, at: soon(2).toISOString() },
        "payload.title",
      ],
      [
        {
          ...messageSend(soon(2), group.target, "x", { every: "day" }),
          payload: { target: group.target, draft: { message: "x", expiresAt: soon(30).toISOString() } },
        },
        "payload.draft.expiresAt",
      ],
    ];
    for (const [data, field] of cases) {
      const refused = await failure(providers.liveops.create("scheduled-sends", { data }));
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect(Object.keys((refused.body as { errors: object }).errors), field).toContain(field);
    }
    const noPlayer = await failure(
      providers.liveops.create("scheduled-sends", {
        data: messageSend(soon(2), { kind: "player", userId: "00000000-0000-4000-8000-000000000000" }, "x"),
      }),
    );
    expect(noPlayer.status).toBe(404);
    const forbidden = await failure(
      providers.analyst.create("scheduled-sends", { data: messageSend(soon(2), group.target, "x") }),
    );
    expect(forbidden.status).toBe(403);
    expect((await failure(providers.analyst.getOne("scheduled-sends", { id: 999_999 }))).status).toBe(404);
    expect((await failure(providers.liveops.cancelScheduledSend(999_999))).status).toBe(404);
  });
});
