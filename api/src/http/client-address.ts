// Who the client is, as far as TRUST_PROXY lets us believe the hops in front of
// us (docs/decisions/096). Behind a load balancer the socket's peer is the
// balancer; without this every per-address limit would count all players together.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { z } from "zod";
import { canonicalAddress, type TrustProxy, trustsHop } from "../config/trust-proxy.ts";

export interface RequestClient {
  /** The client's address (canonical), or "unknown" without a socket (app.request in tests). */
  address: string;
  /** "https" only when a trusted proxy says so: this server itself speaks plain HTTP (api/src/server.ts). */
  protocol: "http" | "https";
  /** The host the client asked for: a trusted proxy's X-Forwarded-Host, else Host. */
  host: string | undefined;
}

/** One X-Forwarded-For entry: an address, possibly with a port (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
const ForwardedAddressSchema = z.string().transform((entry, ctx) => {
  const trimmed = entry.trim();
  const bare =
    /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ??
    /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed)?.[1] ??
    trimmed;
  const address = canonicalAddress(bare);
  if (address === null) {
    ctx.addIssue({ code: "custom", message: "not an address" });
    return z.NEVER;
  }
  return address;
});

const ForwardedProtoSchema = z.enum(["http", "https"]);

/** The first (client-side) value of a comma-separated forwarded header, as Express and Remix read them. */
function firstValue(value: string | undefined): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * Walks X-Forwarded-For from the right, as Express's `trust proxy` does: the
 * socket's peer is hop 0; while the current hop is trusted, the entry to its
 * left (the address that hop saw) becomes the candidate. The first untrusted
 * hop is the client. Entries a client wrote itself sit left of the one our
 * proxy appended, so they are never reached unless a trusted hop vouches for them.
 */
export function resolveClient(
  trust: TrustProxy,
  peer: string | undefined,
  header: (name: string) => string | undefined,
): RequestClient {
  const peerAddress = peer === undefined ? null : canonicalAddress(peer);
  if (peerAddress === null) return { address: "unknown", protocol: "http", host: header("host") };

  const forwarded = header("x-forwarded-for")?.split(",") ?? [];
  let address = peerAddress;
  for (let hop = 0; trustsHop(trust, address, hop); hop += 1) {
    const entry = forwarded.pop();
    // Every hop was ours: the furthest one we know of is the client.
    if (entry === undefined) break;
    const parsed = ForwardedAddressSchema.safeParse(entry);
    // A trusted hop wrote something that is not an address: keep the nearest address we know
    // rather than let a malformed value become a rate-limit key of the client's choosing.
    if (!parsed.success) break;
    address = parsed.data;
  }

  // Proto and Host are believed only from a trusted peer, whose values replace ours (Express's rule).
  const fromProxy = trustsHop(trust, peerAddress, 0);
  const proto = fromProxy
    ? ForwardedProtoSchema.safeParse(firstValue(header("x-forwarded-proto"))?.toLowerCase())
    : null;
  return {
    address,
    protocol: proto?.success ? proto.data : "http",
    host: (fromProxy ? firstValue(header("x-forwarded-host")) : undefined) ?? header("host"),
  };
}

/** The client of a Hono request (served by @hono/node-server). */
export function requestClient(c: Context, trust: TrustProxy): RequestClient {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in tests): no socket, no peer.
  }
  return resolveClient(trust, peer, (name) => c.req.header(name));
}
