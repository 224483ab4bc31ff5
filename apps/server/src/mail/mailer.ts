import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { htmlOf } from './html.js';
import { defuseForeignLinks } from './links.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation or cancellation (a meeting's), sent as calendar programs expect. */
  calendar?: string | null;
  /**
   * The queued message's stable name (the outbox gives one): sending it again after a crash
   * overwrites its file in the outbox folder and keeps its Message-ID, so it is not doubled.
   */
  key?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Written beside and renamed over: whoever reads the folder (a person, a test, a script that
 * forwards the mail) sees a whole file or none, even when the server is killed mid-write.
 */
async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  const partial = `${file}.${crypto.randomUUID()}.partial`;
  await fs.writeFile(partial, content, { mode: 0o600 });
  await fs.rename(partial, file);
}

/**
 * The mail as it goes out: in its subject and text, web addresses others wrote are defused
 * (mail/links.ts); only the app's own stay addresses, and links in the HTML part.
 */
function asSent(mail: Mail, publicUrl: string): Mail {
  return {
    ...mail,
    subject: defuseForeignLinks(mail.subject, publicUrl, 'invisible'),
    text: defuseForeignLinks(mail.text, publicUrl, 'invisible'),
  };
}

/** What nodemailer is given: the text, its HTML form, and the invitation if there is one. */
function message(from: string, mail: Mail, publicUrl: string) {
  const method = mail.calendar?.match(/^METHOD:(\w+)/m)?.[1];
  return {
    from,
    ...(mail.key ? { messageId: `<${mail.key}@caffee>` } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: htmlOf(mail.text, publicUrl),
    ...(mail.calendar && method ? { icalEvent: { method, content: mail.calendar } } : {}),
  };
}

/**
 * Sends through SMTP when `smtpUrl` is set; otherwise writes each message to the outbox
 * folder (an `.eml` and a `.json` beside it, both as sent) and logs where, so resets work out
 * of the box. `publicUrl` (PUBLIC_URL) says which addresses are the app's own links.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string; publicUrl: string },
  log: FastifyBaseLogger,
): Mailer {
  const { publicUrl } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(queued) {
        const mail = asSent(queued, publicUrl);
        await transport.sendMail(message(options.from, mail, publicUrl));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(queued) {
      const mail = asSent(queued, publicUrl);
      const info = await transport.sendMail(message(options.from, mail, publicUrl));
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name =
        mail.key ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}`;
      const file = path.join(options.outboxDir, `${name}.eml`);
      await writeWhole(file, info.message as Buffer);
      await writeWhole(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify({ from: options.from, ...mail, createdAt: new Date().toISOString() }),
      );
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
