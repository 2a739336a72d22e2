// Server-only helpers of the economy pages: the signed-in player or a redirect to sign in.
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/server-runtime";

export async function requirePlayer(request: Request, context: AppLoadContext) {
  const user = await context.auth.currentUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/signin?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
