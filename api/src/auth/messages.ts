// The words of the sign-in layer (docs/auth-contract.md §8), used by the auth
// API's own pages and by the game's sign-in and error pages.

/** Error codes that the sign-in page shows inline (GET error?error=X redirects there). */
export const signInPageErrors = [
  "Signin",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "Callback",
  "OAuthAccountNotLinked",
  "EmailSignin",
  "CredentialsSignin",
  "SessionRequired",
] as const;

export function signInErrorMessage(code: string): string {
  switch (code) {
    case "Signin":
    case "OAuthSignin":
    case "OAuthCallback":
    case "OAuthCreateAccount":
    case "EmailCreateAccount":
    case "Callback":
      return "Try signing in with a different account.";
    case "OAuthAccountNotLinked":
      return "To confirm your identity, sign in with the same account you used originally.";
    case "EmailSignin":
      return "The e-mail could not be sent.";
    case "CredentialsSignin":
      return "Sign in failed. Check the details you provided are correct.";
    case "SessionRequired":
      return "Please sign in to access this page.";
    default:
      return "Unable to sign in.";
  }
}

export interface ErrorPage {
  status: 200 | 403 | 500;
  heading: string;
  message: string;
}

/** The error page for a kind, matched case-insensitively as NextAuth.js does. */
export function errorPage(kind: string | undefined): ErrorPage {
  switch (kind?.toLowerCase()) {
    case "configuration":
      return {
        status: 500,
        heading: "Server error",
        message: "There is a problem with the server configuration.",
      };
    case "accessdenied":
      return { status: 403, heading: "Access Denied", message: "You do not have permission to sign in." };
    case "verification":
      return {
        status: 403,
        heading: "Unable to sign in",
        message: "The sign in link is no longer valid. It may have been used already or it may have expired.",
      };
    default:
      return { status: 200, heading: "Error", message: "Unable to sign in." };
  }
}
