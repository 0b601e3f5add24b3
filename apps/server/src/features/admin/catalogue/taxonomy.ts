import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoriesResponse,
  adminCategoryChangedResponse,
  adminSellerChangedResponse,
  adminSellerSavedResponse,
  adminSellersResponse,
  adminStatesResponse,
  categoryInput,
  idParams,
  messages,
  sellerInput,
} from '@krishi/contract';
import type { z } from 'zod';
import { Refusal } from '../../../lib/refusal.js';
import { formRoutes, pictureRoute } from '../form-routes.js';
import { adminSchema, answers } from '../schema.js';
import type { CataloguePictures } from './images.js';
import type { AdminTaxonomyRepository } from './taxonomy-repository.js';

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
      schema: adminSchema('Every category, flat, by position (parentId builds the tree)', {
        response: answers(adminCategoriesResponse),
      }),
    },
    async () => ({ data: await taxonomy.categories() }),
  );

  formRoutes(app, {
    path: '/categories',
    summaries: {
      create: 'Creates a category (top level with parentId null)',
      edit: 'Renames, moves (never under itself or its subcategories), orders or (de)activates a category',
    },
    body: categoryInput,
    response: adminCategoryChangedResponse,
    refusals: [400, 404],
    save: (actorId, id, input) => taxonomy.saveCategory(actorId, id, input),
    changed,
  });

  app.get(
    '/states',
    {
      schema: adminSchema("The gazetteer's state names: the choices for a seller's served states", {
        response: answers(adminStatesResponse),
      }),
    },
    async () => ({ data: await places.states() }),
  );

  app.get(
    '/sellers',
    { schema: adminSchema('Every brand/seller by position', { response: answers(adminSellersResponse) }) },
    async () => ({ data: await taxonomy.sellers() }),
  );

  /** Refuses a pincode or a served state the gazetteer does not know, then saves. */
  async function saveSeller(actorId: number, id: number | null, input: z.output<typeof sellerInput>) {
    const place = await places.pincode(input.pincode);
    if (!place) throw new Refusal(400, 'pinCodeUnknown');
    const states = new Set(await places.states());
    const unknown = input.servedStates.find((state) => !states.has(state));
    if (unknown !== undefined) throw new Refusal(400, 'adminStateUnknown', { state: unknown });
    return taxonomy.saveSeller(actorId, id, input, place);
  }

  // A seller's save says more than the other forms: how many products a removed licence set inactive.
  const sellerAnswer = answers(adminSellerSavedResponse, 400, 404);
  const sellerSaved = (saved: Awaited<ReturnType<typeof saveSeller>>, message: string) => {
    changed();
    return {
      message:
        saved.productsDeactivated > 0 ? messages.adminSavedProductsDeactivated(saved.productsDeactivated) : message,
      data: saved.seller,
      productsDeactivated: saved.productsDeactivated,
    };
  };
  app.post(
    '/sellers',
    {
      schema: adminSchema(
        'Creates a brand/seller; the pincode must be in the gazetteer, served states gazetteer names',
        { body: sellerInput, response: sellerAnswer },
      ),
    },
    async (request) => sellerSaved(await saveSeller(request.user.id, null, request.body), messages.adminCreated),
  );
  app.put(
    '/sellers/:id',
    {
      schema: adminSchema(
        "Edits a brand/seller; a licence removed sets the seller's ACTIVE products of the categories it covered INACTIVE (productsDeactivated)",
        { params: idParams, body: sellerInput, response: sellerAnswer },
      ),
    },
    async (request) =>
      sellerSaved(await saveSeller(request.user.id, request.params.id, request.body), messages.adminSaved),
  );

  pictureRoute(app, {
    path: '/sellers/:id/image',
    summary: "Sets a brand/seller's picture (multipart field `image`), re-encoded as WebP",
    response: adminSellerChangedResponse,
    pictures,
    setImage: (actorId, id, key) => taxonomy.setSellerImage(actorId, id, key),
    changed,
  });
};

export default adminTaxonomyRoutes;
