import { whatsAppShareLink } from '@krishi/contract';

export { whatsAppShareLink };

/** What the phone's share sheet takes; absent on most desktop browsers. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the share sheet; a visitor who closes it is not an error. */
export async function shareNatively(data: { title?: string; text: string; url?: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  }
}
