import { describe, expect, it } from 'vitest';
import { dataSaverOn, dataSaverRequested } from './data-saver.js';

describe('data-saver mode', () => {
  it('is off when the browser gives no hint and the farmer has not chosen', () => {
    expect(dataSaverOn(null, undefined)).toBe(false);
    expect(dataSaverOn(null, { saveData: false, effectiveType: '4g' })).toBe(false);
  });

  it('is on when the browser asks to save data', () => {
    expect(dataSaverOn(null, { saveData: true })).toBe(true);
  });

  it('is on when the connection is 2g or slower', () => {
    expect(dataSaverOn(null, { effectiveType: '2g' })).toBe(true);
    expect(dataSaverOn(null, { effectiveType: 'slow-2g' })).toBe(true);
  });

  it('stays off on a 3g connection', () => {
    expect(dataSaverOn(null, { effectiveType: '3g' })).toBe(false);
  });

  it("follows the farmer's choice over the browser's hint", () => {
    expect(dataSaverOn('off', { saveData: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(dataSaverOn('on', { saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it('is asked of the server by the Save-Data header or the cookie, the cookie winning', () => {
    expect(dataSaverRequested(undefined, 'on')).toBe(true);
    expect(dataSaverRequested(undefined, undefined)).toBe(false);
    expect(dataSaverRequested('on', undefined)).toBe(true);
    expect(dataSaverRequested('off', 'on')).toBe(false);
    expect(dataSaverRequested('nonsense', undefined)).toBe(false);
  });
});
