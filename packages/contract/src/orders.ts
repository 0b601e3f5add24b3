import { z } from 'zod';
import { address } from './addresses.js';
import { id, pageQuery } from './catalogue.js';
import { issueCode } from './error-codes.js';
import { orderLot } from './lots.js';
import { paymentMethod, upiVpa } from './payment-methods.js';
import { shipment, shipmentItem } from './shipments.js';

export const ORDER_STATUSES = ['Placed', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Only a Placed order can be cancelled; the spec compares the status ignoring case. */
export function isCancellable(status: string): boolean {
  return status.toLowerCase() === 'placed';
}

/** The payment currency (spec section 9). */
export const CURRENCY = 'INR';
export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
/** The sandbox gateway's test cards (ARCHITECTURE.md): the first pays, the second is declined. */
export const SANDBOX_CARD_PAYS = '4111111111111111';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

/** `GET /order/{orderId}`, `GET /order/refundCharges?orderId=`, `POST /order/cancel?orderId=`. */
export const orderIdInput = z.object({
  orderId: z
    .unknown()
    .refine((v) => v != null && String(v).trim() !== '', { error: issueCode('orderIdRequired'), abort: true })
    .pipe(id),
});

/** What the card payment provider hands the page (spec section 3, Payment info). */
export const paymentInfo = z.object(
  {
    paymentId: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, issueCode('paymentInfoInvalid')),
    orderId: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, issueCode('paymentInfoInvalid')),
    /** Hex HMAC-SHA256 of `orderId|paymentId`. */
    signature: z.string().regex(/^[0-9a-fA-F]{64}$/, issueCode('paymentInfoInvalid')),
  },
  { error: issueCode('paymentInfoInvalid') },
);
export type PaymentInfo = z.infer<typeof paymentInfo>;

/**
 * `POST /cart/validateAndProceedToPaymentNew` (body: the cart, read as `saveCartBody`): a
 * payment order for the amount the server computed. `amount` is paise.
 */
