import type { Order } from '@krishi/contract';
import type { orders, refunds } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** An order as the API answers it: what was charged, its shipments, and its refund once cancelled. */
export function orderView(row: OrderRow, refund: RefundRow | null): Order {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    status: row.status,
    shipmentList: row.shipments,
    userAddress: row.address,
    couponCode: row.couponCode,
    totalPrice: row.totalPrice,
    shippingPrice: row.shippingPrice,
    discount: row.discount,
    userPointsDiscount: row.userPointsDiscount,
    netPrice: row.netPrice,
    items: row.shipments.flatMap((shipment) => shipment.itemList),
    paymentId: row.paymentId,
    paymentMethod: row.paymentMethod,
    codFee: row.codFee,
    cashCollected: row.cashCollectedAt !== null,
    lots: row.lots,
    refund: refund
      ? { amount: refund.amount, gatewayCharge: refund.gatewayCharge, status: refund.status }
      : // A returned cash on delivery order is refunded by a bank transfer the back office made.
        row.codRefund
        ? { amount: row.codRefund.amount, gatewayCharge: 0, status: 'Processed' }
        : null,
  };
}
