// Account mail. With SMTP_URL it goes out through that server (nodemailer).
// Without it, the local demo world (the embedded database that `npm start`
// seeds, or any server not in production mode) keeps what was sent in memory
// for the local outbox page, /dev/outbox; a deployment (production on
// PostgreSQL) sends nothing, says so in its log, and no page or answer claims
// a mail it did not send (docs/decisions/103, 113).
import nodemailer, { type Transporter } from "nodemailer";
import { type Env, isLocalDemoWorld } from "../config/env.ts";
import type { AppDeps } from "../context.ts";
import type { Database } from "../db.ts";
import { AppError } from "../errors.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends Mail {
  sentAt: Date;
  /**
   * The account link this mail carries ("password_reset:<user id>"): a newer mail
   * with the same key replaced it, since issuing a link deletes the unused older one.
   */
  link?: string;
}

/** smtp: sent for real; outbox: kept for the local outbox page; off: not sent at all. */
export type MailDelivery = "smtp" | "outbox" | "off";

/** Where the local outbox is served, only while mail delivery is "outbox". */
export const outboxPath = "/dev/outbox";

export interface Mailer {
  delivery: MailDelivery;
  /** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: Mail, link?: string): Promise<void>;
  /** What was kept for the outbox page, newest first (empty unless delivery is outbox). */
  outbox(): readonly SentMail[];
}

type MailDeps = Pick<AppDeps, "env" | "logger" | "database">;

/** How many mails the local outbox keeps. */
const outboxSize = 50;

/**
 * The one rule: SMTP_URL set, smtp; else the local demo world (the same condition
 * that allows the demo world's published accounts: config/env.ts isLocalDemoWorld)
 * keeps mails in the local outbox; else (a deployment) mail is off.
 */
export function mailDelivery(
  env: Pick<Env, "SMTP_URL" | "NODE_ENV">,
  database: Database["kind"],
): MailDelivery {
  if (env.SMTP_URL) return "smtp";
  return isLocalDemoWorld(env, database) ? "outbox" : "off";
}

function createMailer(deps: MailDeps): Mailer {
  const delivery = mailDelivery(deps.env, deps.database.kind);
  const kept: SentMail[] = [];
  let transport: Transporter | undefined;
  if (delivery === "smtp") transport = nodemailer.createTransport(deps.env.SMTP_URL);
  if (delivery === "off") {
    deps.logger.warn(
      "mail is off: SMTP_URL is not set, so no account mail is sent (no password reset, no address confirmation)",
    );
  }
  if (delivery === "outbox" && deps.env.NODE_ENV === "production") {
    deps.logger.info(
      { outbox: outboxPath },
      "local demo world without SMTP_URL: account mails are kept in the local outbox",
    );
  }
  return {
    delivery,
    async send(mail, link) {
      if (transport) {
        await transport.sendMail({ from: deps.env.MAIL_FROM, ...mail });
      } else if (delivery === "outbox") {
        kept.unshift({ ...mail, sentAt: new Date(), link });
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
export function mailer(deps: MailDeps): Mailer {
  let existing = mailers.get(deps);
  if (!existing) {
    existing = createMailer(deps);
    mailers.set(deps, existing);
  }
  return existing;
}

/**
 * Whether a notice can go to this address: mail is on, and it is a real address (a guest's
 * stand-in and an erased account's use the reserved .invalid domain, which takes no mail).
 */
export function mailsTo(deps: MailDeps, email: string): boolean {
  return mailer(deps).delivery !== "off" && !email.endsWith(".invalid");
}

/** What a player is told when they ask for a mailed link on a server that sends no mail. */
export const mailOffMessage =
  "This server is not set up to send e-mail, so it cannot send you a link. Nothing was sent.";

/**
 * The delivery a mailed link will take, for the answer to say where it went; refuses
 * (409, details.reason `mail_off`) when mail is off, so nothing claims a mail that is not sent.
 */
export function deliveryOrRefuse(deps: MailDeps): "smtp" | "outbox" {
  const { delivery } = mailer(deps);
  if (delivery === "off") throw new AppError("conflict", mailOffMessage, { reason: "mail_off" });
  return delivery;
}

/** The answer to a request that mails a link: what it says, and where the link went. */
export interface MailedLinkAnswer {
  message: string;
  delivery: "smtp" | "outbox";
}

/**
 * Sends without making the caller wait: a reset request answers the same, and
 * as fast, whether or not a mail went out. A failure is logged, never shown.
 */
export function sendInBackground(
  deps: MailDeps,
  mail: Mail,
  link: {
    purpose:
      | "password_reset"
      | "email_verification"
      | "email_change"
      | "account_deletion"
      | "deletion_scheduled"
      | "deletion_cancelled";
    userId: string;
  },
): void {
  mailer(deps)
    .send(mail, `${link.purpose}:${link.userId}`)
    .catch((error: unknown) =>
      deps.logger.error({ err: error, kind: link.purpose }, "account mail could not be sent"),
    );
}

/** Whether a kept mail's link was replaced by a newer mail for the same account and purpose (the outbox is newest first). */
export function replacedMails(outbox: readonly SentMail[]): Set<SentMail> {
  const seen = new Set<string>();
  const replaced = new Set<SentMail>();
  for (const mail of outbox) {
    if (!mail.link) continue;
    if (seen.has(mail.link)) replaced.add(mail);
    seen.add(mail.link);
  }
  return replaced;
}
