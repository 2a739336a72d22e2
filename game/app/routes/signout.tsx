import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "../page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Sign out", "Sign out of Monster Arena on this device or everywhere.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await context.auth.currentUser(request))) throw redirect("/");
  const { csrfToken, headers } = context.auth.csrfForForm(request);
  return data({ csrfToken }, { headers });
}

export default function SignOut() {
  const { csrfToken } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page container">
      <div className="auth-card">
        <h1>Sign out</h1>
        <p>Are you sure you want to sign out?</p>
        <form method="post" action="/api/auth/signout" className="auth-form">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="callbackUrl" value="/" />
          <button type="submit" className="button button--primary">
            Sign out
          </button>
        </form>
      </div>
    </section>
  );
}
