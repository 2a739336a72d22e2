// The file of "Download my data" (account.data.tsx): the archive streamed from the
// use case, with the session cookie. A refused download goes back to the page, which
// says how long to wait (never an error body in the browser's tab).
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requirePlayer } from "../player.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const outcome = await context.dataExport.download(user);
  if (!outcome.ok) {
    if (outcome.status === 429) {
      const wait = Number(outcome.details.retryAfterSeconds) || 60;
      return redirect(`/account/data?retryAfter=${wait}`);
    }
    throw new Response(outcome.message, { status: outcome.status });
  }
  const download = outcome.value;
  return new Response(download.body, {
    headers: {
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
