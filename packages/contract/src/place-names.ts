import type { LanguageCode } from './i18n.js';

/**
 * Kannada names of India's states and union territories, and of Karnataka's districts, for the
 * Kannada pages. Addresses keep the names as the postal gazetteer spells them (English): these
 * only change what a Kannada reader sees, and a name typed in Kannada is stored in English.
 */
const STATES_KN: Record<string, string> = {
  'Andaman and Nicobar Islands': 'ಅಂಡಮಾನ್ ಮತ್ತು ನಿಕೋಬಾರ್ ದ್ವೀಪಗಳು',
  'Andhra Pradesh': 'ಆಂಧ್ರ ಪ್ರದೇಶ',
  'Arunachal Pradesh': 'ಅರುಣಾಚಲ ಪ್ರದೇಶ',
  Assam: 'ಅಸ್ಸಾಂ',
  Bihar: 'ಬಿಹಾರ',
  Chandigarh: 'ಚಂಡೀಗಢ',
  Chhattisgarh: 'ಛತ್ತೀಸ್‌ಗಢ',
  'Dadra and Nagar Haveli and Daman and Diu': 'ದಾದ್ರಾ ಮತ್ತು ನಗರ್ ಹವೇಲಿ ಮತ್ತು ದಮನ್ ಮತ್ತು ದಿಯು',
  Delhi: 'ದೆಹಲಿ',
  Goa: 'ಗೋವಾ',
  Gujarat: 'ಗುಜರಾತ್',
  Haryana: 'ಹರಿಯಾಣ',
  'Himachal Pradesh': 'ಹಿಮಾಚಲ ಪ್ರದೇಶ',
  'Jammu and Kashmir': 'ಜಮ್ಮು ಮತ್ತು ಕಾಶ್ಮೀರ',
  Jharkhand: 'ಜಾರ್ಖಂಡ್',
  Karnataka: 'ಕರ್ನಾಟಕ',
  Kerala: 'ಕೇರಳ',
  Ladakh: 'ಲಡಾಖ್',
  Lakshadweep: 'ಲಕ್ಷದ್ವೀಪ',
  'Madhya Pradesh': 'ಮಧ್ಯ ಪ್ರದೇಶ',
  Maharashtra: 'ಮಹಾರಾಷ್ಟ್ರ',
  Manipur: 'ಮಣಿಪುರ',
  Meghalaya: 'ಮೇಘಾಲಯ',
  Mizoram: 'ಮಿಜೋರಾಂ',
  Nagaland: 'ನಾಗಾಲ್ಯಾಂಡ್',
  Odisha: 'ಒಡಿಶಾ',
  Puducherry: 'ಪುದುಚೇರಿ',
  Punjab: 'ಪಂಜಾಬ್',
  Rajasthan: 'ರಾಜಸ್ಥಾನ',
  Sikkim: 'ಸಿಕ್ಕಿಂ',
  'Tamil Nadu': 'ತಮಿಳುನಾಡು',
  Telangana: 'ತೆಲಂಗಾಣ',
  Tripura: 'ತ್ರಿಪುರಾ',
  'Uttar Pradesh': 'ಉತ್ತರ ಪ್ರದೇಶ',
  Uttarakhand: 'ಉತ್ತರಾಖಂಡ',
  'West Bengal': 'ಪಶ್ಚಿಮ ಬಂಗಾಳ',
};

