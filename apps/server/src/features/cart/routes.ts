import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCouponBody,
  cartItemCountBody,
  cartResponse,
  errorBody,
  idParams,
  removeProductsBody,
  saveCartBody,
  serviceabilityQuery,
  serviceabilityResponse,
  undeliverableError,
  userIdQuery,
} from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { CartService } from './service.js';
import type { Serviceability } from './serviceability.js';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];
/** A 400 that refuses undeliverable products lists them and names the address's pincode. */
const answers = {
  200: cartResponse,
  400: undeliverableError.or(errorBody),
  401: errorBody,
  403: errorBody,
  404: errorBody,
};

export interface CartRoutesOptions {
  cart: CartService;
  serviceability: Serviceability;
}

/**
 * The logged-in user's cart. Every call answers the whole cart, priced by the server; the page's
 * amounts are never read. A `userId` sent by the page must be the token's user.
 */
const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart, serviceability: check }) => {
  app.get(
    '/cart/user-cart',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The user's cart (a new user gets an empty one)",
        querystring: userIdQuery,
        response: answers,
      },
    },
    async (request) => {
      const { userId } = request.query;
      if (userId !== undefined && userId !== request.user.id) throw new Refusal(403, 'forbidden');
      return { data: await cart.read(request.user.id) };
    },
  );

  app.put(
    '/cart/saveUpdateCart',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Replace the cart with the one sent (only ids, quantities, coupon code and address id are read)',
        description:
          "A 400 with errorDetails [{ product: {id, title}, variant: {id, name} }] and the address's pinCode when the address cannot receive some products.",
        body: saveCartBody,
        response: answers,
      },
    },
    async (request) => {
      const { userId } = request.body;
      if (userId !== undefined && userId !== request.user.id) throw new Refusal(403, 'forbidden');
      return { data: await cart.save(request.user.id, request.body) };
    },
  );

  app.post(
    '/cart/remove-products',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove every line of these products',
        body: removeProductsBody,
        response: answers,
      },
    },
    async (request) => ({ data: await cart.removeProducts(request.user.id, request.body) }),
  );

  app.post(
    '/cart/coupon',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Apply a coupon (it must apply now)',
        body: applyCouponBody,
        response: answers,
      },
    },
    async (request) => ({ data: await cart.applyCoupon(request.user.id, request.body.couponCode) }),
  );

  app.delete(
    '/cart/coupon',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Remove the coupon', response: answers } },
    async (request) => ({ data: await cart.removeCoupon(request.user.id) }),
  );

  app.put(
    '/cart/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Set a cart item's quantity; 0 removes it",
        params: idParams,
        body: cartItemCountBody,
        response: answers,
      },
    },
    async (request) => ({ data: await cart.setCount(request.user.id, request.params.id, request.body.count) }),
  );

  app.delete(
    '/cart/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Remove one cart item', params: idParams, response: answers },
    },
    async (request) => ({ data: await cart.removeItem(request.user.id, request.params.id) }),
  );

  app.delete(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Empty the cart (the address stays)', response: answers },
    },
    async (request) => ({ data: await cart.clear(request.user.id) }),
  );

  app.get(
    '/api/eproduct/:id/serviceability',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Whether a product's seller delivers to a pincode, and one unit's shipping charge and day",
        params: idParams,
        querystring: serviceabilityQuery,
        response: { 200: serviceabilityResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => check(request.params.id, request.query),
  );
};

export default cartRoutes;
