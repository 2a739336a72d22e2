// A real HTTP server for auth tests: the API app (createHttpApp) on a loopback
// port, with AUTH_URL pointing at that port, over a fresh test database.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createHttpApp } from "../../api/src/http/app.ts";
import { createTestDeps } from "./deps.ts";

export interface AuthTestServer {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthTestServer> {
  let handler: ((request: Request, env: unknown) => Response | Promise<Response>) | undefined;
  const server = serve({
    fetch: (request, bindings) => handler!(request, bindings),
    port: 0,
    hostname: "127.0.0.1",
  }) as Server;
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deps = await createTestDeps({ AUTH_URL: url, ...env });
  const app = createHttpApp(deps);
  handler = (request, bindings) => app.fetch(request, bindings);
  return {
    url,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeAuthRuntime(deps);
      await deps.close();
    },
  };
}
