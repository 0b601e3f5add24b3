import { z } from 'zod';
import { postToProvider, SMS_TIMEOUT_MS, SmsProviderError, type SmsSender } from './sms.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Who the message is from: a number or sender id, or a Messaging Service that picks one. */
  sender: { from: string } | { messagingServiceSid: string };
  /** `https://api.twilio.com`, or a fake server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The Message resource Twilio answers a create with (201): its `sid` starts with SM. */
const createdMessage = z.object({ sid: z.string().startsWith('SM'), status: z.string() });
/** Twilio's error body: `{ code, message, more_info, status }`, the status repeating the HTTP one. */
const twilioError = z.object({ code: z.number(), message: z.string() });

/**
 * Twilio through its Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, HTTP basic
 * auth with the account SID and auth token, a form with `To` (E.164, +91...), `From` or
 * `MessagingServiceSid`, and `Body`: the whole text, as registered with DLT.
 */
export function twilioSms(config: TwilioConfig): SmsSender {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ To: `+91${to}` });
      if ('messagingServiceSid' in config.sender) form.set('MessagingServiceSid', config.sender.messagingServiceSid);
      else form.set('From', config.sender.from);
      form.set('Body', text);
      const answer = await postToProvider(
        'twilio',
        url,
        {
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        config.timeoutMs ?? SMS_TIMEOUT_MS,
      );
      if (answer.status >= 200 && answer.status < 300 && createdMessage.safeParse(answer.json).success) return;
      const error = twilioError.safeParse(answer.json);
      const why = error.success ? `: ${error.data.code} ${error.data.message}` : '';
      throw new SmsProviderError('twilio', `twilio answered ${answer.status}${why}`);
    },
  };
}
