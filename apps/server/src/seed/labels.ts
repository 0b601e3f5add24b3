import {
  NO_LABEL,
  NO_LICENCES,
  type BilingualText,
  type ProductLabel,
  type SellerLicences,
  type ToxicityColour,
} from '@krishi/contract';
import type { BrandSeed, Kind, ProductTemplate } from './catalogue-data.js';
import { createRandom } from './random.js';
import type { TemplateAgronomy } from './template-agronomy.js';

/**
 * The label and safety facts of the demo catalogue (issue 21), and its sellers' licences. Each
 * product's numbers come from a generator of its own, seeded by its index, so adding them leaves
 * the rest of the catalogue as it was.
 */

const text = (en: string, kn: string): BilingualText => ({ en, kn });

const PESTICIDE_KINDS: ReadonlySet<Kind> = new Set(['insecticide', 'fungicide', 'herbicide', 'biopesticide']);
const FERTILIZER_KINDS: ReadonlySet<Kind> = new Set(['fertilizer', 'nutrient', 'biofertilizer']);

/** Organophosphates and carbamates: atropine is their antidote. */
const CHOLINESTERASE_INHIBITORS =
  /chlorpyri|profenofos|quinalphos|monocrotophos|dimethoate|acephate|dichlorvos|phorate|triazophos|malathion|carbofuran|carbosulfan|thiodicarb/i;
/** The most toxic ingredients of the catalogue: a red triangle. */
const EXTREMELY_TOXIC = /monocrotophos|phorate|dichlorvos|carbofuran|triazophos/i;

function toxicity(kind: Kind, ingredients: string): ToxicityColour {
  if (kind === 'biopesticide') return 'green';
  if (EXTREMELY_TOXIC.test(ingredients)) return 'red';
  if (kind === 'insecticide') return 'yellow';
  return 'blue';
}

const FIRST_AID = text(
  'Move the person to fresh air, remove soaked clothes and wash the skin with soap and water. Rinse eyes with clean water for 15 minutes. If swallowed, do not make the person vomit; see a doctor at once with this label.',
  'ವ್ಯಕ್ತಿಯನ್ನು ಶುದ್ಧ ಗಾಳಿಗೆ ಕರೆದೊಯ್ಯಿರಿ, ಒದ್ದೆಯಾದ ಬಟ್ಟೆ ತೆಗೆದು ಚರ್ಮವನ್ನು ಸಾಬೂನು ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ. ಕಣ್ಣುಗಳನ್ನು 15 ನಿಮಿಷ ಶುದ್ಧ ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ. ನುಂಗಿದ್ದರೆ ವಾಂತಿ ಮಾಡಿಸಬೇಡಿ; ಈ ಲೇಬಲ್‌ನೊಂದಿಗೆ ತಕ್ಷಣ ವೈದ್ಯರನ್ನು ಕಾಣಿರಿ.',
);
const ATROPINE = text('Atropine sulphate injection, given by a doctor', 'ವೈದ್ಯರು ನೀಡುವ ಅಟ್ರೋಪಿನ್ ಸಲ್ಫೇಟ್ ಚುಚ್ಚುಮದ್ದು');
const NO_ANTIDOTE = text(
  'No specific antidote: the doctor treats the symptoms',
  'ನಿರ್ದಿಷ್ಟ ಪ್ರತಿವಿಷ ಇಲ್ಲ: ವೈದ್ಯರು ಲಕ್ಷಣಗಳಿಗೆ ಚಿಕಿತ್ಸೆ ನೀಡುತ್ತಾರೆ',
);
const GEAR = text(
  'Gloves, face mask, goggles and full-sleeved clothes while mixing and spraying',
  'ಬೆರೆಸುವಾಗ ಮತ್ತು ಸಿಂಪಡಿಸುವಾಗ ಕೈಗವಸು, ಮುಖಗವಸು, ಕನ್ನಡಕ ಮತ್ತು ಪೂರ್ಣ ತೋಳಿನ ಬಟ್ಟೆ',
);
const PRE_HARVEST_DAYS: Partial<Record<Kind, number>> = {
  insecticide: 7,
  fungicide: 10,
  herbicide: 30,
  biopesticide: 0,
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A product's label, from its kind and template; NO_LABEL for a product that is no crop input. */
export function seedLabel(
  index: number,
  kind: Kind,
  template: ProductTemplate,
  agronomy: TemplateAgronomy | undefined,
  today: number,
): ProductLabel {
  const random = createRandom(0x1abe1 + index);
  const ingredients = agronomy?.ingredients ?? [];
  const named = ingredients
    .map((i) => [i.name.en, i.concentration, i.formulation].filter(Boolean).join(' '))
    .join(' + ');
  if (PESTICIDE_KINDS.has(kind)) {
    const first = ingredients[0];
    const registration = `CIR-${random.int(10, 150)},${pad(random.int(0, 999), 3)}/${random.int(2008, 2023)}-${
      first?.name.en ?? template.generic.en
    } (${first?.formulation || 'WP'}) (${random.int(100, 450)})-${random.int(1, 9)}`;
    return {
      ...NO_LABEL,
      pesticide: {
        registrationNumber: registration,
        toxicity: toxicity(kind, named || template.generic.en),
        firstAid: FIRST_AID,
        antidote: CHOLINESTERASE_INHIBITORS.test(named || template.generic.en) ? ATROPINE : NO_ANTIDOTE,
        preHarvestDays: PRE_HARVEST_DAYS[kind] ?? null,
        protectiveGear: GEAR,
      },
    };
  }
  if (FERTILIZER_KINDS.has(kind)) {
    return { ...NO_LABEL, fertilizer: { fcoGrade: named || template.generic.en } };
  }
  if (kind === 'seed') {
    const tested = new Date(today - random.int(20, 200) * 86_400_000);
    const letters = template.generic.en.replace(/[^A-Z]/g, '').slice(0, 2) || 'KV';
    return {
      ...NO_LABEL,
      seed: {
        variety: `${letters}-${random.int(101, 999)}`,
        germinationPercent: random.int(75, 95),
        lot: `${tested.getUTCFullYear() % 100}${pad(random.int(1, 52), 2)}-${pad(random.int(1, 9999), 4)}`,
        testDate: tested.toISOString().slice(0, 10),
      },
    };
  }
  return NO_LABEL;
}

/** The licences of a brand, one for each licensed root it sells in. */
export function seedLicences(position: number, brand: BrandSeed): SellerLicences {
  const random = createRandom(0x11ce + position);
  const words = brand.state.split(' ');
  const state = (words.length > 1 ? words.map((w) => w[0]).join('') : brand.state.slice(0, 2)).toUpperCase();
  const number = (kind: string) => `${kind}/${state}/${random.int(2015, 2024)}/${pad(random.int(1, 9999), 4)}`;
  return {
    ...NO_LICENCES,
    ...(brand.sells.includes('pesticides') ? { pesticide: number('PL') } : {}),
    ...(brand.sells.includes('fertilizers') ? { fertilizer: number('FL') } : {}),
    ...(brand.sells.includes('seeds') ? { seed: number('SL') } : {}),
  };
}
