import { useMutation } from '@tanstack/react-query';
import type { OtpSentResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /unauth/{phone}`: the server texts a new code to the phone. */
export function sendOtp(phoneNumber: string): Promise<OtpSentResponse> {
  return api<OtpSentResponse>(`/unauth/${encodeURIComponent(phoneNumber)}`, { method: 'POST', public: true });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
