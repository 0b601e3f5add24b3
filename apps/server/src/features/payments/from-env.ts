import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { PaymentGateway } from '../../lib/payment-gateway.js';
import { razorpayGateway } from './razorpay.js';
import { loadSandboxSecret, sandboxGateway, type SandboxGateway } from './sandbox.js';

export type ConfiguredGateway =
  { name: 'sandbox'; gateway: SandboxGateway } | { name: 'razorpay'; gateway: PaymentGateway };

/**
 * The gateway the environment asks for. The sandbox takes no money, so with NODE_ENV=production
 * it refuses to start unless ALLOW_SANDBOX_PAYMENTS=true; Razorpay needs all three of its secrets.
 */
export async function gatewayFromEnv(env: Env, db: Db): Promise<ConfiguredGateway> {
  if (env.PAYMENT_GATEWAY === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
    if (!keyId || !keySecret || !webhookSecret) {
      throw new Error(
        'PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    return {
      name: 'razorpay',
      gateway: razorpayGateway({ keyId, keySecret, webhookSecret, apiUrl: env.RAZORPAY_API_URL }),
    };
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'The sandbox payment gateway takes no real money. Set PAYMENT_GATEWAY=razorpay with its keys, ' +
        'or ALLOW_SANDBOX_PAYMENTS=true to run the sandbox with NODE_ENV=production anyway.',
    );
  }
  return { name: 'sandbox', gateway: sandboxGateway(db, await loadSandboxSecret(env)) };
}
