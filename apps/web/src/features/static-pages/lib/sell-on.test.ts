import { describe, expect, it } from 'vitest';
import { isSellOnPath } from './sell-on';

describe('seller page paths', () => {
  it('takes /sell-on-{anything} in one segment', () => {
    expect(isSellOnPath('/sell-on-krishi-mandi')).toBe(true);
    expect(isSellOnPath('/sell-on-seeds/')).toBe(true);
  });

  it('leaves every other path to the not-found page', () => {
    for (const path of ['/sell-on-', '/sell-on', '/sell-on-x/y', '/about/sell-on-x', '/nothing']) {
      expect(isSellOnPath(path)).toBe(false);
    }
  });
});
