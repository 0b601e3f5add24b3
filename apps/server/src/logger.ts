import type { FastifyRequest, FastifyServerOptions, LogLevel } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What replaces a login code in anything logged. */
export const MASK = '******';

/**
 * Hides login codes in a URL or message: `POST /unauth/verify-user/<code>` carries one in its path
 * (the spec's call), and Fastify logs every request's URL.
 */
export function maskSecrets(text: string): string {
  return text.replace(/(verify-user\/)[^/?#\s]+/gi, `$1${MASK}`).replace(/([?&]otp=)[^&#\s]*/gi, `$1${MASK}`);
}

/**
 * The server's pino options: no login code in a logged URL or message, no token or cookie in
 * logged headers. `stream` is for tests that read what would be logged.
 */
export function loggerOptions(level: LogLevel, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // Fastify's own messages quote URLs too ("Route POST:/unauth/verify-user/123456 not found").
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskSecrets(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
