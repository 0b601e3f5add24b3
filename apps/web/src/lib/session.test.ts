import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireSession, isLoggedIn, onSessionExpired, readSession, saveSession } from './session';
import type { FrameKey } from './strings';

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

describe('a session refused by the server', () => {
  let heard: FrameKey[];
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    saveSession({ authToken: 'token-a', userId: 7, phoneNumber: '9876543210' });
    heard = [];
    stop = onSessionExpired((message) => heard.push(message));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('logs the visitor out and tells them once', () => {
    expect(expireSession('token-a', 'auth.sessionExpired')).toBe(true);
    expect(isLoggedIn()).toBe(false);
    expect(readSession()).toBeNull();
    expect(heard).toEqual(['auth.sessionExpired']);
  });

  it('is announced once when several calls fail together', () => {
    expireSession('token-a', 'auth.sessionExpired');
    expireSession('token-a', 'auth.sessionExpired');
    expireSession('token-a', 'profile.sessionExpired');
    expect(heard).toEqual(['auth.sessionExpired']);
  });

  it('carries the message of the call that ended it', () => {
    expireSession('token-a', 'profile.sessionExpired');
    expect(heard).toEqual(['profile.sessionExpired']);
  });

  it('tells the first listener of a session that ended before anyone listened', () => {
    stop();
    expireSession('token-a', 'auth.sessionExpired');
    stop = onSessionExpired((message) => heard.push(message));
    const second: FrameKey[] = [];
    const stopSecond = onSessionExpired((message) => second.push(message));
    stopSecond();
    expect(heard).toEqual(['auth.sessionExpired']);
    expect(second).toEqual([]);
  });

  it('does not end a newer session when an old call is refused late', () => {
    saveSession({ authToken: 'token-b', userId: 7, phoneNumber: '9876543210' });
    expect(expireSession('token-a', 'auth.sessionExpired')).toBe(false);
    expect(readSession()?.authToken).toBe('token-b');
    expect(heard).toEqual([]);
  });
});
