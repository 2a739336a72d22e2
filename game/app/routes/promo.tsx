// Redeeming a promo code; works without JavaScript and shows the field's error.
import { rewardInWords } from "@arena/api/config/words";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { EconomyNav } from "../components/economy";
import { Flash } from "../components/Flash";
import { pageMeta } from "../page-meta";
import { readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Promo code", "Redeem a Monster Arena promo code for gold, gems and items.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePlayer(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const code = String((await readForm(request)).get("code") ?? "");
  const result = await context.economy.redeem(user.id, code);
  if (!result.ok) {
    const fields = result.error.details?.fields as Record<string, string> | undefined;
    return data(
      {
        ok: false as const,
        code,
        fieldError: fields?.code ?? null,
        error: fields?.code ? null : result.error.message,
      },
      { status: result.error.status },
    );
  }
  return {
    ok: true as const,
    code: result.value.code,
    granted: result.value.grant.granted,
    overflow: result.value.grant.overflow,
  };
}

export default function Promo() {
  const result = useActionData<typeof action>();
  return (
    <section className="economy-page container">
      <EconomyNav />
      <div className="auth-card promo-card">
        <h1>Redeem a code</h1>
        {result?.ok ? (
          <Flash tone="success">
            {result.code} redeemed: {rewardInWords(result.granted)}.
            {result.overflow ? " Your inventory was full: the rest is in your inbox." : ""}
          </Flash>
        ) : null}
        {result && !result.ok && result.error ? <Flash tone="error">{result.error}</Flash> : null}
        <Form method="post" className="auth-form" noValidate>
          <label className="auth-form__field">
            <span>Code</span>
            <input
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={result && !result.ok ? result.code : ""}
              aria-invalid={result && !result.ok && result.fieldError ? true : undefined}
              aria-describedby={result && !result.ok && result.fieldError ? "code-error" : undefined}
              required
            />
            {result && !result.ok && result.fieldError ? (
              <small id="code-error" className="field-error">
                {result.fieldError}
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
