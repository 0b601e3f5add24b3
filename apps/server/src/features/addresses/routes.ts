import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInput, addressesResponse, addressResponse, errorBody, userIdQuery } from '@krishi/contract';
import { loggedIn } from '../../lib/logged-in.js';
import { Refusal } from '../../lib/refusal.js';
import type { AddressesRepository } from './repository.js';

const tags = ['account'];

export interface AddressesRoutesOptions {
  addresses: AddressesRepository;
  /** The gazetteer's place of a pincode; undefined for a pincode it does not know (composed in app.ts). */
  pincode: (pinCode: string) => Promise<unknown>;
}

/** The logged-in user's delivery addresses: list, add and edit. */
const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (app, { addresses, pincode }) => {
  app.get(
    '/api/userAddress',
    loggedIn(app, {
      tags,
      summary: "The user's addresses, newest first",
      querystring: userIdQuery,
      response: { 200: addressesResponse, 400: errorBody, 401: errorBody, 403: errorBody },
    }),
    async (request) => {
      const { userId } = request.query;
      if (userId !== undefined && userId !== request.user.id) throw new Refusal(403, 'forbidden');
      return { data: await addresses.list(request.user.id) };
    },
  );

  app.post(
    '/api/userAddress',
    loggedIn(app, {
      tags,
      summary: 'Add an address, or edit one of the user’s own with its id',
      description: 'The pincode must be one the postal gazetteer knows; the state is kept as typed.',
      body: addressInput,
      response: { 200: addressResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => {
      if (!(await pincode(request.body.pinCode))) {
        throw new Refusal(400, 'pinCodeUnknown');
      }
      const saved = await addresses.save(request.user.id, request.body, new Date());
      if (!saved) throw new Refusal(404, 'addressNotFound');
      return { data: saved };
    },
  );
};

export default addressesRoutes;
