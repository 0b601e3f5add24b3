import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPointsResponse, idParams, pointsAdjustmentBody, type PointsEntry } from '@krishi/contract';
import { recordAudit, type Tx } from '../audit/log.js';
import { adminSchema, answers } from '../schema.js';

type Ledger = { balance: number; history: PointsEntry[] };

/** What the back office needs of the referrals feature (wired in app.ts; features do not import each other). */
export interface AdminPointsPort {
  ledger(userId: number): Promise<Ledger>;
  /** Refuses (404, 400) an unknown user or a balance that would go below zero; `record` runs in its transaction. */
  adjust(
    adjustment: { userId: number; points: number; reason: string; actorId: number },
    record: (tx: Tx, change: { before: number; after: number; entry: PointsEntry }) => Promise<void>,
  ): Promise<Ledger>;
}

/** A user's referral points: the ledger and balance, and a manual adjustment with its reason, audited. */
const adminPointsRoutes: FastifyPluginAsyncZod<{ points: AdminPointsPort }> = async (app, { points }) => {
  app.get(
    '/users/:id/points',
    {
      schema: adminSchema("A user's points balance and ledger, newest first", {
        params: idParams,
        response: answers(adminPointsResponse, 400),
      }),
    },
    async (request) => ({ data: { userId: request.params.id, ...(await points.ledger(request.params.id)) } }),
  );

  app.post(
    '/users/:id/points',
    {
      schema: adminSchema('Adds (or, negative, takes) points with a reason; the balance never goes below zero', {
        params: idParams,
        body: pointsAdjustmentBody,
        response: answers(adminPointsResponse, 400, 404),
      }),
    },
    async (request) => {
      const userId = request.params.id;
      const actorId = request.user.id;
      const { points: change, reason } = request.body;
      const ledger = await points.adjust({ userId, points: change, reason, actorId }, (tx, made) =>
        recordAudit(tx, {
          actorId,
          action: 'userPoints.adjust',
          entity: 'userPoints',
          entityId: userId,
          before: { balance: made.before },
          after: { balance: made.after, points: change, reason, entryId: made.entry.id },
        }),
      );
      return { data: { userId, ...ledger } };
    },
  );
};

export default adminPointsRoutes;
