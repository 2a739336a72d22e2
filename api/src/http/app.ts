// The HTTP API: every route under /api, plus /healthz. Transport only: routes
// parse input with zod, call a use case, and map its result or AppError.

import { createRequire } from "node:module";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { swaggerUI } from "@hono/swagger-ui";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { AppDeps } from "../context.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError } from "../errors.ts";
import { mailer } from "../mail/mailer.ts";
import { accountDeletionRoutes } from "./account-deletion-routes.ts";
import { accountRoutes } from "./account-routes.ts";
import { adminRoutes } from "./admin-routes.ts";
import { allowedMethods } from "./allowed-methods.ts";
import { artRoutes } from "./art-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { requestClient } from "./client-address.ts";
import { clientAuthRoutes } from "./client-auth-routes.ts";
import { collectionRoutes } from "./collection-routes.ts";
import { configRoutes } from "./config-routes.ts";
import { apiCors } from "./cors.ts";
import { crossSiteWrites } from "./cross-site.ts";
import { dataExportRoutes } from "./data-export-routes.ts";
import { devOutboxRoutes } from "./dev-outbox-routes.ts";
import { handleHttpError, notFoundJson } from "./errors.ts";
import { healthRoutes } from "./health-routes.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { storableText } from "./input-text.ts";
import { leaderboardsRoutes } from "./leaderboards-routes.ts";
import { liveEventsRoutes } from "./live-events-routes.ts";
import { meRoutes } from "./me-routes.ts";
import { metricsRoutes, requestMetrics } from "./metrics-routes.ts";
import { onboardingRoutes } from "./onboarding-routes.ts";
import { createApiRouter, serveOpenApiDocument } from "./openapi.ts";
import { paymentsRoutes } from "./payments-routes.ts";
import { pollsRoutes } from "./polls-routes.ts";
import { progressionRoutes } from "./progression-routes.ts";
import { promoRoutes } from "./promo-routes.ts";
import { securityHeaders } from "./security-headers.ts";
import { serverRoutes } from "./server-routes.ts";
import { shopRoutes } from "./shop-routes.ts";
import { summonsRoutes } from "./summons-routes.ts";
import type { HttpEnv } from "./types.ts";
import { vipRoutes } from "./vip-routes.ts";

const swaggerUiDistDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Largest request body the server reads (webhooks and forms are far smaller). */
export const maxBodyBytes = 1024 * 1024;

/** Swagger UI's start-up, served as a file: the docs' CSP allows no inline script. */
const swaggerInitScript = `window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({ dom_id: "#swagger-ui", url: "/api/openapi.json" });
});
`;

/**
 * The API, and the envelope of every request the server answers: mounted at
 * "/", its middleware (metrics, request id and log line, security headers,
 * body limit) also wraps the game's and the console's responses.
 */
export function createHttpApp(deps: AppDeps): OpenAPIHono<HttpEnv> {
  const app = createApiRouter();

  const timing = requestMetrics(deps);
  if (timing) app.use(timing);
  // An incoming X-Request-Id is kept when sane (at most 255 of [A-Za-z0-9_=-]), else a new one is made.
  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    const client = requestClient(c, deps.env.TRUST_PROXY);
    c.set("client", client);
    const log = deps.logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
    const started = performance.now();
    await next();
    // requestId() sets it on responses Hono builds; the Remix handler returns its own Response.
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        address: client.address,
        protocol: client.protocol,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.use(securityHeaders(deps.env));
  const cors = apiCors(deps.env.CORS_ORIGINS);
  if (cors) app.use("/api/*", cors);
  app.use(allowedMethods(() => app.routes));
  app.use("/api/*", crossSiteWrites(deps));
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError("payload_too_large", `The request body is larger than ${maxBodyBytes} bytes.`);
    },
  });
  // A GET or HEAD is never read as a body; asking for one (c.req.raw.body) would make
  // the Node adapter build a whole web Request for every read (a fifth of the CPU a
  // no-op request costs, bench/http.ts).
  app.use((c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));
  app.use("/api/*", storableText);
  app.onError((error, c) => {
    const response = handleHttpError(error, c);
    // A lost database is an outage, not a bug: the feed would get a line per request.
    if (response.status >= 500 && !isDatabaseUnavailable(error)) {
      deps.events.emit("server:error", {
        message: error instanceof Error ? error.message : String(error),
        requestId: c.get("requestId") ?? null,
        path: c.req.path,
      });
    }
    return response;
  });

  app.route("/", healthRoutes(deps));
  app.route("/", metricsRoutes(deps));
  app.route("/", authRoutes(deps));
  app.route("/", meRoutes(deps));
  app.route("/", accountRoutes(deps));
  app.route("/", dataExportRoutes(deps));
  app.route("/", accountDeletionRoutes(deps));
  app.route("/", clientAuthRoutes(deps));
  // The local outbox shows every account's links: only while mail is kept there (the local demo world, no SMTP_URL).
  if (mailer(deps).delivery === "outbox") app.route("/", devOutboxRoutes(deps));
  app.route("/", inboxRoutes(deps));
  app.route("/", pollsRoutes(deps));
  app.route("/", leaderboardsRoutes(deps));
  app.route("/", artRoutes(deps));
  app.route("/", adminRoutes(deps));
  app.route("/", progressionRoutes(deps));
  app.route("/", serverRoutes(deps));
  app.route("/", collectionRoutes(deps));
  app.route("/", onboardingRoutes(deps));
  // economy
  app.route("/", shopRoutes(deps));
  app.route("/", summonsRoutes(deps));
  app.route("/", paymentsRoutes(deps));
  app.route("/", promoRoutes(deps));
  app.route("/", vipRoutes(deps));
  app.route("/", configRoutes(deps));
  app.route("/", liveEventsRoutes(deps));

  serveOpenApiDocument(app, "/api/openapi.json");
  // Swagger UI's files are served from the installed package, not a CDN, so the
  // docs work offline and under a strict Content-Security-Policy.
  app.get(
    "/api/docs",
    swaggerUI({
      url: "/api/openapi.json",
      title: "Monster Arena API",
      manuallySwaggerUIHtml: () => `
        <div id="swagger-ui"></div>
        <link rel="stylesheet" href="/api/docs/vendor/swagger-ui-dist/swagger-ui.css" />
        <script src="/api/docs/vendor/swagger-ui-dist/swagger-ui-bundle.js"></script>
        <script src="/api/docs/init.js"></script>`,
    }),
  );
  app.get("/api/docs/init.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(swaggerInitScript);
  });
  app.use(
    "/api/docs/vendor/swagger-ui-dist/*",
    serveStatic({
      root: path.relative(process.cwd(), swaggerUiDistDir),
      rewriteRequestPath: (requestPath) => requestPath.replace("/api/docs/vendor/swagger-ui-dist", ""),
    }),
  );
  app.all("/api", notFoundJson);
  app.all("/api/*", notFoundJson);
  return app;
}
