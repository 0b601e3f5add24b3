import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isNetworkFailure } from './api-client';
import { saveSession, storedToken } from './session';

/** A Map behind the Storage interface: the unit tests run in Node, which has no localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function answering(status: number) {
  return vi.fn(async () => new Response(JSON.stringify({ message: 'Forbidden' }), { status }));
}

describe('a call the server refuses', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', { location: { origin: 'http://shop.test' } });
    saveSession({ authToken: 'token-a', userId: 7, phoneNumber: '9876543210' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on a 403 by default', async () => {
    vi.stubGlobal('fetch', answering(403));
    await expect(api('/api/thing')).rejects.toBeInstanceOf(ApiError);
    expect(storedToken()).toBeNull();
  });

  it('keeps the session on a 403 when the call asks to (a customer opening the back office)', async () => {
    vi.stubGlobal('fetch', answering(403));
    await expect(api('/admin/api/me', { keepSessionOn403: true })).rejects.toMatchObject({ status: 403 });
    expect(storedToken()).toBe('token-a');
  });

  it('still ends the session on a 401 when the call keeps it on a 403', async () => {
    vi.stubGlobal('fetch', answering(401));
    await expect(api('/admin/api/me', { keepSessionOn403: true })).rejects.toMatchObject({ status: 401 });
    expect(storedToken()).toBeNull();
  });
});

describe('a call that gets no answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is told apart from a refusal and from a cancelled call', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://shop.test' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const dropped = await api('/api/eproduct/products', { public: true }).catch((error: unknown) => error);

    expect(isNetworkFailure(dropped)).toBe(true);
    expect(isNetworkFailure(new ApiError(500, null))).toBe(false);
    expect(isNetworkFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });
});
