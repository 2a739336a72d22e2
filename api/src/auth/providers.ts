// The three sign-in methods as remix-auth 4 strategies: `credentials` (a
// remix-auth-form FormStrategy) and `google` / `discord` (remix-auth-oauth2
// OAuth2Strategy: authorization URL with state and PKCE S256, code exchange
// through arctic). remix-auth-oauth2 keeps state and verifier in its own
// plaintext cookie; the contract wants NextAuth.js's encrypted next-auth.state
// and next-auth.pkce.code_verifier cookies, so startOAuth/finishOAuth translate
// at the boundary (docs/decisions/010-remix-auth-behind-the-nextauth-contract.md).
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { Env } from "../config/env.ts";
import type { AppDeps } from "../context.ts";
import type { AuthRateLimits } from "./rate-limits.ts";
import { authSettings } from "./settings.ts";
import type { OAuthProfile } from "./sign-in-with-oauth.ts";
import { type PasswordSignInResult, signInWithPassword } from "./sign-in-with-password.ts";

export type StrategyOutcome =
  | { method: "credentials"; result: PasswordSignInResult }
  | { method: "oauth"; profile: OAuthProfile };

export interface PublicProvider {
  id: string;
  name: string;
  type: "credentials" | "oauth";
  signinUrl: string;
  callbackUrl: string;
}

interface OAuthProviderConfig {
  id: "google" | "discord";
  name: string;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scopes: string[];
  toProfile(json: unknown): OAuthProfile;
}

const GoogleUserInfoSchema = z.object({
  sub: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
  picture: z.string().nullish(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).nullish(),
});

const DiscordUserSchema = z.object({
  id: z.string().min(1),
  username: z.string().nullish(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
  verified: z.boolean().nullish(),
});

function oauthProviders(env: Env): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: "google",
      name: "Google",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizationEndpoint: env.GOOGLE_AUTHORIZATION_URL,
      tokenEndpoint: env.GOOGLE_TOKEN_URL,
      userInfoEndpoint: env.GOOGLE_USERINFO_URL,
      scopes: ["openid", "email", "profile"],
      toProfile(json) {
        const info = GoogleUserInfoSchema.parse(json);
        return {
          id: info.sub,
          name: info.name ?? null,
          email: info.email?.toLowerCase() ?? null,
          image: info.picture ?? null,
          emailVerified: info.email_verified !== false && info.email_verified !== "false",
        };
      },
    });
  }
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) {
    providers.push({
      id: "discord",
      name: "Discord",
      clientId: env.DISCORD_CLIENT_ID,
      clientSecret: env.DISCORD_CLIENT_SECRET,
      authorizationEndpoint: env.DISCORD_AUTHORIZATION_URL,
      tokenEndpoint: env.DISCORD_TOKEN_URL,
      userInfoEndpoint: env.DISCORD_USERINFO_URL,
      scopes: ["identify", "email"],
      toProfile(json) {
        const user = DiscordUserSchema.parse(json);
        // Discord's CDN URLs, as NextAuth.js's Discord provider builds them.
        const image = user.avatar
          ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.${user.avatar.startsWith("a_") ? "gif" : "png"}`
          : `https://cdn.discordapp.com/embed/avatars/${Number((BigInt(user.id) >> 22n) % 6n)}.png`;
        return {
          id: user.id,
          name: user.global_name ?? user.username ?? null,
          email: user.email?.toLowerCase() ?? null,
          image,
          emailVerified: user.verified !== false,
        };
      },
    });
  }
  return providers;
}

