import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the text carries, kept apart so the outbox can be read by tests. */
  code: string;
}

/** The mail port: the outbox file by default, SMTP when configured. */
export interface MailSender {
  send(message: MailMessage, now: Date): Promise<void>;
}

/** Delivers nothing: appends `{"to","subject","text","code","at"}` as one JSON line to the outbox. */
export function outboxMail(outboxFile: string): MailSender {
  return {
    async send({ to, subject, text, code }, now) {
      await fs.mkdir(path.dirname(outboxFile), { recursive: true });
      await fs.appendFile(outboxFile, `${JSON.stringify({ to, subject, text, code, at: now.toISOString() })}\n`);
    },
  };
}

/** Sends through an SMTP server (`smtp://` or `smtps://` URL with its credentials). */
export function smtpMail(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

export interface MailConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  ALLOW_OUTBOX_MAIL: boolean;
  dataDir: string;
}

/** The configured mail adapter. In production the outbox would keep every reset code to itself. */
export function mailFromEnv(env: MailConfig): MailSender {
  if (env.SMTP_URL) return smtpMail(env.SMTP_URL, env.MAIL_FROM);
  if (env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_MAIL) {
    throw new Error(
      'No SMTP server is configured (SMTP_URL): the outbox mail adapter only writes reset codes to a file. ' +
        'Set ALLOW_OUTBOX_MAIL=true to run it with NODE_ENV=production anyway.',
    );
  }
  return outboxMail(path.join(env.dataDir, 'outbox', 'mail.jsonl'));
}
