// Renders each page on the server. Remix's default entry, except that errors go
// to the server's structured logger, a URL that matches no page is not one, and
// inline scripts carry the response's Content-Security-Policy nonce.
import { PassThrough } from "node:stream";
import {
  type AppLoadContext,
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce";

/** How long deferred loader data may take before it is rejected and its error boundary shown. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers (and SPA mode) get the finished document; browsers get it streamed once the shell is ready.
  const waitForAllData = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady: waitForAllData ? respond : undefined,
        onShellReady: waitForAllData ? undefined : respond,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject, and Remix reports them through handleError.
          if (shellRendered) {
            loadContext.log.error({ err: error, url: request.url }, "page failed while streaming");
          }
        },
      },
    );
    // Give React a second after streamTimeout to send the rejected boundaries down.
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A closed tab or a URL that matches no page (bots, stale links) is normal traffic.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  context.log.error({ err: error, url: request.url }, "page failed");
};
