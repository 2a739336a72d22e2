// Pages of the engagement area need a signed-in player: visitors go to sign in and come back.
import { type AppLoadContext, redirect } from "@remix-run/node";

export async function requirePlayer(request: Request, context: AppLoadContext) {
  const user = await context.auth.currentUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/signin?callbackUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
