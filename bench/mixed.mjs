// Mixed traffic for scripts/bench.mjs: visitors browsing, searching, filling carts and buying at
// once, in a shop's proportions, against one server or nginx in front of several. Each virtual
// visitor is a logged-in buyer on a keep-alive connection of its own who, with no pause between
// actions, picks the next one at random:
//
//   browse    60 %  the home page's four calls, a listing page (any category, seller or all
//                   products, a page below 100), or one product: a third each
//   search    25 %  two suggestion requests as the words are typed, then the submitted search
//   cart      12 %  saving the cart (1-3 lines)
//   checkout   3 %  save cart -> validate -> sandbox pay -> order/create
//
// Every request is timed and counted under its action's kind. Requests carry no Accept-Encoding
// (as the wrk scenarios): compression would add the same CPU to every figure.
import http from 'node:http';
import https from 'node:https';
import { codeSentTo, percentile } from './clients.mjs';

export const MIX = [
  ['browse', 60],
  ['search', 25],
  ['cart', 12],
  ['checkout', 3],
];

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

/** Phones of these buyers: apart from bench/buying.mjs's, whose per-phone code limits they would share. */
const phoneFor = (i) => `93${String(i).padStart(8, '0')}`;

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** A JSON client on keep-alive connections: fetch's pool cannot be told which certificate to trust. */
function client(base, ca, connections) {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: connections, ca })
    : new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = secure ? https.request : http.request;
  const request = (method, route, { token, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const headers = { accept: 'application/json', 'x-platform': 'web' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const req = send({ host: url.hostname, port: url.port, path: route, method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

/**
 * `base`: the server or nginx; `ca`: nginx's certificate for https; `dataDir`: where the servers'
 * SMS outbox is; `requests`: `{ home, suggestions, searches }` as [method, url, body?] lists and
 * `scopes` ([listing body, pages]), `products` ([first, last] id), `variants` (in-stock, Karnataka).
 * Answers the figures of the measured `seconds`, overall and per kind.
 */
export async function benchMixed({
  base,
  ca,
  dataDir,
  requests,
  scopes,
  products,
  variants,
  visitors,
  seconds,
  warmUpSeconds = 3,
}) {
  const api = client(base, ca, visitors);
  const must = async (method, route, options, what) => {
    const r = await api.request(method, route, options);
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
    return r.text ? JSON.parse(r.text) : null;
  };

  async function logIn(i) {
    const phoneNumber = phoneFor(i);
    await must('POST', `/unauth/${phoneNumber}`, {}, 'sending a code');
    const otp = await codeSentTo(dataDir, phoneNumber);
    const verified = await must('POST', '/unauth/verify-user', { body: { phoneNumber, otp } }, 'verifying the code');
    const address = await must(
      'POST',
      '/api/userAddress',
      { token: verified.authToken, body: BUYER_ADDRESS },
      'saving an address',
    );
    return { token: verified.authToken, addressId: address.data.id };
  }

  const cartOf = (buyer) => {
    const chosen = new Map();
    const size = 1 + Math.floor(Math.random() * 3);
    while (chosen.size < size) {
      const v = pick(variants);
      chosen.set(v.variantId, { productId: v.productId, variantId: v.variantId, quantity: 1 });
    }
    return { cartItems: [...chosen.values()], addressId: buyer.addressId };
  };

  let record = () => {};
  /** One timed request of a kind; a failure is counted and ends the action. */
  const timed = async (kind, method, route, options) => {
    const began = performance.now();
    try {
      return await must(method, route, options, `${method} ${route.split('?')[0]}`);
    } finally {
      record(kind, performance.now() - began);
    }
  };
  const catalogue = (kind, [method, url, body]) => timed(kind, method, url, { body });

  const actions = {
    async browse() {
      const roll = Math.random();
      if (roll < 1 / 3) {
        for (const r of requests.home) await catalogue('browse', r);
      } else if (roll < 2 / 3) {
        const [body, pages] = pick(scopes);
        const page = Math.floor(Math.random() * pages);
        await catalogue('browse', ['POST', `/api/eproduct/products?pageNum=${page}&pageSize=40`, body]);
      } else {
        const id = products[0] + Math.floor(Math.random() * (products[1] - products[0] + 1));
        await catalogue('browse', ['GET', `/api/eproduct/${id}`]);
      }
    },
    async search() {
      await catalogue('search', pick(requests.suggestions));
      await catalogue('search', pick(requests.suggestions));
      await catalogue('search', pick(requests.searches));
    },
    async cart(buyer) {
      await timed('cart', 'PUT', '/cart/saveUpdateCart', { token: buyer.token, body: cartOf(buyer) });
    },
    async checkout(buyer) {
      const token = buyer.token;
      await timed('checkout', 'PUT', '/cart/saveUpdateCart', { token, body: cartOf(buyer) });
      const payment = await timed('checkout', 'POST', '/cart/validateAndProceedToPaymentNew', { token, body: {} });
      const paid = await timed('checkout', 'POST', '/sandbox/pay', {
        token,
        body: { orderId: payment.data.paymentOrderId, cardNumber: '4111 1111 1111 1111' },
      });
      await timed('checkout', 'POST', '/order/create', { token, body: { paymentInfo: paid } });
      completedCheckouts++;
    },
  };
  const total = MIX.reduce((n, [, weight]) => n + weight, 0);
  const nextAction = () => {
    let roll = Math.random() * total;
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return MIX[0][0];
  };

  let completedCheckouts = 0;
  let failed = 0;
  const firstFailures = [];
  async function run(buyers, forSeconds) {
    const until = performance.now() + forSeconds * 1000;
    await Promise.all(
      buyers.map(async (buyer) => {
        while (performance.now() < until) {
          try {
            await actions[nextAction()](buyer);
          } catch (error) {
            failed++;
            if (firstFailures.length < 3) firstFailures.push(error.message);
          }
        }
      }),
    );
  }

  try {
    const buyers = [];
    for (let i = 0; i < visitors; i += 10) {
      const batch = Array.from({ length: Math.min(10, visitors - i) }, (_, j) => logIn(i + j));
      buyers.push(...(await Promise.all(batch)));
    }
    await run(buyers, warmUpSeconds);

    const latencies = new Map(MIX.map(([kind]) => [kind, []]));
    record = (kind, ms) => latencies.get(kind).push(ms);
    completedCheckouts = 0;
    failed = 0;
    firstFailures.length = 0;
    const began = performance.now();
    await run(buyers, seconds);
    const elapsed = (performance.now() - began) / 1000;

    const figures = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        rps: sorted.length / elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    };
    const perKind = Object.fromEntries(MIX.map(([kind]) => [kind, figures(latencies.get(kind))]));
    return {
      overall: figures([...latencies.values()].flat()),
      perKind,
      checkoutsPerSecond: completedCheckouts / elapsed,
      failed,
      firstFailures,
    };
  } finally {
    api.close();
  }
}
