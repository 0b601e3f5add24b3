import { ApiError } from '../../../lib/api-client';

/**
 * The pincode a save was refused for: the refusal of a cart whose chosen address cannot receive
 * some products names the address's pincode. Null for any other failure.
 */
export function undeliverablePinCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.body?.code !== 'productsUndeliverable') return null;
  const pinCode = error.body.params?.pinCode;
  return typeof pinCode === 'string' && pinCode !== '' ? pinCode : null;
}
