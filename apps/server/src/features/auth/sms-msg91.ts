import { z } from 'zod';
import { pickText, type LocalizedText } from '@krishi/contract';
import { postToProvider, SMS_TIMEOUT_MS, SmsProviderError, type SmsSender } from './sms.js';

export interface Msg91Config {
  /** The account's API key, sent as the `authkey` header. */
  authKey: string;
  /** MSG91's id of the DLT-registered template, per language (English always). */
  templateIds: LocalizedText;
  /** The template's variable the code fills (`##otp##` in the registered text is `otp`). */
  codeVariable: string;
  /** `https://control.msg91.com`, or a fake server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's answer to a flow call, as its API reference shows it: `{ "type": "success",
 * "message": "<request id>" }`, or `{ "type": "error", "message": "<why>" }`, the latter also
 * with a 200 status (an unknown template id, an unverified key), so the type decides.
 */
const flowAnswer = z.object({ type: z.string(), message: z.string() });

/**
 * MSG91 through its v5 flow API: `POST /api/v5/flow` with the `authkey` header and
 * `{ template_id, recipients: [{ mobiles: "91XXXXXXXXXX", <variable>: <code> }] }`. The words
 * are those of the template registered with DLT and MSG91; only the code travels.
 */
export function msg91Sms(config: Msg91Config): SmsSender {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  return {
    async send({ to, code, language }) {
      const body = {
        template_id: pickText(config.templateIds, language),
        recipients: [{ mobiles: `91${to}`, [config.codeVariable]: code }],
      };
      const answer = await postToProvider(
        'msg91',
        url,
        {
          headers: { authkey: config.authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        config.timeoutMs ?? SMS_TIMEOUT_MS,
      );
      const parsed = flowAnswer.safeParse(answer.json);
      if (answer.status >= 200 && answer.status < 300 && parsed.success && parsed.data.type === 'success') return;
      const why = parsed.success ? `: ${parsed.data.message}` : '';
      throw new SmsProviderError('msg91', `msg91 answered ${answer.status}${why}`);
    },
  };
}
