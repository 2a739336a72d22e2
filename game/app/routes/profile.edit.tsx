import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormField } from "../components/FormField";
import { Flash, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Edit profile", "Change your Monster Arena name, avatar, banner and frame.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const home = await context.progression.home(user.id);
  const profile = await context.progression.profile(home.name);
  return { profile, options: await context.progression.cosmetics(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const text = (name: string) => (form.get(name) ? String(form.get(name)) : undefined);
  try {
    const profile = await context.progression.updateProfile(user.id, {
      name: text("name"),
      avatar: text("avatar"),
      banner: text("banner"),
      frame: text("frame"),
    });
    return redirect(`/profile/${encodeURIComponent(profile.name)}`);
  } catch (error) {
    return refused(context, error);
  }
}

export default function EditProfile() {
  const { profile, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Edit profile" />
      <Flash result={result} />
      <Form method="post" className="panel auth-form profile-form">
        <FormField
          label="Display name"
          name="name"
          defaultValue={profile.name}
          required
          minLength={3}
          maxLength={20}
          error={fields.name}
          hint="3–20 letters, digits, spaces, dots, dashes or underscores."
        />
        {(["avatar", "banner", "frame"] as const).map((slot) => (
          <label key={slot} className="auth-form__field">
            <span>{slot[0]!.toUpperCase() + slot.slice(1)}</span>
            <select name={slot} defaultValue={profile[slot]}>
              {options[slot].map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            {fields[slot] ? <small role="alert">{fields[slot]}</small> : null}
          </label>
        ))}
        <p className="muted">More avatars, banners and frames are in the shop.</p>
        <button type="submit" className="button button--primary">
          Save
        </button>
      </Form>
      <p>
        <Link to="/account/password">Change password</Link> · <Link to="/account/email">Change e-mail</Link>
      </p>
    </section>
  );
}
