// The words of account mail, in the game's voice: a plain-text part and a
// simple HTML part (no images, no styles a mail client would strip).
import type { Mail } from "./mailer.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n");
  const link = escapeHtml(action.url);
  return `<!doctype html>
<html lang="en">
<body>
<h1>Monster Arena</h1>
${body}
<p><a href="${link}">${escapeHtml(action.label)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${link}</p>
</body>
</html>
`;
}

export function passwordResetMail(input: { to: string; name: string | null; url: string }): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    "Someone (we hope you) asked to reset the password of your Monster Arena account. Your monsters are waiting: choose a new password with the link below. It works once, for one hour.",
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ];
  return {
    to: input.to,
    subject: "Reset your Monster Arena password",
    text: `${paragraphs.join("\n\n")}\n\nChoose a new password:\n${input.url}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Choose a new password", url: input.url }),
  };
}

export function emailVerificationMail(input: { to: string; name: string | null; url: string }): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    "Welcome to Monster Arena! Confirm that this is your address with the link below, so you can always get back into your account. The link works once, for one day.",
    "If you did not make an account with us, ignore this mail.",
  ];
  return {
    to: input.to,
    subject: "Confirm your Monster Arena e-mail address",
    text: `${paragraphs.join("\n\n")}\n\nConfirm your address:\n${input.url}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Confirm my address", url: input.url }),
  };
}

export function emailChangeMail(input: { to: string; name: string | null; url: string }): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    "You asked to use this address for your Monster Arena account. Confirm it with the link below: until you do, your account keeps its old address. The link works once, for one day.",
    "If you did not ask for this, ignore this mail: nothing changes.",
  ];
  return {
    to: input.to,
    subject: "Confirm your new Monster Arena e-mail address",
    text: `${paragraphs.join("\n\n")}\n\nConfirm your new address:\n${input.url}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Confirm my new address", url: input.url }),
  };
}

export function accountDeletionConfirmMail(input: { to: string; name: string | null; url: string }): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    "You asked to delete your Monster Arena account. Confirm it with the link below: your account is then deleted in 14 days, unless you sign in again before. The link works once, for one hour.",
    "If you did not ask for this, ignore this mail: nothing changes.",
  ];
  return {
    to: input.to,
    subject: "Confirm deleting your Monster Arena account",
    text: `${paragraphs.join("\n\n")}\n\nConfirm deleting my account:\n${input.url}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Confirm deleting my account", url: input.url }),
  };
}

export function accountDeletionScheduledMail(input: {
  to: string;
  name: string | null;
  dueOn: string;
  signInUrl: string;
}): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    `Your Monster Arena account will be deleted on ${input.dueOn}. You have been signed out everywhere.`,
    "Changed your mind? Sign in again before then and your account will not be deleted.",
  ];
  return {
    to: input.to,
    subject: "Your Monster Arena account will be deleted",
    text: `${paragraphs.join("\n\n")}\n\nSign in to keep your account:\n${input.signInUrl}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Sign in to keep my account", url: input.signInUrl }),
  };
}

export function accountDeletionCancelledMail(input: {
  to: string;
  name: string | null;
  deleteUrl: string;
}): Mail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const paragraphs = [
    greeting,
    "Someone signed in to your Monster Arena account, so it will not be deleted: signing in again calls a deletion off. Your account, your monsters and your progress stay as they are.",
    "If that was not you, change your password in your account's settings. To delete your account after all, ask again with the link below.",
  ];
  return {
    to: input.to,
    subject: "Your Monster Arena account will not be deleted",
    text: `${paragraphs.join("\n\n")}\n\nDelete my account after all:\n${input.deleteUrl}\n\n— The Monster Arena team\n`,
    html: html(paragraphs, { label: "Delete my account after all", url: input.deleteUrl }),
  };
}
