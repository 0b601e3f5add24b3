import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchSynonymChangedResponse,
  adminSearchSynonymsResponse,
  idParams,
  messages,
  searchSynonymInput,
} from '@krishi/contract';
import { formRoutes } from '../form-routes.js';
import { adminSchema, answers } from '../schema.js';
import type { AdminSearchSynonymsRepository } from './repository.js';

/**
 * The farmers' words search expands a query with: list, create, edit, remove. A change moves the
 * synonyms' counter (migration 0028); clearing the catalogue's answers makes this process swap
 * the new list into its index at once, the others at their next poll.
 */
const adminSearchSynonymsRoutes: FastifyPluginAsyncZod<{ repository: AdminSearchSynonymsRepository }> = async (
  app,
  { repository },
) => {
  const changed = () => app.catalogueCache.clear();

  app.get(
    '/search-synonyms',
    { schema: adminSchema('Every search synonym by word', { response: answers(adminSearchSynonymsResponse) }) },
    async () => ({ data: await repository.list() }),
  );

  formRoutes(app, {
    path: '/search-synonyms',
    summaries: {
      create: "Adds a farmer's word and the catalogue words search takes it for",
      edit: 'Edits a search synonym',
    },
    body: searchSynonymInput,
    response: adminSearchSynonymChangedResponse,
    refusals: [400, 404, 409],
    save: (actorId, id, input) => repository.save(actorId, id, input),
    changed,
  });

  app.delete(
    '/search-synonyms/:id',
    {
      schema: adminSchema('Removes a search synonym', {
        params: idParams,
        response: answers(adminSearchSynonymChangedResponse, 404),
      }),
    },
    async (request) => {
      const data = await repository.remove(request.user.id, request.params.id);
      changed();
      return { message: messages.adminSaved, data };
    },
  );
};

export default adminSearchSynonymsRoutes;
