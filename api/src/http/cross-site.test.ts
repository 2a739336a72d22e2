import { describe, expect, it } from "vitest";
import { isCrossSite } from "./cross-site.ts";

const ours = { hosts: ["arena.example:3000"], trustedOrigins: ["https://console.example.com"] };
const site = (origin: string | undefined, fetchSite?: string) => ({ ...ours, origin, fetchSite });

describe("isCrossSite", () => {
  it("takes our own origin, a trusted one, and requests no browser made", () => {
    expect(isCrossSite(site("http://arena.example:3000"))).toBe(false);
    expect(isCrossSite(site("http://arena.example:3000", "same-origin"))).toBe(false);
    expect(isCrossSite(site("https://console.example.com", "cross-site"))).toBe(false);
    expect(isCrossSite(site(undefined))).toBe(false);
    expect(isCrossSite(site(undefined, "same-origin"))).toBe(false);
    expect(isCrossSite(site(undefined, "none"))).toBe(false);
  });

  it("refuses another origin, an opaque or unreadable one, and Sec-Fetch-Site cross-site", () => {
    expect(isCrossSite(site("https://evil.example"))).toBe(true);
    expect(isCrossSite(site("http://arena.example:3001"))).toBe(true);
    expect(isCrossSite(site("http://sub.arena.example:3000", "same-site"))).toBe(true);
    expect(isCrossSite(site("null"))).toBe(true);
    expect(isCrossSite(site("not a url"))).toBe(true);
    expect(isCrossSite(site(undefined, "cross-site"))).toBe(true);
    expect(isCrossSite(site("http://arena.example:3000", "cross-site"))).toBe(true);
  });

  it("needs the origin's host to be every host asked for", () => {
    const twoHosts = { ...ours, hosts: ["arena.example:3000", "evil.example"] };
    expect(isCrossSite({ ...twoHosts, origin: "http://arena.example:3000", fetchSite: undefined })).toBe(
      true,
    );
  });
});
