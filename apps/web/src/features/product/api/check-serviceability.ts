import { pinCode as pinCodeSchema, serviceabilityResponse, type ServiceabilityResponse } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';

// Loaded with the first delivery check (serviceability.tsx imports it on demand): the contract's
// schemas and zod are no part of the product page's first download.

/** Whether the typed pincode is one the check can ask about. */
export const isPinCode = (value: string) => pinCodeSchema.safeParse(value).success;

/** Where, when and for how much; null for a pincode the server does not know. */
export type ServiceabilityAnswer = ServiceabilityResponse['data'] | null;

/** `GET /api/eproduct/{id}/serviceability` for the chosen pack. */
export async function checkServiceability(
  productId: number,
  variantId: number | undefined,
  pinCode: string,
  signal: AbortSignal,
): Promise<ServiceabilityAnswer> {
  try {
    const body = await api<unknown>(`/api/eproduct/${productId}/serviceability`, {
      public: true,
      query: { pinCode, variantId },
      signal,
    });
    return serviceabilityResponse.parse(body).data;
  } catch (error) {
    if (error instanceof ApiError && error.body?.code === 'pinCodeUnknown') return null;
    throw error;
  }
}
