// Settings, as the seeded demo player (who bought the Gold frame in the shop):
// each slot's choices are pictures; choosing another of what the player owns and
// saving shows it on the profile (and the avatar in the header), and the API
// returns it.
import { expect, test } from "@playwright/test";
import { signInAsDemoPlayer } from "../support/game-e2e.ts";

const slots = ["Avatar", "Banner", "Frame"] as const;

test("a player chooses a frame (and any other cosmetic they own) by its picture and sees it on the profile", async ({
  page,
}) => {
  await signInAsDemoPlayer(page, "/profile/edit");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  const chosen: Record<(typeof slots)[number], string> = { Avatar: "", Banner: "", Frame: "" };
  for (const slot of slots) {
    const group = page.getByRole("group", { name: slot });
    const options = group.getByRole("radio");
    // Every choice is shown as its picture, beside its name; the default is always one.
    const pictures = group.locator("label img");
    await expect(pictures).toHaveCount(await options.count());
    for (const picture of await pictures.all()) {
      expect(await picture.getAttribute("src")).toMatch(/^\/api\/art\/[^/]+\/cosmetic\/.+\.svg$/);
    }
    // Another of the player's own, when they have one; the worn one otherwise.
    const unworn = group.locator("input:not(:checked)");
    const value = await ((await unworn.count()) > 0 ? unworn : group.locator("input:checked"))
      .first()
      .getAttribute("value");
    chosen[slot] = value ?? "";
    const choice = group.locator("label").filter({ has: page.locator(`input[value="${value}"]`) });
    await choice.click();
    await expect(choice.getByRole("radio")).toBeChecked();
  }
  // The Gold frame the player bought is one of the frames to choose from.
  const frames = page.getByRole("group", { name: "Frame" }).getByRole("radio");
  expect(
    await frames.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toContain("frame-gold");
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // From the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `tests/screenshots/settings-cosmetics-${viewport.name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/profile\/DemoPlayer$/);
  // The profile wears them: its banner, and the avatar in its frame, here and in the header.
  for (const id of [chosen.Avatar, chosen.Banner, chosen.Frame]) {
    await expect(page.locator(`main img[src*="/cosmetic/${id}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole("banner").locator(`img[src*="/cosmetic/${chosen.Avatar}"]`)).toBeVisible();
  await page.screenshot({ path: "tests/screenshots/settings-cosmetics-saved.png", fullPage: true });

  const saved = (await (await page.request.get("/api/profiles/DemoPlayer")).json()) as {
    avatar: string;
    banner: string;
    frame: string;
  };
  expect(saved).toMatchObject({ avatar: chosen.Avatar, banner: chosen.Banner, frame: chosen.Frame });
});
