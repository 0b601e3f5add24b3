import { useMutation } from '@tanstack/react-query';
import { verifyOtpResponse, type VerifyOtpResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { forgetReferralCode, keptReferralCode } from '../lib/referral-code';

/** The verify answer held no token: spec 'OTP verification failed'. */
export class NoTokenError extends Error {}

/**
 * `POST /unauth/verify-user` with `{ phoneNumber, otp }` in the body, which keeps the code out of
 * URLs, and the referral code of a link the visitor came through. Public: a refused code is a
 * wrong code, not an expired session.
 */
export async function verifyOtp(input: { phoneNumber: string; otp: string }): Promise<VerifyOtpResponse> {
  const referralCode = keptReferralCode();
  const body = await api<unknown>('/unauth/verify-user', {
    method: 'POST',
    body: referralCode ? { ...input, referralCode } : input,
    public: true,
  });
  const parsed = verifyOtpResponse.safeParse(body);
  if (!parsed.success || !parsed.data.authToken) throw new NoTokenError();
  forgetReferralCode();
  return parsed.data;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
