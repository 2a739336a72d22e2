// Redeeming a promo code; works without JavaScript and shows the field's error.
import { rewardInWords } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { EconomyNav } from "../components/economy";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { answer, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Promo code", "Redeem a Monster Arena promo code for gold, gems and items.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePlayer(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const code = String((await readForm(request)).get("code") ?? "");
  return answer(
    await context.economy.redeem(user.id, code),
    ({ code, grant }) =>
      `${code} redeemed: ${rewardInWords(grant.granted)}.` +
      (grant.overflow ? " Your inventory was full: the rest is in your inbox." : ""),
  );
}

export default function Promo() {
  const result = useActionData<typeof action>();
  const fieldError = result && !result.ok ? result.fields.code : undefined;
  return (
    <section className="economy-page container">
      <EconomyNav />
      <div className="auth-card promo-card">
        <h1>Redeem a code</h1>
        {/* A refusal about the code itself shows under the field, any other above the form. */}
        <Flash outcome={fieldError ? null : result} />
        <Form method="post" className="auth-form" noValidate>
          <label className="auth-form__field">
            <span>Code</span>
            <input
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "code-error" : undefined}
              required
            />
            {fieldError ? (
              <small id="code-error" className="field-error">
                {fieldError}
              </small>
            ) : (
              <small>Codes are not case-sensitive.</small>
            )}
          </label>
          <button type="submit" className="button button--primary">
            Redeem
          </button>
        </Form>
      </div>
    </section>
  );
}
