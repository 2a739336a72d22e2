import { testEventType, webhookEventTypes } from "@arena/api/webhooks/event-types";
import { describe, expect, it } from "vitest";
import {
  attemptsInWords,
  deliveryState,
  eventsInWords,
  lastAnswerInWords,
  webhookEventChoices,
  webhookEventLabel,
} from "./words";

describe("webhook words", () => {
  it("names every event type in words, never by its key", () => {
    for (const type of [...webhookEventTypes, testEventType]) {
      const label = webhookEventLabel(type);
      expect(label).not.toContain(".");
      expect(label).not.toContain("_");
      expect(label).toMatch(/^[A-Z]/);
    }
    expect(new Set(webhookEventChoices.map((choice) => choice.name)).size).toBe(webhookEventTypes.length);
    expect(webhookEventLabel("player.signed_up")).toBe("A player signs up");
    expect(webhookEventLabel("season.ended")).toBe("Season ended");
    expect(eventsInWords(["player.banned", "promo.redeemed"])).toBe(
      "A player is banned; A promo code is redeemed",
    );
    expect(eventsInWords(webhookEventTypes)).toBe("Every event");
  });

  it("words a delivery's state, attempts and last answer", () => {
    expect(deliveryState({ status: "pending", attempts: 0 })).toBe("queued");
    expect(deliveryState({ status: "pending", attempts: 2 })).toBe("retrying");
    expect(deliveryState({ status: "failed", attempts: 8 })).toBe("failed");
    expect(attemptsInWords({ attempts: 2, maxAttempts: 8 })).toBe("2 of 8");
    expect(attemptsInWords({ attempts: 9, maxAttempts: 8 })).toBe("9 (8 planned)");
    expect(lastAnswerInWords({ attempts: 0, lastStatusCode: null })).toBe("Not tried yet");
    expect(lastAnswerInWords({ attempts: 3, lastStatusCode: null })).toBe("No answer");
    expect(lastAnswerInWords({ attempts: 3, lastStatusCode: 503 })).toBe("HTTP 503");
  });
});
