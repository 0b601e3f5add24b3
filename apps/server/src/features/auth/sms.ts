import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pickText, type LanguageCode, type LocalizedText } from '@krishi/contract';

export interface SmsMessage {
  /** The 10-digit Indian mobile number, without the country code. */
  to: string;
  /** The whole text, the configured template filled with the code. */
  text: string;
  /** The one-time code the text carries, kept apart for a provider that fills its own template with it. */
  code: string;
  /** The language of the text: a provider holding one registered template per language picks by it. */
  language: LanguageCode;
}

/** The SMS port: resolves once the provider has accepted the message, throws when it has not. */
export interface SmsSender {
  send(message: SmsMessage, now: Date): Promise<void>;
}

/** The login code's text in a language: its template when one is configured, else English. */
export function smsText(templates: LocalizedText, language: LanguageCode, code: string): string {
  return pickText(templates, language).replaceAll('{code}', code);
}

/** The providers `SMS_PROVIDER` names. */
export type SmsProvider = 'console' | 'msg91' | 'twilio';

/** A provider refused the message, answered what we do not understand, or did not answer in time. */
export class SmsProviderError extends Error {
  constructor(
    readonly provider: SmsProvider,
    message: string,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** How long a provider may take to accept a message before the buyer is told to try again. */
export const SMS_TIMEOUT_MS = 5000;

export interface ProviderAnswer {
  status: number;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

/**
 * One POST to a provider's API. A network failure or no answer within `timeoutMs` is an
 * SmsProviderError; any answer, whatever its status, is returned for the adapter to judge.
 */
export async function postToProvider(
  provider: SmsProvider,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // fetch says only "fetch failed"; its cause names the socket's error (ECONNREFUSED, ENOTFOUND...).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `could not be reached (${cause instanceof Error ? cause.message : String(cause)})`;
    throw new SmsProviderError(provider, `${provider} ${reason}`);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // An HTML error page from a proxy in front of the provider: the status says enough.
  }
  return { status, json };
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

export interface SmsObservers {
  /** After each message the provider accepted (the /metrics count of login codes). */
  sent: () => void;
  /** After each message it did not (the /metrics count of failures, by provider). */
  failed: () => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Counts what the sender delivered and what it failed to, and logs each failure with the
 * provider's reason, never with the code or the phone; the failure is rethrown for the caller.
 */
export function observedSms(sender: SmsSender, provider: SmsProvider, { sent, failed, log }: SmsObservers): SmsSender {
  return {
    async send(message, now) {
      try {
        await sender.send(message, now);
      } catch (error) {
        failed();
        // A provider may echo what it was sent; the code and the phone must not reach the log through it.
        const reason = (error instanceof Error ? error.message : String(error))
          .replaceAll(message.code, '******')
          .replaceAll(message.to, '**********');
        log.error({ provider, reason }, 'sending a login code failed');
        throw error;
      }
      sent();
    },
  };
}
