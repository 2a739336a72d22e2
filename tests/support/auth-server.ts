// A real HTTP server for auth tests: the API app (createHttpApp) on a loopback
// port, with AUTH_URL pointing at that port, over a fresh test database. Every
// answer it serves is checked against the OpenAPI document (openapi-contract.ts):
// one that breaks it fails the test.
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { createHttpApp } from "../../api/src/http/app.ts";
import { createTestDeps } from "./deps.ts";
import { assertNoContractBreaks, openApiContract, recordContractBreak } from "./openapi-contract.ts";
import { fetchOpenApiDocument } from "./openapi-document.ts";

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
  const contract = openApiContract(await fetchOpenApiDocument(deps));
  handler = async (request, bindings) => {
    const response = await app.fetch(request, bindings);
    const path = new URL(request.url).pathname;
    const problem = contract.check({
      method: request.method,
      path,
      status: response.status,
      contentType: response.headers.get("content-type"),
      body: await response.clone().text(),
    });
    if (problem)
      recordContractBreak({ request: `${request.method} ${path}`, status: response.status, problem });
    return response;
  };
  return {
    url,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeAuthRuntime(deps);
      await deps.close();
      // Answers given outside a test (beforeAll, afterAll) fail the file here.
      assertNoContractBreaks();
    },
  };
}
