// TRUST_PROXY: which hops in front of the server may tell us who the client is
// (X-Forwarded-For, -Proto, -Host). Parsed once at start-up (config/env.ts);
// http/client-address.ts applies it to each request and Socket.IO handshake.
import { BlockList, isIP } from "node:net";
import { z } from "zod";

export type TrustProxy =
  /** Unset (or 0): the socket's peer is the client; forwarded headers are ignored. */
  | { kind: "none" }
  /** The nearest `hops` hops are ours, whatever their addresses (Express's numeric `trust proxy`). */
  | { kind: "hops"; hops: number }
  /** Hops whose address is in one of `ranges` (canonical CIDRs) are ours. */
  | { kind: "ranges"; ranges: string[]; list: BlockList };

/**
 * The one spelling of an address: IPv6 lower-case and compressed, IPv4-mapped
 * IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports for IPv4 peers) as
 * plain IPv4, so rate-limit keys and logs name one client one way. Null when
 * the text is not an address.
 */
export function canonicalAddress(text: string): string | null {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  let compressed: string;
  try {
    compressed = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    // A zone id (fe80::1%eth0) is not URL syntax; the address is still an address.
    return text.toLowerCase();
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (!mapped) return compressed;
  const high = Number.parseInt(mapped[1] ?? "0", 16);
  const low = Number.parseInt(mapped[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** `10.0.0.0/8`, `::1`, `fd00::/8`: a canonical CIDR, or an error message. */
function parseRange(
  entry: string,
): { cidr: string; address: string; prefix: number; family: 4 | 6 } | string {
  const [text = "", prefixText, extra] = entry.split("/");
  const address = canonicalAddress(text);
  if (address === null || extra !== undefined) return `"${entry}" is not an IP address or CIDR`;
  const family = isIP(address) === 4 ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) {
    return `"${entry}" has a prefix length outside 0..${bits}`;
  }
  // Trusting every address lets any client name itself; a hop count says what is meant.
  if (prefix === 0) return `"${entry}" trusts every address; give the proxies' addresses or a hop count`;
  return { cidr: `${address}/${prefix}`, address, prefix, family };
}

/**
 * TRUST_PROXY's text: a hop count (`1`) or a comma-separated list of addresses
 * and CIDRs (`127.0.0.1,10.0.0.0/8,::1`); empty or unset means none.
 */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? "";
    if (text === "") return { kind: "none" };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (!Number.isSafeInteger(hops)) {
        ctx.addIssue({ code: "custom", message: `"${text}" is not a usable hop count` });
        return z.NEVER;
      }
      return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
    }
    const ranges: string[] = [];
    const list = new BlockList();
    for (const entry of text.split(",").map((part) => part.trim())) {
      const range = parseRange(entry);
      if (typeof range === "string") {
        ctx.addIssue({
          code: "custom",
          message: `${range} (expected a hop count like 1, or addresses and CIDRs like 127.0.0.1,10.0.0.0/8,::1)`,
        });
        return z.NEVER;
      }
      list.addSubnet(range.address, range.prefix, range.family === 4 ? "ipv4" : "ipv6");
      ranges.push(range.cidr);
    }
    return { kind: "ranges", ranges, list };
  });

/** Whether the hop `index` steps from the server (0 = the socket's peer) at `address` is one of ours. */
export function trustsHop(trust: TrustProxy, address: string, index: number): boolean {
  if (trust.kind === "hops") return index < trust.hops;
  if (trust.kind !== "ranges") return false;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? "ipv4" : "ipv6");
}
