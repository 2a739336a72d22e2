import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta(
    "Account deletion scheduled",
    "When your Monster Arena account will be deleted, and how to keep it.",
  );

// Public: the player was just signed out. The date comes from the link the deletion redirected to.
export function loader({ request, context }: LoaderFunctionArgs) {
  const due = new URL(request.url).searchParams.get("due");
  return { dueOn: context.accountDeletion.dayInWords(due) };
}

export default function AccountDeleted() {
  const { dueOn } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Your account will be deleted</h1>
        <Flash tone="success" testId="deletion-scheduled">
          {dueOn
            ? `Your account will be deleted on ${dueOn}. You have been signed out everywhere.`
            : "Your account will be deleted in 14 days. You have been signed out everywhere."}
        </Flash>
        <p>Changed your mind? Sign in again before then and your account will not be deleted.</p>
        <p className="auth-card__switch">
          <Link to="/signin">Sign in to keep my account</Link>
        </p>
      </div>
    </section>
  );
}
