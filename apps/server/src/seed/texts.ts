import type { Kind, Text } from './catalogue-data.js';

/** What a product's texts are made of; every field in both languages. */
export interface TextContext {
  title: Text;
  brand: Text;
  /** The crops, already joined: 'tomato, chilli and okra'. */
  crops: Text;
  use: Text;
  dose: Text;
}

interface KindTexts {
  /** Added to the title of chemicals, so a search for 'insecticide' finds them. */
  noun: Text | null;
  /** Chemicals and inputs get a trade name before the generic name; seeds and tools a model code after it. */
  titleStyle: 'trade' | 'code';
  intro: (c: TextContext) => Text;
  useLabel: Text;
  note: Text;
  howTo: Text;
  features: readonly Text[];
  doseLabel: Text;
  caution: Text;
}

const t = (en: string, kn: string): Text => ({ en, kn });

const CHEMICAL_CAUTION = t(
  'Read the label before use. Wear gloves and a mask while mixing and spraying, do not spray against the wind, and keep away from children, food and animal feed.',
  'ಬಳಸುವ ಮೊದಲು ಲೇಬಲ್ ಓದಿ. ಮಿಶ್ರಣ ಮತ್ತು ಸಿಂಪಡಣೆಯ ಸಮಯದಲ್ಲಿ ಕೈಗವಸು ಮತ್ತು ಮುಖಗವಸು ಧರಿಸಿ, ಗಾಳಿಗೆ ಎದುರಾಗಿ ಸಿಂಪಡಿಸಬೇಡಿ, ಮಕ್ಕಳು, ಆಹಾರ ಮತ್ತು ಪಶು ಆಹಾರದಿಂದ ದೂರವಿಡಿ.',
);
const SPRAY_HOW = t(
  'Mix the measured quantity in a little water first, then fill the tank. Spray evenly on both sides of the leaves in the morning or evening, when there is no rain forecast for six hours.',
  'ಅಳತೆ ಮಾಡಿದ ಪ್ರಮಾಣವನ್ನು ಮೊದಲು ಸ್ವಲ್ಪ ನೀರಿನಲ್ಲಿ ಬೆರೆಸಿ, ನಂತರ ಟ್ಯಾಂಕ್ ತುಂಬಿಸಿ. ಆರು ಗಂಟೆಗಳ ಕಾಲ ಮಳೆಯ ಮುನ್ಸೂಚನೆ ಇಲ್ಲದಾಗ ಬೆಳಿಗ್ಗೆ ಅಥವಾ ಸಂಜೆ ಎಲೆಗಳ ಎರಡೂ ಬದಿಗೆ ಸಮವಾಗಿ ಸಿಂಪಡಿಸಿ.',
);
const EQUIPMENT_CAUTION = t(
  'Read the user manual before first use. Keep the warranty card and the invoice; service parts are available from the brand.',
  'ಮೊದಲ ಬಳಕೆಗೆ ಮುನ್ನ ಬಳಕೆದಾರರ ಕೈಪಿಡಿ ಓದಿ. ವಾರಂಟಿ ಕಾರ್ಡ್ ಮತ್ತು ಬಿಲ್ ಅನ್ನು ಜೋಪಾನವಾಗಿಡಿ; ಬಿಡಿಭಾಗಗಳು ಬ್ರ್ಯಾಂಡ್‌ನಿಂದ ಲಭ್ಯವಿವೆ.',
);
const STORE_DRY = t(
  'Store in a cool, dry place away from direct sunlight. Close the pack tightly after use.',
  'ನೇರ ಬಿಸಿಲು ಬೀಳದ ತಂಪಾದ, ಒಣ ಸ್ಥಳದಲ್ಲಿ ಸಂಗ್ರಹಿಸಿ. ಬಳಕೆಯ ನಂತರ ಪ್ಯಾಕ್ ಅನ್ನು ಬಿಗಿಯಾಗಿ ಮುಚ್ಚಿ.',
);

function chemical(noun: Text, what: Text, useLabel: Text, features: readonly Text[], note: Text): KindTexts {
  return {
    noun,
    titleStyle: 'trade',
    intro: (c) =>
      t(
        `is ${what.en} from ${c.brand.en}, recommended for ${c.crops.en}.`,
        `${c.brand.kn} ಅವರ ${what.kn}ವಾಗಿದ್ದು, ${c.crops.kn} ಬೆಳೆಗಳಿಗೆ ಶಿಫಾರಸು ಮಾಡಲಾಗಿದೆ.`,
      ),
    useLabel,
    note,
    howTo: SPRAY_HOW,
    features,
    doseLabel: t('Dosage', 'ಪ್ರಮಾಣ'),
    caution: CHEMICAL_CAUTION,
  };
}

