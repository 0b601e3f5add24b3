import type { LogoutResponse } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';

/**
 * Spec section 4: logout forgets the session and reloads. The page forgets first, so a slow or
 * failed `POST /unauth/logout` never keeps anyone logged in; the server then revokes the token.
 */
export async function logout(): Promise<void> {
  const session = readSession();
  clearSession();
  if (session) {
    await api<LogoutResponse>('/unauth/logout', { method: 'POST', bearer: session.authToken }).catch(() => undefined);
  }
  window.location.reload();
}
