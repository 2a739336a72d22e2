// The slowdown curve of an account under sign-in attack (docs/security.md, Sign-in
// limits), as values: tests never time it; and who counts as one source of attempts.
import { describe, expect, it } from "vitest";
import { authConfig } from "./numbers.ts";
import { signInDelayMs, signInSource } from "./rate-limits.ts";

describe("signInDelayMs", () => {
  const curve = authConfig.rateLimits.signInSlowdownPerAccount;

  it("is none below the threshold", () => {
    for (let failures = 0; failures < curve.afterFailures; failures++)
      expect(signInDelayMs(failures)).toBe(0);
  });

  it("starts at the first delay at the threshold and doubles with each failure", () => {
    expect(signInDelayMs(10)).toBe(250);
    expect(signInDelayMs(11)).toBe(500);
    expect(signInDelayMs(12)).toBe(1000);
    expect(signInDelayMs(13)).toBe(2000);
  });

  it("stops growing at the cap, however many failures", () => {
    expect(signInDelayMs(14)).toBe(4000);
    expect(signInDelayMs(15)).toBe(4000);
    expect(signInDelayMs(10_000)).toBe(4000);
    expect(signInDelayMs(Number.MAX_SAFE_INTEGER)).toBe(4000);
  });

  it("follows a lowered cap (SIGN_IN_SLOWDOWN_MAX_MS), and 0 turns it off", () => {
    expect(signInDelayMs(12, { ...curve, maxDelayMs: 300 })).toBe(300);
    expect(signInDelayMs(10, { ...curve, maxDelayMs: 300 })).toBe(250);
    expect(signInDelayMs(50, { ...curve, maxDelayMs: 0 })).toBe(0);
  });
});

describe("signInSource", () => {
  it("is the address itself for IPv4 (and anything that is not an address)", () => {
    expect(signInSource("203.0.113.9")).toBe("203.0.113.9");
    expect(signInSource("unknown")).toBe("unknown");
  });

  it("is the /64 network for IPv6, however the rest of the address is spelled", () => {
    expect(signInSource("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(signInSource("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(signInSource("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(signInSource("2001:db8:0:0:1::")).toBe("2001:db8:0:0::/64");
    expect(signInSource("::1")).toBe("0:0:0:0::/64");
    expect(signInSource("2001:db8:1:3::1")).not.toBe(signInSource("2001:db8:1:2::1"));
  });
});

describe("the limits' windows", () => {
  it("fit the in-memory store's timers (setTimeout overflows past 2^31 ms, ending a window at once)", () => {
    const windows = [
      authConfig.rateLimits.signInFailuresPerPair.durationSeconds,
      authConfig.rateLimits.signInFailuresPerAddress.durationSeconds,
      authConfig.rateLimits.signInSlowdownPerAccount.durationSeconds,
      authConfig.rateLimits.knownSignInAddress.durationSeconds,
    ];
    for (const seconds of windows) expect(seconds * 1000).toBeLessThan(2 ** 31);
  });
});