function equipment(what: Text, features: readonly Text[], howTo: Text, doseLabel: Text): KindTexts {
  return {
    noun: null,
    titleStyle: 'code',
    intro: (c) =>
      t(
        `is ${what.en} made by ${c.brand.en}, used for ${c.crops.en}.`,
        `${c.brand.kn} ತಯಾರಿಸಿದ ${what.kn}ವಾಗಿದ್ದು, ${c.crops.kn} ಇವುಗಳಿಗೆ ಬಳಸಲಾಗುತ್ತದೆ.`,
      ),
    useLabel: t('Made for', 'ಇದಕ್ಕಾಗಿ'),
    note: t(
      'Built from sturdy, UV-stabilised materials for daily use in the field, and backed by the brand’s service network.',
      'ಹೊಲದಲ್ಲಿ ದಿನನಿತ್ಯದ ಬಳಕೆಗಾಗಿ ಗಟ್ಟಿಮುಟ್ಟಾದ, ಬಿಸಿಲು ನಿರೋಧಕ ವಸ್ತುಗಳಿಂದ ತಯಾರಾಗಿದ್ದು, ಬ್ರ್ಯಾಂಡ್‌ನ ಸೇವಾ ಜಾಲದ ಬೆಂಬಲವಿದೆ.',
    ),
    howTo,
    features,
    doseLabel,
    caution: EQUIPMENT_CAUTION,
  };
}

function nutrient(what: Text, features: readonly Text[], howTo: Text, noun: Text | null): KindTexts {
  return {
    noun,
    titleStyle: 'trade',
    intro: (c) =>
      t(
        `is ${what.en} from ${c.brand.en} for ${c.crops.en}.`,
        `${c.brand.kn} ಅವರ ${what.kn}ವಾಗಿದ್ದು, ${c.crops.kn} ಬೆಳೆಗಳಿಗೆ ಸೂಕ್ತವಾಗಿದೆ.`,
      ),
    useLabel: t('Helps with', 'ಪ್ರಯೋಜನ'),
    note: t(
      'Made to the Fertilizer Control Order standard and tested batch by batch.',
      'ರಸಗೊಬ್ಬರ ನಿಯಂತ್ರಣ ಆದೇಶದ ಮಾನದಂಡದಂತೆ ತಯಾರಿಸಿ, ಪ್ರತಿ ಬ್ಯಾಚ್ ಅನ್ನು ಪರೀಕ್ಷಿಸಲಾಗಿದೆ.',
    ),
    howTo,
    features,
    doseLabel: t('Dosage', 'ಪ್ರಮಾಣ'),
    caution: STORE_DRY,
  };
}

