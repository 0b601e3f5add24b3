import { useMutation } from '@tanstack/react-query';
import { verifyResetCodeResponse, type VerifyResetCodeBody } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /auth/verifyResetCode`: spec section 7, success when `data.status` is Success. */
export async function verifyResetCode(input: VerifyResetCodeBody): Promise<void> {
  const body = await api<unknown>('/auth/verifyResetCode', { method: 'POST', body: input, public: true });
  verifyResetCodeResponse.parse(body);
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
