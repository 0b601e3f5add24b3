import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './lazy-when-online';

/** The browser's side of it: whether it is online, and its 'online' event. */
const browser = { onLine: true, events: new EventTarget() };

describe('loadWhenOnline', () => {
  beforeEach(() => {
    browser.onLine = true;
    browser.events = new EventTarget();
    vi.stubGlobal('navigator', {
      get onLine() {
        return browser.onLine;
      },
    });
    vi.stubGlobal('window', browser.events);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the module when it loads', async () => {
    await expect(loadWhenOnline(() => Promise.resolve('module'))).resolves.toBe('module');
  });

  it('offline, waits for the connection and loads the module again', async () => {
    browser.onLine = false;
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('module');
    let settled = false;
    const loaded = loadWhenOnline(load).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    browser.onLine = true;
    browser.events.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries once more when the load fails after the connection came back', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('module');
    await expect(loadWhenOnline(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, passes a failure that happens twice on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(() => Promise.reject(failure));
    await expect(loadWhenOnline(load)).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
