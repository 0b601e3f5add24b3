import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { KNOWN_PUSH_SERVICE_HOSTS } from './lib/push-service-hosts.js';

/** What proxy-addr (Fastify's trustProxy) accepts as a trusted proxy, checked here so a typo stops the start. */
function isProxyAddress(part: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix);
}

/** A login code's text: it must say the code. */
const smsTemplate = (name: string) =>
  z.string().trim().includes('{code}', `${name} must contain {code}, where the login code goes`).optional();

/** The only place that reads process.env: validated once, failing fast with every problem listed. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  /** Bearer token for /metrics from outside the private network; unset: private network only. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /**
   * Redis shared by every server process (`redis://host:6379`): the per-minute rate limit is
   * counted there, and catalogue changes are announced there at once. Unset: one process needs
   * none (the limit is per process, other processes learn of changes from the database poll).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of our Redis keys and channels, so several deployments (or test files) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('krishi:'),
  /** How often each process asks the database whether another one changed the catalogue. */
  CATALOGUE_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * After SIGTERM, how long the server keeps serving with /readyz answering 503, so a load
   * balancer that polls it stops sending requests before the server stops accepting them.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(0),
  /** After SIGTERM, how long (the drain included) requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /**
   * The reverse proxies whose X-Forwarded-For the server believes (proxy-addr names `loopback`,
   * `linklocal`, `uniquelocal`, addresses or CIDR ranges, comma separated). Unset: none, and each
   * client is its connection's address. Trusting a peer that is not our proxy would let a client
   * pick the address the per-address limits count, or claim loopback and skip them.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => v.split(',').every((part) => isProxyAddress(part.trim())),
      'TRUST_PROXY must name the proxy: loopback, linklocal, uniquelocal, addresses or CIDR ranges, comma separated',
    )
    .optional(),
  /** The console SMS adapter only prints codes: with NODE_ENV=production it must be allowed. */
  ALLOW_CONSOLE_SMS: z
    .enum(['true', 'false'], 'ALLOW_CONSOLE_SMS must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  /** Who texts login codes: the console (prints them, the default), MSG91 or Twilio (their settings required). */
  SMS_PROVIDER: z
    .enum(['console', 'msg91', 'twilio'], 'SMS_PROVIDER must be console, msg91 or twilio')
    .default('console'),
  /**
   * The login code's text, `{code}` where the code goes: the DLT-registered template's words
   * (Twilio and the console send it; MSG91 sends its own copy of the template). Unset: the default
   * English text. SMS_TEMPLATE_KN is the Kannada one, for visitors who chose Kannada.
   */
  SMS_TEMPLATE: smsTemplate('SMS_TEMPLATE'),
  SMS_TEMPLATE_KN: smsTemplate('SMS_TEMPLATE_KN'),
  MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
  /** MSG91's id of the DLT-registered template (English), and of the Kannada one if there is one. */
  MSG91_TEMPLATE_ID: z.string().trim().min(1).optional(),
  MSG91_TEMPLATE_ID_KN: z.string().trim().min(1).optional(),
  /** The variable of the MSG91 template the code fills (`##otp##` in its text). */
  MSG91_CODE_VARIABLE: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, 'MSG91_CODE_VARIABLE must be the variable name: letters, digits, underscore')
    .default('otp'),
  MSG91_BASE_URL: z.string().url('MSG91_BASE_URL must be a URL').default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  /** The sender: a Twilio number in E.164 (+1...) or an approved alphanumeric sender id. */
  TWILIO_FROM: z.string().trim().min(1).optional(),
  /** A Messaging Service that picks the sender itself (used instead of TWILIO_FROM when both are set). */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal digits')
    .optional(),
  TWILIO_BASE_URL: z.string().url('TWILIO_BASE_URL must be a URL').default('https://api.twilio.com'),
  /** Password reset codes go by SMTP when this is set (`smtp://user:pass@host:587`, `smtps://...`). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of password reset mails. */
  MAIL_FROM: z.string().trim().min(3).default('Krishi <no-reply@localhost>'),
  /** Without SMTP_URL reset codes only go to DATA_DIR/outbox/mail.jsonl: with NODE_ENV=production it must be allowed. */
  ALLOW_OUTBOX_MAIL: z
    .enum(['true', 'false'], 'ALLOW_OUTBOX_MAIL must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  /** Password reset codes one client address may request per hour. */
  RESET_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Login codes one client address may request per hour (the browser suite raises it). */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Wrong login codes one client address may send per hour, whatever the phones (tries at live codes only). */
  OTP_FAILURES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(100),
  /**
   * VAPID key pair for web push (base64url, as `web-push generate-vapid-keys` prints). Unset: a
   * pair is generated on first start into DATA_DIR/keys/vapid.json and reused after. Several
   * servers sharing one database must share one pair: set both here.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  /** Who push services contact about our notifications: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .default('mailto:push@localhost'),
  /**
   * Hosts (comma separated, subdomains included) of the push services the server will post to,
   * over https on port 443 (`host:port` names another); the browsers' own services by default.
   * Tests name the loopback push service they run, with its port.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(KNOWN_PUSH_SERVICE_HOSTS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Uploaded pictures go to this S3-compatible store when set (the bucket and both keys then
   * required); unset, they stay in DATA_DIR/media, which only processes on one host share.
   */
  MEDIA_S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+\/?$/,
      'MEDIA_S3_ENDPOINT must be an http(s):// origin, e.g. https://s3.ap-south-1.amazonaws.com',
    )
    .optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'MEDIA_S3_BUCKET must be an S3 bucket name (3-63 of a-z, 0-9, dot, hyphen)',
    )
    .optional(),
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'MEDIA_S3_REGION must be a region name such as ap-south-1')
    .default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` (MinIO and most self-hosted stores) instead of AWS's `bucket.endpoint/key`. */
  MEDIA_S3_PATH_STYLE: z
    .enum(['true', 'false'], 'MEDIA_S3_PATH_STYLE must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  /** Card payments: the offline sandbox (default) or Razorpay (its three secrets required). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay'], 'PAYMENT_GATEWAY must be sandbox or razorpay').default('sandbox'),
  /** The sandbox only pretends to take money: with NODE_ENV=production it must be allowed. */
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(['true', 'false'], 'ALLOW_SANDBOX_PAYMENTS must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The sandbox's signing secret. Unset: generated on first start into DATA_DIR/keys/ and reused.
   * Several servers sharing one database must share it: set it here.
   */
  SANDBOX_PAYMENT_SECRET: z.string().min(32, 'SANDBOX_PAYMENT_SECRET must be at least 32 characters').optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com/v1'),
  /**
   * The share of the amount paid, in percent, that cancelling before dispatch keeps as the gateway's
   * fee (plus 18% GST on it). 0 refunds in full, as the refund policy promises; the policy page and
   * the cancel screen both state what this is.
   */
  PAYMENT_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** Referral rewards one referrer may earn per day in India (issue 20); a registration beyond it earns nothing. */
  REFERRAL_MAX_PER_DAY: z.coerce.number().int().min(0).default(20),
  /** How often the reconciler looks for payments a closed browser left unfinished (0: never). */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How old a pending payment order must be before the reconciler asks the gateway about it. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(300),
  /**
   * How long a refund being sent is claimed by its sender: longer than the gateway's two calls can
   * take. A sender that dies (a killed process) leaves the refund to the reconciler after it.
   */
  REFUND_CLAIM_SECONDS: z.coerce.number().int().min(5).default(120),
  /** An unpaid payment order older than this is closed; a payment that still comes is finished all the same. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /**
   * Worker threads that render the storefront's pages (decision 046): by default one fewer than
   * the machine's cores, at least one; 0 renders them on the main thread.
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.max(1, os.availableParallelism() - 1)),
  /**
   * Lots (issue 21): a lot of a pesticide, fertilizer or seed expiring within this many days is
   * not sold online (an expired one never is); the variant's inventory counts only the others.
   */
  MIN_SHELF_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Cash on delivery: the largest net price it takes, in rupees. */
  COD_MAX_ORDER_RUPEES: z.coerce.number().int().min(0).default(5000),
  /** Cash on delivery: how many undelivered COD orders a buyer may have before it is not offered. */
  COD_MAX_OPEN_ORDERS: z.coerce.number().int().min(0).default(2),
  /** Cash on delivery: a fee added to the bill, in rupees. */
  COD_FEE_RUPEES: z.coerce.number().int().min(0).default(0),
  /**
   * Phones (comma separated) that hold the back office's admin role: granted at start and when
   * they next call the back office. `npm run admin:grant -- <phone>` grants it for good instead.
   */
  ADMIN_PHONES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{10}$/, 'ADMIN_PHONES must be 10-digit phones, comma separated'))),
});

export type Env = z.infer<typeof schema> & { dataDir: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
