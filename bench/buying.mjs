// The buying path under load, for scripts/bench.mjs: many logged-in buyers saving carts, and the
// whole validate -> pay (sandbox) -> create path, each buyer on its own connection. wrk cannot
// carry a token per connection and a payment order from one call to the next, so this drives the
// server from Node's own fetch: fine for these routes, which answer far below what one client
// core can send (the catalogue scenarios use wrk).
import { call, drive, logIn, must } from './clients.mjs';

/** A pincode in Bengaluru: the buyers' address; only sellers serving Karnataka deliver to it. */
const BUYER_ADDRESS = {
  name: 'Bench Buyer',
  addressLine1: '12, 3rd Cross, Jayanagar',
  taluk: 'Bangalore South',
  district: 'Bangalore',
  state: 'Karnataka',
  country: 'INDIA',
  pinCode: '560011',
  phoneNumber: '9876543210',
};

async function buyer(base, dataDir, i) {
  const token = await logIn(base, dataDir, i);
  const saved = await must(call(base, 'POST', '/api/userAddress', { token, body: BUYER_ADDRESS }), 'saving an address');
  return { token, addressId: saved.data.id };
}

/** Tries to make a buyer up to three times: a dropped connection during a login is counted, not fatal. */
async function buyerOrFailures(base, dataDir, i, failures) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await buyer(base, dataDir, i);
    } catch (error) {
      failures.push(`buyer ${i}, attempt ${attempt}: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  return null;
}

/**
 * `variants`: `{ productId, variantId }` of in-stock variants whose sellers serve Karnataka.
 * `cpuMs`: the server's CPU time so far. Answers one result per scenario: requests (or whole
 * paths) per second, p50 and p99 in ms, and the server's CPU per request (or path) in µs.
 */
export async function benchBuying({ base, dataDir, variants, buyers: count, seconds, warmUpSeconds = 2, cpuMs }) {
  const buyers = [];
  const loginFailures = [];
  for (let i = 0; i < count; i++) {
    const made = await buyerOrFailures(base, dataDir, i, loginFailures);
    if (made) buyers.push(made);
  }
  if (buyers.length === 0) throw new Error(`no buyer could log in: ${loginFailures.slice(0, 3).join(' | ')}`);
  const pick = () => variants[Math.floor(Math.random() * variants.length)];
  const cartOf = (b, size) => {
    const chosen = new Map();
    while (chosen.size < size) {
      const v = pick();
      chosen.set(v.variantId, { productId: v.productId, variantId: v.variantId, quantity: 1 });
    }
    return { cartItems: [...chosen.values()], addressId: b.addressId };
  };

  const saveCart = (b) =>
    must(
      call(base, 'PUT', '/cart/saveUpdateCart', { token: b.token, body: cartOf(b, 1 + Math.floor(Math.random() * 3)) }),
      'saveUpdateCart',
    );
  const buy = async (b) => {
    await saveCart(b);
    const payment = await must(
      call(base, 'POST', '/cart/validateAndProceedToPaymentNew', { token: b.token, body: {} }),
      'validateAndProceedToPaymentNew',
    );
    const paid = await must(
      call(base, 'POST', '/sandbox/pay', {
        token: b.token,
        body: { orderId: payment.data.paymentOrderId, cardNumber: '4111 1111 1111 1111' },
      }),
      'sandbox pay',
    );
    await must(call(base, 'POST', '/order/create', { token: b.token, body: { paymentInfo: paid } }), 'order create');
  };

  await drive(buyers, warmUpSeconds, saveCart);
  const save = await drive(buyers, seconds, saveCart, cpuMs);
  await drive(buyers, warmUpSeconds, buy);
  const checkout = await drive(buyers, seconds, buy, cpuMs);
  return { save, checkout, buyers: buyers.length, loginFailures };
}
