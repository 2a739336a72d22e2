import { describe, expect, it } from "vitest";
import { scopesInWords, serverKeyStatusSentence, serverKeyUseInWords } from "./words";

describe("server keys in words", () => {
  it("names scopes and what each use did, never a key", () => {
    expect(scopesInWords(["matches:report", "rewards:grant"])).toBe("Report matches, Grant rewards");
    expect(serverKeyUseInWords({ operation: "report_match", matchId: "cup-42" })).toBe(
      "reported match cup-42",
    );
    expect(
      serverKeyUseInWords({
        operation: "grant_reward",
        reward: { gold: 100 },
        reason: "Weekend cup",
        replayed: false,
      }),
    ).toBe("granted 100 gold (Weekend cup)");
    expect(serverKeyUseInWords({ operation: "grant_reward", reward: { gold: 100 }, replayed: true })).toBe(
      "retried the grant of 100 gold: nothing granted again",
    );
  });

  it("says until when a key works", () => {
    expect(serverKeyStatusSentence({ status: "active", expiresAt: null, revokedAt: null })).toBe(
      "Works until it is revoked.",
    );
    expect(
      serverKeyStatusSentence({ status: "retiring", expiresAt: "2026-12-02T10:10:00Z", revokedAt: null }),
    ).toMatch(/^Replaced by a rotation: still works until 2 Dec 2026/);
  });
});
