import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellersResponse,
  adminStatesResponse,
  categoryInput,
  errorBody,
  idParams,
  messages,
  sellerInput,
  type AdminSeller,
  type ErrorBody,
} from '@krishi/contract';
import type { z } from 'zod';
import { savePictureUpload } from '../upload.js';
import type { CataloguePictures } from './images.js';
import type { AdminTaxonomyRepository } from './taxonomy-repository.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const imageInvalid: ErrorBody = { message: messages.adminImageInvalid };

export interface AdminTaxonomyOptions {
  taxonomy: AdminTaxonomyRepository;
  pictures: CataloguePictures;
  places: AdminPlaces;
}

/** The gazetteer a seller's pincode and served states are checked against (composed in app.ts). */
export interface AdminPlaces {
  pincode(pinCode: string): Promise<{ state: string } | undefined>;
  states(): Promise<string[]>;
}

/** Categories (a tree) and brands/sellers with the states they serve. */
const adminTaxonomyRoutes: FastifyPluginAsyncZod<AdminTaxonomyOptions> = async (
  app,
  { taxonomy, pictures, places },
) => {
  const changed = () => app.catalogueCache.clear();

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Every category, flat, by position (parentId builds the tree)',
        security,
        response: { 200: adminCategoriesResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await taxonomy.categories() }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Creates a category (top level with parentId null)',
        security,
        body: categoryInput,
        response: { 200: adminCategoryChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await taxonomy.saveCategory(request.user.id, null, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminCreated, data: saved };
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Renames, moves (never under itself or its subcategories), orders or (de)activates a category',
        security,
        params: idParams,
        body: categoryInput,
        response: { 200: adminCategoryChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await taxonomy.saveCategory(request.user.id, request.params.id, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );

  app.get(
    '/states',
    {
      schema: {
        tags,
        summary: "The gazetteer's state names: the choices for a seller's served states",
        security,
        response: { 200: adminStatesResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await places.states() }),
  );

  app.get(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Every brand/seller by position',
        security,
        response: { 200: adminSellersResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await taxonomy.sellers() }),
  );

  async function saveSeller(
    actorId: number,
    id: number | null,
    input: z.output<typeof sellerInput>,
  ): Promise<AdminSeller | (ErrorBody & { status: 400 | 404 })> {
    const place = await places.pincode(input.pincode);
    if (!place) return { status: 400, message: messages.pinCodeUnknown };
    const states = new Set(await places.states());
    const unknown = input.servedStates.find((state) => !states.has(state));
    if (unknown !== undefined) return { status: 400, message: messages.adminStateUnknown(unknown) };
    return taxonomy.saveSeller(actorId, id, input, place);
  }

  app.post(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Creates a brand/seller; the pincode must be in the gazetteer, served states gazetteer names',
        security,
        body: sellerInput,
        response: { 200: adminSellerChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveSeller(request.user.id, null, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminCreated, data: saved };
    },
  );

  app.put(
    '/sellers/:id',
    {
      schema: {
        tags,
        summary: 'Edits a brand/seller',
        security,
        params: idParams,
        body: sellerInput,
        response: { 200: adminSellerChangedResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveSeller(request.user.id, request.params.id, request.body);
      if ('status' in saved && 'message' in saved) return reply.code(saved.status).send({ message: saved.message });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );

  app.post(
    '/sellers/:id/image',
    {
      schema: {
        tags,
        summary: "Sets a brand/seller's picture (multipart field `image`), re-encoded as WebP",
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: adminSellerChangedResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const upload = await savePictureUpload(app, request, pictures);
      if (!upload.ok) return reply.code(upload.status).send(imageInvalid);
      const { key } = upload;
      const saved = await taxonomy.setSellerImage(request.user.id, id, key);
      if (!saved) return reply.code(404).send({ message: messages.adminSellerNotFound });
      changed();
      return { message: messages.adminSaved, data: saved };
    },
  );
};

export default adminTaxonomyRoutes;
