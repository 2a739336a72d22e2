// The words a form post without JavaScript sends back to its page in the address
// bar (the sign-up form's refusal), signed, so that the page shows only words this
// server wrote: a link someone made with ?error=… shows nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

export function signFormError(secret: string, message: string): string {
  return createHmac("sha256", secret).update(`form-error:${message}`).digest("base64url").slice(0, 22);
}

/** The message when its signature is this server's; null for none or for words from elsewhere. */
export function verifiedFormError(
  secret: string,
  message: string | null,
  signature: string | null,
): string | null {
  if (!message || !signature) return null;
  const expected = Buffer.from(signFormError(secret, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? message : null;
}
