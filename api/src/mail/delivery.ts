// Where a message goes: an SMTP server (SMTP_URL), or, with none configured, an .eml file under
// DATA_DIR/mail so that the shop still keeps exactly what it would have sent.

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  /** The outbox id; also the stable Message-ID, so a repeat after a crash is recognisable. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a campaign's List-Unsubscribe); none for most messages. */
  headers?: Record<string, string>;
}

export interface MailDelivery {
  /** 'sent' once an SMTP server accepted it, 'stored' once written to disk; throws otherwise. */
  deliver(message: OutgoingMessage): Promise<'sent' | 'stored'>;
  close(): void;
  /** Shown at startup: where mail goes. */
  describe: string;
}

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://...; null keeps every message as a file. */
  smtpUrl: string | null;
  /** The From header, e.g. `"Kawaii Atelier" <hello@kawaii-atelier.example>`. */
  mailFrom: string;
  /** DATA_DIR/mail */
  mailDir: string;
}

export function createMailDelivery(settings: MailSettings): MailDelivery {
  return settings.smtpUrl
    ? smtpDelivery(settings.smtpUrl, settings.mailFrom)
    : fileDelivery(settings.mailDir, settings.mailFrom);
}

function smtpDelivery(smtpUrl: string, from: string): MailDelivery {
  // One connection kept open and reused: a new connection (and its greeting, and TLS) for every
  // message costs far more than the message itself, which a campaign to thousands would feel.
  // The sender delivers one message at a time, so one connection is all it needs.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async deliver(message) {
      await transport.sendMail(mailOptions(message, from));
      return 'sent';
    },
    close: () => transport.close(),
  };
}

function fileDelivery(mailDir: string, from: string): MailDelivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: `files in ${mailDir} (no SMTP_URL)`,
    async deliver(message) {
      const info = await composer.sendMail(mailOptions(message, from));
      // Written aside and renamed, so a crash never leaves half a message under the real name.
      // The folder is made when a write finds it missing, not checked before every message.
      const file = join(mailDir, `${message.id}.eml`);
      try {
        writeFileSync(`${file}.partial`, info.message as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        mkdirSync(mailDir, { recursive: true });
        writeFileSync(`${file}.partial`, info.message as Buffer);
      }
      renameSync(`${file}.partial`, file);
      return 'stored';
    },
    close: () => composer.close(),
  };
}

function mailOptions(message: OutgoingMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? {},
    messageId: `<${message.id}@${domainOf(from)}>`,
  };
}

function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
