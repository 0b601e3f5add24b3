import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake answers a well-formed request: it takes the message, refuses it, or never answers. */
export type FakeMode = 'accept' | 'refuse' | 'hang';

export interface FakeSmsProvider<Message> {
  /** The base URL to configure, `http://127.0.0.1:<port>`. */
  url: string;
  mode: FakeMode;
  /** Every well-formed, authenticated request, accepted or refused, in order. */
  received: Message[];
  close(): Promise<void>;
}

interface Incoming {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  text: string;
}

type Reply = (status: number, body: unknown) => void;

/** A loopback HTTP server that hands each whole request to `handle`; `hang` leaves it unanswered. */
async function startFake<Message>(
  handle: (request: Incoming, reply: Reply, fake: FakeSmsProvider<Message>) => void,
): Promise<FakeSmsProvider<Message>> {
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const reply: Reply = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const incoming = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, text };
      handle(incoming, reply, fake);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeSmsProvider<Message> = {
    url: `http://127.0.0.1:${port}`,
    mode: 'accept',
    received: [],
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export interface Msg91Message {
  templateId: string;
  mobiles: string;
  /** The template's variables as sent, beside `mobiles`. */
  variables: Record<string, unknown>;
}

/**
 * MSG91's v5 flow API as its reference describes it (docs.msg91.com, "Send SMS"; the older
 * control.msg91.com/apidoc/textsms/send-sms-flow.php shows the same shapes):
 * `POST /api/v5/flow`, the `authkey` header, a JSON body `{ template_id, recipients: [{ mobiles,
 * <VAR>: value }] }` with mobiles in international format (`91` + 10 digits). It answers
 * `{ "message": "<request id>", "type": "success" }`, and `{ "message": "<why>", "type": "error" }`
 * when it refuses: with a 401 for a wrong key, and with a 200 for a template it does not know.
 */
export async function startFakeMsg91(authKey: string, templateIds: string[]): Promise<FakeSmsProvider<Msg91Message>> {
  return startFake<Msg91Message>((request, reply, fake) => {
    const error = (status: number, message: string) => reply(status, { message, type: 'error' });
    if (request.method !== 'POST' || request.path !== '/api/v5/flow') return error(404, 'Not found');
    if (request.headers.authkey !== authKey) return error(401, 'Authentication failure');
    if (!request.headers['content-type']?.startsWith('application/json')) return error(400, 'Invalid JSON');
    let body: { template_id?: unknown; recipients?: unknown };
    try {
      body = JSON.parse(request.text) as typeof body;
    } catch {
      return error(400, 'Invalid JSON');
    }
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    const [recipient] = recipients;
    if (recipients.length !== 1 || !recipient) return error(400, 'recipients are missing');
    const { mobiles, ...variables } = recipient;
    if (typeof mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(mobiles)) return error(400, 'Mobile number not found');
    if (typeof body.template_id !== 'string' || !templateIds.includes(body.template_id)) {
      return error(200, 'Template ID Missing or Invalid Template');
    }
    fake.received.push({ templateId: body.template_id, mobiles, variables });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'refuse') return error(400, 'Insufficient balance');
    reply(200, { message: randomBytes(12).toString('hex'), type: 'success' });
  });
}

export interface TwilioMessage {
  To: string;
  From: string | null;
  MessagingServiceSid: string | null;
  Body: string;
}

/**
 * Twilio's Messages API as its reference describes it (twilio.com/docs/messaging/api/message-resource,
 * and /docs/usage/twilios-response for errors): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * HTTP basic auth with the account SID and auth token, a form (`application/x-www-form-urlencoded`)
 * with `To` in E.164, `From` or `MessagingServiceSid`, and `Body`. It answers 201 with the Message
 * resource (`sid` SM..., `status` queued, or accepted through a Messaging Service), and errors as
 * `{ code, message, more_info, status }`: 20003 for wrong credentials (401), 21211 for a bad `To`,
 * 21603 without a sender, 21602 without a body, 21408 for a region the account may not send to.
 */
export async function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeSmsProvider<TwilioMessage>> {
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return startFake<TwilioMessage>((request, reply, fake) => {
    const error = (status: number, code: number, message: string) =>
      reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    if (request.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return error(400, 21602, 'Message body is required.');
    }
    const form = new URLSearchParams(request.text);
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!/^\+91[6-9]\d{9}$/.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    fake.received.push({ To: to, From: from, MessagingServiceSid: messagingServiceSid, Body: body });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'refuse') {
      return error(
        400,
        21408,
        `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`,
      );
    }
    reply(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to,
      from,
      messaging_service_sid: messagingServiceSid,
      body,
      status: messagingServiceSid ? 'accepted' : 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
    });
  });
}
