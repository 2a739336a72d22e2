import { cosmeticSlots } from "@arena/api/catalogue/basics";
import { cosmeticSlotName } from "@arena/api/words/display-names";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ItemArt } from "../components/Art";
import { Flash } from "../components/Flash";
import { FormField } from "../components/FormField";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { need, readForm, refused, requirePlayer } from "../player.server";

// Settings: the player's profile (name, avatar, banner, frame) and the way to
// their account's password, e-mail and purchases. The header's account menu
// links here as "Settings"; the profile page's "Edit profile" too.
export const meta: MetaFunction = () =>
  pageMeta("Settings", "Your Monster Arena name, avatar, banner and frame; your password and e-mail.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const home = await context.progression.home(user.id);
  const profile = need(await context.progression.profile(home.name));
  return { profile, options: await context.progression.cosmetics(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const text = (name: string) => (form.get(name) ? String(form.get(name)) : undefined);
  const updated = await context.progression.updateProfile(user.id, {
    name: text("name"),
    avatar: text("avatar"),
    banner: text("banner"),
    frame: text("frame"),
  });
  return updated.ok ? redirect(`/profile/${encodeURIComponent(updated.value.name)}`) : refused(updated);
}

/** The account's own pages: each a full-size button (a touch target on a phone), with what it does. */
const accountSettings = [
  {
    to: "/account/password",
    label: "Change password",
    hint: "Needs your current password; signs you out on your other devices.",
  },
  { to: "/account/email", label: "Change e-mail", hint: "We send a link to the new address to confirm it." },
  {
    to: "/account/devices",
    label: "Game apps signed in",
    hint: "See the game apps signed in to your account; sign one out.",
  },
  { to: "/purchases", label: "Purchase history", hint: "Your gem packs and what you bought in the shop." },
  { to: "/account/data", label: "Your data", hint: "Download a copy of everything we hold about you." },
  {
    to: "/account/delete",
    label: "Delete account",
    hint: "Deleted after 14 days; signing in again before then keeps it.",
  },
] as const;

export default function EditProfile() {
  const { profile, options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = result && !result.ok ? result.fields : {};
  return (
    <section className="container progression-page">
      <PageHeader title="Settings" />
      <h2 className="section-heading">Profile</h2>
      <Flash outcome={result} />
      <Form method="post" className="panel auth-form profile-form" aria-label="Profile">
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
        {cosmeticSlots.map((slot) => (
          <fieldset key={slot} className="cosmetic-choice">
            <legend>{cosmeticSlotName(slot)}</legend>
            <div className="cosmetic-choice__options">
              {options[slot].map((option) => (
                <label key={option.id} className="cosmetic-choice__option">
                  <input
                    type="radio"
                    name={slot}
                    value={option.id}
                    defaultChecked={option.id === profile[slot]}
                  />
                  <ItemArt
                    subject={{ kind: "cosmetic", id: option.id }}
                    size={slot === "banner" ? 40 : 56}
                    alt=""
                  />
                  <span>{option.name}</span>
                </label>
              ))}
            </div>
            {fields[slot] ? <small role="alert">{fields[slot]}</small> : null}
          </fieldset>
        ))}
        <p className="muted">
          More avatars, banners and frames are <Link to="/shop?category=cosmetics">in the shop</Link>.
        </p>
        <button type="submit" className="button button--primary">
          Save
        </button>
      </Form>
      <h2 className="section-heading">Account</h2>
      <ul className="settings-links" aria-label="Account">
        {accountSettings.map((setting) => (
          <li key={setting.to}>
            <Link to={setting.to} className="button button--ghost">
              {setting.label}
            </Link>
            <small className="muted">{setting.hint}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