export const KIND_TEXTS: Record<Kind, KindTexts> = {
  seed: {
    noun: null,
    titleStyle: 'code',
    intro: (c) =>
      t(
        `from ${c.brand.en} is bred for ${c.crops.en} growers who want uniform plants and a marketable harvest.`,
        `${c.brand.kn} ಅವರಿಂದ, ಏಕರೂಪದ ಗಿಡಗಳು ಮತ್ತು ಮಾರುಕಟ್ಟೆಗೆ ಯೋಗ್ಯ ಫಸಲು ಬಯಸುವ ${c.crops.kn} ಬೆಳೆಗಾರರಿಗಾಗಿ ಅಭಿವೃದ್ಧಿಪಡಿಸಲಾಗಿದೆ.`,
      ),
    useLabel: t('Variety', 'ತಳಿಯ ವಿಶೇಷತೆ'),
    note: t(
      'Every lot is tested for germination and genetic purity and packed in a moisture-proof pouch.',
      'ಪ್ರತಿ ಲಾಟ್ ಅನ್ನು ಮೊಳಕೆ ಪ್ರಮಾಣ ಮತ್ತು ಆನುವಂಶಿಕ ಶುದ್ಧತೆಗಾಗಿ ಪರೀಕ್ಷಿಸಿ, ತೇವಾಂಶ ನಿರೋಧಕ ಪ್ಯಾಕೆಟ್‌ನಲ್ಲಿ ತುಂಬಲಾಗಿದೆ.',
    ),
    howTo: t(
      'Sow in a well-prepared nursery or main field at the start of the season. Keep the soil moist but not waterlogged until the seedlings are established.',
      'ಹಂಗಾಮಿನ ಆರಂಭದಲ್ಲಿ ಚೆನ್ನಾಗಿ ಸಿದ್ಧಪಡಿಸಿದ ನರ್ಸರಿ ಅಥವಾ ಮುಖ್ಯ ಹೊಲದಲ್ಲಿ ಬಿತ್ತನೆ ಮಾಡಿ. ಸಸಿಗಳು ನೆಲೆಗೊಳ್ಳುವವರೆಗೆ ಮಣ್ಣನ್ನು ತೇವವಾಗಿಡಿ, ಆದರೆ ನೀರು ನಿಲ್ಲದಂತೆ ನೋಡಿಕೊಳ್ಳಿ.',
    ),
    features: [
      t('High germination, above 80%', 'ಹೆಚ್ಚಿನ ಮೊಳಕೆ ಪ್ರಮಾಣ, 80%ಕ್ಕಿಂತ ಹೆಚ್ಚು'),
      t('Uniform, vigorous plants', 'ಏಕರೂಪದ, ಚೈತನ್ಯಯುತ ಗಿಡಗಳು'),
      t('Treated seed, ready to sow', 'ಉಪಚರಿಸಿದ ಬೀಜ, ಬಿತ್ತನೆಗೆ ಸಿದ್ಧ'),
    ],
    doseLabel: t('Seed rate', 'ಬೀಜದ ಪ್ರಮಾಣ'),
    caution: t(
      'Treated seed: do not use as food or feed. Store in a cool, dry place.',
      'ಉಪಚರಿಸಿದ ಬೀಜ: ಆಹಾರ ಅಥವಾ ಪಶು ಆಹಾರವಾಗಿ ಬಳಸಬೇಡಿ. ತಂಪಾದ, ಒಣ ಸ್ಥಳದಲ್ಲಿ ಸಂಗ್ರಹಿಸಿ.',
    ),
  },
  fertilizer: nutrient(
    t('a granular fertilizer', 'ಹರಳು ರೂಪದ ರಸಗೊಬ್ಬರ'),
    [
      t('Free-flowing granules that spread evenly', 'ಸಮವಾಗಿ ಹರಡುವ, ಸುಲಭವಾಗಿ ಹರಿಯುವ ಕಣಗಳು'),
      t('Quick to dissolve in moist soil', 'ತೇವವಿರುವ ಮಣ್ಣಿನಲ್ಲಿ ಬೇಗನೆ ಕರಗುತ್ತದೆ'),
      t('Moisture-proof laminated bag', 'ತೇವಾಂಶ ನಿರೋಧಕ ಲ್ಯಾಮಿನೇಟೆಡ್ ಚೀಲ'),
    ],
    t(
      'Apply in furrows or around the plants and cover with soil; irrigate lightly afterwards. Follow a soil test where one is available.',
      'ಸಾಲುಗಳಲ್ಲಿ ಅಥವಾ ಗಿಡಗಳ ಸುತ್ತ ಹಾಕಿ ಮಣ್ಣಿನಿಂದ ಮುಚ್ಚಿ; ನಂತರ ಹಗುರವಾಗಿ ನೀರು ಹಾಯಿಸಿ. ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ವರದಿ ಇದ್ದರೆ ಅದರಂತೆ ಬಳಸಿ.',
    ),
    null,
  ),
  nutrient: nutrient(
    t('a fully water-soluble plant nutrient', 'ಸಂಪೂರ್ಣವಾಗಿ ನೀರಿನಲ್ಲಿ ಕರಗುವ ಸಸ್ಯ ಪೋಷಕಾಂಶ'),
    [
      t('Dissolves completely, safe for drip lines', 'ಸಂಪೂರ್ಣವಾಗಿ ಕರಗುತ್ತದೆ, ಹನಿ ನೀರಾವರಿಗೆ ಸುರಕ್ಷಿತ'),
      t('Fast action through leaves and roots', 'ಎಲೆ ಮತ್ತು ಬೇರುಗಳ ಮೂಲಕ ತ್ವರಿತ ಪರಿಣಾಮ'),
      t('Free of sodium and chloride', 'ಸೋಡಿಯಂ ಮತ್ತು ಕ್ಲೋರೈಡ್ ರಹಿತ'),
    ],
    t(
      'Dissolve in clean water and spray on the leaves, or inject through the drip system. Do not mix with calcium products in the same tank.',
      'ಶುದ್ಧ ನೀರಿನಲ್ಲಿ ಕರಗಿಸಿ ಎಲೆಗಳ ಮೇಲೆ ಸಿಂಪಡಿಸಿ, ಅಥವಾ ಹನಿ ನೀರಾವರಿಯ ಮೂಲಕ ನೀಡಿ. ಒಂದೇ ಟ್ಯಾಂಕ್‌ನಲ್ಲಿ ಕ್ಯಾಲ್ಸಿಯಂ ಉತ್ಪನ್ನಗಳೊಂದಿಗೆ ಬೆರೆಸಬೇಡಿ.',
    ),
    null,
  ),
  biofertilizer: nutrient(
    t('a living bio fertilizer', 'ಜೀವಂತ ಜೈವಿಕ ಗೊಬ್ಬರ'),
    [
      t('High count of live, beneficial microbes', 'ಹೆಚ್ಚಿನ ಸಂಖ್ಯೆಯ ಜೀವಂತ ಉಪಯುಕ್ತ ಸೂಕ್ಷ್ಮಜೀವಿಗಳು'),
      t('Improves soil health season after season', 'ಪ್ರತಿ ಹಂಗಾಮಿನಲ್ಲೂ ಮಣ್ಣಿನ ಆರೋಗ್ಯ ಸುಧಾರಿಸುತ್ತದೆ'),
      t('Safe for people, animals and the environment', 'ಮನುಷ್ಯರು, ಪ್ರಾಣಿಗಳು ಮತ್ತು ಪರಿಸರಕ್ಕೆ ಸುರಕ್ಷಿತ'),
    ],
    t(
      'Mix with well-decomposed farmyard manure and apply to moist soil, or treat the seed just before sowing. Do not mix with chemical fungicides.',
      'ಚೆನ್ನಾಗಿ ಕಳಿತ ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರದೊಂದಿಗೆ ಬೆರೆಸಿ ತೇವವಿರುವ ಮಣ್ಣಿಗೆ ಹಾಕಿ, ಅಥವಾ ಬಿತ್ತನೆಯ ಸ್ವಲ್ಪ ಮೊದಲು ಬೀಜೋಪಚಾರ ಮಾಡಿ. ರಾಸಾಯನಿಕ ಶಿಲೀಂಧ್ರನಾಶಕಗಳೊಂದಿಗೆ ಬೆರೆಸಬೇಡಿ.',
    ),
    t('Bio Fertilizer', 'ಜೈವಿಕ ಗೊಬ್ಬರ'),
  ),
  insecticide: chemical(
    t('Insecticide', 'ಕೀಟನಾಶಕ'),
    t('a fast-acting insecticide', 'ತ್ವರಿತವಾಗಿ ಕಾರ್ಯನಿರ್ವಹಿಸುವ ಕೀಟನಾಶಕ'),
    t('Controls', 'ನಿಯಂತ್ರಿಸುವ ಕೀಟಗಳು'),
    [
      t('Quick knockdown and long residual action', 'ತ್ವರಿತ ಪರಿಣಾಮ ಮತ್ತು ದೀರ್ಘಕಾಲದ ರಕ್ಷಣೆ'),
      t('Rainfast a few hours after spraying', 'ಸಿಂಪಡಿಸಿದ ಕೆಲವು ಗಂಟೆಗಳ ನಂತರ ಮಳೆಗೆ ತೊಳೆಯುವುದಿಲ್ಲ'),
      t('Mixes easily with common fungicides', 'ಸಾಮಾನ್ಯ ಶಿಲೀಂಧ್ರನಾಶಕಗಳೊಂದಿಗೆ ಸುಲಭವಾಗಿ ಬೆರೆಯುತ್ತದೆ'),
    ],
    t(
      'Spray at the first sign of the pest and repeat after 10–15 days if needed. Rotate with insecticides of another group to delay resistance.',
      'ಕೀಟದ ಮೊದಲ ಲಕ್ಷಣ ಕಂಡಾಗ ಸಿಂಪಡಿಸಿ, ಅಗತ್ಯವಿದ್ದರೆ 10–15 ದಿನಗಳ ನಂತರ ಪುನರಾವರ್ತಿಸಿ. ನಿರೋಧಕತೆ ತಡೆಯಲು ಬೇರೆ ಗುಂಪಿನ ಕೀಟನಾಶಕಗಳೊಂದಿಗೆ ಬದಲಾಯಿಸಿ ಬಳಸಿ.',
    ),
  ),
  fungicide: chemical(
    t('Fungicide', 'ಶಿಲೀಂಧ್ರನಾಶಕ'),
    t('a broad-spectrum fungicide', 'ವ್ಯಾಪಕ ಶ್ರೇಣಿಯ ಶಿಲೀಂಧ್ರನಾಶಕ'),
    t('Controls', 'ನಿಯಂತ್ರಿಸುವ ರೋಗಗಳು'),
    [
      t('Protects and cures in one spray', 'ಒಂದೇ ಸಿಂಪಡಣೆಯಲ್ಲಿ ರಕ್ಷಣೆ ಮತ್ತು ಚಿಕಿತ್ಸೆ'),
      t('Keeps leaves green and healthy', 'ಎಲೆಗಳನ್ನು ಹಸಿರಾಗಿ ಮತ್ತು ಆರೋಗ್ಯಕರವಾಗಿಡುತ್ತದೆ'),
      t('Fine particles for even coverage', 'ಸಮನಾದ ಹರಡುವಿಕೆಗೆ ಸೂಕ್ಷ್ಮ ಕಣಗಳು'),
    ],
    t(
      'Start spraying before the disease spreads, when the weather turns humid, and repeat every 10–12 days.',
      'ವಾತಾವರಣ ತೇವವಾದಾಗ, ರೋಗ ಹರಡುವ ಮೊದಲೇ ಸಿಂಪಡಣೆ ಆರಂಭಿಸಿ, ಪ್ರತಿ 10–12 ದಿನಗಳಿಗೊಮ್ಮೆ ಪುನರಾವರ್ತಿಸಿ.',
    ),
  ),
  herbicide: chemical(
    t('Herbicide', 'ಕಳೆನಾಶಕ'),
    t('a dependable herbicide', 'ವಿಶ್ವಾಸಾರ್ಹ ಕಳೆನಾಶಕ'),
    t('Controls', 'ನಿಯಂತ್ರಿಸುವ ಕಳೆಗಳು'),
    [
      t('Saves labour and time spent on hand weeding', 'ಕೈಯಿಂದ ಕಳೆ ತೆಗೆಯುವ ಶ್ರಮ ಮತ್ತು ಸಮಯ ಉಳಿಸುತ್ತದೆ'),
      t('Reaches the roots of the weeds', 'ಕಳೆಗಳ ಬೇರುಗಳವರೆಗೂ ತಲುಪುತ್ತದೆ'),
      t('Clear label dose per acre', 'ಎಕರೆಗೆ ಸ್ಪಷ್ಟ ಲೇಬಲ್ ಪ್ರಮಾಣ'),
    ],
    t(
      'Use a flat-fan nozzle and a separate sprayer kept only for herbicides. Do not let the spray drift onto the crop unless the label allows it.',
      'ಫ್ಲ್ಯಾಟ್-ಫ್ಯಾನ್ ನಳಿಕೆ ಮತ್ತು ಕಳೆನಾಶಕಕ್ಕಾಗಿಯೇ ಮೀಸಲಿಟ್ಟ ಪ್ರತ್ಯೇಕ ಸ್ಪ್ರೇಯರ್ ಬಳಸಿ. ಲೇಬಲ್ ಅನುಮತಿಸದ ಹೊರತು ಸಿಂಪಡಣೆ ಬೆಳೆಯ ಮೇಲೆ ಬೀಳದಂತೆ ನೋಡಿಕೊಳ್ಳಿ.',
    ),
  ),
  growth: nutrient(
    t('a plant growth promoter', 'ಸಸ್ಯ ಬೆಳವಣಿಗೆ ಉತ್ತೇಜಕ'),
    [
      t('Visible results within a week', 'ಒಂದು ವಾರದೊಳಗೆ ಗೋಚರಿಸುವ ಫಲಿತಾಂಶ'),
      t('Helps crops recover from heat and drought stress', 'ಬಿಸಿಲು ಮತ್ತು ಬರದ ಒತ್ತಡದಿಂದ ಬೆಳೆ ಚೇತರಿಸಿಕೊಳ್ಳಲು ನೆರವು'),
      t('Compatible with most sprays', 'ಹೆಚ್ಚಿನ ಸಿಂಪಡಣೆಗಳೊಂದಿಗೆ ಹೊಂದಿಕೊಳ್ಳುತ್ತದೆ'),
    ],
    t(
      'Spray at active growth, before flowering and after fruit set, in the cool hours of the day.',
      'ಸಕ್ರಿಯ ಬೆಳವಣಿಗೆಯ ಹಂತದಲ್ಲಿ, ಹೂಬಿಡುವ ಮೊದಲು ಮತ್ತು ಕಾಯಿ ಕಟ್ಟಿದ ನಂತರ ದಿನದ ತಂಪಾದ ಸಮಯದಲ್ಲಿ ಸಿಂಪಡಿಸಿ.',
    ),
    null,
  ),
  irrigation: equipment(
    t('an irrigation product', 'ನೀರಾವರಿ ಉತ್ಪನ್ನ'),
    [
      t('Saves water, fertilizer and labour', 'ನೀರು, ಗೊಬ್ಬರ ಮತ್ತು ಕೂಲಿ ಉಳಿತಾಯ'),
      t('UV-stabilised for years in the sun', 'ವರ್ಷಗಳ ಕಾಲ ಬಿಸಿಲಿಗೆ ತಡೆದುಕೊಳ್ಳುವ ಯುವಿ ಸ್ಥಿರೀಕೃತ'),
      t('Fits standard Indian fittings', 'ಸಾಮಾನ್ಯ ಭಾರತೀಯ ಫಿಟ್ಟಿಂಗ್‌ಗಳಿಗೆ ಹೊಂದುತ್ತದೆ'),
    ],
    t(
      'Lay out along the rows, connect to a filtered main line and flush the lines before first use. Flush again every month.',
      'ಸಾಲುಗಳ ಉದ್ದಕ್ಕೂ ಹರಡಿ, ಫಿಲ್ಟರ್ ಇರುವ ಮುಖ್ಯ ಪೈಪ್‌ಗೆ ಜೋಡಿಸಿ ಮತ್ತು ಮೊದಲ ಬಳಕೆಗೆ ಮುನ್ನ ಪೈಪ್‌ಗಳನ್ನು ತೊಳೆಯಿರಿ. ಪ್ರತಿ ತಿಂಗಳು ಮತ್ತೆ ತೊಳೆಯಿರಿ.',
    ),
    t('Usage', 'ಬಳಕೆ'),
  ),
  pump: equipment(
    t('a water pump', 'ನೀರೆತ್ತುವ ಯಂತ್ರ'),
    [
      t('Copper winding for long life', 'ದೀರ್ಘ ಬಾಳಿಕೆಗೆ ತಾಮ್ರದ ವೈಂಡಿಂಗ್'),
      t('Works on low voltage', 'ಕಡಿಮೆ ವೋಲ್ಟೇಜ್‌ನಲ್ಲೂ ಕಾರ್ಯನಿರ್ವಹಿಸುತ್ತದೆ'),
      t('One year warranty', 'ಒಂದು ವರ್ಷದ ವಾರಂಟಿ'),
    ],
    t(
      'Install on a level base close to the water source, use a foot valve on the suction pipe and a starter of the right rating.',
      'ನೀರಿನ ಮೂಲದ ಹತ್ತಿರ ಸಮತಟ್ಟಾದ ತಳದ ಮೇಲೆ ಅಳವಡಿಸಿ, ಸಕ್ಷನ್ ಪೈಪ್‌ಗೆ ಫುಟ್ ವಾಲ್ವ್ ಮತ್ತು ಸರಿಯಾದ ಸಾಮರ್ಥ್ಯದ ಸ್ಟಾರ್ಟರ್ ಬಳಸಿ.',
    ),
    t('Capacity', 'ಸಾಮರ್ಥ್ಯ'),
  ),
  sprayer: equipment(
    t('a crop sprayer', 'ಬೆಳೆ ಸಿಂಪಡಣಾ ಯಂತ್ರ'),
    [
      t('Comfortable padded straps', 'ಆರಾಮದಾಯಕ ಮೆತ್ತನೆಯ ಪಟ್ಟಿಗಳು'),
      t('Brass and adjustable nozzles included', 'ಹಿತ್ತಾಳೆ ಮತ್ತು ಹೊಂದಾಣಿಕೆ ಮಾಡಬಹುದಾದ ನಳಿಕೆಗಳು ಸೇರಿವೆ'),
      t('Leak-proof tank with a wide mouth', 'ಅಗಲ ಬಾಯಿಯ ಸೋರಿಕೆ ರಹಿತ ಟ್ಯಾಂಕ್'),
    ],
    t(
      'Filter the spray solution while filling, keep a steady walking pace and wash the tank and nozzles with clean water after every use.',
      'ತುಂಬುವಾಗ ದ್ರಾವಣವನ್ನು ಸೋಸಿ, ಸ್ಥಿರ ವೇಗದಲ್ಲಿ ನಡೆಯಿರಿ ಮತ್ತು ಪ್ರತಿ ಬಳಕೆಯ ನಂತರ ಟ್ಯಾಂಕ್ ಹಾಗೂ ನಳಿಕೆಗಳನ್ನು ಶುದ್ಧ ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ.',
    ),
    t('Coverage', 'ವ್ಯಾಪ್ತಿ'),
  ),
  handtool: equipment(
    t('a hand tool', 'ಕೈ ಉಪಕರಣ'),
    [
      t('Hardened, rust-protected steel', 'ಗಟ್ಟಿಗೊಳಿಸಿದ, ತುಕ್ಕು ನಿರೋಧಕ ಉಕ್ಕು'),
      t('Comfortable grip for long hours', 'ದೀರ್ಘ ಸಮಯದ ಕೆಲಸಕ್ಕೆ ಆರಾಮದಾಯಕ ಹಿಡಿತ'),
      t('Light and well balanced', 'ಹಗುರ ಮತ್ತು ಸಮತೋಲಿತ'),
    ],
    t(
      'Clean off soil and sap after work and keep the edge sharp with a file.',
      'ಕೆಲಸದ ನಂತರ ಮಣ್ಣು ಮತ್ತು ರಸವನ್ನು ಒರೆಸಿ, ಅರದಿಂದ ಅಂಚನ್ನು ಹರಿತವಾಗಿಡಿ.',
    ),
    t('Care', 'ನಿರ್ವಹಣೆ'),
  ),
  machine: equipment(
    t('a farm machine', 'ಕೃಷಿ ಯಂತ್ರ'),
    [
      t('Easy start and low fuel use', 'ಸುಲಭ ಆರಂಭ ಮತ್ತು ಕಡಿಮೆ ಇಂಧನ ಬಳಕೆ'),
      t('Anti-vibration handles', 'ಕಂಪನ ತಡೆಯುವ ಹಿಡಿಕೆಗಳು'),
      t('Tool kit and user manual included', 'ಉಪಕರಣ ಕಿಟ್ ಮತ್ತು ಬಳಕೆದಾರರ ಕೈಪಿಡಿ ಸೇರಿದೆ'),
    ],
    t(
      'Check the oil and fuel before every start, run the engine for a minute before loading it, and service it every 50 hours.',
      'ಪ್ರತಿ ಬಾರಿ ಆರಂಭಿಸುವ ಮೊದಲು ಎಣ್ಣೆ ಮತ್ತು ಇಂಧನ ಪರಿಶೀಲಿಸಿ, ಕೆಲಸ ಕೊಡುವ ಮೊದಲು ಒಂದು ನಿಮಿಷ ಎಂಜಿನ್ ಚಾಲನೆ ಮಾಡಿ, ಪ್ರತಿ 50 ಗಂಟೆಗಳಿಗೊಮ್ಮೆ ಸರ್ವಿಸ್ ಮಾಡಿಸಿ.',
    ),
    t('Output', 'ಕಾರ್ಯಕ್ಷಮತೆ'),
  ),
  feed: {
    noun: null,
    titleStyle: 'trade',
    intro: (c) =>
      t(
        `is a balanced feed from ${c.brand.en} for ${c.crops.en}.`,
        `${c.brand.kn} ಅವರ ಸಮತೋಲಿತ ಆಹಾರವಾಗಿದ್ದು, ${c.crops.kn} ಇವುಗಳಿಗೆ ಸೂಕ್ತವಾಗಿದೆ.`,
      ),
    useLabel: t('Helps with', 'ಪ್ರಯೋಜನ'),
    note: t(
      'Made from grains, oil cakes, minerals and vitamins in a hygienic, automated plant.',
      'ಧಾನ್ಯಗಳು, ಹಿಂಡಿ, ಖನಿಜಗಳು ಮತ್ತು ಜೀವಸತ್ವಗಳಿಂದ ಸ್ವಚ್ಛ ಸ್ವಯಂಚಾಲಿತ ಘಟಕದಲ್ಲಿ ತಯಾರಿಸಲಾಗಿದೆ.',
    ),
    howTo: t(
      'Introduce gradually over a week, mixed with the old feed. Always give clean drinking water and green fodder.',
      'ಒಂದು ವಾರದಲ್ಲಿ ಹಳೆಯ ಆಹಾರದೊಂದಿಗೆ ಬೆರೆಸಿ ಕ್ರಮೇಣ ಪರಿಚಯಿಸಿ. ಯಾವಾಗಲೂ ಶುದ್ಧ ಕುಡಿಯುವ ನೀರು ಮತ್ತು ಹಸಿರು ಮೇವು ನೀಡಿ.',
    ),
    features: [
      t('High protein and energy', 'ಹೆಚ್ಚಿನ ಪ್ರೋಟೀನ್ ಮತ್ತು ಶಕ್ತಿ'),
      t('Added minerals and vitamins', 'ಸೇರಿಸಿದ ಖನಿಜಗಳು ಮತ್ತು ಜೀವಸತ್ವಗಳು'),
      t('No urea and no animal protein', 'ಯೂರಿಯಾ ಮತ್ತು ಪ್ರಾಣಿಜನ್ಯ ಪ್ರೋಟೀನ್ ಇಲ್ಲ'),
    ],
    doseLabel: t('Feeding', 'ಆಹಾರದ ಪ್ರಮಾಣ'),
    caution: STORE_DRY,
  },
  supplement: {
    noun: null,
    titleStyle: 'trade',
    intro: (c) =>
      t(
        `is a health supplement from ${c.brand.en} for ${c.crops.en}.`,
        `${c.brand.kn} ಅವರ ಆರೋಗ್ಯ ಪೂರಕವಾಗಿದ್ದು, ${c.crops.kn} ಇವುಗಳಿಗೆ ಸೂಕ್ತವಾಗಿದೆ.`,
      ),
    useLabel: t('Helps with', 'ಪ್ರಯೋಜನ'),
    note: t(
      'Formulated with veterinarians and tested for purity.',
      'ಪಶುವೈದ್ಯರೊಂದಿಗೆ ಸೇರಿ ರೂಪಿಸಲಾಗಿದ್ದು, ಶುದ್ಧತೆಗಾಗಿ ಪರೀಕ್ಷಿಸಲಾಗಿದೆ.',
    ),
    howTo: t(
      'Give daily with feed or drinking water. Consult your veterinarian for sick or pregnant animals.',
      'ಪ್ರತಿದಿನ ಆಹಾರ ಅಥವಾ ಕುಡಿಯುವ ನೀರಿನೊಂದಿಗೆ ನೀಡಿ. ಅನಾರೋಗ್ಯ ಅಥವಾ ಗರ್ಭಿಣಿ ಪ್ರಾಣಿಗಳಿಗೆ ಪಶುವೈದ್ಯರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
    ),
    features: [
      t('Easy to mix and palatable', 'ಸುಲಭವಾಗಿ ಬೆರೆಯುತ್ತದೆ, ರುಚಿಕರ'),
      t('Chelated minerals for better absorption', 'ಉತ್ತಮ ಹೀರುವಿಕೆಗೆ ಚಿಲೇಟೆಡ್ ಖನಿಜಗಳು'),
      t('Safe for daily use', 'ದಿನನಿತ್ಯದ ಬಳಕೆಗೆ ಸುರಕ್ಷಿತ'),
    ],
    doseLabel: t('Dosage', 'ಪ್ರಮಾಣ'),
    caution: t('For animal use only. Keep out of reach of children.', 'ಪ್ರಾಣಿಗಳ ಬಳಕೆಗೆ ಮಾತ್ರ. ಮಕ್ಕಳ ಕೈಗೆ ಸಿಗದಂತೆ ಇಡಿ.'),
  },
  dairy: equipment(
    t('a dairy farm product', 'ಹೈನುಗಾರಿಕೆ ಉತ್ಪನ್ನ'),
    [
      t('Food-grade, easy-to-clean materials', 'ಆಹಾರ ದರ್ಜೆಯ, ಸುಲಭವಾಗಿ ತೊಳೆಯಬಹುದಾದ ವಸ್ತುಗಳು'),
      t('Built for daily use on the farm', 'ಹೈನುಗಾರಿಕೆಯಲ್ಲಿ ದಿನನಿತ್ಯದ ಬಳಕೆಗೆ'),
      t('Spare parts available', 'ಬಿಡಿಭಾಗಗಳು ಲಭ್ಯ'),
    ],
    t(
      'Clean and dry after every use; keep milk contact parts away from chemicals.',
      'ಪ್ರತಿ ಬಳಕೆಯ ನಂತರ ತೊಳೆದು ಒಣಗಿಸಿ; ಹಾಲು ತಾಗುವ ಭಾಗಗಳನ್ನು ರಾಸಾಯನಿಕಗಳಿಂದ ದೂರವಿಡಿ.',
    ),
    t('Usage', 'ಬಳಕೆ'),
  ),
  manure: nutrient(
    t('an organic manure', 'ಸಾವಯವ ಗೊಬ್ಬರ'),
    [
      t('Rich in organic carbon', 'ಸಾವಯವ ಇಂಗಾಲದಲ್ಲಿ ಸಮೃದ್ಧ'),
      t('Feeds earthworms and soil microbes', 'ಎರೆಹುಳು ಮತ್ತು ಮಣ್ಣಿನ ಸೂಕ್ಷ್ಮಜೀವಿಗಳಿಗೆ ಆಹಾರ'),
      t('Suitable for certified organic farming', 'ಪ್ರಮಾಣೀಕೃತ ಸಾವಯವ ಕೃಷಿಗೆ ಸೂಕ್ತ'),
    ],
    t(
      'Mix into the soil at land preparation or apply around the plants and water well.',
      'ಭೂಮಿ ಸಿದ್ಧತೆಯ ಸಮಯದಲ್ಲಿ ಮಣ್ಣಿಗೆ ಬೆರೆಸಿ ಅಥವಾ ಗಿಡಗಳ ಸುತ್ತ ಹಾಕಿ ಚೆನ್ನಾಗಿ ನೀರು ಹಾಯಿಸಿ.',
    ),
    null,
  ),
  biopesticide: {
    ...chemical(
      t('Bio Pesticide', 'ಜೈವಿಕ ಕೀಟನಾಶಕ'),
      t('a natural crop protection product', 'ನೈಸರ್ಗಿಕ ಬೆಳೆ ಸಂರಕ್ಷಣಾ ಉತ್ಪನ್ನ'),
      t('Works against', 'ಇವುಗಳ ವಿರುದ್ಧ ಪರಿಣಾಮಕಾರಿ'),
      [
        t('No residue on the harvest', 'ಫಸಲಿನಲ್ಲಿ ಯಾವುದೇ ಶೇಷವಿಲ್ಲ'),
        t('Safe for bees and natural enemies', 'ಜೇನುನೊಣಗಳು ಮತ್ತು ಮಿತ್ರ ಕೀಟಗಳಿಗೆ ಸುರಕ್ಷಿತ'),
        t('Allowed in organic farming', 'ಸಾವಯವ ಕೃಷಿಯಲ್ಲಿ ಬಳಸಲು ಅನುಮತಿ ಇದೆ'),
      ],
      t(
        'Works best as a preventive, from the early stage of the crop, in the evening hours.',
        'ಬೆಳೆಯ ಆರಂಭಿಕ ಹಂತದಿಂದ, ಸಂಜೆಯ ವೇಳೆ, ಮುನ್ನೆಚ್ಚರಿಕೆಯಾಗಿ ಬಳಸಿದಾಗ ಉತ್ತಮ ಫಲಿತಾಂಶ.',
      ),
    ),
    caution: STORE_DRY,
  },
  garden: equipment(
    t('a gardening essential', 'ತೋಟಗಾರಿಕೆಯ ಅಗತ್ಯ ವಸ್ತು'),
    [
      t('Good for terraces, balconies and nurseries', 'ತಾರಸಿ, ಬಾಲ್ಕನಿ ಮತ್ತು ನರ್ಸರಿಗಳಿಗೆ ಸೂಕ್ತ'),
      t('Light and reusable', 'ಹಗುರ ಮತ್ತು ಮರುಬಳಕೆ ಮಾಡಬಹುದಾದ'),
      t('Tested for outdoor use', 'ಹೊರಾಂಗಣ ಬಳಕೆಗೆ ಪರೀಕ್ಷಿಸಲಾಗಿದೆ'),
    ],
    t(
      'Place where the plants get at least four hours of sunlight and water when the top inch of soil is dry.',
      'ಗಿಡಗಳಿಗೆ ಕನಿಷ್ಠ ನಾಲ್ಕು ಗಂಟೆ ಬಿಸಿಲು ಸಿಗುವಲ್ಲಿ ಇಡಿ, ಮೇಲಿನ ಒಂದು ಇಂಚು ಮಣ್ಣು ಒಣಗಿದಾಗ ನೀರು ಹಾಕಿ.',
    ),
    t('Usage', 'ಬಳಕೆ'),
  ),
};

