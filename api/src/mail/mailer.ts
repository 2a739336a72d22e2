// Account mail. With SMTP_URL it goes out through that server (nodemailer);
// without it, development (and tests) keep what was sent in memory for the
// /dev/outbox page, and production sends nothing and says so in its log and on
// the pages that would have sent a mail (docs/decisions/103).
import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "../config/env.ts";
import type { AppDeps } from "../context.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends Mail {
  sentAt: Date;
}

/** smtp: sent for real; outbox: kept for /dev/outbox; off: not sent at all. */
export type MailDelivery = "smtp" | "outbox" | "off";

export interface Mailer {
  delivery: MailDelivery;
  /** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
  /** What was kept for the outbox page, newest first (empty unless delivery is outbox). */
  outbox(): readonly SentMail[];
}

/** How many mails the development outbox keeps. */
const outboxSize = 50;

export function mailDelivery(env: Pick<Env, "SMTP_URL" | "NODE_ENV">): MailDelivery {
  if (env.SMTP_URL) return "smtp";
  return env.NODE_ENV === "production" ? "off" : "outbox";
}

function createMailer(deps: Pick<AppDeps, "env" | "logger">): Mailer {
  const delivery = mailDelivery(deps.env);
  const kept: SentMail[] = [];
  let transport: Transporter | undefined;
  if (delivery === "smtp") transport = nodemailer.createTransport(deps.env.SMTP_URL);
  if (delivery === "off") deps.logger.warn("mail is off: SMTP_URL is not set, so no account mail is sent");
  return {
    delivery,
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: deps.env.MAIL_FROM, ...mail });
      } else if (delivery === "outbox") {
        kept.unshift({ ...mail, sentAt: new Date() });
        kept.length = Math.min(kept.length, outboxSize);
      } else {
        deps.logger.warn({ subject: mail.subject }, "mail is off (no SMTP_URL): not sent");
      }
    },
    outbox: () => kept,
  };
}

const mailers = new WeakMap<object, Mailer>();

/** The one mailer of these deps, made on first use (like the auth runtime). */
export function mailer(deps: Pick<AppDeps, "env" | "logger">): Mailer {
  let existing = mailers.get(deps);
  if (!existing) {
    existing = createMailer(deps);
    mailers.set(deps, existing);
  }
  return existing;
}

/**
 * Sends without making the caller wait: a reset request answers the same, and
 * as fast, whether or not a mail went out. A failure is logged, never shown.
 */
export function sendInBackground(deps: Pick<AppDeps, "env" | "logger">, mail: Mail, kind: string): void {
  mailer(deps)
    .send(mail)
    .catch((error: unknown) => deps.logger.error({ err: error, kind }, "account mail could not be sent"));
}
