import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "../page-meta";

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
      error: error ? context.auth.signInErrorMessage(error) : null,
      passwordReset: url.searchParams.get("notice") === "password-reset",
      providers: context.auth.oauthProviders(),
    },
    { headers },
  );
}

// Plain form posts to the auth API: signing in works without JavaScript.
export default function SignIn() {
  const { csrfToken, callbackUrl, error, passwordReset, providers } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Sign in</h1>
        {passwordReset ? (
          <p className="flash flash--ok" role="status">
            Your password is changed. Sign in with the new one.
          </p>
        ) : null}
        {error ? (
          <p className="auth-card__error" role="alert">
            {error}
          </p>
        ) : null}
        <form method="post" action="/api/auth/callback/credentials" className="auth-form">
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
        {providers.length > 0 ? (
          <div className="auth-card__providers">
            <p className="auth-card__divider">or</p>
            {providers.map((provider) => (
              <form key={provider.id} method="post" action={`/api/auth/signin/${provider.id}`}>
                <input type="hidden" name="csrfToken" value={csrfToken} />
                <input type="hidden" name="callbackUrl" value={callbackUrl} />
                <button type="submit" className="button button--ghost auth-card__provider">
                  Sign in with {provider.name}
                </button>
              </form>
            ))}
          </div>
        ) : null}
        <p className="auth-card__switch">
          New here?{" "}
          <Link to={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
