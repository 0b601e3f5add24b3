import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLE, refusalBody } from '@krishi/contract';
import { users as usersTable } from '../db/schema.js';
import type { SharedRedis } from '../lib/redis.js';
import {
  ALONE,
  sessionStore,
  type SessionNews,
  type SessionsEnded,
  type SessionStore,
  type SessionUser,
} from '../lib/sessions.js';

/** How sessions are keyed, for features whose rows live and die with a session (push subscriptions). */
export { hashToken } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook that lets a request through only with a live session (`Authorization: Bearer <token>`),
     * answering 401 `{ message }` otherwise. Use it as `onRequest` so a request without a login is
     * turned away before its body is read:
     * `app.addHook('onRequest', app.authenticate)` for a whole plugin, or
     * `{ onRequest: app.authenticate }` in one route's options.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** The logged-in user of a request, or null: for public routes that answer more to their owner. */
    sessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
    sessions: SessionStore;
    /**
     * Hook, after `app.authenticate`, that lets only a user with the admin role through (403
     * otherwise). A phone in ADMIN_PHONES is given the role on its first call.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /**
     * The logged-in user. Only behind `app.authenticate`: reading it on a route without that hook
     * throws, so a forgotten hook fails loudly instead of serving someone as nobody.
     */
    readonly user: SessionUser;
  }
}

/** A token as sessionStore issues it: 32 bytes in base64url. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The bearer token of a request, if it carries one of the right shape. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

const sessionsEnded = z.union([z.object({ tokenHash: z.string() }), z.object({ userId: z.number().int() })]);

/** An announcement as its sender wrote it; null for anything else on the channel. */
function endedFrom(message: string): SessionsEnded | null {
  try {
    const read = sessionsEnded.safeParse(JSON.parse(message));
    return read.success ? read.data : null;
  } catch {
    return null;
  }
}

/**
 * Endings announced on Redis to every process of the deployment. A lost announcement (Redis
 * away) is bounded by how long a process believes what it read.
 */
function sessionNewsOn(redis: SharedRedis, log: FastifyInstance['log']): SessionNews {
  const channel = redis.key('sessions-ended');
  return {
    announce(ended) {
      redis.client
        .publish(channel, JSON.stringify(ended))
        .catch((error: unknown) => log.warn({ err: error }, 'announcing an ended session failed'));
    },
    listen(heard) {
      redis.subscribe(channel, (message) => {
        const ended = endedFrom(message);
        if (ended) heard(ended);
        else log.warn({ message }, 'an ended-session announcement could not be read');
      });
    },
  };
}

/** Sessions for every feature that needs a login (profile, push, cart, orders, ...). */
export default fp(
  async function auth(app: FastifyInstance) {
    // An embedded database has one process; PostgreSQL may have several, which hear of each
    // other's logouts on Redis or, without it, read every session from the database.
    const news = app.database.kind === 'pglite' ? ALONE : app.redis ? sessionNewsOn(app.redis, app.log) : null;
    const sessions = sessionStore(app.database.db, { news });
    const users = new WeakMap<FastifyRequest, SessionUser>();

    async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
      const token = bearerToken(request);
      return token ? sessions.find(token, new Date()) : null;
    }

    app.decorate('sessions', sessions);
    app.decorate('sessionUser', sessionUser);
    app.decorateRequest('user', {
      getter(this: FastifyRequest): SessionUser {
        const user = users.get(this);
        if (!user) throw new Error(`request.user read on ${this.routeOptions.url} without app.authenticate`);
        return user;
      },
    });
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await sessionUser(request);
      // Returning the reply tells Fastify the hook answered and the handler must not run.
      if (!user) return reply.code(401).send(refusalBody('unauthorized'));
      users.set(request, user);
    });
    const adminPhones = new Set(app.env.ADMIN_PHONES);
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const { id, phoneNumber } = request.user;
      const [row] = await app.database.db
        .select({ role: usersTable.role })
        .from(usersTable)
        .where(eq(usersTable.id, id));
      if (row?.role === ADMIN_ROLE) return;
      if (adminPhones.has(phoneNumber)) {
        await app.database.db.update(usersTable).set({ role: ADMIN_ROLE }).where(eq(usersTable.id, id));
        return;
      }
      return reply.code(403).send(refusalBody('forbidden'));
    });
  },
  { name: 'krishi-auth' },
);
