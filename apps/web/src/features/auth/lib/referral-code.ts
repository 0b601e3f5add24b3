/**
 * The referral code of the link a visitor came through, kept in localStorage until the next
 * login sends it: it survives closing the tab, as a farmer opens the link in WhatsApp one day
 * and logs in another.
 */
const KEY = 'referralCode';
/** The contract's referral code (letters and digits, 6 to 12), checked without loading zod. */
const CODE = /^[A-Z0-9]{6,12}$/;

/** Keeps a code from a link; anything that is not a code is ignored. */
export function keepReferralCode(code: string): void {
  const normalized = code.trim().toUpperCase();
  if (!CODE.test(normalized)) return;
  try {
    localStorage.setItem(KEY, normalized);
  } catch {
    // Storage off (private mode): the link simply does not count.
  }
}

export function keptReferralCode(): string | undefined {
  try {
    const code = localStorage.getItem(KEY);
    return code && CODE.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** After a login: the code counted (a new phone) or never will (an existing one). */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