/** The provider's user-info endpoint, read with the user's access token. */
async function fetchProfile(config: OAuthProviderConfig, accessToken: string): Promise<OAuthProfile> {
  const response = await fetch(config.userInfoEndpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${config.name} user-info endpoint answered ${response.status}`);
  return config.toProfile(await response.json());
}

const TokenAnswerSchema = z.object({ access_token: z.string().min(1) });

/**
 * A game client's OAuth sign-in (docs/decisions/124): the client ran the
 * provider's authorization with PKCE itself (a system browser, a custom-scheme
 * redirect) and hands over the code; the server, which holds the client
 * secret, exchanges it and reads the profile. The provider checks the code,
 * the redirect URI and the verifier. Null when the provider refuses.
 */
export async function profileFromCode(
  env: Env,
  providerId: string,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthProfile | null> {
  const config = oauthProviders(env).find((provider) => provider.id === providerId);
  if (!config) return null;
  const response = await fetch(config.tokenEndpoint, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      Authorization: `Basic ${btoa(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`)}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const answer = TokenAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) return null;
  return fetchProfile(config, answer.data.access_token);
}

/** Parameters the request may not override: they carry the flow's security. */
const reservedAuthorizationParams = new Set([
  "state",
  "code",
  "code_challenge",
  "code_challenge_method",
  "client_id",
  "redirect_uri",
  "response_type",
]);

class ProviderStrategy extends OAuth2Strategy<StrategyOutcome> {
  constructor(config: OAuthProviderConfig, redirectURI: string) {
    super(
      {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authorizationEndpoint: config.authorizationEndpoint,
        tokenEndpoint: config.tokenEndpoint,
        redirectURI,
        scopes: config.scopes,
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: strategyCookie(config.id),
      },
      async ({ tokens }) => ({ method: "oauth", profile: await fetchProfile(config, tokens.accessToken()) }),
    );
    this.name = config.id;
  }

  /** The sign-in request's query string becomes extra authorization parameters (e.g. prompt=login). */
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const merged = new URLSearchParams(params);
    for (const [key, value] of new URL(request.url).searchParams) {
      if (!reservedAuthorizationParams.has(key)) merged.set(key, value);
    }
    return merged;
  }
}

/** The strategy's own state-cookie name (only ever seen inside this module). */
function strategyCookie(providerId: string): string {
  return `remix-auth-${providerId}`;
}

/** Carries the client address into the FormStrategy's verify callback. */
const addressHeader = "x-arena-client-address";

export interface AuthProviders {
  authenticator: Authenticator<StrategyOutcome>;
  list: PublicProvider[];
}

/** The sign-in methods this environment offers (OAuth ones only with client credentials set). */
export function publicProviders(env: Env): PublicProvider[] {
  const { baseUrl } = authSettings(env);
  const entry = (id: string, name: string, type: PublicProvider["type"]): PublicProvider => ({
    id,
    name,
    type,
    signinUrl: `${baseUrl}/signin/${id}`,
    callbackUrl: `${baseUrl}/callback/${id}`,
  });
  return [
    entry("credentials", "Credentials", "credentials"),
    ...oauthProviders(env).map((config) => entry(config.id, config.name, "oauth")),
  ];
}

export function createAuthProviders(deps: AppDeps, _limits: AuthRateLimits): AuthProviders {
  const { baseUrl } = authSettings(deps.env);
  const authenticator = new Authenticator<StrategyOutcome>();
  authenticator.use(
    new FormStrategy<StrategyOutcome>(async ({ form, request }) => ({
      method: "credentials",
      result: await signInWithPassword(deps, {
        email: form.get("email"),
        password: form.get("password"),
        address: request.headers.get(addressHeader) ?? "unknown",
      }),
    })),
    "credentials",
  );
  for (const config of oauthProviders(deps.env)) {
    authenticator.use(new ProviderStrategy(config, `${baseUrl}/callback/${config.id}`), config.id);
  }
  const list = publicProviders(deps.env);
  return { authenticator, list };
}

/** Runs the credentials strategy on e-mail and password however they were posted. */
export async function authenticateWithPassword(
  providers: AuthProviders,
  input: { email: string; password: string; address: string; url: string },
): Promise<PasswordSignInResult> {
  const request = new Request(input.url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", [addressHeader]: input.address },
    body: new URLSearchParams({ email: input.email, password: input.password }),
  });
  const outcome = await providers.authenticator.authenticate("credentials", request);
  if (outcome.method !== "credentials") throw new Error("credentials strategy returned an OAuth outcome");
  return outcome.result;
}

/** First leg: the authorization URL, and the state and verifier to keep in cookies. */
export async function startOAuth(
  providers: AuthProviders,
  providerId: string,
  signInUrl: URL,
): Promise<{ authorizationUrl: string; state: string; codeVerifier: string }> {
  const url = new URL(signInUrl);
  url.searchParams.delete("state");
  try {
    await providers.authenticator.authenticate(providerId, new Request(url));
  } catch (thrown) {
    // The strategy ends its first leg by throwing a redirect that sets its cookie.
    if (thrown instanceof Response && thrown.headers.get("location")) {
      const setCookie = thrown.headers.get("set-cookie") ?? "";
      const value = decodeURIComponent(setCookie.slice(setCookie.indexOf("=") + 1).split(";")[0] ?? "");
      const store = new URLSearchParams(value);
      const state = store.get("state");
      const codeVerifier = state ? store.get(state) : null;
      if (state && codeVerifier) {
        return { authorizationUrl: thrown.headers.get("location")!, state, codeVerifier };
      }
    }
    throw thrown;
  }
  throw new Error(`The ${providerId} strategy did not redirect to the provider.`);
}

export type FinishOAuthResult =
  | { kind: "profile"; profile: OAuthProfile }
  | { kind: "error"; error: "Callback" | "OAuthCallback"; cause: unknown };

/**
 * Second leg: hands the strategy the callback request with its own state cookie
 * rebuilt from our verified cookies; it checks the state, exchanges the code
 * with the PKCE verifier and reads the user-info endpoint.
 */
export async function finishOAuth(
  providers: AuthProviders,
  providerId: string,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string } | null,
): Promise<FinishOAuthResult> {
  // Without a state the strategy would start a new flow instead of checking one.
  if (!callbackUrl.searchParams.has("state")) {
    const error = callbackUrl.searchParams.has("error") ? "Callback" : "OAuthCallback";
    return { kind: "error", error, cause: new Error("The callback carries no state.") };
  }
  const headers = new Headers();
  if (checks) {
    const store = new URLSearchParams({ state: checks.state, [checks.state]: checks.codeVerifier });
    // state and verifier are base64url, so the store needs no escaping inside the Cookie header.
    headers.set("cookie", `${strategyCookie(providerId)}=${store.toString()}`);
  }
  try {
    const outcome = await providers.authenticator.authenticate(
      providerId,
      new Request(callbackUrl, { headers }),
    );
    if (outcome.method !== "oauth") throw new Error("OAuth strategy returned a credentials outcome");
    return { kind: "profile", profile: outcome.profile };
  } catch (error) {
    // The provider sent the user back with ?error= (e.g. access_denied): "Callback".
    // Everything else (state, PKCE, token or user-info failure): "OAuthCallback".
    const fromProvider = error instanceof OAuth2RequestError && callbackUrl.searchParams.has("error");
    return { kind: "error", error: fromProvider ? "Callback" : "OAuthCallback", cause: error };
  }
}
