import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { ProviderButtons } from "../components/ProviderButtons";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Create your account", "Create a free Monster Arena account and start collecting monsters.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const callbackUrl = context.auth.safeCallbackUrl(url.searchParams.get("callbackUrl"));
  if (await context.auth.currentUser(request)) throw redirect(callbackUrl);
  const { csrfToken, headers } = context.auth.csrfForForm(request);
  return data(
    {
      csrfToken,
      callbackUrl,
      // The API sends a failed form post back here with its message (signed: words in a
      // link made elsewhere are not shown) and what was typed.
      error: context.auth.signUpError(url.searchParams),
      email: url.searchParams.get("email") ?? "",
      name: url.searchParams.get("name") ?? "",
      ref: url.searchParams.get("ref") ?? "",
      providers: context.auth.oauthProviders(),
    },
    { headers },
  );
}

export default function SignUp() {
  const { csrfToken, callbackUrl, error, email, name, ref, providers } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Create your account</h1>
        {error ? <Flash tone="error">{error}</Flash> : null}
        <form method="post" action="/api/auth/signup" className="auth-form">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          {ref ? <input type="hidden" name="ref" value={ref} /> : null}
          <label className="auth-form__field">
            <span>E-mail</span>
            <input type="email" name="email" autoComplete="email" defaultValue={email} required />
          </label>
          <label className="auth-form__field">
            <span>Display name</span>
            <input
              name="name"
              autoComplete="nickname"
              minLength={3}
              maxLength={20}
              defaultValue={name}
              required
            />
          </label>
          <label className="auth-form__field">
            <span>Password</span>
            <input type="password" name="password" autoComplete="new-password" minLength={10} required />
            <small>At least 10 characters, and not a common password.</small>
          </label>
          <button type="submit" className="button button--primary">
            Create account
          </button>
          <p className="muted auth-form__note">
            Your account keeps what the game needs to run: <Link to="/privacy">what we hold and why</Link>.
          </p>
        </form>
        <ProviderButtons
          providers={providers}
          csrfToken={csrfToken}
          callbackUrl={callbackUrl}
          verb="Continue with"
        />
        <p className="auth-card__switch">
          Already playing? <Link to={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
