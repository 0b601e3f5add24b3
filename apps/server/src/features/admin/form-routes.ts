import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messages } from '@krishi/contract';
import type { z } from 'zod';
import type { CataloguePictures } from './catalogue/images.js';
import { adminSchema, answers } from './schema.js';
import { savePictureUpload } from './upload.js';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** A changed row as the back office answers it: what happened, and the row as it now is. */
type Changed<Saved> = z.ZodType<{ message: string; data: Saved }>;

interface FormRoutes<Body extends z.ZodType, Saved> {
  /** The collection: POST creates there, PUT edits at `<path>/:id`. */
  path: string;
  summaries: { create: string; edit: string };
  body: Body;
  response: Changed<Saved>;
  /** The refusals `save` may throw, as the API documents them. */
  refusals: (400 | 404 | 409)[];
  /** Creates (id null) or edits; throws a `Refusal` for what it cannot save. */
  save(actorId: number, id: number | null, input: z.output<Body>): Promise<Saved>;
  /** After a save commits: drops the public answers it changed, if any. */
  changed?(): void;
}

/**
 * The two writes of one back-office form: POST creates and answers "Created", PUT edits and
 * answers "Saved". A missing row or a rule the save enforces is its `Refusal`.
 */
export function formRoutes<Body extends z.ZodType, Saved>(app: AdminApp, form: FormRoutes<Body, Saved>) {
  const response = answers(form.response, ...form.refusals);
  app.post(
    form.path,
    { schema: adminSchema(form.summaries.create, { body: form.body, response }) },
    async (request) => {
      const data = await form.save(request.user.id, null, request.body as z.output<Body>);
      form.changed?.();
      return { message: messages.adminCreated, data };
    },
  );
  app.put(
    `${form.path}/:id`,
    { schema: adminSchema(form.summaries.edit, { params: idParams, body: form.body, response }) },
    async (request) => {
      const data = await form.save(request.user.id, request.params.id, request.body as z.output<Body>);
      form.changed?.();
      return { message: messages.adminSaved, data };
    },
  );
}

interface PictureRoute<Saved> {
  /** With `:id`, the row the picture is for. */
  path: string;
  summary: string;
  response: Changed<Saved>;
  pictures: CataloguePictures;
  /** Points the row at the saved picture's key; throws a 404 `Refusal` for an unknown row. */
  setImage(actorId: number, id: number, key: string): Promise<Saved>;
  changed(): void;
}

/**
 * A picture upload for one row (multipart field `image`: JPEG, PNG or WebP, at most 5 MB),
 * redrawn as WebP: products, sellers and promotions take their pictures this way.
 */
export function pictureRoute<Saved>(app: AdminApp, route: PictureRoute<Saved>) {
  app.post(
    route.path,
    {
      schema: adminSchema(route.summary, {
        consumes: ['multipart/form-data'],
        params: idParams,
        response: answers(route.response, 400, 404, 413),
      }),
    },
    async (request) => {
      const key = await savePictureUpload(app, request, route.pictures);
      const data = await route.setImage(request.user.id, request.params.id, key);
      route.changed();
      return { message: messages.adminSaved, data };
    },
  );
}
