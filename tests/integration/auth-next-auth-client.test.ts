// An unmodified next-auth/react client (next-auth 4.24.x) in Node against the
// started server, with a cookie jar standing in for the browser's cookies.
import makeFetchCookie from "fetch-cookie";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { CookieJar } from "tough-cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
let client: typeof import("next-auth/react");
const jar = new CookieJar();
const originalFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startAuthServer();
  // next-auth/react reads NEXTAUTH_URL when it is imported, and calls the global fetch.
  process.env.NEXTAUTH_URL = server.url;
  globalThis.fetch = makeFetchCookie(originalFetch, jar) as typeof fetch;
  client = await import("next-auth/react");
});
afterAll(async () => {
  globalThis.fetch = originalFetch;
  await server.close();
});

describe("next-auth/react against our server", () => {
  it("getProviders and getCsrfToken", async () => {
    const providers = await client.getProviders();
    expect(providers?.credentials).toMatchObject({ id: "credentials", type: "credentials" });
    expect(await client.getCsrfToken()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("getSession is null before signing in", async () => {
    expect(await client.getSession()).toBeNull();
  });

  it("signIn with bad credentials gives CredentialsSignin, 401", async () => {
    const player = await createTestPlayer(server.deps);
    const result = await client.signIn("credentials", {
      redirect: false,
      email: player.email,
      password: "wrong-password-123",
      callbackUrl: `${server.url}/`,
    });
    expect(result).toEqual({ error: "CredentialsSignin", status: 401, ok: false, url: null });
  });

  it("signIn with good credentials, getSession, signOut", async () => {
    const player = await createTestPlayer(server.deps);
    const result = await client.signIn("credentials", {
      redirect: false,
      email: player.email,
      password: player.password,
      callbackUrl: `${server.url}/play`,
    });
    expect(result).toEqual({ error: null, status: 200, ok: true, url: `${server.url}/play` });
    const session = await client.getSession();
    expect(session?.user).toMatchObject({ email: player.email, name: player.profile!.name });
    expect(session?.user).toHaveProperty("role", "player");

    const signedOut = await client.signOut({ redirect: false, callbackUrl: `${server.url}/bye` });
    expect(signedOut).toEqual({ url: `${server.url}/bye` });
    expect(await client.getSession()).toBeNull();
  });

  it("useSession().update posts the csrf-protected session update and returns the refreshed session", async () => {
    const player = await createTestPlayer(server.deps);
    await client.signIn("credentials", {
      redirect: false,
      email: player.email,
      password: player.password,
      callbackUrl: `${server.url}/`,
    });
    const initial = await client.getSession();
    // The display name changes elsewhere; update() must bring it into the session.
    await server.deps.db.userProfile.update({ where: { userId: player.id }, data: { name: "Renamed Hero" } });

    // update() is made by <SessionProvider>; render it once (server-side, no DOM) to take hold of it.
    let update: ReturnType<typeof client.useSession>["update"] | undefined;
    const Capture = () => {
      update = client.useSession().update;
      return null;
    };
    renderToString(
      createElement(client.SessionProvider, { session: initial, children: createElement(Capture) }),
    );
    const updated = await update!({ name: "ignored: the server rebuilds the session" });
    expect(updated?.user).toMatchObject({ name: "Renamed Hero", email: player.email });
    expect(new Date(updated!.expires).getTime()).toBeGreaterThanOrEqual(new Date(initial!.expires).getTime());
  });
});
