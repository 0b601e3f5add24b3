import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  messages,
  wishlistAddBody,
  wishlistChangeResponse,
  wishlistParams,
  wishlistResponse,
} from '@krishi/contract';
import { loggedIn } from '../../lib/logged-in.js';
import { Refusal } from '../../lib/refusal.js';
import type { WishlistRepository } from './repository.js';

const tags = ['wishlist'];

/** The logged-in user's wishlist: list, add, remove. Each answers with the whole list. */
const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistRepository }> = async (app, { wishlist }) => {
  app.get(
    '/api/wishlist',
    loggedIn(app, {
      tags,
      summary: "The user's wishlist, newest first; prices in paise",
      response: { 200: wishlistResponse, 401: errorBody },
    }),
    async (request) => ({ data: await wishlist.list(request.user.id) }),
  );

  app.post(
    '/api/wishlist',
    loggedIn(app, {
      tags,
      summary: 'Add a product to the wishlist (adding it again changes nothing)',
      body: wishlistAddBody,
      response: { 200: wishlistChangeResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => {
      const { productId } = request.body;
      if (!(await wishlist.add(request.user.id, productId, new Date()))) {
        throw new Refusal(404, 'productNotFound', { id: productId });
      }
      return { data: await wishlist.list(request.user.id), message: messages.wishlistAdded };
    },
  );

  app.delete(
    '/api/wishlist/:productId',
    loggedIn(app, {
      tags,
      summary: 'Remove a product from the wishlist',
      params: wishlistParams,
      response: { 200: wishlistChangeResponse, 400: errorBody, 401: errorBody, 404: errorBody },
    }),
    async (request) => {
      if (!(await wishlist.remove(request.user.id, request.params.productId))) {
        throw new Refusal(404, 'wishlistItemNotFound');
      }
      return { data: await wishlist.list(request.user.id), message: messages.wishlistRemoved };
    },
  );
};

export default wishlistRoutes;
