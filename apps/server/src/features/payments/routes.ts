import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, messages, sandboxPayBody, sandboxPayResponse } from '@krishi/contract';
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
        summary: 'Pay a sandbox payment order with a test card',
        description:
          '4111 1111 1111 1111 pays the whole amount and answers the signed payment info; 4000 0000 0000 0002 is ' +
          'declined (402); any other number is a 400. Paying a paid order answers the same payment.',
        security: [{ bearerAuth: [] }],
        body: sandboxPayBody,
        response: { 200: sandboxPayResponse, 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      // Another user's payment order is as unknown as one that does not exist.
      const owner = await payments.ownerOf(request.body.orderId);
      if (owner !== request.user.id) return reply.code(404).send({ message: messages.paymentOrderNotFound });
      const charge = await sandbox.charge(request.body.orderId, request.body.cardNumber);
      switch (charge.outcome) {
        case 'paid':
          return charge.payment;
        case 'declined':
          return reply.code(402).send({ message: messages.sandboxCardDeclined });
        case 'unknownCard':
          return reply.code(400).send({ message: messages.sandboxCardUnknown });
        case 'unknownOrder':
          return reply.code(404).send({ message: messages.paymentOrderNotFound });
      }
    },
  );
};

export default sandboxRoutes;
