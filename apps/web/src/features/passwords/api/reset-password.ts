import { useMutation } from '@tanstack/react-query';
import { passwordSessionResponse, type PasswordSessionResponse, type ResetPasswordBody } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `PUT /auth/resetPassword`: sets the password and answers a new session (spec: "leading to login state"). */
export async function resetPassword(input: ResetPasswordBody): Promise<PasswordSessionResponse> {
  const body = await api<unknown>('/auth/resetPassword', { method: 'PUT', body: input, public: true });
  return passwordSessionResponse.parse(body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
