// TRUST_PROXY's parser (config/trust-proxy.ts) and the client resolver that applies it.
import { describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { canonicalAddress, type TrustProxy, TrustProxySchema } from "../config/trust-proxy.ts";
import { resolveClient } from "./client-address.ts";

const trust = (text: string | undefined): TrustProxy => TrustProxySchema.parse(text);

function resolve(
  setting: string | undefined,
  peer: string | undefined,
  headers: Record<string, string> = {},
) {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return resolveClient(trust(setting), peer, (name) => lower[name]);
}

describe("TRUST_PROXY", () => {
  it("unset, empty or 0 trusts no hop", () => {
    expect(trust(undefined)).toEqual({ kind: "none" });
    expect(trust("")).toEqual({ kind: "none" });
    expect(trust(" 0 ")).toEqual({ kind: "none" });
  });

  it("a number is a hop count", () => {
    expect(trust("1")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("2")).toEqual({ kind: "hops", hops: 2 });
  });

  it("a list holds addresses and CIDRs in one canonical spelling", () => {
    const parsed = trust("127.0.0.1, 10.0.0.0/8,::1,2001:DB8:0::/32,::ffff:192.168.0.7");
    expect(parsed.kind === "ranges" && parsed.ranges).toEqual([
      "127.0.0.1/32",
      "10.0.0.0/8",
      "::1/128",
      "2001:db8::/32",
      "192.168.0.7/32",
    ]);
  });

  it.each([
    ["true", /"true" is not an IP address or CIDR/],
    ["1,10.0.0.1", /"1" is not an IP address or CIDR/],
    ["10.0.0.0/33", /prefix length outside 0..32/],
    ["::1/129", /prefix length outside 0..128/],
    ["10.0.0.0/x", /prefix length/],
    ["10.0.0.0/8/8", /not an IP address or CIDR/],
    ["0.0.0.0/0", /trusts every address/],
    ["::/0", /trusts every address/],
    ["10.0.0.1,,10.0.0.2", /"" is not an IP address/],
    ["256.0.0.1", /not an IP address/],
    ["99999999999999999999", /not a usable hop count/],
  ])("refuses %j at start-up with a clear message", (value, message) => {
    expect(() => loadEnv({ NODE_ENV: "test", TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ NODE_ENV: "test", TRUST_PROXY: value })).toThrow(message);
  });

  it("canonical addresses: IPv4-mapped IPv6 is IPv4, IPv6 is compressed and lower-case", () => {
    expect(canonicalAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(canonicalAddress("::FFFF:7f00:2")).toBe("127.0.0.2");
    expect(canonicalAddress("2001:DB8:0:0::1")).toBe("2001:db8::1");
    expect(canonicalAddress("10.1.2.3")).toBe("10.1.2.3");
    expect(canonicalAddress("example.com")).toBeNull();
  });
});

describe("the client of a request", () => {
  const spoofed = {
    "X-Forwarded-For": "6.6.6.6",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "evil.test",
  };

  it("without TRUST_PROXY: the peer, whatever the headers say", () => {
    expect(resolve(undefined, "203.0.113.9", { ...spoofed, Host: "arena.test" })).toEqual({
      address: "203.0.113.9",
      protocol: "http",
      host: "arena.test",
    });
  });

  it("a spoofed X-Forwarded-For from an untrusted peer is ignored", () => {
    expect(resolve("10.0.0.0/8", "203.0.113.9", { ...spoofed, Host: "arena.test" })).toEqual({
      address: "203.0.113.9",
      protocol: "http",
      host: "arena.test",
    });
  });

  it("from a trusted proxy: the address it appended, its proto and host", () => {
    expect(
      resolve("10.0.0.0/8", "10.1.2.3", {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "arena.example.com",
        Host: "10.1.2.4:3000",
      }),
    ).toEqual({ address: "203.0.113.9", protocol: "https", host: "arena.example.com" });
  });

  it("walks from the right: a client's own X-Forwarded-For entries left of the proxy's are not believed", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the balancer appended what it saw.
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" };
    expect(resolve("127.0.0.1", "127.0.0.1", headers).address).toBe("203.0.113.9");
    expect(resolve("1", "127.0.0.1", headers).address).toBe("203.0.113.9");
  });

  it("skips every trusted hop in a chain of proxies", () => {
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.5, 10.0.0.6" };
    expect(resolve("10.0.0.0/8", "10.0.0.7", headers).address).toBe("203.0.113.9");
    // A trusted address further left does not matter: the walk stops at the first untrusted one.
    expect(
      resolve("10.0.0.0/8", "10.0.0.7", { "X-Forwarded-For": "10.9.9.9, 203.0.113.9, 10.0.0.5" }).address,
    ).toBe("203.0.113.9");
  });

  it("a hop count trusts exactly that many hops", () => {
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 198.51.100.4" };
    expect(resolve("1", "192.0.2.1", headers).address).toBe("198.51.100.4");
    expect(resolve("2", "192.0.2.1", headers).address).toBe("203.0.113.9");
    expect(resolve("3", "192.0.2.1", headers).address).toBe("6.6.6.6");
    // More hops than entries: the furthest address known.
    expect(resolve("5", "192.0.2.1", headers).address).toBe("6.6.6.6");
    // A trusted peer that forwarded no header: the peer itself.
    expect(resolve("1", "192.0.2.1").address).toBe("192.0.2.1");
  });

  it("IPv6 and IPv4-mapped peers match IPv4 and IPv6 ranges", () => {
    expect(resolve("127.0.0.1", "::ffff:127.0.0.1", { "X-Forwarded-For": "203.0.113.9" }).address).toBe(
      "203.0.113.9",
    );
    expect(resolve("::1", "::1", { "X-Forwarded-For": "2001:DB8::7" }).address).toBe("2001:db8::7");
    expect(resolve("fd00::/8", "fd12::1", { "X-Forwarded-For": "[2001:db8::7]:443" }).address).toBe(
      "2001:db8::7",
    );
    expect(resolve("fd00::/8", "fd12::1", { "X-Forwarded-For": "203.0.113.9:51000" }).address).toBe(
      "203.0.113.9",
    );
    // The peer is reported in one spelling even with no proxy.
    expect(resolve(undefined, "::ffff:198.51.100.4").address).toBe("198.51.100.4");
    expect(resolve("fd00::/8", "fd00::1", { "X-Forwarded-For": "::ffff:203.0.113.9" }).address).toBe(
      "203.0.113.9",
    );
  });

  it("a malformed entry stops the walk at the nearest known address", () => {
    expect(resolve("1", "10.0.0.1", { "X-Forwarded-For": "unknown" }).address).toBe("10.0.0.1");
    expect(resolve("2", "10.0.0.1", { "X-Forwarded-For": "junk, 203.0.113.9" }).address).toBe("203.0.113.9");
  });

  it("an unusable X-Forwarded-Proto leaves http; only the first Host value counts", () => {
    expect(resolve("1", "10.0.0.1", { "X-Forwarded-Proto": "gopher" }).protocol).toBe("http");
    expect(resolve("1", "10.0.0.1", { "X-Forwarded-Proto": "HTTPS, http" }).protocol).toBe("https");
    expect(resolve("1", "10.0.0.1", { "X-Forwarded-Host": "a.test, b.test", Host: "c.test" }).host).toBe(
      "a.test",
    );
  });

  it("no socket (an in-process request): unknown, headers ignored", () => {
    expect(resolve("1", undefined, { ...spoofed, Host: "arena.test" })).toEqual({
      address: "unknown",
      protocol: "http",
      host: "arena.test",
    });
  });
});
