import path from 'node:path';
import { OTP_TTL_SECONDS, type LocalizedText } from '@krishi/contract';
import type { Env } from '../../env.js';
import { consoleSms, type SmsProvider, type SmsSender } from './sms.js';
import { msg91Sms } from './sms-msg91.js';
import { twilioSms } from './sms-twilio.js';

export type SmsConfig = Pick<
  Env,
  | 'NODE_ENV'
  | 'ALLOW_CONSOLE_SMS'
  | 'dataDir'
  | 'SMS_PROVIDER'
  | 'SMS_TEMPLATE'
  | 'SMS_TEMPLATE_KN'
  | 'MSG91_AUTH_KEY'
  | 'MSG91_TEMPLATE_ID'
  | 'MSG91_TEMPLATE_ID_KN'
  | 'MSG91_CODE_VARIABLE'
  | 'MSG91_BASE_URL'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_MESSAGING_SERVICE_SID'
  | 'TWILIO_BASE_URL'
>;

/** The text when SMS_TEMPLATE is not set: register exactly this with DLT, or set your own. */
export const DEFAULT_SMS_TEMPLATE = `{code} is your Krishi login code. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;

export interface ConfiguredSms {
  provider: SmsProvider;
  sender: SmsSender;
  /** The message's words per language, `{code}` where the code goes. */
  templates: LocalizedText;
}

/**
 * The SMS provider the environment asks for. A provider missing one of its settings stops the
 * start with their names; the console adapter only prints codes, so with NODE_ENV=production it
 * would lock every user out, and it refuses to start unless ALLOW_CONSOLE_SMS=true.
 */
export function smsFromEnv(env: SmsConfig): ConfiguredSms {
  const templates = { en: env.SMS_TEMPLATE ?? DEFAULT_SMS_TEMPLATE, kn: env.SMS_TEMPLATE_KN };
  if (env.SMS_PROVIDER === 'msg91') {
    const { MSG91_AUTH_KEY: authKey, MSG91_TEMPLATE_ID: templateId } = env;
    if (!authKey || !templateId) throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    const sender = msg91Sms({
      authKey,
      templateIds: { en: templateId, kn: env.MSG91_TEMPLATE_ID_KN },
      codeVariable: env.MSG91_CODE_VARIABLE,
      baseUrl: env.MSG91_BASE_URL,
    });
    return { provider: 'msg91', sender, templates };
  }
  if (env.SMS_PROVIDER === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
    const { TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = env;
    // With both, the Messaging Service picks the sender from its pool.
    const origin = messagingServiceSid ? { messagingServiceSid } : from ? { from } : undefined;
    if (!accountSid || !authToken || !origin) {
      throw new Error(
        'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
      );
    }
    const sender = twilioSms({ accountSid, authToken, sender: origin, baseUrl: env.TWILIO_BASE_URL });
    return { provider: 'twilio', sender, templates };
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_CONSOLE_SMS) {
    throw new Error(
      'No SMS provider is configured: the console SMS adapter only prints login codes. Set SMS_PROVIDER=msg91 ' +
        'or twilio with its settings, or ALLOW_CONSOLE_SMS=true to run it with NODE_ENV=production anyway.',
    );
  }
  const sender = consoleSms({
    outboxFile: path.join(env.dataDir, 'outbox', 'sms.jsonl'),
    print: env.NODE_ENV !== 'test',
  });
  return { provider: 'console', sender, templates };
}
