import { useEffect, useRef } from 'react';

/** WebOTP is not in TypeScript's DOM library yet. */
interface OtpCredential extends Credential {
  code: string;
}
interface OtpRequest extends CredentialRequestOptions {
  otp: { transport: string[] };
}

/**
 * Spec section 5: where the browser reads SMS codes (the WebOTP API), the code fills itself in.
 * The request is aborted when the OTP step goes away.
 */
export function useSmsCode(active: boolean, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      // Aborted, declined or no SMS: the visitor types the code.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);
}
