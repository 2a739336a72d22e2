// Double-submit CSRF protection as NextAuth.js v4 does it: the cookie holds
// `token|sha256(token + secret)`, the form posts `csrfToken`; a POST is verified
// when the cookie's hash checks out and the posted token equals the cookie's.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export interface CsrfResult {
  csrfToken: string;
  /** A new cookie value, when the request carried no valid one. */
  cookieValue?: string;
  verified: boolean;
}

function hashToken(token: string, secret: string): string {
  return createHash("sha256").update(`${token}${secret}`).digest("hex");
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function checkCsrfToken(input: {
  secret: string;
  cookieValue: string | undefined;
  isPost: boolean;
  bodyValue: string | undefined;
}): CsrfResult {
  if (input.cookieValue) {
    const [token = "", hash = ""] = input.cookieValue.split("|");
    if (token && equal(hash, hashToken(token, input.secret))) {
      const verified = input.isPost && input.bodyValue !== undefined && equal(token, input.bodyValue);
      return { csrfToken: token, verified };
    }
  }
  const csrfToken = randomBytes(32).toString("hex");
  return { csrfToken, cookieValue: `${csrfToken}|${hashToken(csrfToken, input.secret)}`, verified: false };
}
