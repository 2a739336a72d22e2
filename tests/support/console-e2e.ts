// Signing in to the console in Chromium as one of the seeded demo staff
// accounts (local-development credentials, README "Demo accounts"). The demo
// admin passes the second factor (docs/decisions/131) with a code a real TOTP
// generator computes from the published demo secret. A code works once, so a
// lane's worker keeps each role's passed session and hands it to later pages;
// one that no longer works (signed out everywhere, a role changed) signs in again.
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { demoSecondFactorSecret } from "../../prisma/seed/accounts.ts";
import { totpCode } from "./second-factor.ts";

const demoStaff = {
  admin: "admin-pass-1",
  liveops: "liveops-pass-1",
  analyst: "analyst-pass-1",
} as const;
type DemoRole = keyof typeof demoStaff;

const welcome = "Welcome to the Monster Arena LiveOps console";
const periodMs = 30_000;
type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const passedSessions = new Map<string, Cookies>();
/** The last 30-second step whose code this worker sent, per server: each is taken once. */
const lastStep = new Map<string, number>();

function laneOf(page: Page): string {
  return new URL(page.url() === "about:blank" ? "http://lane/" : page.url()).origin;
}

/** Types the demo secret's code of a step this worker has not used yet (waiting for it if need be). */
export async function enterDemoSecondFactorCode(page: Page, origin: string) {
  const step = Math.max(Math.floor(Date.now() / periodMs), (lastStep.get(origin) ?? 0) + 1);
  // A code of the next step is still taken (±1 step); one further ahead waits for its time.
  const wait = (step - 1) * periodMs - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 200);
  lastStep.set(origin, step);
  await page.getByRole("textbox", { name: "Code" }).fill(totpCode(demoSecondFactorSecret, step * periodMs));
  await page.getByRole("button", { name: "Verify" }).click();
}

export async function signInToConsole(page: Page, role: DemoRole) {
  await page.goto("/console/");
  const origin = laneOf(page);
  const key = `${origin} ${role}`;
  const kept = passedSessions.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto("/console/");
    const email = page.getByRole("textbox", { name: "E-mail" });
    await expect(page.getByText(welcome).or(email)).toBeVisible({ timeout: 30_000 });
    if (await page.getByText(welcome).isVisible()) return;
    passedSessions.delete(key);
  }
  await page.getByRole("textbox", { name: "E-mail" }).fill(`${role}@example.com`);
  await page.getByRole("textbox", { name: "Password" }).fill(demoStaff[role]);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByRole("textbox", { name: "Code" });
  await expect(page.getByText(welcome).or(code)).toBeVisible({ timeout: 30_000 });
  if (await code.isVisible()) await enterDemoSecondFactorCode(page, origin);
  await expect(page.getByText(welcome)).toBeVisible();
  const cookies = await page.context().cookies();
  passedSessions.set(
    key,
    cookies.filter((cookie) => cookie.name.includes("session-token")),
  );
}

/** A live event for every player starting in six days (announced, not running: no banner elsewhere); its id. */
export async function scheduleUpcomingLiveEvent(page: Page): Promise<number> {
  const startsAt = new Date(Date.now() + 6 * 86_400_000);
  const made = await page.request.post("/api/admin/live-events", {
    data: {
      name: "Accessibility festival",
      description: "A week of featured eggs",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 86_400_000).toISOString(),
      modifiers: [{ kind: "featuredSummon", egg: "wild" }],
    },
  });
  expect(made.status(), `POST /api/admin/live-events: ${await made.text()}`).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/**
 * An experiment that ran for a moment and stopped (nobody exposed, nothing served any more): its
 * page shows its terms, its results and the Ship buttons, its edit the terms fixed once started; its id.
 */
export async function stoppedExperiment(page: Page, name = "Accessibility egg label"): Promise<number> {
  const made = await page.request.post("/api/admin/experiments", {
    data: {
      key: `a11y-${Date.now().toString(36)}`,
      name,
      hypothesis: "Hatch says more than Buy about what an egg does.",
      audienceId: null,
      trafficPercent: 50,
      metric: "payerConversion",
      variants: [
        { key: "control", name: "Control", weight: 1, values: {} },
        { key: "hatch", name: "Hatch", weight: 1, values: { "summons.cta_label": "Hatch" } },
      ],
    },
  });
  expect(made.status(), `POST /api/admin/experiments: ${await made.text()}`).toBe(201);
  const { id } = (await made.json()) as { id: number };
  for (const step of ["start", "stop"]) {
    const answer = await page.request.post(`/api/admin/experiments/${id}/${step}`, { data: {} });
    expect(answer.status(), `POST /api/admin/experiments/${id}/${step}: ${await answer.text()}`).toBe(200);
  }
  return id;
}
