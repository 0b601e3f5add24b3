import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

const base = { DATA_DIR: '/tmp/krishi-env-test' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset', () => {
    expect(loadEnv(base).TRUST_PROXY).toBeUndefined();
  });

  it('takes proxy names, addresses and ranges', () => {
    const value = 'loopback, 10.0.0.5, 192.168.0.0/16, fd00::/8, 10.1.0.0/255.255.0.0';
    expect(loadEnv({ ...base, TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
  });

  it.each(['true', '*', 'nginx.internal', '10.0.0.0/33'])('refuses %s, which names no proxy', (value) => {
    expect(() => loadEnv({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must name the proxy/);
  });
});
