// Signing in to the console in Chromium as one of the seeded demo staff
// accounts (local-development credentials, README "Demo accounts").
import { expect, type Page } from "@playwright/test";

const demoStaff = {
  admin: "admin-pass-1",
  liveops: "liveops-pass-1",
  analyst: "analyst-pass-1",
} as const;

export async function signInToConsole(page: Page, role: keyof typeof demoStaff) {
  await page.goto("/console/");
  await page.getByRole("textbox", { name: "E-mail" }).fill(`${role}@example.com`);
  await page.getByRole("textbox", { name: "Password" }).fill(demoStaff[role]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome to the Monster Arena LiveOps console")).toBeVisible();
}
