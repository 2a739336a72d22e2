import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NoBreak } from "../components/AccountMail";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Confirm your new e-mail", "Confirm the new e-mail address of your Monster Arena account.");

// Following the link mailed to the new address makes it the account's (the token is single-use).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await context.auth.confirmEmailChange(token);
  // A link that is no good answers with the API's status for it (400), in the page's words.
  return confirmed.ok
    ? { ok: true as const, message: `Your account's address is now ${confirmed.value.email}.` }
    : data({ ok: false as const, message: confirmed.message }, { status: confirmed.status });
}

export default function ConfirmEmail() {
  const { ok, message } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>
          Confirm your new <NoBreak>e-mail</NoBreak>
        </h1>
        <Flash outcome={{ ok, message }} />
        <p className="auth-card__switch">
          <Link to="/home">Back to the game</Link>
        </p>
      </div>
    </section>
  );
}
