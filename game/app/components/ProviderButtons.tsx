// The social sign-in buttons under the sign-in and sign-up forms: each posts to the
// auth API's sign-in for its provider with the form's csrf token and where to go after.
interface ProviderButtonsProps {
  providers: readonly { id: string; name: string }[];
  csrfToken: string;
  callbackUrl: string;
  /** The button's verb: "Sign in with" on the sign-in page, "Continue with" on sign-up. */
  verb: string;
}

export function ProviderButtons({ providers, csrfToken, callbackUrl, verb }: ProviderButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <div className="auth-card__providers">
      <p className="auth-card__divider">or</p>
      {providers.map((provider) => (
        <form key={provider.id} method="post" action={`/api/auth/signin/${provider.id}`}>
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <button type="submit" className="button button--ghost auth-card__provider">
            {verb} {provider.name}
          </button>
        </form>
      ))}
    </div>
  );
}
