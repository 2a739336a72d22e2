// The console on a phone (390 px wide): the polls list still says when each
// poll starts and ends, and can be exported.
import { expect, test } from "@playwright/test";
import { signInToConsole } from "../support/console-e2e.ts";

test.use({ viewport: { width: 390, height: 844 }, timezoneId: "UTC", locale: "en-GB" });

test("the polls list at 390 px shows each poll's start and end, and exports", async ({ page }) => {
  await signInToConsole(page, "liveops");
  const polls = (await (
    await page.request.get('/api/admin/polls?range=[0,0]&sort=["startsAt","DESC"]')
  ).json()) as {
    key: string;
    startsAt: string;
    endsAt: string;
  }[];
  const newest = polls[0];
  if (!newest) throw new Error("the demo world has polls");
  await page.goto("/console/polls");
  const when = (iso: string) =>
    new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const row = page.getByRole("link", { name: new RegExp(`^${newest.key}:`) }).first();
  // The list's code loads when first opened: slow on a busy machine.
  await expect(row).toContainText(`${when(newest.startsAt)} → ${when(newest.endsAt)}`, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
});
