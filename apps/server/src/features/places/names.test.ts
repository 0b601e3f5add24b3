import { describe, expect, it } from 'vitest';
import { cleanDistrict, cleanPlace, cleanState, cleanTaluk, fold } from './names.js';

describe('GeoNames clean-up', () => {
  it.each([
    ['Port Blair H.O', 'Port Blair'],
    ['kongakhul BO', 'Kongakhul'],
    ['Akhodad So', 'Akhodad'],
    ['Smith  Island', 'Smith Island'],
    ['kherkheri Kalan', 'Kherkheri Kalan'],
    ['Bhimasar \uFFFD', 'Bhimasar'],
    ['Tomb of the King', 'Tomb of the King'],
  ])('place %j reads %j', (raw, clean) => {
    expect(cleanPlace(raw)).toBe(clean);
  });

  it('spells states the way they are spelt today', () => {
    expect(cleanState('Chattisgarh')).toBe('Chhattisgarh');
    expect(cleanState('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(cleanState('Karnataka')).toBe('Karnataka');
  });

  it('drops state tags from districts and fixes the names GeoNames gets wrong', () => {
    expect(cleanDistrict('Bilaspur (HP)', 'Himachal Pradesh')).toBe('Bilaspur');
    expect(cleanDistrict('Raigarh(MH)', 'Maharashtra')).toBe('Raigad');
    expect(cleanDistrict('Janjgir-champa', 'Chhattisgarh')).toBe('Janjgir-Champa');
    expect(cleanDistrict('Kaimur (Bhabua)', 'Bihar')).toBe('Kaimur (Bhabua)');
  });

  it('leaves the taluk empty where GeoNames has none', () => {
    expect(cleanTaluk('NA')).toBe('');
    expect(cleanTaluk('Nil')).toBe('');
    expect(cleanTaluk('Amritsar -I')).toBe('Amritsar-I');
  });

  it('folds punctuation and case away for comparison', () => {
    expect(fold('P&T Colony')).toBe(fold('p & t  colony'));
  });
});