export const paymentOrderResponse = z.object({
  data: z.object({
    paymentOrderId: z.string(),
    amount: z.number().int(),
    currency: z.literal(CURRENCY),
    /** Which checkout the page opens, and the public key Razorpay's checkout.js needs (null for the sandbox). */
    gateway: z.enum(PAYMENT_GATEWAYS),
    keyId: z.string().nullable(),
  }),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponse>;

/**
 * `POST /order/create`: the spec's page sends the cart plus `paymentInfo`. Only `paymentInfo` is
 * read; the cart is stripped, since the order is made from the cart the server priced when it
 * created the payment order, which the signature binds. `{ paymentMethod: "COD" }` instead orders
 * the stored cart, priced now, for cash on delivery.
 */
export const orderCreateBody = z.union([z.object({ paymentInfo }), z.object({ paymentMethod: z.literal('COD') })], {
  error: issueCode('paymentInfoInvalid'),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

/** `POST /sandbox/pay` with a test card (`method` may be left out, as before UPI). */
export const sandboxCardPayBody = z.object({
  orderId: paymentInfo.shape.orderId,
  method: z.literal('card').optional(),
  cardNumber: z
    .string({ error: issueCode('sandboxCardInvalid') })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, issueCode('sandboxCardInvalid'))),
});
/** `POST /sandbox/pay` with a UPI id, as the buyer approves it in their UPI app. */
export const sandboxUpiPayBody = z.object({
  orderId: paymentInfo.shape.orderId,
  method: z.literal('upi'),
  vpa: upiVpa,
});
/** `POST /sandbox/pay`: pays a sandbox payment order by card or UPI (the in-app checkout, tests). */
export const sandboxPayBody = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && (body as { method?: unknown }).method === undefined
      ? { ...body, method: 'card' }
      : body,
  z.discriminatedUnion('method', [sandboxCardPayBody.required({ method: true }), sandboxUpiPayBody]),
);
export type SandboxPayBody = z.infer<typeof sandboxPayBody>;
export const sandboxPayResponse = paymentInfo;

export const REFUND_STATUSES = ['Pending', 'Processed', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Spec section 3, Order. Amounts in paise, as charged. */
export const order = z.object({
  id: z.number().int(),
  /** ISO time. */
  createdDate: z.string(),
  status: orderStatus,
  shipmentList: z.array(shipment),
  userAddress: address,
  couponCode: z.string().nullable(),
  totalPrice: z.number().int(),
  shippingPrice: z.number().int(),
  discount: z.number().int(),
  userPointsDiscount: z.number().int(),
  netPrice: z.number().int(),
  /** Every item of every shipment, in one list. */
  items: z.array(shipmentItem),
  /** The gateway's payment; null for cash on delivery. */
  paymentId: z.string().nullable(),
  paymentMethod,
  /** The cash-on-delivery fee in the bill (included in netPrice); 0 for paid orders. */
  codFee: z.number().int(),
  /** A COD order whose cash the courier handed in. */
  cashCollected: z.boolean(),
  /** The lots shipped of pesticides, fertilizers and seeds (traceability); empty for other goods. */
  lots: z.array(orderLot),
  /** Set once the order is cancelled. */
  refund: z
    .object({ amount: z.number().int(), gatewayCharge: z.number().int(), status: z.enum(REFUND_STATUSES) })
    .nullable(),
});
export type Order = z.infer<typeof order>;

/**
 * What a cash-on-delivery buyer still pays at the door ('Pay ₹X in cash on delivery'), or null:
 * a paid order, a cancelled one, or one whose cash was collected owes nothing.
 */
export function cashDue(order: Pick<Order, 'paymentMethod' | 'status' | 'cashCollected' | 'netPrice'>): number | null {
  const open = order.status === 'Placed' || order.status === 'Dispatched';
  return order.paymentMethod === 'COD' && open && !order.cashCollected ? order.netPrice : null;
}

/** `GET /order/{orderId}`; `POST /order/create` (with 'Order created successfully!'); `POST /order/cancel`. */
export const orderResponse = z.object({ message: z.string().optional(), data: order });
export type OrderResponse = z.infer<typeof orderResponse>;

/** `GET /order/user-orders?userId=`: newest first, a page at a time. */
export const userOrdersQuery = z.object({
  userId: id.optional(),
  pageNum: pageQuery.shape.pageNum,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const userOrdersResponse = z.object({
  orders: z.array(order),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponse>;

/**
 * `GET /order/refundCharges?orderId=`: the spec reads `data[0].amount` as the gateway charge;
 * the entry also carries its parts and the refund (money.ts `refundFor`).
 */
export const refundChargesResponse = z.object({
  data: z
    .array(
      z.object({
        amount: z.number().int(),
        fee: z.number().int(),
        gst: z.number().int(),
        netPrice: z.number().int(),
        refundAmount: z.number().int(),
      }),
    )
    .min(1),
});
export type RefundChargesResponse = z.infer<typeof refundChargesResponse>;

/**
 * `GET /metadata/cancellation-terms` (public): what cancelling before dispatch keeps, the operator's
 * one setting (PAYMENT_FEE_PERCENT), from which the refund policy page writes its sentence and
 * `refundFor` computes every refund. 0 (the default) refunds the full amount paid.
 */
export const cancellationTermsResponse = z.object({
  data: z.object({
    /** The gateway's fee kept, in percent of the amount paid; 18% GST is added on it. */
    feePercent: z.number().min(0).max(100),
  }),
});
export type CancellationTerms = z.infer<typeof cancellationTermsResponse>['data'];

/** `POST /order/cancel?orderId=` (empty body): the cancelled order, its refund under way. */
export const cancelOrderResponse = orderResponse;
export type CancelOrderResponse = OrderResponse;
