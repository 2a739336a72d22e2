import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

interface ErrorDescription {
  status: number;
  title: string;
  detail: string;
}

function describeError(error: unknown): ErrorDescription {
  if (!isRouteErrorResponse(error)) {
    return {
      status: 500,
      title: "Something went wrong",
      detail: "An unexpected error stopped this page. Please try again in a moment.",
    };
  }
  switch (error.status) {
    case 401:
      return { status: 401, title: "Sign in first", detail: "You need to be signed in to see this page." };
    case 403:
      return { status: 403, title: "Not for you", detail: "Your account is not allowed to see this page." };
    case 429:
      return {
        status: 429,
        title: "Slow down",
        detail: "You made too many changes in a short time. Wait a minute, then try again.",
      };
    case 503:
      // The server answers 503 while its database is unreachable (docs/decisions/095).
      return {
        status: 503,
        title: "The arena is catching its breath",
        detail:
          "We cannot reach our game records right now. Your account and items are safe: try again in a few seconds.",
      };
    case 404:
      return {
        status: 404,
        title: "This path leads nowhere",
        detail: "The page you were looking for does not exist, or it has not been built yet.",
      };
    default:
      return {
        status: error.status,
        title: error.statusText || "Something went wrong",
        detail: "The server could not answer this request. Please try again in a moment.",
      };
  }
}

/** The one error page: the status, what it means in plain words, and a way back. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  // Expected responses (404, 403…) are part of normal use; anything else is a bug worth logging.
  if (!isRouteErrorResponse(error)) console.error(error);
  const { status, title, detail } = describeError(error);
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p className="error-page__detail">{detail}</p>
      <Link className="button button--primary" to="/">
        Back to the arena
      </Link>
    </section>
  );
}
