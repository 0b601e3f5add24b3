/**
 * Data-saver mode (decision 043): smaller pictures, no carousel autoplay, no prefetching and
 * text before pictures, for a farmer on a slow or metered connection.
 */

/** The farmer's own choice, kept in the browser's localStorage under this key as `on` or `off`. */
export const DATA_SAVER_STORAGE_KEY = 'krishi.dataSaver';
/** The same choice as a cookie, so the server's page leaves out its picture preload too. */
export const DATA_SAVER_COOKIE = 'krishi-data-saver';
/** The only picture width asked for in data-saver mode: the media server's smallest. */
export const DATA_SAVER_IMAGE_WIDTH = 160;

export type DataSaverChoice = 'on' | 'off';

/** What the browser says of its connection (the Network Information API), where it says anything. */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections too slow for pictures at full size, by the browser's own estimate. */
const SLOW_TYPES = new Set(['slow-2g', '2g']);

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return value === 'on' || value === 'off';
}

/**
 * Whether data-saver mode is on: the farmer's explicit choice wins; without one, the browser's
 * hint (Save-Data asked for, or a 2g or slower connection) turns it on.
 */
export function dataSaverOn(choice: DataSaverChoice | null, hint: ConnectionHint | undefined): boolean {
  if (choice !== null) return choice === 'on';
  if (!hint) return false;
  return hint.saveData === true || (hint.effectiveType !== undefined && SLOW_TYPES.has(hint.effectiveType));
}

/**
 * The server's view of a request: the cookie the toggle sets, else the `Save-Data: on` header
 * browsers send when their user asked to save data.
 */
export function dataSaverRequested(cookieChoice: string | undefined, saveDataHeader: string | undefined): boolean {
  const choice = isDataSaverChoice(cookieChoice) ? cookieChoice : null;
  return dataSaverOn(choice, { saveData: saveDataHeader?.trim().toLowerCase() === 'on' });
}
