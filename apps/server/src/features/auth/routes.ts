import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  languageOf,
  logoutResponse,
  messages,
  otpSentResponse,
  phoneParams,
  verifyOtpBody,
  verifyOtpPathParams,
  verifyOtpQuery,
  verifyOtpResponse,
} from '@krishi/contract';
import { requestLocale } from '../../lib/request-locale.js';
import { bearerToken } from '../../plugins/auth.js';
import { sweepExpired, type LoginService, type LoginStores } from './login.js';
import { refusals, sweepWhileOpen } from './sweeps.js';

const tags = ['login'];

export interface AuthRoutesOptions {
  login: LoginService;
  /** The stores the login service keeps codes, limit events and sessions in, swept here. */
  stores: LoginStores;
}

/** Phone + one-time code login and logout. Known and unknown phones get the same answers. */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { login, stores }) => {
  sweepWhileOpen(app, 'expired logins', (now) => sweepExpired(stores, now));

  app.post(
    '/unauth/verify-user/:otp',
    {
      schema: {
        tags,
        summary: 'Check a login code given in the path (as the spec calls it) and start a session',
        description: 'Prefer POST /unauth/verify-user with a JSON body: it keeps the code out of URLs.',
        params: verifyOtpPathParams,
        querystring: verifyOtpQuery,
        response: { 200: verifyOtpResponse, ...refusals },
      },
    },
    async (request) => login.verifyCode(request.query.phoneNumber, request.params.otp, request.ip, new Date()),
  );

  app.post(
    '/unauth/verify-user',
    {
      schema: {
        tags,
        summary: 'Check a login code and start a session',
        body: verifyOtpBody,
        response: { 200: verifyOtpResponse, ...refusals },
      },
    },
    async (request) => {
      const { phoneNumber, otp, referralCode } = request.body;
      return login.verifyCode(phoneNumber, otp, request.ip, new Date(), referralCode);
    },
  );

  app.post(
    '/unauth/logout',
    {
      schema: {
        tags,
        summary: 'End the session of the bearer token (answers the same without one)',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponse },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await app.sessions.revoke(token);
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/unauth/:phoneNumber',
    {
      schema: {
        tags,
        summary: 'Send a one-time login code to a phone by SMS',
        description:
          'The text is in the language of the `selectedLocale` cookie where a template for it is configured. ' +
          'A provider that fails or does not answer in 5 s: 502 `otpSendFailed`, and nothing counts against the phone.',
        params: phoneParams,
        response: { 200: otpSentResponse, ...refusals, 502: errorBody },
      },
    },
    async (request) => ({
      message: messages.otpSent,
      data: await login.sendCode(
        request.params.phoneNumber,
        request.ip,
        new Date(),
        languageOf(requestLocale(request)),
      ),
    }),
  );
};

export default authRoutes;