/** Karnataka's 31 districts, by the gazetteer's spelling first, then older spellings a buyer may type. */
const KARNATAKA_DISTRICTS_KN: Record<string, string> = {
  Bagalkot: 'ಬಾಗಲಕೋಟೆ',
  Ballari: 'ಬಳ್ಳಾರಿ',
  'Bangalore Rural': 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
  Belagavi: 'ಬೆಳಗಾವಿ',
  Bengaluru: 'ಬೆಂಗಳೂರು',
  Bidar: 'ಬೀದರ್',
  Chamrajnagar: 'ಚಾಮರಾಜನಗರ',
  Chikkaballapur: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  Chikkamagaluru: 'ಚಿಕ್ಕಮಗಳೂರು',
  Chitradurga: 'ಚಿತ್ರದುರ್ಗ',
  'Dakshina Kannada': 'ದಕ್ಷಿಣ ಕನ್ನಡ',
  Davangere: 'ದಾವಣಗೆರೆ',
  Dharwad: 'ಧಾರವಾಡ',
  Gadag: 'ಗದಗ',
  Hassan: 'ಹಾಸನ',
  Haveri: 'ಹಾವೇರಿ',
  Kalaburagi: 'ಕಲಬುರಗಿ',
  Kodagu: 'ಕೊಡಗು',
  Kolar: 'ಕೋಲಾರ',
  Koppal: 'ಕೊಪ್ಪಳ',
  Mandya: 'ಮಂಡ್ಯ',
  Mysuru: 'ಮೈಸೂರು',
  Raichur: 'ರಾಯಚೂರು',
  Ramanagar: 'ರಾಮನಗರ',
  Shivamogga: 'ಶಿವಮೊಗ್ಗ',
  Tumakuru: 'ತುಮಕೂರು',
  Udupi: 'ಉಡುಪಿ',
  'Uttara Kannada': 'ಉತ್ತರ ಕನ್ನಡ',
  Vijayanagara: 'ವಿಜಯನಗರ',
  Vijayapura: 'ವಿಜಯಪುರ',
  Yadgir: 'ಯಾದಗಿರಿ',
  // Older or other spellings: shown in Kannada too, but never the name a Kannada one is stored as.
  Bangalore: 'ಬೆಂಗಳೂರು',
  'Bangalore Urban': 'ಬೆಂಗಳೂರು ನಗರ',
  'Bengaluru Urban': 'ಬೆಂಗಳೂರು ನಗರ',
  'Bengaluru Rural': 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
  Bellary: 'ಬಳ್ಳಾರಿ',
  Belgaum: 'ಬೆಳಗಾವಿ',
  Bijapur: 'ವಿಜಯಪುರ',
  Chamarajanagar: 'ಚಾಮರಾಜನಗರ',
  Chikmagalur: 'ಚಿಕ್ಕಮಗಳೂರು',
  Davanagere: 'ದಾವಣಗೆರೆ',
  Gulbarga: 'ಕಲಬುರಗಿ',
  Mysore: 'ಮೈಸೂರು',
  Ramanagara: 'ರಾಮನಗರ',
  Shimoga: 'ಶಿವಮೊಗ್ಗ',
  Tumkur: 'ತುಮಕೂರು',
  Yadagiri: 'ಯಾದಗಿರಿ',
};

/** Names are looked up however their case and spacing are written. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function lookup(table: Record<string, string>) {
  const shown = new Map<string, string>();
  // The first English spelling of a Kannada name is the one it is stored as.
  const stored = new Map<string, string>();
  for (const [english, kannada] of Object.entries(table)) {
    shown.set(key(english), kannada);
    if (!stored.has(key(kannada))) stored.set(key(kannada), english);
  }
  return { shown, stored };
}

const states = lookup(STATES_KN);
const karnatakaDistricts = lookup(KARNATAKA_DISTRICTS_KN);
const isKarnataka = (state: string) => key(state) === 'karnataka' || key(state) === key(STATES_KN.Karnataka!);

/** A state's name as a reader of `language` sees it; a name the table does not know stays as it is. */
export function stateNameIn(state: string, language: LanguageCode): string {
  return language === 'kn' ? (states.shown.get(key(state)) ?? state) : state;
}

/** A district's name as a reader of `language` sees it (Karnataka's districts have Kannada names). */
export function districtNameIn(district: string, state: string, language: LanguageCode): string {
  if (language !== 'kn' || !isKarnataka(state)) return district;
  return karnatakaDistricts.shown.get(key(district)) ?? district;
}

/** The name a state is stored as: a Kannada name becomes the gazetteer's English one. */
export function storedStateName(shown: string): string {
  return states.stored.get(key(shown)) ?? shown;
}

/** The name a district of `state` is stored as: a Kannada name of Karnataka's becomes the English one. */
export function storedDistrictName(shown: string, state: string): string {
  return isKarnataka(state) ? (karnatakaDistricts.stored.get(key(shown)) ?? shown) : shown;
}
