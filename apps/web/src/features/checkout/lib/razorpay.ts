import { CURRENCY, type PaymentInfo } from '@krishi/contract';

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Spec section 9: the provider's checkout gives up after 180 seconds. */
const CHECKOUT_TIMEOUT_S = 180;
const THEME_GREEN = '#1b7f3b';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  timeout: number;
  theme: { color: string };
  config: { display: CheckoutDisplay };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutDisplay {
  blocks: Record<string, { name: string; instruments: Array<{ method: 'upi' | 'card' }> }>;
  sequence: string[];
  preferences: { show_default_blocks: boolean };
}

/**
 * UPI first, then cards, and nothing else: checkout.js itself offers UPI as an intent to the
 * phone's apps on a phone and as a QR code or a collect request on a computer.
 */
const UPI_AND_CARDS = (name: string): CheckoutDisplay => ({
  blocks: { upiAndCards: { name, instruments: [{ method: 'upi' }, { method: 'card' }] } },
  sequence: ['block.upiAndCards'],
  preferences: { show_default_blocks: false },
});

type RazorpayCheckout = new (options: RazorpayOptions) => { open: () => void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

let loading: Promise<RazorpayCheckout> | null = null;

/** Razorpay's checkout.js, loaded only when a payment needs it, once per page. */
function loadCheckout(): Promise<RazorpayCheckout> {
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayPayment {
  keyId: string;
  paymentOrderId: string;
  amount: number;
  shopName: string;
  /** The heading of checkout.js's block of methods, in the page's language. */
  methodsLabel: string;
  onPaid: (info: PaymentInfo) => void;
  onDismiss: () => void;
}

/** Opens Razorpay's checkout (UPI and cards) for a payment order the server created. */
export async function openRazorpay(payment: RazorpayPayment): Promise<void> {
  const Razorpay = await loadCheckout();
  new Razorpay({
    key: payment.keyId,
    amount: payment.amount,
    currency: CURRENCY,
    order_id: payment.paymentOrderId,
    name: payment.shopName,
    timeout: CHECKOUT_TIMEOUT_S,
    theme: { color: THEME_GREEN },
    config: { display: UPI_AND_CARDS(payment.methodsLabel) },
    handler: (response) =>
      payment.onPaid({
        paymentId: response.razorpay_payment_id,
        orderId: response.razorpay_order_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: payment.onDismiss },
  }).open();
}
