// The console's Webhooks screen in Chromium, against a receiver on loopback in
// this test's process: an admin registers an endpoint (its events chosen in
// words), copies the signing secret, sends a test event that the receiver
// verifies, sees it delivered in the deliveries tab and resends it (the same
// event id again); a sign-up in another browser reaches the receiver through
// the server's sender; the screens fit a 390 px phone. Screenshots go to
// tests/screenshots/.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { verifyWebhookSignature, webhookHeaders } from "../../api/src/webhooks/signature.ts";
import { signInToConsole } from "../support/console-e2e.ts";
import { newPlayer, signUpInNewContext } from "../support/game-e2e.ts";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/screenshots/console-webhooks-${name}.png`, fullPage: true });

interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/arena-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The received event, its signature checked with the endpoint's secret. */
function verified(request: Receiver["received"][number], secret: string) {
  return verifyWebhookSignature({
    body: request.body,
    header: request.headers[webhookHeaders.signature.toLowerCase()] as string,
    secret,
  });
}

test("an admin registers an endpoint, sends it a test event, sees it delivered and resends it", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const receiver = await startReceiver();
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInToConsole(page, "admin");
    await page.getByRole("menuitem", { name: "Webhooks" }).click();
    await page.getByRole("link", { name: "Register an endpoint" }).click();
    await page.getByRole("textbox", { name: "URL" }).fill(receiver.url);
    await page.getByRole("textbox", { name: "Description" }).fill("The test's receiver");
    await page.getByRole("checkbox", { name: "A player signs up" }).check();
    await page.getByRole("checkbox", { name: "A player is banned" }).check();
    await shot(page, "create");
    await page.getByRole("button", { name: "Save" }).click();

    // The endpoint's page opens with its secret shown, to copy to the receiver.
    const secretBox = page.getByRole("textbox", { name: "Signing secret" });
    await expect(secretBox).toHaveValue(/^whsec_[\w-]{32}$/);
    const secret = await secretBox.inputValue();
    await expect(page.getByText("A player signs up; A player is banned")).toBeVisible();
    await page.getByRole("button", { name: "Copy the secret" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.waitForLoadState("networkidle");
    await shot(page, "endpoint");

    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByText("Delivered: the receiver answered HTTP 200")).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    const test = verified(receiver.received[0]!, secret);
    expect(test).toMatchObject({ type: "webhook.test" });

    await page.getByRole("tab", { name: "Deliveries" }).click();
    const row = page.getByRole("row").filter({ hasText: "Test event" });
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText("1 of 8");
    await expect(row).toContainText("HTTP 200");
    await row.getByRole("button", { name: "Resend" }).click();
    await expect(row).toContainText("2 of 8");
    expect(receiver.received).toHaveLength(2);
    expect(verified(receiver.received[1]!, secret).id).toBe(test.id);
    await page.waitForLoadState("networkidle");
    await shot(page, "deliveries");

    // A delivery's page: the event id receivers de-duplicate by, and the body sent.
    await row.getByText("Test event").click();
    await expect(page.getByText(test.id).first()).toBeVisible();
    await expect(page.getByText("Body sent")).toBeVisible();
    await shot(page, "delivery");

    // A real event, sent by the server's own sender within moments of the sign-up.
    const player = newPlayer("Hook");
    await signUpInNewContext(browser, player);
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
    expect(verified(receiver.received[2]!, secret)).toMatchObject({
      type: "player.signed_up",
      data: { method: "credentials" },
    });
  } finally {
    await receiver.close();
  }
});

test("at 390 px the Webhooks screens fit: endpoints and deliveries as cards, the buttons in reach", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const receiver = await startReceiver();
  try {
    await signInToConsole(page, "admin");
    const made = await page.request.post("/api/admin/webhook-endpoints", {
      data: { url: receiver.url, events: ["promo.redeemed"], description: "Phone check" },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await page.goto("/console/webhook-endpoints");
    await expect(page.getByRole("link").filter({ hasText: receiver.url })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/console/webhook-endpoints/${id}/show`);
    for (const words of ["Send test event", "Show the secret", "Roll the secret"]) {
      const button = page.getByRole("button", { name: words });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByText("Delivered: the receiver answered HTTP 200")).toBeVisible();
    await page.getByRole("tab", { name: "Deliveries" }).click();
    await expect(page.getByRole("link").filter({ hasText: "Test event" })).toContainText("Delivered");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shot(page, "phone-deliveries");
  } finally {
    await receiver.close();
  }
});
