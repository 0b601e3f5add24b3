import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountLookupResponse,
  errorBody,
  messages,
  phoneParams,
  PROFILE_FORM_FIELD,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  userProfileResponse,
} from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import { parseProfileField } from './profile-form.js';
import { toProfilePicture, type ProfilePictures } from './profile-image.js';
import type { UsersRepository } from './repository.js';

const tags = ['account'];
const security = [{ bearerAuth: [] }];
/** The JSON form of `POST /api/save`; the field itself is checked by parseProfileField. */
const jsonBody = z.object({ [PROFILE_FORM_FIELD]: z.unknown() });

/**
 * Saves of a new e-mail one user may make per hour, whether the e-mail is free or taken: each
 * answer says whether some account has it, so unlimited saves would test any list of addresses.
 */
export const EMAIL_CHANGES_PER_HOUR = 5;
const EMAIL_CHANGE_WINDOW_SECONDS = 3600;

/** The rate limit store of the auth feature, as far as this feature uses it. */
export interface EmailChangeLimits {
  take(
    key: string,
    limit: number,
    windowSeconds: number,
    now: Date,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
}

export interface UsersRoutesOptions {
  repository: UsersRepository;
  pictures: ProfilePictures;
  limits: EmailChangeLimits;
  /** A user completed registration (the first save): their referrer may earn points (composed in app.ts). */
  registered?: (userId: number, now: Date) => Promise<unknown>;
}

/** The parts of a `POST /api/save` request: the form field and the picture, as sent. */
interface SaveRequest {
  field: unknown;
  image: Buffer | null;
}

/** The profile of the logged-in user: read it, save the registration form and picture. */
const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { repository, pictures, limits, registered },
) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 6 },
  });

  /** Reads the form field and picture from a multipart or a JSON body. */
  async function readSaveRequest(request: FastifyRequest): Promise<SaveRequest> {
    if (!request.isMultipart()) {
      return { field: jsonBody.safeParse(request.body).data?.[PROFILE_FORM_FIELD], image: null };
    }
    const read: SaveRequest = { field: undefined, image: null };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === PROFILE_IMAGE_FIELD) {
          const bytes = await part.toBuffer();
          // A form's empty file input still sends the part, with no bytes: no picture chosen.
          read.image = bytes.length > 0 ? bytes : null;
        } else {
          // A file under another name is drained, not kept.
          part.file.resume();
        }
      } else if (part.fieldname === PROFILE_FORM_FIELD) {
        read.field = part.value;
      }
    }
    return read;
  }

  app.get(
    '/unauth/user/:phoneNumber',
    {
      schema: {
        tags,
        summary: "The caller's own account by phone: no password, and nothing about anyone else",
        description: 'Answers only with a bearer token of that phone; anything else is 403, known phone or not.',
        security,
        params: phoneParams,
        response: { 200: accountLookupResponse, 400: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = await app.sessionUser(request);
      if (!user || user.phoneNumber !== request.params.phoneNumber) throw new Refusal(403, 'forbidden');
      const profile = await repository.profile(user.id);
      if (!profile) throw new Refusal(403, 'forbidden');
      return { data: { userId: profile.userId, phoneNumber: profile.phoneNumber, isRegistered: profile.isRegistered } };
    },
  );

  app.get(
    '/api/userDetails/:phoneNumber',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The logged-in user's profile (another user's phone is 403)",
        security,
        params: phoneParams,
        response: { 200: userProfileResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      if (request.params.phoneNumber !== request.user.phoneNumber) throw new Refusal(403, 'forbidden');
      const profile = await repository.profile(request.user.id);
      if (!profile) throw new Refusal(403, 'forbidden');
      return { data: profile };
    },
  );

  app.post(
    '/api/save',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Save the registration form and, optionally, a profile picture',
        description:
          `multipart/form-data with the field ${PROFILE_FORM_FIELD} (JSON text of the form) and an optional ` +
          `file ${PROFILE_IMAGE_FIELD} (JPEG, PNG or WebP, at most ${PROFILE_IMAGE_MAX_BYTES} bytes), or ` +
          `application/json with the field ${PROFILE_FORM_FIELD}. The phone must be the logged-in one. A user may save ` +
          `a new e-mail ${EMAIL_CHANGES_PER_HOUR} times an hour (429 beyond), taken by another account or not.`,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        response: { 200: userProfileResponse, 400: errorBody, 401: errorBody, 413: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      let sent: SaveRequest;
      try {
        sent = await readSaveRequest(request);
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new Refusal(413, 'profileImageInvalid');
        throw error;
      }
      const profile = parseProfileField(sent.field, request.user.phoneNumber);
      const { email } = profile;
      if (email && email !== (await repository.profile(request.user.id))?.email) {
        const key = `email-change:user:${request.user.id}`;
        const taken = await limits.take(key, EMAIL_CHANGES_PER_HOUR, EMAIL_CHANGE_WINDOW_SECONDS, new Date());
        if (!taken.ok) {
          throw new Refusal(429, 'emailChangeLimit', undefined, {
            errorDetails: [{ field: 'email', message: messages.emailChangeLimit }],
            retryAfterSeconds: taken.retryAfterSeconds,
          });
        }
      }
      let imageUrl: string | null = null;
      if (sent.image) {
        const picture = await toProfilePicture(sent.image);
        if (!picture) throw new Refusal(400, 'profileImageInvalid');
        imageUrl = await pictures.save(picture);
      }
      const now = new Date();
      const saved = await repository.saveProfile(request.user.id, profile, imageUrl, now);
      if (!saved.saved) {
        throw new Refusal(400, 'emailTaken', undefined, {
          errorDetails: [{ field: 'email', message: messages.emailTaken }],
        });
      }
      // The registration stands whatever becomes of the referrer's points.
      if (saved.firstSave && registered) {
        await registered(request.user.id, now).catch((error: unknown) =>
          request.log.error({ err: error, userId: request.user.id }, 'referral reward failed'),
        );
      }
      return {
        message: saved.firstSave ? messages.registrationSuccessful : messages.profileUpdated,
        data: saved.profile,
      };
    },
  );

  app.get(
    '/media/profiles/:name',
    {
      schema: {
        tags,
        summary: 'A profile picture (WebP); the name is the hash of its bytes, so it is cached for a year',
        params: z.object({ name: z.string() }),
        response: { 200: z.any().describe('The picture (image/webp)'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const picture = await pictures.read(request.params.name);
      if (!picture) throw new Refusal(404, 'notFound');
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(picture);
    },
  );
};

export default usersRoutes;
