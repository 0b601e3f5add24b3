import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailLoginBody,
  forgotPasswordBody,
  forgotPasswordResponse,
  messages,
  passwordSessionResponse,
  RESET_CODE_TTL_SECONDS,
  resetPasswordBody,
  verifyResetCodeBody,
  verifyResetCodeResponse,
} from '@krishi/contract';
import { invalidInput } from '../../lib/invalid-input.js';
import type { Refusal } from '../../lib/refusal.js';
import type { PasswordRepository } from './password-repository.js';
import type { PasswordService, ResetMail } from './password-service.js';
import { refusals, sweepWhileOpen } from './sweeps.js';

const tags = ['password'];

/**
 * A body that failed its schema, answered with the rule's own message ('Code must be 6 digits',
 * 'Password must contain at least one number', ...) as the page shows it and with its code,
 * every problem listed.
 */
function invalidBody(validation: readonly { instancePath: string; message?: string }[]): Refusal {
  return invalidInput(
    validation.map((v) => ({
      field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
      message: v.message ?? messages.badRequest,
    })),
  );
}

export interface PasswordRoutesOptions {
  passwords: PasswordService;
  /** The reset codes' store, whose expired codes are swept here. */
  repository: PasswordRepository;
  /** The mail port (composed in app.ts). */
  mail: { send(mail: ResetMail, now: Date): Promise<void> };
}

/**
 * Password reset by a code sent by e-mail, and e-mail + password login, under /auth (the spec's
 * calls went to a third-party demo host; these are ours). See docs/decisions/014.
 */
const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { passwords, repository, mail }) => {
  const deliveries = new Set<Promise<void>>();

  sweepWhileOpen(app, 'expired reset codes', (now) => repository.pruneExpiredCodes(now));
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });

  app.post(
    '/auth/forgotPassword',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Send a password reset code to the e-mail of an account',
        description:
          'The same answer whether or not the e-mail belongs to an account. The mail goes out after ' +
          'the answer, so its time tells nothing either.',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, ...refusals },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidBody(request.validationError.validation);
      const now = new Date();
      const made = await passwords.requestCode(request.body.email, request.ip, now);
      if (made) {
        const delivery = mail.send(made.mail, now).catch(async (err: unknown) => {
          // Logged without the mail: its text carries the code.
          request.log.error({ err: err instanceof Error ? err.message : String(err) }, 'sending a reset code failed');
          await passwords.undeliverable(made.mail.to, made.codeHash);
        });
        const tracked = delivery.finally(() => deliveries.delete(tracked));
        deliveries.add(tracked);
      }
      return { message: messages.resetCodeSent, data: { expiresInSeconds: RESET_CODE_TTL_SECONDS } };
    },
  );

  app.post(
    '/auth/verifyResetCode',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Check a password reset code (it stays usable for the reset)',
        body: verifyResetCodeBody,
        response: { 200: verifyResetCodeResponse, ...refusals },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidBody(request.validationError.validation);
      return { data: await passwords.verifyCode(request.body.email, request.body.resetCode, new Date()) };
    },
  );

  app.put(
    '/auth/resetPassword',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every other session and starts a new one',
        body: resetPasswordBody,
        response: { 200: passwordSessionResponse, ...refusals },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidBody(request.validationError.validation);
      const { email, resetCode, newPassword } = request.body;
      return passwords.resetPassword(email, resetCode, newPassword, new Date());
    },
  );

  app.post(
    '/auth/login',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Log in with e-mail and password (accounts that have set a password)',
        description: 'One answer for an unknown e-mail and a wrong password.',
        body: emailLoginBody,
        response: { 200: passwordSessionResponse, ...refusals },
      },
    },
    async (request) => {
      if (request.validationError) throw invalidBody(request.validationError.validation);
      return passwords.login(request.body.email, request.body.password, request.ip, new Date());
    },
  );
};

export default passwordRoutes;
