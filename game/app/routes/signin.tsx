import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { ProviderButtons } from "../components/ProviderButtons";
import { pageMeta } from "../page-meta";
import { readForm } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Sign in", "Sign in to Monster Arena with your e-mail, Google or Discord.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const callbackUrl = context.auth.safeCallbackUrl(url.searchParams.get("callbackUrl"));
  if (await context.auth.currentUser(request)) throw redirect(callbackUrl);
  const { csrfToken, headers } = context.auth.csrfForForm(request);
  const error = url.searchParams.get("error");
  return data(
    {
      csrfToken,
      callbackUrl,
      error: error
        ? context.auth.signInErrorMessage(error)
        : url.searchParams.has("csrf")
          ? "That form had expired. Please sign in again."
          : null,
      passwordReset: url.searchParams.get("notice") === "password-reset",
      providers: context.auth.oauthProviders(),
    },
    { headers },
  );
}

// The e-mail form posts here, with the auth API's checks and session (csrf,
// limits, password, ban), so that every outcome stays on the game's pages: a
// banned player sees the ban page, not the API's bare AccessDenied page.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const outcome = await context.auth.signInWithPassword(request, form);
  const again = (params: Record<string, string>) =>
    `/signin?${new URLSearchParams({ callbackUrl: String(form.get("callbackUrl") ?? "/"), ...params })}`;
  switch (outcome.kind) {
    case "signed_in":
      throw redirect(context.auth.safeCallbackUrl(String(form.get("callbackUrl") ?? "")), {
        headers: outcome.headers,
      });
    case "banned":
      throw redirect("/banned", { headers: outcome.headers });
    case "invalid_credentials":
      throw redirect(again({ error: "CredentialsSignin" }));
    case "expired_form":
      throw redirect(again({ csrf: "true" }));
    case "rate_limited":
      return data(
        { error: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
  }
}

// Plain form posts: signing in works without JavaScript.
export default function SignIn() {
  const { csrfToken, callbackUrl, error: refusal, passwordReset, providers } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error ?? refusal;
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Sign in</h1>
        {passwordReset ? (
          <Flash tone="success">Your password is changed. Sign in with the new one.</Flash>
        ) : null}
        {error ? <Flash tone="error">{error}</Flash> : null}
        <form method="post" className="auth-form">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <label className="auth-form__field">
            <span>E-mail</span>
            <input type="email" name="email" autoComplete="email" required />
          </label>
          <label className="auth-form__field">
            <span>Password</span>
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button button--primary">
            Sign in
          </button>
          <Link to="/forgot-password">Forgot password?</Link>
        </form>
        <ProviderButtons
          providers={providers}
          csrfToken={csrfToken}
          callbackUrl={callbackUrl}
          verb="Sign in with"
        />
        <p className="auth-card__switch">
          New here?{" "}
          <Link to={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
