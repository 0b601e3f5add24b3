/**
 * Spec section 3: the e-mail the reset was asked for is kept under `email`, so the code and
 * password screens know whose it is, after a reload too.
 */
const EMAIL_KEY = 'email';

export function storedResetEmail(): string | null {
  return localStorage.getItem(EMAIL_KEY);
}

export function storeResetEmail(email: string): void {
  localStorage.setItem(EMAIL_KEY, email);
}

export function forgetResetEmail(): void {
  localStorage.removeItem(EMAIL_KEY);
}

/** The checked code travels to the password screen in navigation state, never in storage. */
export interface ResetCodeState {
  resetCode: string;
}

export function resetCodeFrom(state: unknown): string | null {
  const code = (state as Partial<ResetCodeState> | null)?.resetCode;
  return typeof code === 'string' && /^\d{6}$/.test(code) ? code : null;
}
