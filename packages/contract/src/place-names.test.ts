import { describe, expect, it } from 'vitest';
import { districtNameIn, stateNameIn, storedDistrictName, storedStateName } from './place-names.js';

describe('state and district names on Kannada pages', () => {
  it('shows a state in Kannada and keeps it English on English pages', () => {
    expect(stateNameIn('Karnataka', 'kn')).toBe('ಕರ್ನಾಟಕ');
    expect(stateNameIn('West Bengal', 'kn')).toBe('ಪಶ್ಚಿಮ ಬಂಗಾಳ');
    expect(stateNameIn('Karnataka', 'en')).toBe('Karnataka');
  });

  it("shows Karnataka's districts in Kannada, however their case is written", () => {
    expect(districtNameIn('Dharwad', 'Karnataka', 'kn')).toBe('ಧಾರವಾಡ');
    expect(districtNameIn('dakshina  kannada', 'Karnataka', 'kn')).toBe('ದಕ್ಷಿಣ ಕನ್ನಡ');
  });

  it("leaves another state's district of the same name as it is", () => {
    expect(districtNameIn('Bijapur', 'Chhattisgarh', 'kn')).toBe('Bijapur');
  });

  it('stores a name typed or shown in Kannada as the English one, and any other as typed', () => {
    expect(storedStateName('ಕರ್ನಾಟಕ')).toBe('Karnataka');
    expect(storedDistrictName('ಬೆಂಗಳೂರು', 'Karnataka')).toBe('Bengaluru');
    expect(storedDistrictName('ಮೈಸೂರು', 'Karnataka')).toBe('Mysuru');
    expect(storedStateName('Kerala')).toBe('Kerala');
  });
});
