import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, kept apart so the outbox can be read by tests. */
  code: string;
}

/** The SMS port. An HTTP provider's adapter will implement it; the console adapter is the default. */
export interface SmsSender {
  send(message: SmsMessage, now: Date): Promise<void>;
}

export interface ConsoleSmsOptions {
  /** The outbox file gets one JSON line per message: `{"to","text","code","at"}`. */
  outboxFile: string;
  /** Also print `OTP for <phone>: <code>` to stdout (off under NODE_ENV=test). */
  print: boolean;
}

/** Delivers nothing: the code goes to the terminal and the outbox file, for development and tests. */
export function consoleSms({ outboxFile, print }: ConsoleSmsOptions): SmsSender {
  return {
    async send({ to, text, code }, now) {
      await fs.mkdir(path.dirname(outboxFile), { recursive: true });
      await fs.appendFile(outboxFile, `${JSON.stringify({ to, text, code, at: now.toISOString() })}\n`);
      // Straight to stdout, not the logger: logs must never carry a code.
      if (print) process.stdout.write(`OTP for ${to}: ${code}\n`);
    },
  };
}

export interface SmsConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  ALLOW_CONSOLE_SMS: boolean;
  dataDir: string;
}

/** The configured SMS adapter. In production the console adapter would lock every user out. */
export function smsFromEnv(env: SmsConfig): SmsSender {
  if (env.NODE_ENV === 'production' && !env.ALLOW_CONSOLE_SMS) {
    throw new Error(
      'No SMS provider is configured: the console SMS adapter only prints login codes. ' +
        'Set ALLOW_CONSOLE_SMS=true to run it with NODE_ENV=production anyway.',
    );
  }
  return consoleSms({ outboxFile: path.join(env.dataDir, 'outbox', 'sms.jsonl'), print: env.NODE_ENV !== 'test' });
}

/** Calls `sent` after each message the sender delivered (the /metrics count of login codes). */
export function countedSms(sender: SmsSender, sent: () => void): SmsSender {
  return {
    async send(message, now) {
      await sender.send(message, now);
      sent();
    },
  };
}
