import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, sandboxPayBody, sandboxPayResponse } from '@krishi/contract';
import { Refusal } from '../../lib/refusal.js';
import type { PaymentsRepository } from './repository.js';
import type { SandboxGateway } from './sandbox.js';

export interface SandboxRoutesOptions {
  sandbox: SandboxGateway;
  payments: PaymentsRepository;
}

/** `POST /sandbox/pay`: the sandbox's card checkout, used by the page's in-app form and by tests. */
const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, { sandbox, payments }) => {
  app.post(
    '/sandbox/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Pay a sandbox payment order with a test card or a test UPI id',
        description:
          'Card (method "card" or none): 4111 1111 1111 1111 pays the whole amount and answers the signed payment ' +
          'info; 4000 0000 0000 0002 is declined (402); any other number is a 400. UPI (method "upi", vpa): ' +
          'success@razorpay pays, failure@razorpay fails (402), any other valid id is a 400. Paying a paid order ' +
          'answers the same payment.',
        security: [{ bearerAuth: [] }],
        body: sandboxPayBody,
        response: { 200: sandboxPayResponse, 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      // Another user's payment order is as unknown as one that does not exist.
      const owner = await payments.ownerOf(request.body.orderId);
      if (owner !== request.user.id) throw new Refusal(404, 'paymentOrderNotFound');
      const { body } = request;
      const charge =
        body.method === 'upi'
          ? await sandbox.chargeUpi(body.orderId, body.vpa)
          : await sandbox.charge(body.orderId, body.cardNumber);
      switch (charge.outcome) {
        case 'paid':
          return charge.payment;
        case 'declined':
          throw new Refusal(402, 'sandboxCardDeclined');
        case 'unknownCard':
          throw new Refusal(400, 'sandboxCardUnknown');
        case 'upiFailed':
          throw new Refusal(402, 'sandboxUpiFailed');
        case 'unknownVpa':
          throw new Refusal(400, 'sandboxUpiUnknown');
        case 'unknownOrder':
          throw new Refusal(404, 'paymentOrderNotFound');
      }
    },
  );
};

export default sandboxRoutes;
