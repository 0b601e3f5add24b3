import { relativeDay, type enCart, type LanguageCode } from '@krishi/contract';
import type { KeyOf } from '../../../lib/strings';

export interface DeliveryWhen {
  key: KeyOf<typeof enCart>;
  values?: Record<string, number>;
}

/** 'Delivery Today / Tomorrow / in N days' for an estimated delivery day, by India's calendar. */
export function deliveryWhen(estimatedDeliveryDate: string, now: Date): DeliveryWhen {
  const day = relativeDay(estimatedDeliveryDate, now);
  if (day.kind === 'today') return { key: 'cart.delivery.today' };
  if (day.kind === 'tomorrow') return { key: 'cart.delivery.tomorrow' };
  return { key: 'cart.delivery.inDays', values: { count: day.days } };
}

/** The delivery day as a reader of that language writes it, e.g. 'Thu, 3 Dec'. */
export function deliveryDay(isoDate: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language === 'kn' ? 'kn-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

const PINCODE_KEY = 'deliveryPinCode';

/** The pincode last checked on a product page, to check the next product there too. */
export function rememberedPinCode(): string {
  try {
    const stored = localStorage.getItem(PINCODE_KEY) ?? '';
    return /^\d{6}$/.test(stored) ? stored : '';
  } catch {
    return '';
  }
}

export function rememberPinCode(pinCode: string): void {
  try {
    localStorage.setItem(PINCODE_KEY, pinCode);
  } catch {
    // Storage refused: the check still shows, the pincode just is not prefilled next time.
  }
}