/** Kinds whose 'crops' are animals: feeds, supplements and dairy equipment. */
const ANIMAL_KINDS: ReadonlySet<Kind> = new Set(['feed', 'supplement', 'dairy']);

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function both(make: (lang: 'en' | 'kn') => string): Text {
  return { en: make('en'), kn: make('kn') };
}

/** Description, application, features and dosage as the simple rich text the storefront renders. */
export function productTexts(
  kind: Kind,
  c: TextContext,
): Record<'description' | 'application' | 'features' | 'dosage', Text> {
  const k = KIND_TEXTS[kind];
  const intro = k.intro(c);
  const forLabel = ANIMAL_KINDS.has(kind) ? t('Animals', 'ಪ್ರಾಣಿಗಳು') : t('Crops', 'ಬೆಳೆಗಳು');
  return {
    description: both(
      (l) =>
        `<p><strong>${escapeHtml(c.title[l])}</strong> ${escapeHtml(intro[l])}</p>` +
        `<p><strong>${escapeHtml(k.useLabel[l])}:</strong> ${escapeHtml(c.use[l])}.</p>` +
        `<p>${escapeHtml(k.note[l])}</p>`,
    ),
    application: both(
      (l) =>
        `<p>${escapeHtml(k.howTo[l])}</p>` +
        `<ul><li><strong>${escapeHtml(forLabel[l])}:</strong> ${escapeHtml(c.crops[l])}</li>` +
        `<li><strong>${escapeHtml(k.useLabel[l])}:</strong> ${escapeHtml(c.use[l])}</li></ul>`,
    ),
    features: both((l) => `<ul>${k.features.map((f) => `<li>${escapeHtml(f[l])}</li>`).join('')}</ul>`),
    dosage: both(
      (l) =>
        `<p><strong>${escapeHtml(k.doseLabel[l])}:</strong> ${escapeHtml(c.dose[l])}</p>` +
        `<p>${escapeHtml(k.caution[l])}</p>`,
    ),
  };
}
