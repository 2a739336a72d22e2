// A real SMTP server on loopback (smtp-server) that keeps what it receives,
// parsed (mailparser), so tests read account mail as a mailbox would.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface LoopbackSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next mail to `to` that arrives after this call (or already arrived and was not taken). */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startLoopbackSmtp(port = 0): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          received.push({
            to: to?.value[0]?.address ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const bound = (server.server.address() as AddressInfo).port;

  async function nextMail(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((candidate) => candidate.to === to && !taken.has(candidate));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    nextMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path` on any origin. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === path);
  if (!match) throw new Error(`no link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return match;
}
