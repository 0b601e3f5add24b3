/**
 * Clean-up of the GeoNames postal gazetteer's spellings, so the forms show tidy names:
 * post-office suffixes, doubled spaces, lower-case initials, '&' for 'and', state qualifiers
 * on district names that are already listed under their state, and old state spellings.
 */

/** GeoNames spells a few states the old way; the forms show today's names. */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

/** Districts whose GeoNames name is wrong for their state, keyed by the cleaned name. */
const DISTRICT_NAMES: Record<string, string> = {
  // Maharashtra's district is Raigad; GeoNames reuses Chhattisgarh's Raigarh with a "(MH)" tag.
  'Maharashtra/Raigarh': 'Raigad',
  'Telangana/K.V.Rangareddy': 'Ranga Reddy',
};

/** "Port Blair H.O", "Akhodad So", "kongakhul BO": the post office's kind is not part of the place. */
const OFFICE_SUFFIX = /\s+[BSH]\.?O\.?$/i;
/** "(BH)", "(CGH)", "(HP)", "(MH)": GeoNames tells same-named districts apart by state. */
const STATE_TAG = /\s*\([A-Z]{2,3}\)$/;
/** Sub-district values that mean "none". */
const NO_VALUE = new Set(['', 'na', 'nil', '.', '-']);
/** Small words that stay lower case when a name is capitalised. */
const SMALL_WORDS = new Set(['and', 'of', 'the', 'cum']);

/**
 * Printable ASCII only (one row carries a stray encoding error), single spaces, and every
 * word starting with a capital unless it is a small joining word.
 */
function tidy(text: string): string {
  return text
    .replace(/[^\x20-\x7e]|\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim()
    .replace(/(^|[\s-])([a-z])([a-z]*)/g, (match, lead: string, first: string, rest: string) =>
      lead !== '' && SMALL_WORDS.has(first + rest) ? match : lead + first.toUpperCase() + rest,
    );
}

export function cleanState(raw: string): string {
  const name = tidy(raw);
  return STATE_NAMES[name] ?? name.replace(/ & /g, ' and ');
}

export function cleanDistrict(raw: string, state: string): string {
  const name = tidy(raw.replace(STATE_TAG, '')).replace(/ & /g, ' and ');
  return DISTRICT_NAMES[`${state}/${name}`] ?? name;
}

/** The taluk (sub-district), or '' when GeoNames has none. */
export function cleanTaluk(raw: string): string {
  return NO_VALUE.has(raw.trim().toLowerCase()) ? '' : tidy(raw);
}

export function cleanPlace(raw: string): string {
  return tidy(raw.replace(OFFICE_SUFFIX, ''));
}

/**
 * The form names are compared in: lower case letters and digits, every other run of
 * characters one space. "P&T Colony" and "p & t colony" fold alike.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
