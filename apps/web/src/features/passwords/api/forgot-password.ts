import { useMutation } from '@tanstack/react-query';
import { forgotPasswordResponse, type ForgotPasswordResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /auth/forgotPassword`: the server e-mails a reset code when the e-mail has an account. */
export async function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  const body = await api<unknown>('/auth/forgotPassword', { method: 'POST', body: { email }, public: true });
  return forgotPasswordResponse.parse(body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
