// A player who also plays in a game app (a client signed in with bearer tokens)
// finds it in Settings, under "Game apps signed in", and signs it out there:
// the app's refresh token stops working.
import { expect, test } from "@playwright/test";
import { newPlayer, newPlayerPassword, signUpInGame } from "../support/game-e2e.ts";

test("a player sees the game app signed in to their account and signs it out from the website", async ({
  page,
}) => {
  const player = newPlayer("apps");
  await signUpInGame(page, player);

  // The player signs in on their phone's game app (what the SDK does).
  const app = await page.request.post("/api/client/auth/password", {
    data: { email: player.email, password: newPlayerPassword, clientName: "Pixel 8 app" },
  });
  expect(app.status()).toBe(200);
  const { refreshToken } = (await app.json()) as { refreshToken: string };

  await page.goto("/profile/edit");
  await page.getByRole("link", { name: "Game apps signed in" }).click();
  await expect(page.getByRole("heading", { name: "Game apps signed in" })).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "Pixel 8 app" });
  await expect(entry).toContainText("with e-mail and password");

  await entry.getByRole("button", { name: "Sign out Pixel 8 app" }).click();
  await expect(page.getByRole("status")).toContainText("Signed out Pixel 8 app");
  await expect(page.getByText("No game app is signed in to your account.")).toBeVisible();

  // The app's next refresh is refused: it has to sign in again.
  const refresh = await page.request.post("/api/client/auth/refresh", { data: { refreshToken } });
  expect(refresh.status()).toBe(401);
});
