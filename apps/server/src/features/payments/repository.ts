import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentOrders } from '../../db/schema.js';

/** The payment orders the sandbox's checkout looks up. */
export function paymentsRepository(db: Db) {
  return {
    /** The user a payment order (by its gateway's id) was made for; undefined for an unknown one. */
    async ownerOf(gatewayOrderId: string): Promise<number | undefined> {
      const [owner] = await db
        .select({ userId: paymentOrders.userId })
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
      return owner?.userId;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
