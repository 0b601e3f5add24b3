import { useMutation } from '@tanstack/react-query';
import { passwordSessionResponse, type EmailLoginBody, type PasswordSessionResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';

/** `POST /auth/login`: e-mail and password, for accounts that have set a password. */
export async function emailLogin(input: EmailLoginBody): Promise<PasswordSessionResponse> {
  const body = await api<unknown>('/auth/login', { method: 'POST', body: input, public: true });
  return passwordSessionResponse.parse(body);
}

export function useEmailLogin() {
  return useMutation({ mutationFn: emailLogin });
}
