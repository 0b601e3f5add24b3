import type { LocalizedText } from '@krishi/contract';

/** What a product is, for its texts and for the shape of its drawn pack. */
export type Kind =
  | 'seed'
  | 'fertilizer'
  | 'nutrient'
  | 'biofertilizer'
  | 'insecticide'
  | 'fungicide'
  | 'herbicide'
  | 'growth'
  | 'irrigation'
  | 'pump'
  | 'sprayer'
  | 'handtool'
  | 'machine'
  | 'feed'
  | 'supplement'
  | 'dairy'
  | 'manure'
  | 'biopesticide'
  | 'garden';

export type Text = Required<LocalizedText>;

/** Pack sizes are written 'quantity unit@rupees' ('500 ml@190', '25 kg@720', 'pack of 10@290'). */
export type PackSpec = string | EquipmentPack;

/** A machine or tool: its own label, shipping weight and box size. */
export interface EquipmentPack {
  label: Text;
  rupees: number;
  weightKg: number;
  /** Length, width, height in cm. */
  dims: readonly [number, number, number];
}

export interface ProductTemplate {
  generic: Text;
  crops: readonly string[];
  /** Target pests or weeds, the trait of a variety, or what a tool is for. */
  use: Text;
  dose: Text;
  packs: readonly PackSpec[];
}

export interface LeafCategory {
  slug: string;
  name: Text;
  kind: Kind;
  products: readonly ProductTemplate[];
}

export interface RootCategory {
  slug: string;
  name: Text;
  children: readonly LeafCategory[];
}

export const CROPS: Record<string, Text> = {
  tomato: { en: 'tomato', kn: 'ಟೊಮೆಟೊ' },
  chilli: { en: 'chilli', kn: 'ಮೆಣಸಿನಕಾಯಿ' },
  brinjal: { en: 'brinjal', kn: 'ಬದನೆ' },
  okra: { en: 'okra', kn: 'ಬೆಂಡೆ' },
  cabbage: { en: 'cabbage', kn: 'ಎಲೆಕೋಸು' },
  cauliflower: { en: 'cauliflower', kn: 'ಹೂಕೋಸು' },
  cucumber: { en: 'cucumber', kn: 'ಸೌತೆಕಾಯಿ' },
  watermelon: { en: 'watermelon', kn: 'ಕಲ್ಲಂಗಡಿ' },
  muskmelon: { en: 'muskmelon', kn: 'ಕರಬೂಜ' },
  'bitter-gourd': { en: 'bitter gourd', kn: 'ಹಾಗಲಕಾಯಿ' },
  'bottle-gourd': { en: 'bottle gourd', kn: 'ಸೋರೆಕಾಯಿ' },
  beans: { en: 'beans', kn: 'ಹುರುಳಿಕಾಯಿ' },
  onion: { en: 'onion', kn: 'ಈರುಳ್ಳಿ' },
  potato: { en: 'potato', kn: 'ಆಲೂಗಡ್ಡೆ' },
  coriander: { en: 'coriander', kn: 'ಕೊತ್ತಂಬರಿ' },
  paddy: { en: 'paddy', kn: 'ಭತ್ತ' },
  maize: { en: 'maize', kn: 'ಮೆಕ್ಕೆಜೋಳ' },
  cotton: { en: 'cotton', kn: 'ಹತ್ತಿ' },
  sugarcane: { en: 'sugarcane', kn: 'ಕಬ್ಬು' },
  groundnut: { en: 'groundnut', kn: 'ಶೇಂಗಾ' },
  ragi: { en: 'ragi', kn: 'ರಾಗಿ' },
  jowar: { en: 'jowar', kn: 'ಜೋಳ' },
  wheat: { en: 'wheat', kn: 'ಗೋಧಿ' },
  soybean: { en: 'soybean', kn: 'ಸೋಯಾಬೀನ್' },
  redgram: { en: 'red gram', kn: 'ತೊಗರಿ' },
  sunflower: { en: 'sunflower', kn: 'ಸೂರ್ಯಕಾಂತಿ' },
  grapes: { en: 'grapes', kn: 'ದ್ರಾಕ್ಷಿ' },
  pomegranate: { en: 'pomegranate', kn: 'ದಾಳಿಂಬೆ' },
  banana: { en: 'banana', kn: 'ಬಾಳೆ' },
  mango: { en: 'mango', kn: 'ಮಾವು' },
  papaya: { en: 'papaya', kn: 'ಪಪ್ಪಾಯಿ' },
  coconut: { en: 'coconut', kn: 'ತೆಂಗು' },
  arecanut: { en: 'arecanut', kn: 'ಅಡಿಕೆ' },
  coffee: { en: 'coffee', kn: 'ಕಾಫಿ' },
  tea: { en: 'tea', kn: 'ಚಹಾ' },
  marigold: { en: 'marigold', kn: 'ಚೆಂಡು ಹೂ' },
  flowers: { en: 'flowers', kn: 'ಹೂವಿನ ಬೆಳೆಗಳು' },
  vegetables: { en: 'vegetables', kn: 'ತರಕಾರಿಗಳು' },
  fodder: { en: 'fodder', kn: 'ಮೇವು' },
  cattle: { en: 'cattle', kn: 'ದನಕರುಗಳು' },
  buffalo: { en: 'buffalo', kn: 'ಎಮ್ಮೆ' },
  goat: { en: 'goat', kn: 'ಮೇಕೆ' },
  poultry: { en: 'poultry', kn: 'ಕೋಳಿ' },
  fish: { en: 'fish', kn: 'ಮೀನು' },
};

const VEG = ['tomato', 'chilli', 'brinjal', 'okra', 'cabbage', 'cucumber', 'onion'];
const FIELD = ['paddy', 'maize', 'cotton', 'sugarcane', 'groundnut', 'wheat', 'soybean'];
const FRUIT = ['grapes', 'pomegranate', 'banana', 'mango'];
const PLANTATION = ['coconut', 'arecanut', 'coffee', 'banana'];
const LIVESTOCK = ['cattle', 'buffalo'];

function t(en: string, kn: string): Text {
  return { en, kn };
}

function tp(generic: Text, crops: readonly string[], use: Text, dose: Text, packs: readonly PackSpec[]) {
  return { generic, crops, use, dose, packs } satisfies ProductTemplate;
}

function eq(label: Text, rupees: number, weightKg: number, dims: readonly [number, number, number]): EquipmentPack {
  return { label, rupees, weightKg, dims };
}

export const CATEGORIES: readonly RootCategory[] = [
  {
    slug: 'seeds',
    name: t('Seeds', 'ಬೀಜಗಳು'),
    children: [
      {
        slug: 'vegetable-seeds',
        name: t('Vegetable Seeds', 'ತರಕಾರಿ ಬೀಜಗಳು'),
        kind: 'seed',
        products: [
          tp(
            t('Hybrid Tomato Seeds', 'ಹೈಬ್ರಿಡ್ ಟೊಮೆಟೊ ಬೀಜಗಳು'),
            ['tomato'],
            t(
              'Firm, deep red fruits of 80–90 g that travel well; tolerant to leaf curl virus',
              'ಸಾಗಣೆಗೆ ಸೂಕ್ತವಾದ 80–90 ಗ್ರಾಂ ತೂಕದ ಗಟ್ಟಿಯಾದ ಗಾಢ ಕೆಂಪು ಹಣ್ಣುಗಳು; ಎಲೆ ಮುದುರು ವೈರಸ್ ಸಹಿಷ್ಣು',
            ),
            t('50–60 g per acre', 'ಎಕರೆಗೆ 50–60 ಗ್ರಾಂ'),
            ['10 g@450', '50 g@2100'],
          ),
          tp(
            t('Hybrid Chilli Seeds', 'ಹೈಬ್ರಿಡ್ ಮೆಣಸಿನಕಾಯಿ ಬೀಜಗಳು'),
            ['chilli'],
            t(
              'Dark green, 9–10 cm pungent fruits; fit for both green and dry chilli markets',
              'ಕಡು ಹಸಿರು, 9–10 ಸೆಂ.ಮೀ ಉದ್ದದ ಖಾರದ ಕಾಯಿಗಳು; ಹಸಿ ಮತ್ತು ಒಣ ಮೆಣಸಿನಕಾಯಿ ಮಾರುಕಟ್ಟೆಗೆ ಸೂಕ್ತ',
            ),
            t('80–100 g per acre', 'ಎಕರೆಗೆ 80–100 ಗ್ರಾಂ'),
            ['10 g@650', '50 g@3100'],
          ),
          tp(
            t('Hybrid Brinjal Seeds', 'ಹೈಬ್ರಿಡ್ ಬದನೆ ಬೀಜಗಳು'),
            ['brinjal'],
            t(
              'Glossy purple oval fruits with green calyx; bears for a long season',
              'ಹಸಿರು ತೊಟ್ಟಿನ ಹೊಳೆಯುವ ನೇರಳೆ ಅಂಡಾಕಾರದ ಕಾಯಿಗಳು; ದೀರ್ಘ ಕಾಲ ಫಸಲು',
            ),
            t('100–120 g per acre', 'ಎಕರೆಗೆ 100–120 ಗ್ರಾಂ'),
            ['10 g@280', '50 g@1250'],
          ),
          tp(
            t('Okra (Bhindi) Seeds', 'ಬೆಂಡೆ ಬೀಜಗಳು'),
            ['okra'],
            t(
              'Tender, five-ridged dark green pods; tolerant to yellow vein mosaic',
              'ಮೃದುವಾದ ಐದು ಅಂಚಿನ ಕಡು ಹಸಿರು ಕಾಯಿಗಳು; ಹಳದಿ ನರ ಮೊಸಾಯಿಕ್ ಸಹಿಷ್ಣು',
            ),
            t('2–2.5 kg per acre', 'ಎಕರೆಗೆ 2–2.5 ಕೆ.ಜಿ'),
            ['250 g@520', '500 g@980'],
          ),
          tp(
            t('Hybrid Cabbage Seeds', 'ಹೈಬ್ರಿಡ್ ಎಲೆಕೋಸು ಬೀಜಗಳು'),
            ['cabbage'],
            t(
              'Compact round heads of 1–1.5 kg, ready in 60–65 days after transplanting',
              'ನಾಟಿ ಮಾಡಿದ 60–65 ದಿನಗಳಲ್ಲಿ ಸಿದ್ಧವಾಗುವ 1–1.5 ಕೆ.ಜಿ ತೂಕದ ಗಟ್ಟಿ ದುಂಡನೆಯ ಗೆಡ್ಡೆಗಳು',
            ),
            t('100–120 g per acre', 'ಎಕರೆಗೆ 100–120 ಗ್ರಾಂ'),
            ['10 g@390', '50 g@1800'],
          ),
          tp(
            t('Hybrid Cauliflower Seeds', 'ಹೈಬ್ರಿಡ್ ಹೂಕೋಸು ಬೀಜಗಳು'),
            ['cauliflower'],
            t('Snow-white, dome-shaped curds well covered by leaves', 'ಎಲೆಗಳಿಂದ ಚೆನ್ನಾಗಿ ಮುಚ್ಚಿದ ಹಿಮಬಿಳುಪಿನ ಗುಮ್ಮಟಾಕಾರದ ಹೂಗಳು'),
            t('100–120 g per acre', 'ಎಕರೆಗೆ 100–120 ಗ್ರಾಂ'),
            ['10 g@420', '50 g@1950'],
          ),
          tp(
            t('Hybrid Cucumber Seeds', 'ಹೈಬ್ರಿಡ್ ಸೌತೆಕಾಯಿ ಬೀಜಗಳು'),
            ['cucumber'],
            t(
              'Straight, crisp green fruits of 20–22 cm; first picking in 40 days',
              'ನೇರವಾದ, ಗರಿಗರಿಯಾದ 20–22 ಸೆಂ.ಮೀ ಹಸಿರು ಕಾಯಿಗಳು; 40 ದಿನಗಳಲ್ಲಿ ಮೊದಲ ಕೊಯ್ಲು',
            ),
            t('300–400 g per acre', 'ಎಕರೆಗೆ 300–400 ಗ್ರಾಂ'),
            ['10 g@520', '50 g@2400'],
          ),
          tp(
            t('Hybrid Watermelon Seeds', 'ಹೈಬ್ರಿಡ್ ಕಲ್ಲಂಗಡಿ ಬೀಜಗಳು'),
            ['watermelon'],
            t('Oval fruits of 6–8 kg with sweet, deep red flesh', 'ಸಿಹಿಯಾದ ಗಾಢ ಕೆಂಪು ತಿರುಳಿನ 6–8 ಕೆ.ಜಿ ತೂಕದ ಅಂಡಾಕಾರದ ಹಣ್ಣುಗಳು'),
            t('300–350 g per acre', 'ಎಕರೆಗೆ 300–350 ಗ್ರಾಂ'),
            ['50 g@1450', '100 g@2750'],
          ),
          tp(
            t('Bitter Gourd Seeds', 'ಹಾಗಲಕಾಯಿ ಬೀಜಗಳು'),
            ['bitter-gourd'],
            t(
              'Spiny, dark green fruits of 25–30 cm with good keeping quality',
              'ಹೆಚ್ಚು ದಿನ ಉಳಿಯುವ 25–30 ಸೆಂ.ಮೀ ಉದ್ದದ ಮುಳ್ಳಿನ ಕಡು ಹಸಿರು ಕಾಯಿಗಳು',
            ),
            t('600–800 g per acre', 'ಎಕರೆಗೆ 600–800 ಗ್ರಾಂ'),
            ['50 g@480', '250 g@2200'],
          ),
          tp(
            t('Bottle Gourd Seeds', 'ಸೋರೆಕಾಯಿ ಬೀಜಗಳು'),
            ['bottle-gourd'],
            t('Cylindrical, light green fruits of 35–40 cm', '35–40 ಸೆಂ.ಮೀ ಉದ್ದದ ಸಿಲಿಂಡರ್ ಆಕಾರದ ತಿಳಿ ಹಸಿರು ಕಾಯಿಗಳು'),
            t('800 g–1 kg per acre', 'ಎಕರೆಗೆ 800 ಗ್ರಾಂ–1 ಕೆ.ಜಿ'),
            ['50 g@260', '250 g@1150'],
          ),
          tp(
            t('Coriander Seeds', 'ಕೊತ್ತಂಬರಿ ಬೀಜಗಳು'),
            ['coriander'],
            t(
              'Bushy, aromatic leaves and slow bolting for repeated cuttings',
              'ಪೊದೆಯಂತೆ ಬೆಳೆಯುವ ಸುವಾಸನೆಯ ಎಲೆಗಳು; ತಡವಾಗಿ ಹೂ ಬಿಡುವುದರಿಂದ ಹಲವು ಬಾರಿ ಕೊಯ್ಲು',
            ),
            t('8–10 kg per acre', 'ಎಕರೆಗೆ 8–10 ಕೆ.ಜಿ'),
            ['500 g@180', '1 kg@340'],
          ),
          tp(
            t('Onion Seeds', 'ಈರುಳ್ಳಿ ಬೀಜಗಳು'),
            ['onion'],
            t(
              'Dark red, globe-shaped bulbs that store well for months',
              'ತಿಂಗಳುಗಟ್ಟಲೆ ಸಂಗ್ರಹಿಸಬಹುದಾದ ಗಾಢ ಕೆಂಪು ದುಂಡನೆಯ ಗೆಡ್ಡೆಗಳು',
            ),
            t('3–4 kg per acre', 'ಎಕರೆಗೆ 3–4 ಕೆ.ಜಿ'),
            ['250 g@850', '500 g@1600'],
          ),
          tp(
            t('French Beans Seeds', 'ಬೀನ್ಸ್ ಬೀಜಗಳು'),
            ['beans'],
            t('Stringless, round, tender pods on bushy plants', 'ಪೊದೆ ಗಿಡಗಳಲ್ಲಿ ನಾರಿಲ್ಲದ ದುಂಡನೆಯ ಮೃದು ಕಾಯಿಗಳು'),
            t('25–30 kg per acre', 'ಎಕರೆಗೆ 25–30 ಕೆ.ಜಿ'),
            ['500 g@340', '1 kg@650'],
          ),
        ],
      },
      {
        slug: 'field-crop-seeds',
        name: t('Field Crop Seeds', 'ಹೊಲದ ಬೆಳೆ ಬೀಜಗಳು'),
        kind: 'seed',
        products: [
          tp(
            t('Hybrid Maize Seeds', 'ಹೈಬ್ರಿಡ್ ಮೆಕ್ಕೆಜೋಳ ಬೀಜಗಳು'),
            ['maize'],
            t(
              'Long cobs with 16–18 rows of bold orange grains; strong stalk against lodging',
              '16–18 ಸಾಲು ದಪ್ಪ ಕಿತ್ತಳೆ ಕಾಳುಗಳ ಉದ್ದನೆಯ ತೆನೆ; ಬೀಳದಂತೆ ಗಟ್ಟಿ ಕಾಂಡ',
            ),
            t('8 kg per acre', 'ಎಕರೆಗೆ 8 ಕೆ.ಜಿ'),
            ['4 kg@1450', '5 kg@1790'],
          ),
          tp(
            t('Paddy Seeds', 'ಭತ್ತದ ಬೀಜಗಳು'),
            ['paddy'],
            t(
              'Medium slender grains, 125–130 days, tolerant to blast',
              'ಮಧ್ಯಮ ತೆಳು ಕಾಳುಗಳು, 125–130 ದಿನಗಳ ಬೆಳೆ, ಬೆಂಕಿ ರೋಗ ಸಹಿಷ್ಣು',
            ),
            t('12–15 kg per acre (transplanted)', 'ಎಕರೆಗೆ 12–15 ಕೆ.ಜಿ (ನಾಟಿ ಪದ್ಧತಿ)'),
            ['10 kg@680', '25 kg@1650'],
          ),
          tp(
            t('Hybrid Paddy Seeds', 'ಹೈಬ್ರಿಡ್ ಭತ್ತದ ಬೀಜಗಳು'),
            ['paddy'],
            t('High-tillering hybrid with long panicles, 120–125 days', 'ಹೆಚ್ಚು ತೆಂಡೆ ಒಡೆಯುವ ಉದ್ದ ತೆನೆಯ ಹೈಬ್ರಿಡ್, 120–125 ದಿನಗಳು'),
            t('6–8 kg per acre', 'ಎಕರೆಗೆ 6–8 ಕೆ.ಜಿ'),
            ['3 kg@1050', '6 kg@2050'],
          ),
          tp(
            t('BG-II Cotton Seeds', 'ಬಿಜಿ-II ಹತ್ತಿ ಬೀಜಗಳು'),
            ['cotton'],
            t(
              'Big bolls of 5.5–6 g, easy picking and good fibre length',
              '5.5–6 ಗ್ರಾಂ ತೂಕದ ದೊಡ್ಡ ಕಾಯಿಗಳು, ಸುಲಭ ಬಿಡಿಸುವಿಕೆ ಮತ್ತು ಉತ್ತಮ ನಾರಿನ ಉದ್ದ',
            ),
            t('2 packets (900 g) per acre', 'ಎಕರೆಗೆ 2 ಪ್ಯಾಕೆಟ್ (900 ಗ್ರಾಂ)'),
            ['450 g@864'],
          ),
          tp(
            t('Groundnut Seeds', 'ಶೇಂಗಾ ಬೀಜಗಳು'),
            ['groundnut'],
            t('Bold kernels with high shelling percentage, 100–105 days', 'ಹೆಚ್ಚು ಕಾಳು ಇಳುವರಿಯ ದಪ್ಪ ಬೀಜಗಳು, 100–105 ದಿನಗಳು'),
            t('50–60 kg pods per acre', 'ಎಕರೆಗೆ 50–60 ಕೆ.ಜಿ ಕಾಯಿ'),
            ['10 kg@1450', '20 kg@2800'],
          ),
          tp(
            t('Ragi (Finger Millet) Seeds', 'ರಾಗಿ ಬೀಜಗಳು'),
            ['ragi'],
            t('Compact earheads, blast tolerant, 110–115 days', 'ಒತ್ತಾದ ತೆನೆಗಳು, ಬೆಂಕಿ ರೋಗ ಸಹಿಷ್ಣು, 110–115 ದಿನಗಳು'),
            t('4 kg per acre (transplanted)', 'ಎಕರೆಗೆ 4 ಕೆ.ಜಿ (ನಾಟಿ ಪದ್ಧತಿ)'),
            ['2 kg@240', '5 kg@560'],
          ),
          tp(
            t('Hybrid Sunflower Seeds', 'ಹೈಬ್ರಿಡ್ ಸೂರ್ಯಕಾಂತಿ ಬೀಜಗಳು'),
            ['sunflower'],
            t('Large heads with 40% oil content, 90–95 days', '40% ಎಣ್ಣೆ ಅಂಶದ ದೊಡ್ಡ ತಲೆಗಳು, 90–95 ದಿನಗಳು'),
            t('2–2.5 kg per acre', 'ಎಕರೆಗೆ 2–2.5 ಕೆ.ಜಿ'),
            ['1 kg@690', '2 kg@1300'],
          ),
          tp(
            t('Red Gram (Tur) Seeds', 'ತೊಗರಿ ಬೀಜಗಳು'),
            ['redgram'],
            t(
              'Wilt-resistant variety with bold brown grains, 150–160 days',
              'ಸೊರಗು ರೋಗ ನಿರೋಧಕ, ದಪ್ಪ ಕಂದು ಕಾಳುಗಳು, 150–160 ದಿನಗಳು',
            ),
            t('4–5 kg per acre', 'ಎಕರೆಗೆ 4–5 ಕೆ.ಜಿ'),
            ['2 kg@420', '5 kg@990'],
          ),
          tp(
            t('Soybean Seeds', 'ಸೋಯಾಬೀನ್ ಬೀಜಗಳು'),
            ['soybean'],
            t(
              'Yellow-seeded variety with pod shattering tolerance, 95–100 days',
              'ಕಾಯಿ ಸಿಡಿಯುವಿಕೆ ಸಹಿಷ್ಣು ಹಳದಿ ಬೀಜದ ತಳಿ, 95–100 ದಿನಗಳು',
            ),
            t('25–30 kg per acre', 'ಎಕರೆಗೆ 25–30 ಕೆ.ಜಿ'),
            ['25 kg@2600'],
          ),
          tp(
            t('Wheat Seeds', 'ಗೋಧಿ ಬೀಜಗಳು'),
            ['wheat'],
            t(
              'Amber, bold grains with good chapati quality; rust resistant',
              'ಉತ್ತಮ ಚಪಾತಿ ಗುಣಮಟ್ಟದ ದಪ್ಪ ಅಂಬರ್ ಕಾಳುಗಳು; ತುಕ್ಕು ರೋಗ ನಿರೋಧಕ',
            ),
            t('40 kg per acre', 'ಎಕರೆಗೆ 40 ಕೆ.ಜಿ'),
            ['20 kg@1150', '40 kg@2250'],
          ),
          tp(
            t('Jowar (Sorghum) Seeds', 'ಜೋಳದ ಬೀಜಗಳು'),
            ['jowar', 'fodder'],
            t('Dual-purpose variety for grain and green fodder', 'ಕಾಳು ಮತ್ತು ಹಸಿರು ಮೇವು ಎರಡಕ್ಕೂ ಸೂಕ್ತ ತಳಿ'),
            t('4 kg per acre', 'ಎಕರೆಗೆ 4 ಕೆ.ಜಿ'),
            ['4 kg@560'],
          ),
        ],
      },
      {
        slug: 'fruit-and-flower-seeds',
        name: t('Fruit & Flower Seeds', 'ಹಣ್ಣು ಮತ್ತು ಹೂವಿನ ಬೀಜಗಳು'),
        kind: 'seed',
        products: [
          tp(
            t('Hybrid Marigold Seeds', 'ಹೈಬ್ರಿಡ್ ಚೆಂಡು ಹೂ ಬೀಜಗಳು'),
            ['marigold', 'flowers'],
            t(
              'Large, double orange flowers of 8–9 cm for the festival market',
              'ಹಬ್ಬದ ಮಾರುಕಟ್ಟೆಗೆ 8–9 ಸೆಂ.ಮೀ ಗಾತ್ರದ ದೊಡ್ಡ ಕಿತ್ತಳೆ ಹೂಗಳು',
            ),
            t('100 g per acre', 'ಎಕರೆಗೆ 100 ಗ್ರಾಂ'),
            ['10 g@350', '50 g@1650'],
          ),
          tp(
            t('Aster Seeds', 'ಆಸ್ಟರ್ ಹೂವಿನ ಬೀಜಗಳು'),
            ['flowers'],
            t(
              'Mixed colours with long stems for cut flowers and garlands',
              'ಕತ್ತರಿಸಿದ ಹೂ ಮತ್ತು ಹಾರಗಳಿಗೆ ಉದ್ದ ತೊಟ್ಟಿನ ಮಿಶ್ರ ಬಣ್ಣದ ಹೂಗಳು',
            ),
            t('400 g per acre', 'ಎಕರೆಗೆ 400 ಗ್ರಾಂ'),
            ['10 g@180', '100 g@1500'],
          ),
          tp(
            t('Hybrid Papaya Seeds', 'ಹೈಬ್ರಿಡ್ ಪಪ್ಪಾಯಿ ಬೀಜಗಳು'),
            ['papaya'],
            t(
              'Gynodioecious plants bearing from 8 months; sweet red flesh',
              '8 ತಿಂಗಳಿಂದ ಫಲ ಕೊಡುವ ಗಿಡಗಳು; ಸಿಹಿಯಾದ ಕೆಂಪು ತಿರುಳು',
            ),
            t('60–80 g per acre', 'ಎಕರೆಗೆ 60–80 ಗ್ರಾಂ'),
            ['10 g@1200'],
          ),
          tp(
            t('Hybrid Muskmelon Seeds', 'ಹೈಬ್ರಿಡ್ ಕರಬೂಜ ಬೀಜಗಳು'),
            ['muskmelon'],
            t(
              'Netted fruits of 1.2–1.5 kg with orange, aromatic flesh',
              'ಕಿತ್ತಳೆ ಬಣ್ಣದ ಸುವಾಸನೆಯ ತಿರುಳಿನ 1.2–1.5 ಕೆ.ಜಿ ಬಲೆ ಸಿಪ್ಪೆಯ ಹಣ್ಣುಗಳು',
            ),
            t('300 g per acre', 'ಎಕರೆಗೆ 300 ಗ್ರಾಂ'),
            ['50 g@900'],
          ),
          tp(
            t('Zinnia Flower Seeds', 'ಜಿನಿಯಾ ಹೂವಿನ ಬೀಜಗಳು'),
            ['flowers'],
            t('Bright, long-lasting blooms for borders and pots', 'ಅಂಚು ಮತ್ತು ಕುಂಡಗಳಿಗೆ ದೀರ್ಘಕಾಲ ಉಳಿಯುವ ಗಾಢ ಬಣ್ಣದ ಹೂಗಳು'),
            t('1 g per 2 square metres', '2 ಚದರ ಮೀಟರ್‌ಗೆ 1 ಗ್ರಾಂ'),
            ['10 g@150'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'fertilizers',
    name: t('Fertilizers', 'ರಸಗೊಬ್ಬರಗಳು'),
    children: [
      {
        slug: 'straight-and-npk-fertilizers',
        name: t('Straight & NPK Fertilizers', 'ನೇರ ಮತ್ತು ಎನ್‌ಪಿಕೆ ಗೊಬ್ಬರಗಳು'),
        kind: 'fertilizer',
        products: [
          tp(
            t('Urea 46% N', 'ಯೂರಿಯಾ 46% ಸಾರಜನಕ'),
            FIELD,
            t('quick green growth and tillering', 'ತ್ವರಿತ ಹಸಿರು ಬೆಳವಣಿಗೆ ಮತ್ತು ತೆಂಡೆ ಒಡೆಯುವಿಕೆ'),
            t('40–50 kg per acre in two or three splits', 'ಎಕರೆಗೆ 40–50 ಕೆ.ಜಿ, ಎರಡು ಅಥವಾ ಮೂರು ಕಂತುಗಳಲ್ಲಿ'),
            ['45 kg@267'],
          ),
          tp(
            t('DAP 18-46-0', 'ಡಿಎಪಿ 18-46-0'),
            FIELD,
            t('strong roots and early establishment', 'ಬಲವಾದ ಬೇರುಗಳು ಮತ್ತು ಆರಂಭಿಕ ಬೆಳವಣಿಗೆ'),
            t('50 kg per acre as basal dose', 'ಎಕರೆಗೆ 50 ಕೆ.ಜಿ ತಳಗೊಬ್ಬರವಾಗಿ'),
            ['50 kg@1350'],
          ),
          tp(
            t('Muriate of Potash (MOP) 60%', 'ಮ್ಯೂರಿಯೇಟ್ ಆಫ್ ಪೊಟ್ಯಾಶ್ (ಎಂಒಪಿ) 60%'),
            [...FIELD, 'banana'],
            t('grain filling, fruit size and drought tolerance', 'ಕಾಳು ತುಂಬುವಿಕೆ, ಹಣ್ಣಿನ ಗಾತ್ರ ಮತ್ತು ಬರ ಸಹಿಷ್ಣುತೆ'),
            t('25–40 kg per acre', 'ಎಕರೆಗೆ 25–40 ಕೆ.ಜಿ'),
            ['50 kg@1700'],
          ),
          tp(
            t('Single Super Phosphate (SSP) 16%', 'ಸಿಂಗಲ್ ಸೂಪರ್ ಫಾಸ್ಫೇಟ್ (ಎಸ್‌ಎಸ್‌ಪಿ) 16%'),
            ['groundnut', 'soybean', 'redgram', 'sunflower'],
            t(
              'phosphorus with sulphur and calcium for oilseeds and pulses',
              'ಎಣ್ಣೆಕಾಳು ಮತ್ತು ಬೇಳೆಕಾಳುಗಳಿಗೆ ಗಂಧಕ ಮತ್ತು ಸುಣ್ಣದೊಂದಿಗೆ ರಂಜಕ',
            ),
            t('100–150 kg per acre as basal dose', 'ಎಕರೆಗೆ 100–150 ಕೆ.ಜಿ ತಳಗೊಬ್ಬರವಾಗಿ'),
            ['50 kg@450'],
          ),
          tp(
            t('NPK 10-26-26', 'ಎನ್‌ಪಿಕೆ 10-26-26'),
            ['sugarcane', 'potato', 'cotton', 'banana'],
            t('balanced phosphorus and potash at sowing', 'ಬಿತ್ತನೆಯ ಸಮಯದಲ್ಲಿ ಸಮತೋಲಿತ ರಂಜಕ ಮತ್ತು ಪೊಟ್ಯಾಶ್'),
            t('50–75 kg per acre as basal dose', 'ಎಕರೆಗೆ 50–75 ಕೆ.ಜಿ ತಳಗೊಬ್ಬರವಾಗಿ'),
            ['50 kg@1470'],
          ),
          tp(
            t('NPK 20-20-0-13', 'ಎನ್‌ಪಿಕೆ 20-20-0-13'),
            ['paddy', 'maize', 'groundnut', 'ragi'],
            t('nitrogen, phosphorus and sulphur in one granule', 'ಒಂದೇ ಕಣದಲ್ಲಿ ಸಾರಜನಕ, ರಂಜಕ ಮತ್ತು ಗಂಧಕ'),
            t('50–100 kg per acre', 'ಎಕರೆಗೆ 50–100 ಕೆ.ಜಿ'),
            ['50 kg@1200'],
          ),
          tp(
            t('Ammonium Sulphate 20.6% N', 'ಅಮೋನಿಯಂ ಸಲ್ಫೇಟ್ 20.6% ಸಾರಜನಕ'),
            ['paddy', 'sugarcane', 'onion'],
            t('nitrogen with sulphur for alkaline soils', 'ಕ್ಷಾರೀಯ ಮಣ್ಣಿಗೆ ಗಂಧಕದೊಂದಿಗೆ ಸಾರಜನಕ'),
            t('50–75 kg per acre', 'ಎಕರೆಗೆ 50–75 ಕೆ.ಜಿ'),
            ['50 kg@1050'],
          ),
        ],
      },
      {
        slug: 'water-soluble-fertilizers',
        name: t('Water Soluble Fertilizers', 'ನೀರಿನಲ್ಲಿ ಕರಗುವ ಗೊಬ್ಬರಗಳು'),
        kind: 'nutrient',
        products: [
          tp(
            t('NPK 19-19-19 Water Soluble', 'ಎನ್‌ಪಿಕೆ 19-19-19 ನೀರಿನಲ್ಲಿ ಕರಗುವ'),
            [...VEG, ...FRUIT],
            t('balanced feeding during vegetative growth', 'ಸಸ್ಯಕ ಬೆಳವಣಿಗೆಯ ಹಂತದಲ್ಲಿ ಸಮತೋಲಿತ ಪೋಷಣೆ'),
            t(
              '5 g per litre of water as spray; 3–5 kg per acre through drip',
              'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಗ್ರಾಂ; ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಎಕರೆಗೆ 3–5 ಕೆ.ಜಿ',
            ),
            ['1 kg@180', '5 kg@850', '25 kg@3400'],
          ),
          tp(
            t('NPK 13-0-45 Potassium Nitrate', 'ಎನ್‌ಪಿಕೆ 13-0-45 ಪೊಟ್ಯಾಸಿಯಂ ನೈಟ್ರೇಟ್'),
            [...VEG, ...FRUIT],
            t('flowering, fruit set and fruit size', 'ಹೂಬಿಡುವಿಕೆ, ಕಾಯಿ ಕಟ್ಟುವಿಕೆ ಮತ್ತು ಹಣ್ಣಿನ ಗಾತ್ರ'),
            t('10 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 10 ಗ್ರಾಂ'),
            ['1 kg@210', '25 kg@4800'],
          ),
          tp(
            t('NPK 0-52-34 Mono Potassium Phosphate', 'ಎನ್‌ಪಿಕೆ 0-52-34 ಮೋನೋ ಪೊಟ್ಯಾಸಿಯಂ ಫಾಸ್ಫೇಟ್'),
            [...VEG, ...FRUIT],
            t('flower initiation and root growth', 'ಹೂ ಮೊಗ್ಗು ಆರಂಭ ಮತ್ತು ಬೇರಿನ ಬೆಳವಣಿಗೆ'),
            t('5 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಗ್ರಾಂ'),
            ['1 kg@320', '5 kg@1550'],
          ),
          tp(
            t('NPK 0-0-50 Sulphate of Potash', 'ಎನ್‌ಪಿಕೆ 0-0-50 ಸಲ್ಫೇಟ್ ಆಫ್ ಪೊಟ್ಯಾಶ್'),
            [...FRUIT, 'onion', 'potato'],
            t('colour, sweetness and shelf life of fruits', 'ಹಣ್ಣುಗಳ ಬಣ್ಣ, ಸಿಹಿ ಮತ್ತು ಬಾಳಿಕೆ'),
            t('5 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಗ್ರಾಂ'),
            ['1 kg@190', '25 kg@3900'],
          ),
          tp(
            t('Calcium Nitrate', 'ಕ್ಯಾಲ್ಸಿಯಂ ನೈಟ್ರೇಟ್'),
            ['tomato', 'chilli', 'grapes', 'pomegranate'],
            t('firm fruits and fewer cracks and blossom-end rot', 'ಗಟ್ಟಿ ಹಣ್ಣುಗಳು, ಕಡಿಮೆ ಸೀಳುವಿಕೆ ಮತ್ತು ತುದಿ ಕೊಳೆ'),
            t('5 g per litre of water; 5 kg per acre through drip', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಗ್ರಾಂ; ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಎಕರೆಗೆ 5 ಕೆ.ಜಿ'),
            ['1 kg@130', '25 kg@2600'],
          ),
        ],
      },
      {
        slug: 'micronutrients',
        name: t('Micronutrients', 'ಸೂಕ್ಷ್ಮ ಪೋಷಕಾಂಶಗಳು'),
        kind: 'nutrient',
        products: [
          tp(
            t('Zinc Sulphate 33%', 'ಜಿಂಕ್ ಸಲ್ಫೇಟ್ 33%'),
            ['paddy', 'maize', 'wheat', 'groundnut'],
            t('zinc deficiency (khaira) and small, yellow leaves', 'ಸತುವಿನ ಕೊರತೆ (ಖೈರಾ) ಮತ್ತು ಚಿಕ್ಕ ಹಳದಿ ಎಲೆಗಳು'),
            t('10 kg per acre in soil; 2 g per litre as spray', 'ಮಣ್ಣಿಗೆ ಎಕರೆಗೆ 10 ಕೆ.ಜಿ; ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್‌ಗೆ 2 ಗ್ರಾಂ'),
            ['1 kg@140', '5 kg@620'],
          ),
          tp(
            t('Boron 20% (Disodium Octaborate)', 'ಬೋರಾನ್ 20% (ಡೈಸೋಡಿಯಂ ಆಕ್ಟಾಬೋರೇಟ್)'),
            ['cauliflower', 'groundnut', 'sunflower', 'coconut', 'arecanut'],
            t(
              'flower and fruit drop, hollow stems and poor seed set',
              'ಹೂ ಮತ್ತು ಕಾಯಿ ಉದುರುವಿಕೆ, ಟೊಳ್ಳು ಕಾಂಡ ಮತ್ತು ಕಡಿಮೆ ಬೀಜ ಕಟ್ಟುವಿಕೆ',
            ),
            t('1 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಗ್ರಾಂ'),
            ['500 g@210', '1 kg@380'],
          ),
          tp(
            t('Micronutrient Mixture Grade 2', 'ಸೂಕ್ಷ್ಮ ಪೋಷಕಾಂಶ ಮಿಶ್ರಣ ಗ್ರೇಡ್ 2'),
            [...VEG, ...FRUIT],
            t(
              'hidden hunger of zinc, iron, manganese, copper and boron',
              'ಸತು, ಕಬ್ಬಿಣ, ಮ್ಯಾಂಗನೀಸ್, ತಾಮ್ರ ಮತ್ತು ಬೋರಾನ್‌ಗಳ ಅಡಗಿದ ಕೊರತೆ',
            ),
            t('2.5 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2.5 ಗ್ರಾಂ'),
            ['1 kg@250', '5 kg@1150'],
          ),
          tp(
            t('Magnesium Sulphate 9.5%', 'ಮೆಗ್ನೀಸಿಯಂ ಸಲ್ಫೇಟ್ 9.5%'),
            ['grapes', 'banana', 'coffee', 'sugarcane'],
            t('yellowing between the veins of older leaves', 'ಹಳೆಯ ಎಲೆಗಳ ನರಗಳ ನಡುವೆ ಹಳದಿಯಾಗುವಿಕೆ'),
            t('20–25 kg per acre in soil; 5 g per litre as spray', 'ಮಣ್ಣಿಗೆ ಎಕರೆಗೆ 20–25 ಕೆ.ಜಿ; ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್‌ಗೆ 5 ಗ್ರಾಂ'),
            ['1 kg@60', '25 kg@850'],
          ),
          tp(
            t('Chelated Iron EDTA 12%', 'ಚಿಲೇಟೆಡ್ ಕಬ್ಬಿಣ ಇಡಿಟಿಎ 12%'),
            ['grapes', 'pomegranate', 'banana', 'sugarcane'],
            t('iron chlorosis on young leaves in calcareous soils', 'ಸುಣ್ಣದ ಮಣ್ಣಿನಲ್ಲಿ ಎಳೆಯ ಎಲೆಗಳ ಕಬ್ಬಿಣ ಕೊರತೆಯ ಹಳದಿ'),
            t('1 g per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಗ್ರಾಂ'),
            ['250 g@230', '1 kg@780'],
          ),
        ],
      },
      {
        slug: 'bio-fertilizers',
        name: t('Bio Fertilizers', 'ಜೈವಿಕ ಗೊಬ್ಬರಗಳು'),
        kind: 'biofertilizer',
        products: [
          tp(
            t('Azotobacter Liquid Bio Fertilizer', 'ಅಜಟೋಬ್ಯಾಕ್ಟರ್ ದ್ರವ ಜೈವಿಕ ಗೊಬ್ಬರ'),
            [...FIELD, ...VEG],
            t('fixes atmospheric nitrogen and saves 20–25% urea', 'ವಾತಾವರಣದ ಸಾರಜನಕವನ್ನು ಸ್ಥಿರೀಕರಿಸಿ 20–25% ಯೂರಿಯಾ ಉಳಿತಾಯ'),
            t(
              '1 litre per acre with farmyard manure or through drip',
              'ಎಕರೆಗೆ 1 ಲೀಟರ್, ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರದೊಂದಿಗೆ ಅಥವಾ ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ',
            ),
            ['500 ml@190', '1 L@350'],
          ),
          tp(
            t('Phosphate Solubilising Bacteria (PSB)', 'ರಂಜಕ ಕರಗಿಸುವ ಬ್ಯಾಕ್ಟೀರಿಯಾ (ಪಿಎಸ್‌ಬಿ)'),
            [...FIELD, ...VEG],
            t('releases phosphorus locked in the soil', 'ಮಣ್ಣಿನಲ್ಲಿ ಬಂಧಿತವಾದ ರಂಜಕವನ್ನು ಬಿಡುಗಡೆ ಮಾಡುತ್ತದೆ'),
            t(
              '1 litre per acre with farmyard manure or through drip',
              'ಎಕರೆಗೆ 1 ಲೀಟರ್, ಕೊಟ್ಟಿಗೆ ಗೊಬ್ಬರದೊಂದಿಗೆ ಅಥವಾ ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ',
            ),
            ['500 ml@190', '1 L@350'],
          ),
          tp(
            t('Rhizobium Seed Treatment Culture', 'ರೈಜೋಬಿಯಂ ಬೀಜೋಪಚಾರ ಕಲ್ಚರ್'),
            ['groundnut', 'soybean', 'redgram', 'beans'],
            t('more root nodules and nitrogen fixation in pulses', 'ಬೇಳೆಕಾಳುಗಳಲ್ಲಿ ಹೆಚ್ಚು ಬೇರು ಗಂಟುಗಳು ಮತ್ತು ಸಾರಜನಕ ಸ್ಥಿರೀಕರಣ'),
            t('200 g to treat 10 kg of seed', '10 ಕೆ.ಜಿ ಬೀಜಕ್ಕೆ 200 ಗ್ರಾಂ'),
            ['200 g@60', '1 kg@260'],
          ),
          tp(
            t('Mycorrhiza Granules (VAM)', 'ಮೈಕೊರೈಜಾ ಕಣಗಳು (ವ್ಯಾಮ್)'),
            [...FRUIT, ...PLANTATION],
            t('wider root reach for phosphorus and water', 'ರಂಜಕ ಮತ್ತು ನೀರಿಗಾಗಿ ವಿಸ್ತಾರವಾದ ಬೇರಿನ ವ್ಯಾಪ್ತಿ'),
            t('4 kg per acre near the root zone', 'ಬೇರಿನ ವಲಯದ ಬಳಿ ಎಕರೆಗೆ 4 ಕೆ.ಜಿ'),
            ['1 kg@450', '4 kg@1650'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'pesticides',
    name: t('Pesticides', 'ಪೀಡೆನಾಶಕಗಳು'),
    children: [
      {
        slug: 'insecticides',
        name: t('Insecticides', 'ಕೀಟನಾಶಕಗಳು'),
        kind: 'insecticide',
        products: [
          tp(
            t('Imidacloprid 17.8% SL', 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್ 17.8% ಎಸ್‌ಎಲ್'),
            ['cotton', 'chilli', 'paddy', 'okra'],
            t('aphids, jassids, whiteflies and thrips', 'ಸಸ್ಯಹೇನು, ಜಿಗಿಹುಳು, ಬಿಳಿನೊಣ ಮತ್ತು ಥ್ರಿಪ್ಸ್'),
            t('0.5 ml per litre of water (100 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.5 ಮಿ.ಲೀ (ಎಕರೆಗೆ 100 ಮಿ.ಲೀ)'),
            ['100 ml@190', '250 ml@430', '500 ml@820', '1 L@1550'],
          ),
          tp(
            t('Thiamethoxam 25% WG', 'ಥಯಾಮೆಥಾಕ್ಸಾಮ್ 25% ಡಬ್ಲ್ಯೂಜಿ'),
            ['cotton', 'paddy', 'tomato', 'okra'],
            t(
              'sucking pests including brown plant hopper and whiteflies',
              'ಕಂದು ಜಿಗಿಹುಳು ಮತ್ತು ಬಿಳಿನೊಣ ಸೇರಿದಂತೆ ರಸಹೀರುವ ಕೀಟಗಳು',
            ),
            t('0.3 g per litre of water (40 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.3 ಗ್ರಾಂ (ಎಕರೆಗೆ 40 ಗ್ರಾಂ)'),
            ['100 g@260', '250 g@590'],
          ),
          tp(
            t('Chlorpyriphos 20% EC', 'ಕ್ಲೋರ್‌ಪೈರಿಫಾಸ್ 20% ಇಸಿ'),
            ['paddy', 'sugarcane', 'groundnut', 'cotton'],
            t('termites, stem borers and leaf folders', 'ಗೆದ್ದಲು, ಕಾಂಡ ಕೊರಕ ಮತ್ತು ಎಲೆ ಮಡಚುವ ಹುಳು'),
            t('2 ml per litre of water (500 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ (ಎಕರೆಗೆ 500 ಮಿ.ಲೀ)'),
            ['500 ml@380', '1 L@690', '5 L@3300'],
          ),
          tp(
            t('Lambda-cyhalothrin 5% EC', 'ಲ್ಯಾಂಬ್ಡಾ-ಸೈಹಲೋಥ್ರಿನ್ 5% ಇಸಿ'),
            ['cotton', 'chilli', 'tomato', 'paddy'],
            t('bollworms, fruit borers and leaf-eating caterpillars', 'ಕಾಯಿಕೊರಕ, ಹಣ್ಣು ಕೊರಕ ಮತ್ತು ಎಲೆ ತಿನ್ನುವ ಕಂಬಳಿಹುಳುಗಳು'),
            t('1 ml per litre of water (200 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಮಿ.ಲೀ (ಎಕರೆಗೆ 200 ಮಿ.ಲೀ)'),
            ['250 ml@330', '500 ml@620', '1 L@1180'],
          ),
          tp(
            t('Emamectin Benzoate 5% SG', 'ಎಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್ 5% ಎಸ್‌ಜಿ'),
            ['chilli', 'cabbage', 'okra', 'cotton'],
            t('diamondback moth, fruit borer and thrips', 'ವಜ್ರಬೆನ್ನಿನ ಪತಂಗ, ಹಣ್ಣು ಕೊರಕ ಮತ್ತು ಥ್ರಿಪ್ಸ್'),
            t('0.4 g per litre of water (80 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.4 ಗ್ರಾಂ (ಎಕರೆಗೆ 80 ಗ್ರಾಂ)'),
            ['100 g@300', '250 g@690', '500 g@1320'],
          ),
          tp(
            t('Fipronil 5% SC', 'ಫಿಪ್ರೊನಿಲ್ 5% ಎಸ್‌ಸಿ'),
            ['paddy', 'chilli', 'cabbage', 'sugarcane'],
            t('stem borer, thrips and diamondback moth', 'ಕಾಂಡ ಕೊರಕ, ಥ್ರಿಪ್ಸ್ ಮತ್ತು ವಜ್ರಬೆನ್ನಿನ ಪತಂಗ'),
            t('2 ml per litre of water (400 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ (ಎಕರೆಗೆ 400 ಮಿ.ಲೀ)'),
            ['250 ml@310', '500 ml@580', '1 L@1080'],
          ),
          tp(
            t('Acephate 75% SP', 'ಅಸಿಫೇಟ್ 75% ಎಸ್‌ಪಿ'),
            ['cotton', 'chilli', 'groundnut'],
            t('jassids, aphids, thrips and leaf miners', 'ಜಿಗಿಹುಳು, ಸಸ್ಯಹೇನು, ಥ್ರಿಪ್ಸ್ ಮತ್ತು ಎಲೆ ಸುರಂಗ ಹುಳು'),
            t('1.5 g per litre of water (300 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1.5 ಗ್ರಾಂ (ಎಕರೆಗೆ 300 ಗ್ರಾಂ)'),
            ['250 g@230', '500 g@430', '1 kg@820'],
          ),
          tp(
            t('Chlorantraniliprole 18.5% SC', 'ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್ 18.5% ಎಸ್‌ಸಿ'),
            ['paddy', 'sugarcane', 'tomato', 'maize'],
            t('stem borers, fruit borers and fall armyworm', 'ಕಾಂಡ ಕೊರಕ, ಹಣ್ಣು ಕೊರಕ ಮತ್ತು ಸೈನಿಕ ಹುಳು'),
            t('0.3 ml per litre of water (60 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.3 ಮಿ.ಲೀ (ಎಕರೆಗೆ 60 ಮಿ.ಲೀ)'),
            ['60 ml@760', '150 ml@1750'],
          ),
          tp(
            t('Profenofos 50% EC', 'ಪ್ರೊಫೆನೊಫಾಸ್ 50% ಇಸಿ'),
            ['cotton', 'chilli', 'redgram'],
            t('bollworms, pod borers and mites', 'ಕಾಯಿಕೊರಕ, ಕಾಯಿ ಕೊರೆಯುವ ಹುಳು ಮತ್ತು ನುಸಿ'),
            t('2 ml per litre of water (400 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ (ಎಕರೆಗೆ 400 ಮಿ.ಲೀ)'),
            ['500 ml@520', '1 L@980'],
          ),
          tp(
            t('Cypermethrin 10% EC', 'ಸೈಪರ್‌ಮೆಥ್ರಿನ್ 10% ಇಸಿ'),
            ['cotton', 'brinjal', 'okra', 'cabbage'],
            t('bollworms, shoot and fruit borers', 'ಕಾಯಿಕೊರಕ, ಚಿಗುರು ಮತ್ತು ಹಣ್ಣು ಕೊರಕಗಳು'),
            t('1 ml per litre of water (250 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಮಿ.ಲೀ (ಎಕರೆಗೆ 250 ಮಿ.ಲೀ)'),
            ['250 ml@180', '500 ml@340', '1 L@640'],
          ),
          tp(
            t('Diafenthiuron 50% WP', 'ಡಯಾಫೆಂಥಿಯುರಾನ್ 50% ಡಬ್ಲ್ಯೂಪಿ'),
            ['cotton', 'chilli', 'cabbage'],
            t('whiteflies and mites that resist other sprays', 'ಇತರ ಔಷಧಿಗಳಿಗೆ ಬಗ್ಗದ ಬಿಳಿನೊಣ ಮತ್ತು ನುಸಿ'),
            t('1.2 g per litre of water (240 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1.2 ಗ್ರಾಂ (ಎಕರೆಗೆ 240 ಗ್ರಾಂ)'),
            ['250 g@560', '500 g@1080'],
          ),
        ],
      },
      {
        slug: 'fungicides',
        name: t('Fungicides', 'ಶಿಲೀಂಧ್ರನಾಶಕಗಳು'),
        kind: 'fungicide',
        products: [
          tp(
            t('Mancozeb 75% WP', 'ಮ್ಯಾಂಕೋಜೆಬ್ 75% ಡಬ್ಲ್ಯೂಪಿ'),
            ['potato', 'tomato', 'grapes', 'chilli'],
            t(
              'early and late blight, downy mildew and leaf spots',
              'ಮುಂಚಿನ ಮತ್ತು ತಡವಾದ ಅಂಗಮಾರಿ, ಬೂಜು ತುಪ್ಪಟ ರೋಗ ಮತ್ತು ಎಲೆ ಚುಕ್ಕೆ',
            ),
            t('2.5 g per litre of water (600 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2.5 ಗ್ರಾಂ (ಎಕರೆಗೆ 600 ಗ್ರಾಂ)'),
            ['500 g@260', '1 kg@480'],
          ),
          tp(
            t('Carbendazim 50% WP', 'ಕಾರ್ಬೆಂಡಜಿಮ್ 50% ಡಬ್ಲ್ಯೂಪಿ'),
            ['paddy', 'groundnut', 'mango', 'chilli'],
            t(
              'blast, powdery mildew, anthracnose and seed-borne diseases',
              'ಬೆಂಕಿ ರೋಗ, ಬೂದು ರೋಗ, ಆಂಥ್ರಾಕ್ನೋಸ್ ಮತ್ತು ಬೀಜಜನ್ಯ ರೋಗಗಳು',
            ),
            t('1 g per litre of water; 2 g per kg of seed', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಗ್ರಾಂ; ಪ್ರತಿ ಕೆ.ಜಿ ಬೀಜಕ್ಕೆ 2 ಗ್ರಾಂ'),
            ['250 g@190', '500 g@350'],
          ),
          tp(
            t('Hexaconazole 5% SC', 'ಹೆಕ್ಸಾಕೊನಜೋಲ್ 5% ಎಸ್‌ಸಿ'),
            ['paddy', 'grapes', 'groundnut', 'mango'],
            t('sheath blight, powdery mildew and rust', 'ಕವಚ ಅಂಗಮಾರಿ, ಬೂದು ರೋಗ ಮತ್ತು ತುಕ್ಕು ರೋಗ'),
            t('2 ml per litre of water (400 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ (ಎಕರೆಗೆ 400 ಮಿ.ಲೀ)'),
            ['250 ml@160', '500 ml@290', '1 L@520'],
          ),
          tp(
            t('Azoxystrobin 23% SC', 'ಅಜಾಕ್ಸಿಸ್ಟ್ರೋಬಿನ್ 23% ಎಸ್‌ಸಿ'),
            ['grapes', 'chilli', 'tomato', 'paddy'],
            t('downy mildew, anthracnose and blast', 'ಬೂಜು ತುಪ್ಪಟ ರೋಗ, ಆಂಥ್ರಾಕ್ನೋಸ್ ಮತ್ತು ಬೆಂಕಿ ರೋಗ'),
            t('1 ml per litre of water (200 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಮಿ.ಲೀ (ಎಕರೆಗೆ 200 ಮಿ.ಲೀ)'),
            ['100 ml@390', '250 ml@900', '500 ml@1750'],
          ),
          tp(
            t('Propiconazole 25% EC', 'ಪ್ರೊಪಿಕೊನಜೋಲ್ 25% ಇಸಿ'),
            ['wheat', 'paddy', 'banana', 'groundnut'],
            t('rusts, sheath blight and sigatoka leaf spot', 'ತುಕ್ಕು ರೋಗ, ಕವಚ ಅಂಗಮಾರಿ ಮತ್ತು ಸಿಗಟೋಕಾ ಎಲೆ ಚುಕ್ಕೆ'),
            t('1 ml per litre of water (200 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಮಿ.ಲೀ (ಎಕರೆಗೆ 200 ಮಿ.ಲೀ)'),
            ['250 ml@370', '500 ml@690', '1 L@1320'],
          ),
          tp(
            t('Copper Oxychloride 50% WP', 'ಕಾಪರ್ ಆಕ್ಸಿಕ್ಲೋರೈಡ್ 50% ಡಬ್ಲ್ಯೂಪಿ'),
            ['arecanut', 'coffee', 'grapes', 'pomegranate'],
            t(
              'fruit rot (koleroga), bacterial blight and downy mildew',
              'ಕೊಳೆ ರೋಗ, ಬ್ಯಾಕ್ಟೀರಿಯಾ ಅಂಗಮಾರಿ ಮತ್ತು ಬೂಜು ತುಪ್ಪಟ ರೋಗ',
            ),
            t('3 g per litre of water (750 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 3 ಗ್ರಾಂ (ಎಕರೆಗೆ 750 ಗ್ರಾಂ)'),
            ['500 g@340', '1 kg@640'],
          ),
          tp(
            t('Sulphur 80% WDG', 'ಗಂಧಕ 80% ಡಬ್ಲ್ಯೂಡಿಜಿ'),
            ['grapes', 'mango', 'chilli', 'groundnut'],
            t('powdery mildew and mites, with sulphur nutrition', 'ಬೂದು ರೋಗ ಮತ್ತು ನುಸಿ, ಜೊತೆಗೆ ಗಂಧಕದ ಪೋಷಣೆ'),
            t('2.5 g per litre of water (750 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2.5 ಗ್ರಾಂ (ಎಕರೆಗೆ 750 ಗ್ರಾಂ)'),
            ['1 kg@160', '3 kg@450'],
          ),
          tp(
            t('Tebuconazole 25.9% EC', 'ಟೆಬುಕೊನಜೋಲ್ 25.9% ಇಸಿ'),
            ['chilli', 'groundnut', 'onion', 'wheat'],
            t('purple blotch, leaf spots, rust and fruit rot', 'ನೇರಳೆ ಮಚ್ಚೆ, ಎಲೆ ಚುಕ್ಕೆ, ತುಕ್ಕು ರೋಗ ಮತ್ತು ಹಣ್ಣು ಕೊಳೆ'),
            t('1.5 ml per litre of water (300 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1.5 ಮಿ.ಲೀ (ಎಕರೆಗೆ 300 ಮಿ.ಲೀ)'),
            ['250 ml@420', '500 ml@790'],
          ),
          tp(
            t('Metalaxyl 8% + Mancozeb 64% WP', 'ಮೆಟಲಾಕ್ಸಿಲ್ 8% + ಮ್ಯಾಂಕೋಜೆಬ್ 64% ಡಬ್ಲ್ಯೂಪಿ'),
            ['grapes', 'potato', 'tomato', 'arecanut'],
            t('downy mildew, late blight and damping off', 'ಬೂಜು ತುಪ್ಪಟ ರೋಗ, ತಡವಾದ ಅಂಗಮಾರಿ ಮತ್ತು ಸಸಿ ಕೊಳೆ'),
            t('2.5 g per litre of water (500 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2.5 ಗ್ರಾಂ (ಎಕರೆಗೆ 500 ಗ್ರಾಂ)'),
            ['250 g@300', '500 g@560', '1 kg@1050'],
          ),
          tp(
            t('Carbendazim 12% + Mancozeb 63% WP', 'ಕಾರ್ಬೆಂಡಜಿಮ್ 12% + ಮ್ಯಾಂಕೋಜೆಬ್ 63% ಡಬ್ಲ್ಯೂಪಿ'),
            ['groundnut', 'paddy', 'chilli', 'mango'],
            t('leaf spots, blast and anthracnose', 'ಎಲೆ ಚುಕ್ಕೆ, ಬೆಂಕಿ ರೋಗ ಮತ್ತು ಆಂಥ್ರಾಕ್ನೋಸ್'),
            t('2 g per litre of water (400 g per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಗ್ರಾಂ (ಎಕರೆಗೆ 400 ಗ್ರಾಂ)'),
            ['250 g@180', '500 g@330', '1 kg@620'],
          ),
        ],
      },
      {
        slug: 'herbicides',
        name: t('Herbicides', 'ಕಳೆನಾಶಕಗಳು'),
        kind: 'herbicide',
        products: [
          tp(
            t('Glyphosate 41% SL', 'ಗ್ಲೈಫೋಸೇಟ್ 41% ಎಸ್‌ಎಲ್'),
            ['coconut', 'arecanut', 'coffee', 'mango'],
            t(
              'all annual and perennial weeds on bunds and in orchards (non-selective)',
              'ಬದುಗಳು ಮತ್ತು ತೋಟಗಳಲ್ಲಿನ ಎಲ್ಲಾ ವಾರ್ಷಿಕ ಮತ್ತು ಬಹುವಾರ್ಷಿಕ ಕಳೆಗಳು (ಆಯ್ಕೆರಹಿತ)',
            ),
            t('8–10 ml per litre of water on actively growing weeds', 'ಬೆಳೆಯುತ್ತಿರುವ ಕಳೆಗಳ ಮೇಲೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 8–10 ಮಿ.ಲೀ'),
            ['500 ml@280', '1 L@480', '5 L@2150'],
          ),
          tp(
            t('Paraquat Dichloride 24% SL', 'ಪ್ಯಾರಾಕ್ವಾಟ್ ಡೈಕ್ಲೋರೈಡ್ 24% ಎಸ್‌ಎಲ್'),
            ['coffee', 'tea', 'maize'],
            t('quick burn-down of green weeds between rows', 'ಸಾಲುಗಳ ನಡುವಿನ ಹಸಿರು ಕಳೆಗಳ ತ್ವರಿತ ನಿಯಂತ್ರಣ'),
            t('5 ml per litre of water (800 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಮಿ.ಲೀ (ಎಕರೆಗೆ 800 ಮಿ.ಲೀ)'),
            ['500 ml@270', '1 L@480'],
          ),
          tp(
            t('2,4-D Amine Salt 58% SL', '2,4-ಡಿ ಅಮೈನ್ ಸಾಲ್ಟ್ 58% ಎಸ್‌ಎಲ್'),
            ['paddy', 'wheat', 'sugarcane', 'maize'],
            t('broad-leaved weeds and sedges', 'ಅಗಲ ಎಲೆಯ ಕಳೆಗಳು ಮತ್ತು ಜೊಂಡು'),
            t('2.5 ml per litre of water (500 ml per acre)', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2.5 ಮಿ.ಲೀ (ಎಕರೆಗೆ 500 ಮಿ.ಲೀ)'),
            ['500 ml@230', '1 L@420'],
          ),
          tp(
            t('Atrazine 50% WP', 'ಅಟ್ರಾಜಿನ್ 50% ಡಬ್ಲ್ಯೂಪಿ'),
            ['maize', 'sugarcane', 'jowar'],
            t('pre-emergence control of grasses and broad-leaved weeds', 'ಹುಲ್ಲು ಮತ್ತು ಅಗಲ ಎಲೆ ಕಳೆಗಳ ಮೊಳಕೆಪೂರ್ವ ನಿಯಂತ್ರಣ'),
            t('400–500 g per acre within 3 days of sowing', 'ಬಿತ್ತಿದ 3 ದಿನಗಳೊಳಗೆ ಎಕರೆಗೆ 400–500 ಗ್ರಾಂ'),
            ['500 g@240', '1 kg@430'],
          ),
          tp(
            t('Pendimethalin 30% EC', 'ಪೆಂಡಿಮೆಥಾಲಿನ್ 30% ಇಸಿ'),
            ['cotton', 'soybean', 'onion', 'groundnut'],
            t(
              'pre-emergence control of annual grasses and broad-leaved weeds',
              'ವಾರ್ಷಿಕ ಹುಲ್ಲು ಮತ್ತು ಅಗಲ ಎಲೆ ಕಳೆಗಳ ಮೊಳಕೆಪೂರ್ವ ನಿಯಂತ್ರಣ',
            ),
            t('1–1.3 litre per acre within 2 days of sowing', 'ಬಿತ್ತಿದ 2 ದಿನಗಳೊಳಗೆ ಎಕರೆಗೆ 1–1.3 ಲೀಟರ್'),
            ['1 L@560', '5 L@2650'],
          ),
          tp(
            t('Pretilachlor 50% EC', 'ಪ್ರೆಟಿಲಾಕ್ಲೋರ್ 50% ಇಸಿ'),
            ['paddy'],
            t('grasses and sedges in transplanted paddy', 'ನಾಟಿ ಭತ್ತದಲ್ಲಿನ ಹುಲ್ಲು ಮತ್ತು ಜೊಂಡು ಕಳೆಗಳು'),
            t(
              '500 ml per acre mixed with sand, 3–5 days after transplanting',
              'ನಾಟಿಯ 3–5 ದಿನಗಳ ನಂತರ ಮರಳಿನೊಂದಿಗೆ ಬೆರೆಸಿ ಎಕರೆಗೆ 500 ಮಿ.ಲೀ',
            ),
            ['500 ml@340', '1 L@620'],
          ),
          tp(
            t('Bispyribac Sodium 10% SC', 'ಬಿಸ್ಪೈರಿಬ್ಯಾಕ್ ಸೋಡಿಯಂ 10% ಎಸ್‌ಸಿ'),
            ['paddy'],
            t(
              'post-emergence control of barnyard grass and sedges in paddy',
              'ಭತ್ತದಲ್ಲಿ ಸಾವೆ ಹುಲ್ಲು ಮತ್ತು ಜೊಂಡಿನ ಮೊಳಕೆನಂತರದ ನಿಯಂತ್ರಣ',
            ),
            t('80–100 ml per acre, 15–25 days after sowing', 'ಬಿತ್ತಿದ 15–25 ದಿನಗಳ ನಂತರ ಎಕರೆಗೆ 80–100 ಮಿ.ಲೀ'),
            ['100 ml@450', '250 ml@1050'],
          ),
          tp(
            t('Tembotrione 34.4% SC', 'ಟೆಂಬೊಟ್ರಿಯೋನ್ 34.4% ಎಸ್‌ಸಿ'),
            ['maize'],
            t(
              'post-emergence control of grasses and broad-leaved weeds in maize',
              'ಮೆಕ್ಕೆಜೋಳದಲ್ಲಿ ಹುಲ್ಲು ಮತ್ತು ಅಗಲ ಎಲೆ ಕಳೆಗಳ ಮೊಳಕೆನಂತರದ ನಿಯಂತ್ರಣ',
            ),
            t('115 ml per acre, 15–20 days after sowing', 'ಬಿತ್ತಿದ 15–20 ದಿನಗಳ ನಂತರ ಎಕರೆಗೆ 115 ಮಿ.ಲೀ'),
            ['115 ml@1350'],
          ),
          tp(
            t('Glufosinate Ammonium 13.5% SL', 'ಗ್ಲುಫೋಸಿನೇಟ್ ಅಮೋನಿಯಂ 13.5% ಎಸ್‌ಎಲ್'),
            ['coffee', 'tea', 'grapes', 'coconut'],
            t(
              'broad-spectrum control of weeds in plantations and orchards',
              'ತೋಟಗಳು ಮತ್ತು ಹಣ್ಣಿನ ತೋಟಗಳಲ್ಲಿ ವ್ಯಾಪಕ ಕಳೆ ನಿಯಂತ್ರಣ',
            ),
            t('6 ml per litre of water on green weeds', 'ಹಸಿರು ಕಳೆಗಳ ಮೇಲೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 6 ಮಿ.ಲೀ'),
            ['1 L@690', '5 L@3250'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'plant-growth',
    name: t('Plant Growth', 'ಸಸ್ಯ ಬೆಳವಣಿಗೆ'),
    children: [
      {
        slug: 'growth-regulators',
        name: t('Growth Regulators', 'ಬೆಳವಣಿಗೆ ನಿಯಂತ್ರಕಗಳು'),
        kind: 'growth',
        products: [
          tp(
            t('Gibberellic Acid 0.001% L', 'ಜಿಬ್ಬರೆಲಿಕ್ ಆಮ್ಲ 0.001% ಎಲ್'),
            ['grapes', 'paddy', 'vegetables'],
            t(
              'cell elongation, bigger berries and better flowering',
              'ಜೀವಕೋಶ ಉದ್ದವಾಗುವಿಕೆ, ದೊಡ್ಡ ಕಾಳುಗಳು ಮತ್ತು ಉತ್ತಮ ಹೂಬಿಡುವಿಕೆ',
            ),
            t('2 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ'),
            ['250 ml@160', '500 ml@290', '1 L@550'],
          ),
          tp(
            t('Triacontanol 0.1% EW', 'ಟ್ರೈಕಾಂಟನಾಲ್ 0.1% ಇಡಬ್ಲ್ಯೂ'),
            [...VEG, 'paddy', 'cotton'],
            t('more photosynthesis, flowers and fruit set', 'ಹೆಚ್ಚು ದ್ಯುತಿಸಂಶ್ಲೇಷಣೆ, ಹೂಗಳು ಮತ್ತು ಕಾಯಿ ಕಟ್ಟುವಿಕೆ'),
            t('1 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 1 ಮಿ.ಲೀ'),
            ['250 ml@210', '500 ml@390'],
          ),
          tp(
            t('NAA 4.5% SL (Alpha Naphthyl Acetic Acid)', 'ಎನ್‌ಎಎ 4.5% ಎಸ್‌ಎಲ್ (ಆಲ್ಫಾ ನ್ಯಾಫ್ತೈಲ್ ಅಸಿಟಿಕ್ ಆಮ್ಲ)'),
            ['chilli', 'tomato', 'cotton', 'mango'],
            t('less flower and fruit drop', 'ಕಡಿಮೆ ಹೂ ಮತ್ತು ಕಾಯಿ ಉದುರುವಿಕೆ'),
            t('0.25 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.25 ಮಿ.ಲೀ'),
            ['100 ml@140', '250 ml@310'],
          ),
          tp(
            t('Paclobutrazol 23% SC', 'ಪ್ಯಾಕ್ಲೋಬ್ಯುಟ್ರಜೋಲ್ 23% ಎಸ್‌ಸಿ'),
            ['mango', 'pomegranate'],
            t('regular, early and uniform flowering in mango', 'ಮಾವಿನಲ್ಲಿ ನಿಯಮಿತ, ಬೇಗನೆ ಮತ್ತು ಏಕರೂಪದ ಹೂಬಿಡುವಿಕೆ'),
            t('20–30 ml per tree in the soil around the trunk', 'ಕಾಂಡದ ಸುತ್ತಲಿನ ಮಣ್ಣಿಗೆ ಪ್ರತಿ ಮರಕ್ಕೆ 20–30 ಮಿ.ಲೀ'),
            ['250 ml@720', '500 ml@1380', '1 L@2650'],
          ),
          tp(
            t('Chlormequat Chloride 50% SL', 'ಕ್ಲೋರ್‌ಮೆಕ್ವಾಟ್ ಕ್ಲೋರೈಡ್ 50% ಎಸ್‌ಎಲ್'),
            ['cotton', 'grapes', 'wheat'],
            t('checks excess vegetative growth and lodging', 'ಅತಿಯಾದ ಸಸ್ಯಕ ಬೆಳವಣಿಗೆ ಮತ್ತು ಬೀಳುವಿಕೆಯನ್ನು ತಡೆಯುತ್ತದೆ'),
            t('0.5 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 0.5 ಮಿ.ಲೀ'),
            ['500 ml@430', '1 L@820'],
          ),
        ],
      },
      {
        slug: 'bio-stimulants',
        name: t('Bio Stimulants', 'ಜೈವಿಕ ಉತ್ತೇಜಕಗಳು'),
        kind: 'growth',
        products: [
          tp(
            t('Humic Acid 12% Liquid', 'ಹ್ಯೂಮಿಕ್ ಆಮ್ಲ 12% ದ್ರವ'),
            [...FIELD, ...VEG],
            t('white root growth and better nutrient uptake', 'ಬಿಳಿ ಬೇರುಗಳ ಬೆಳವಣಿಗೆ ಮತ್ತು ಉತ್ತಮ ಪೋಷಕಾಂಶ ಹೀರುವಿಕೆ'),
            t(
              '2 ml per litre as spray; 1 litre per acre through drip',
              'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್‌ಗೆ 2 ಮಿ.ಲೀ; ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಎಕರೆಗೆ 1 ಲೀಟರ್',
            ),
            ['1 L@390', '5 L@1690'],
          ),
          tp(
            t('Seaweed Extract Liquid', 'ಕಡಲಕಳೆ ಸಾರ ದ್ರವ'),
            [...VEG, ...FRUIT],
            t('stress recovery, flowering and fruit quality', 'ಒತ್ತಡದಿಂದ ಚೇತರಿಕೆ, ಹೂಬಿಡುವಿಕೆ ಮತ್ತು ಹಣ್ಣಿನ ಗುಣಮಟ್ಟ'),
            t('2 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ'),
            ['250 ml@280', '500 ml@520', '1 L@950'],
          ),
          tp(
            t('Seaweed Granules', 'ಕಡಲಕಳೆ ಕಣಗಳು'),
            [...FIELD, ...PLANTATION],
            t('root vigour and soil microbial activity', 'ಬೇರಿನ ಚೈತನ್ಯ ಮತ್ತು ಮಣ್ಣಿನ ಸೂಕ್ಷ್ಮಜೀವಿ ಚಟುವಟಿಕೆ'),
            t('4–5 kg per acre with fertilizers', 'ಗೊಬ್ಬರದೊಂದಿಗೆ ಎಕರೆಗೆ 4–5 ಕೆ.ಜಿ'),
            ['4 kg@480', '10 kg@1050'],
          ),
          tp(
            t('Amino Acid 40% Liquid', 'ಅಮೈನೋ ಆಮ್ಲ 40% ದ್ರವ'),
            [...VEG, ...FRUIT],
            t('greener leaves and faster recovery after sprays', 'ಹೆಚ್ಚು ಹಸಿರು ಎಲೆಗಳು ಮತ್ತು ಸಿಂಪಡಣೆಯ ನಂತರ ತ್ವರಿತ ಚೇತರಿಕೆ'),
            t('2 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2 ಮಿ.ಲೀ'),
            ['500 ml@290', '1 L@520'],
          ),
          tp(
            t('Fulvic Acid 98% Powder', 'ಫುಲ್ವಿಕ್ ಆಮ್ಲ 98% ಪುಡಿ'),
            [...VEG, ...FRUIT],
            t(
              'carries nutrients into the plant and improves their uptake',
              'ಪೋಷಕಾಂಶಗಳನ್ನು ಸಸ್ಯದೊಳಗೆ ಸಾಗಿಸಿ ಹೀರುವಿಕೆಯನ್ನು ಹೆಚ್ಚಿಸುತ್ತದೆ',
            ),
            t(
              '1 g per litre as spray; 500 g per acre through drip',
              'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್‌ಗೆ 1 ಗ್ರಾಂ; ಹನಿ ನೀರಾವರಿಯಲ್ಲಿ ಎಕರೆಗೆ 500 ಗ್ರಾಂ',
            ),
            ['250 g@450', '1 kg@1600'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'irrigation',
    name: t('Irrigation', 'ನೀರಾವರಿ'),
    children: [
      {
        slug: 'drip-irrigation',
        name: t('Drip Irrigation', 'ಹನಿ ನೀರಾವರಿ'),
        kind: 'irrigation',
        products: [
          tp(
            t('Drip Irrigation Kit', 'ಹನಿ ನೀರಾವರಿ ಕಿಟ್'),
            [...VEG, ...FRUIT],
            t('watering every plant at its root with up to 60% less water', '60% ವರೆಗೆ ಕಡಿಮೆ ನೀರಿನಲ್ಲಿ ಪ್ರತಿ ಗಿಡದ ಬೇರಿಗೆ ನೀರು'),
            t('one kit per plot size shown on the pack', 'ಪ್ಯಾಕ್‌ನಲ್ಲಿ ತೋರಿಸಿದ ಜಮೀನಿನ ಗಾತ್ರಕ್ಕೆ ಒಂದು ಕಿಟ್'),
            [
              eq(t('100 plants kit', '100 ಗಿಡಗಳ ಕಿಟ್'), 1490, 3.2, [40, 30, 20]),
              eq(t('500 plants kit', '500 ಗಿಡಗಳ ಕಿಟ್'), 4990, 11, [60, 40, 35]),
              eq(t('1/4 acre kit', '1/4 ಎಕರೆ ಕಿಟ್'), 8900, 24, [80, 60, 45]),
            ],
          ),
          tp(
            t('Inline Drip Lateral 16 mm', 'ಇನ್‌ಲೈನ್ ಡ್ರಿಪ್ ಲ್ಯಾಟರಲ್ 16 ಮಿ.ಮೀ'),
            [...VEG, 'sugarcane', 'banana'],
            t('row crops with emitters every 40 cm', 'ಪ್ರತಿ 40 ಸೆಂ.ಮೀಗೆ ಡ್ರಿಪ್ಪರ್ ಇರುವ ಸಾಲು ಬೆಳೆಗಳಿಗೆ'),
            t('one lateral per crop row', 'ಪ್ರತಿ ಬೆಳೆ ಸಾಲಿಗೆ ಒಂದು ಲ್ಯಾಟರಲ್'),
            ['100 m@1150', '500 m@5200'],
          ),
          tp(
            t('Online Dripper 4 LPH', 'ಆನ್‌ಲೈನ್ ಡ್ರಿಪ್ಪರ್ 4 ಎಲ್‌ಪಿಎಚ್'),
            [...FRUIT, ...PLANTATION],
            t(
              'trees and wide-spaced crops, 4 litres per hour each',
              'ಮರಗಳು ಮತ್ತು ದೂರ ಅಂತರದ ಬೆಳೆಗಳಿಗೆ, ಪ್ರತಿಯೊಂದು ಗಂಟೆಗೆ 4 ಲೀಟರ್',
            ),
            t('2–4 drippers per tree', 'ಪ್ರತಿ ಮರಕ್ಕೆ 2–4 ಡ್ರಿಪ್ಪರ್‌ಗಳು'),
            ['pack of 100@340', 'pack of 500@1500'],
          ),
          tp(
            t('Screen Filter 1.5 inch', 'ಸ್ಕ್ರೀನ್ ಫಿಲ್ಟರ್ 1.5 ಇಂಚು'),
            [...VEG, ...FRUIT],
            t('stops sand and dirt from clogging drippers', 'ಡ್ರಿಪ್ಪರ್‌ಗಳು ಕಟ್ಟಿಕೊಳ್ಳದಂತೆ ಮರಳು ಮತ್ತು ಕಸವನ್ನು ತಡೆಯುತ್ತದೆ'),
            t('one filter at the head of the system', 'ವ್ಯವಸ್ಥೆಯ ಆರಂಭದಲ್ಲಿ ಒಂದು ಫಿಲ್ಟರ್'),
            [eq(t('1.5 inch, 10 m³/h', '1.5 ಇಂಚು, 10 ಘ.ಮೀ/ಗಂ'), 1350, 1.8, [32, 18, 18])],
          ),
          tp(
            t('Venturi Fertilizer Injector', 'ವೆಂಚುರಿ ಗೊಬ್ಬರ ಇಂಜೆಕ್ಟರ್'),
            [...VEG, ...FRUIT],
            t('feeding water-soluble fertilizers through the drip line', 'ಹನಿ ನೀರಾವರಿ ಮೂಲಕ ನೀರಿನಲ್ಲಿ ಕರಗುವ ಗೊಬ್ಬರ ನೀಡಲು'),
            t('one injector per system', 'ಪ್ರತಿ ವ್ಯವಸ್ಥೆಗೆ ಒಂದು ಇಂಜೆಕ್ಟರ್'),
            [eq(t('1 inch', '1 ಇಂಚು'), 540, 0.4, [20, 10, 8]), eq(t('2 inch', '2 ಇಂಚು'), 1450, 1.1, [30, 14, 12])],
          ),
        ],
      },
      {
        slug: 'sprinklers',
        name: t('Sprinklers', 'ತುಂತುರು ನೀರಾವರಿ'),
        kind: 'irrigation',
        products: [
          tp(
            t('Rain Gun Sprinkler', 'ರೈನ್ ಗನ್ ಸ್ಪ್ರಿಂಕ್ಲರ್'),
            ['sugarcane', 'groundnut', 'fodder', 'maize'],
            t('covering up to 35 m radius in field crops', 'ಹೊಲದ ಬೆಳೆಗಳಲ್ಲಿ 35 ಮೀಟರ್ ತ್ರಿಜ್ಯದವರೆಗೆ ನೀರು'),
            t('one gun per 0.5 acre, moved between positions', 'ಅರ್ಧ ಎಕರೆಗೆ ಒಂದು ಗನ್, ಸ್ಥಳಾಂತರಿಸುತ್ತಾ'),
            [
              eq(t('1.25 inch', '1.25 ಇಂಚು'), 3900, 3.5, [45, 25, 20]),
              eq(t('1.5 inch', '1.5 ಇಂಚು'), 4800, 4.2, [50, 28, 22]),
            ],
          ),
          tp(
            t('Mini Sprinkler Set', 'ಮಿನಿ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಸೆಟ್'),
            ['vegetables', 'flowers', 'onion'],
            t('gentle, even watering of nurseries and leafy vegetables', 'ನರ್ಸರಿ ಮತ್ತು ಸೊಪ್ಪು ತರಕಾರಿಗಳಿಗೆ ಮೃದುವಾದ ಸಮನಾದ ನೀರು'),
            t('one sprinkler every 6 m', 'ಪ್ರತಿ 6 ಮೀಟರ್‌ಗೆ ಒಂದು ಸ್ಪ್ರಿಂಕ್ಲರ್'),
            ['pack of 10@650', 'pack of 25@1500'],
          ),
          tp(
            t('Rain Pipe Hose 40 mm', 'ರೈನ್ ಪೈಪ್ ಹೋಸ್ 40 ಮಿ.ಮೀ'),
            ['onion', 'groundnut', 'vegetables'],
            t('spraying a strip up to 6 m wide like light rain', 'ಹಗುರ ಮಳೆಯಂತೆ 6 ಮೀಟರ್ ಅಗಲದ ಪಟ್ಟಿಗೆ ನೀರು'),
            t('one run per 6 m strip', 'ಪ್ರತಿ 6 ಮೀಟರ್ ಪಟ್ಟಿಗೆ ಒಂದು ಸಾಲು'),
            ['100 m@2900'],
          ),
          tp(
            t('HDPE Sprinkler Pipe 63 mm', 'ಎಚ್‌ಡಿಪಿಇ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಪೈಪ್ 63 ಮಿ.ಮೀ'),
            ['groundnut', 'sugarcane', 'fodder'],
            t('quick-coupling main line for portable sprinkler sets', 'ಸಾಗಿಸಬಹುದಾದ ಸ್ಪ್ರಿಂಕ್ಲರ್ ಸೆಟ್‌ಗಳಿಗೆ ಕ್ವಿಕ್-ಕಪ್ಲಿಂಗ್ ಮುಖ್ಯ ಪೈಪ್'),
            t('as many lengths as the field needs', 'ಹೊಲಕ್ಕೆ ಬೇಕಾದಷ್ಟು ಉದ್ದಗಳು'),
            [
              eq(t('6 m length', '6 ಮೀ ಉದ್ದ'), 750, 4.6, [600, 8, 8]),
              eq(t('set of 5 lengths', '5 ಉದ್ದಗಳ ಸೆಟ್'), 3600, 23, [600, 20, 20]),
            ],
          ),
        ],
      },
      {
        slug: 'water-pumps',
        name: t('Water Pumps', 'ನೀರಿನ ಪಂಪ್‌ಗಳು'),
        kind: 'pump',
        products: [
          tp(
            t('Monoblock Centrifugal Pump', 'ಮೋನೋಬ್ಲಾಕ್ ಸೆಂಟ್ರಿಫ್ಯೂಗಲ್ ಪಂಪ್'),
            ['vegetables', 'sugarcane', 'paddy'],
            t('lifting water from open wells, tanks and canals', 'ತೆರೆದ ಬಾವಿ, ಕೆರೆ ಮತ್ತು ಕಾಲುವೆಗಳಿಂದ ನೀರೆತ್ತಲು'),
            t('choose by head and discharge on the pump curve', 'ಪಂಪ್ ವಕ್ರರೇಖೆಯಲ್ಲಿನ ಎತ್ತರ ಮತ್ತು ಹರಿವಿನ ಪ್ರಕಾರ ಆಯ್ಕೆ ಮಾಡಿ'),
            [eq(t('1 HP', '1 ಎಚ್‌ಪಿ'), 6200, 17, [45, 28, 30]), eq(t('2 HP', '2 ಎಚ್‌ಪಿ'), 9800, 26, [52, 30, 34])],
          ),
          tp(
            t('Openwell Submersible Pump', 'ಓಪನ್‌ವೆಲ್ ಸಬ್‌ಮರ್ಸಿಬಲ್ ಪಂಪ್'),
            ['vegetables', 'banana', 'coconut'],
            t('pumping from open wells without priming', 'ಪ್ರೈಮಿಂಗ್ ಇಲ್ಲದೆ ತೆರೆದ ಬಾವಿಗಳಿಂದ ನೀರೆತ್ತಲು'),
            t('choose by well depth and field size', 'ಬಾವಿಯ ಆಳ ಮತ್ತು ಹೊಲದ ಗಾತ್ರದ ಪ್ರಕಾರ ಆಯ್ಕೆ ಮಾಡಿ'),
            [eq(t('1 HP', '1 ಎಚ್‌ಪಿ'), 7800, 19, [55, 30, 30]), eq(t('1.5 HP', '1.5 ಎಚ್‌ಪಿ'), 9400, 23, [60, 32, 32])],
          ),
          tp(
            t('Petrol Water Pump 2 inch', 'ಪೆಟ್ರೋಲ್ ನೀರಿನ ಪಂಪ್ 2 ಇಂಚು'),
            ['vegetables', 'paddy'],
            t('portable irrigation where there is no power supply', 'ವಿದ್ಯುತ್ ಇಲ್ಲದ ಕಡೆ ಸಾಗಿಸಬಹುದಾದ ನೀರಾವರಿ'),
            t('up to 30,000 litres per hour', 'ಗಂಟೆಗೆ 30,000 ಲೀಟರ್‌ವರೆಗೆ'),
            [eq(t('2 inch, 4-stroke', '2 ಇಂಚು, 4-ಸ್ಟ್ರೋಕ್'), 14500, 25, [52, 42, 45])],
          ),
          tp(
            t('PVC Suction Hose', 'ಪಿವಿಸಿ ಸಕ್ಷನ್ ಹೋಸ್'),
            ['vegetables', 'sugarcane'],
            t('kink-free suction and delivery for pumps', 'ಪಂಪ್‌ಗಳಿಗೆ ಮಡಚದ ಸಕ್ಷನ್ ಮತ್ತು ಡೆಲಿವರಿ ಪೈಪ್'),
            t('one length per pump', 'ಪ್ರತಿ ಪಂಪ್‌ಗೆ ಒಂದು ಉದ್ದ'),
            ['10 m@1250', '30 m@3500'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'tools-and-machinery',
    name: t('Tools & Machinery', 'ಉಪಕರಣಗಳು ಮತ್ತು ಯಂತ್ರೋಪಕರಣಗಳು'),
    children: [
      {
        slug: 'sprayers',
        name: t('Sprayers', 'ಸ್ಪ್ರೇಯರ್‌ಗಳು'),
        kind: 'sprayer',
        products: [
          tp(
            t('Manual Knapsack Sprayer', 'ಕೈಚಾಲಿತ ಬೆನ್ನಿನ ಸ್ಪ್ರೇಯರ್'),
            ['vegetables', 'cotton', 'paddy'],
            t('everyday spraying of small fields without power', 'ವಿದ್ಯುತ್ ಇಲ್ಲದೆ ಸಣ್ಣ ಹೊಲಗಳಿಗೆ ದಿನನಿತ್ಯದ ಸಿಂಪಡಣೆ'),
            t('about 1 acre per 10–12 tank loads', 'ಸುಮಾರು 10–12 ಟ್ಯಾಂಕ್‌ಗಳಿಗೆ 1 ಎಕರೆ'),
            [eq(t('16 L tank', '16 ಲೀಟರ್ ಟ್ಯಾಂಕ್'), 1250, 4.5, [48, 36, 20])],
          ),
          tp(
            t('Battery Operated Sprayer', 'ಬ್ಯಾಟರಿ ಚಾಲಿತ ಸ್ಪ್ರೇಯರ್'),
            ['vegetables', 'cotton', 'chilli', 'grapes'],
            t('steady pressure spraying without hand pumping', 'ಕೈಯಿಂದ ಪಂಪ್ ಮಾಡದೆ ಸ್ಥಿರ ಒತ್ತಡದ ಸಿಂಪಡಣೆ'),
            t('one charge sprays 12–15 tanks', 'ಒಂದು ಚಾರ್ಜ್‌ನಲ್ಲಿ 12–15 ಟ್ಯಾಂಕ್'),
            [
              eq(t('16 L, 12V 8Ah', '16 ಲೀ, 12V 8Ah'), 2450, 6.2, [48, 36, 22]),
              eq(t('18 L, 12V 12Ah', '18 ಲೀ, 12V 12Ah'), 3100, 7.1, [50, 38, 22]),
            ],
          ),
          tp(
            t('2-in-1 Battery and Manual Sprayer', '2-ಇನ್-1 ಬ್ಯಾಟರಿ ಮತ್ತು ಕೈಚಾಲಿತ ಸ್ಪ್ರೇಯರ್'),
            ['vegetables', 'cotton', 'chilli'],
            t('switching to hand pumping when the battery runs out', 'ಬ್ಯಾಟರಿ ಮುಗಿದಾಗ ಕೈ ಪಂಪ್‌ಗೆ ಬದಲಾಯಿಸಬಹುದು'),
            t('one charge sprays 12–15 tanks', 'ಒಂದು ಚಾರ್ಜ್‌ನಲ್ಲಿ 12–15 ಟ್ಯಾಂಕ್'),
            [eq(t('18 L tank', '18 ಲೀಟರ್ ಟ್ಯಾಂಕ್'), 3100, 7.4, [50, 38, 22])],
          ),
          tp(
            t('Portable Power Sprayer (HTP)', 'ಪೋರ್ಟಬಲ್ ಪವರ್ ಸ್ಪ್ರೇಯರ್ (ಎಚ್‌ಟಿಪಿ)'),
            ['grapes', 'pomegranate', 'mango', 'arecanut'],
            t('high-pressure spraying of orchards and tall trees', 'ತೋಟಗಳು ಮತ್ತು ಎತ್ತರದ ಮರಗಳಿಗೆ ಹೆಚ್ಚಿನ ಒತ್ತಡದ ಸಿಂಪಡಣೆ'),
            t('up to 8 acres a day with two spray guns', 'ಎರಡು ಗನ್‌ಗಳಿಂದ ದಿನಕ್ಕೆ 8 ಎಕರೆವರೆಗೆ'),
            [eq(t('4-stroke engine', '4-ಸ್ಟ್ರೋಕ್ ಎಂಜಿನ್'), 14000, 28, [60, 45, 45])],
          ),
          tp(
            t('Hand Pressure Sprayer', 'ಕೈ ಒತ್ತಡದ ಸ್ಪ್ರೇಯರ್'),
            ['flowers', 'vegetables'],
            t('kitchen gardens, nurseries and spot spraying', 'ಕೈತೋಟ, ನರ್ಸರಿ ಮತ್ತು ನಿರ್ದಿಷ್ಟ ಜಾಗಕ್ಕೆ ಸಿಂಪಡಣೆ'),
            t('fill up to the marked line and pump 15–20 strokes', 'ಗುರುತಿನ ರೇಖೆಯವರೆಗೆ ತುಂಬಿ 15–20 ಬಾರಿ ಪಂಪ್ ಮಾಡಿ'),
            [eq(t('1.5 L', '1.5 ಲೀಟರ್'), 320, 0.5, [30, 15, 12]), eq(t('5 L', '5 ಲೀಟರ್'), 750, 1.4, [45, 22, 20])],
          ),
        ],
      },
      {
        slug: 'hand-tools',
        name: t('Hand Tools', 'ಕೈ ಉಪಕರಣಗಳು'),
        kind: 'handtool',
        products: [
          tp(
            t('Pruning Secateurs 8 inch', 'ಪ್ರೂನಿಂಗ್ ಕತ್ತರಿ 8 ಇಂಚು'),
            ['grapes', 'pomegranate', 'flowers'],
            t('clean cuts on stems up to 20 mm', '20 ಮಿ.ಮೀವರೆಗಿನ ಕಾಂಡಗಳ ನಯವಾದ ಕತ್ತರಿಸುವಿಕೆ'),
            t('oil the spring after every use', 'ಪ್ರತಿ ಬಳಕೆಯ ನಂತರ ಸ್ಪ್ರಿಂಗ್‌ಗೆ ಎಣ್ಣೆ ಹಾಕಿ'),
            [eq(t('1 piece', '1 ಸಂಖ್ಯೆ'), 450, 0.3, [24, 8, 3])],
          ),
          tp(
            t('Khurpi Hand Weeder', 'ಖುರ್ಪಿ ಕೈ ಕಳೆ ತೆಗೆಯುವ ಸಾಧನ'),
            ['vegetables', 'flowers'],
            t('weeding and loosening soil between plants', 'ಗಿಡಗಳ ನಡುವೆ ಕಳೆ ತೆಗೆಯಲು ಮತ್ತು ಮಣ್ಣು ಸಡಿಲಿಸಲು'),
            t('keep the blade sharp and dry', 'ಅಲಗನ್ನು ಹರಿತವಾಗಿ ಮತ್ತು ಒಣಗಿರುವಂತೆ ಇಡಿ'),
            [eq(t('1 piece', '1 ಸಂಖ್ಯೆ'), 180, 0.35, [30, 8, 4]), eq(t('pack of 3', '3ರ ಪ್ಯಾಕ್'), 480, 1.05, [30, 15, 8])],
          ),
          tp(
            t('Forged Steel Spade', 'ಉಕ್ಕಿನ ಸನಿಕೆ'),
            ['vegetables', 'sugarcane', 'banana'],
            t('digging, making ridges and channels', 'ಅಗೆಯಲು, ಬದುಗಳು ಮತ್ತು ಕಾಲುವೆಗಳನ್ನು ಮಾಡಲು'),
            t('fit a seasoned wooden handle', 'ಒಣಗಿದ ಮರದ ಹಿಡಿಕೆ ಹಾಕಿ'),
            [eq(t('1.5 kg head', '1.5 ಕೆ.ಜಿ ತಲೆ'), 480, 1.6, [30, 25, 6])],
          ),
          tp(
            t('Serrated Sickle', 'ಹಲ್ಲಿನ ಕುಡುಗೋಲು'),
            ['paddy', 'wheat', 'ragi', 'fodder'],
            t('harvesting cereals and cutting fodder', 'ಧಾನ್ಯಗಳ ಕೊಯ್ಲು ಮತ್ತು ಮೇವು ಕತ್ತರಿಸಲು'),
            t('keep the teeth free of mud', 'ಹಲ್ಲುಗಳಲ್ಲಿ ಮಣ್ಣು ಇರದಂತೆ ನೋಡಿಕೊಳ್ಳಿ'),
            [eq(t('1 piece', '1 ಸಂಖ್ಯೆ'), 160, 0.25, [40, 12, 3]), eq(t('pack of 2', '2ರ ಪ್ಯಾಕ್'), 300, 0.5, [40, 20, 5])],
          ),
          tp(
            t('Telescopic Tree Pruner', 'ಟೆಲಿಸ್ಕೋಪಿಕ್ ಮರ ಕತ್ತರಿಸುವ ಸಾಧನ'),
            ['mango', 'coconut', 'arecanut'],
            t('cutting high branches from the ground', 'ನೆಲದಿಂದಲೇ ಎತ್ತರದ ಕೊಂಬೆಗಳನ್ನು ಕತ್ತರಿಸಲು'),
            t('extends up to 4 m', '4 ಮೀಟರ್‌ವರೆಗೆ ವಿಸ್ತರಿಸುತ್ತದೆ'),
            [eq(t('2.4–4 m', '2.4–4 ಮೀ'), 1850, 2.1, [130, 12, 10])],
          ),
          tp(
            t('Garden Rake 14 teeth', 'ಗಾರ್ಡನ್ ಕುಂಟೆ 14 ಹಲ್ಲು'),
            ['vegetables', 'flowers'],
            t('levelling beds and collecting leaves', 'ಮಡಿಗಳನ್ನು ಸಮತಟ್ಟು ಮಾಡಲು ಮತ್ತು ಎಲೆಗಳನ್ನು ಒಟ್ಟುಗೂಡಿಸಲು'),
            t('rinse and dry after use', 'ಬಳಕೆಯ ನಂತರ ತೊಳೆದು ಒಣಗಿಸಿ'),
            [eq(t('1 piece', '1 ಸಂಖ್ಯೆ'), 420, 1.2, [40, 30, 8])],
          ),
        ],
      },
      {
        slug: 'farm-machinery',
        name: t('Farm Machinery', 'ಕೃಷಿ ಯಂತ್ರಗಳು'),
        kind: 'machine',
        products: [
          tp(
            t('Brush Cutter 52cc', 'ಬ್ರಷ್ ಕಟರ್ 52ಸಿಸಿ'),
            ['fodder', 'coconut', 'arecanut', 'paddy'],
            t('cutting grass, weeds, bushes and paddy', 'ಹುಲ್ಲು, ಕಳೆ, ಪೊದೆ ಮತ್ತು ಭತ್ತ ಕತ್ತರಿಸಲು'),
            t('2-stroke petrol mixed 25:1 with oil', '2-ಸ್ಟ್ರೋಕ್ ಪೆಟ್ರೋಲ್ ಎಣ್ಣೆಯೊಂದಿಗೆ 25:1 ಮಿಶ್ರಣ'),
            [
              eq(t('2-stroke, side pack', '2-ಸ್ಟ್ರೋಕ್, ಸೈಡ್ ಪ್ಯಾಕ್'), 9800, 11, [95, 30, 30]),
              eq(t('4-stroke, back pack', '4-ಸ್ಟ್ರೋಕ್, ಬ್ಯಾಕ್ ಪ್ಯಾಕ್'), 16500, 14, [100, 40, 40]),
            ],
          ),
          tp(
            t('Power Weeder 7 HP', 'ಪವರ್ ವೀಡರ್ 7 ಎಚ್‌ಪಿ'),
            ['vegetables', 'sugarcane', 'banana'],
            t('inter-cultivation and weeding between rows', 'ಸಾಲುಗಳ ನಡುವೆ ಅಂತರ ಬೇಸಾಯ ಮತ್ತು ಕಳೆ ತೆಗೆಯಲು'),
            t('about 1 acre in 4–5 hours', 'ಸುಮಾರು 4–5 ಗಂಟೆಗಳಲ್ಲಿ 1 ಎಕರೆ'),
            [eq(t('petrol engine', 'ಪೆಟ್ರೋಲ್ ಎಂಜಿನ್'), 45000, 68, [110, 60, 75])],
          ),
          tp(
            t('Chaff Cutter', 'ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ'),
            ['fodder', 'cattle'],
            t(
              'chopping green and dry fodder so cattle waste less',
              'ದನಕರುಗಳು ಕಡಿಮೆ ಮೇವು ವ್ಯರ್ಥ ಮಾಡುವಂತೆ ಹಸಿ ಮತ್ತು ಒಣ ಮೇವು ಕತ್ತರಿಸಲು',
            ),
            t('up to 1 tonne of fodder per hour', 'ಗಂಟೆಗೆ 1 ಟನ್ ಮೇವಿನವರೆಗೆ'),
            [
              eq(t('hand operated', 'ಕೈಚಾಲಿತ'), 5200, 45, [90, 50, 60]),
              eq(t('2 HP electric', '2 ಎಚ್‌ಪಿ ವಿದ್ಯುತ್'), 18500, 85, [110, 60, 80]),
            ],
          ),
          tp(
            t('Earth Auger 63cc', 'ಅರ್ತ್ ಆಗರ್ 63ಸಿಸಿ'),
            ['mango', 'coconut', 'banana'],
            t('digging pits for saplings and fence posts', 'ಸಸಿಗಳು ಮತ್ತು ಬೇಲಿ ಕಂಬಗಳಿಗೆ ಗುಂಡಿ ತೋಡಲು'),
            t('one pit in under a minute', 'ಒಂದು ನಿಮಿಷದೊಳಗೆ ಒಂದು ಗುಂಡಿ'),
            [eq(t('with 8 inch bit', '8 ಇಂಚು ಬಿಟ್‌ನೊಂದಿಗೆ'), 14500, 16, [90, 40, 40])],
          ),
          tp(
            t('Seed Drill (Manual)', 'ಬೀಜ ಬಿತ್ತುವ ಯಂತ್ರ (ಕೈಚಾಲಿತ)'),
            ['maize', 'groundnut', 'soybean', 'redgram'],
            t('sowing seeds in lines at even spacing', 'ಸಮಾನ ಅಂತರದಲ್ಲಿ ಸಾಲಾಗಿ ಬೀಜ ಬಿತ್ತಲು'),
            t('one person sows about 1 acre in 3 hours', 'ಒಬ್ಬರು ಸುಮಾರು 3 ಗಂಟೆಗಳಲ್ಲಿ 1 ಎಕರೆ ಬಿತ್ತಬಹುದು'),
            [eq(t('single row', 'ಏಕ ಸಾಲು'), 3400, 9, [120, 35, 30])],
          ),
        ],
      },
    ],
  },
  {
    slug: 'animal-husbandry',
    name: t('Animal Husbandry', 'ಪಶುಸಂಗೋಪನೆ'),
    children: [
      {
        slug: 'cattle-feed',
        name: t('Cattle & Poultry Feed', 'ಜಾನುವಾರು ಮತ್ತು ಕೋಳಿ ಆಹಾರ'),
        kind: 'feed',
        products: [
          tp(
            t('Cattle Feed Pellets', 'ಜಾನುವಾರು ಆಹಾರ ಗುಳಿಗೆಗಳು'),
            LIVESTOCK,
            t('more milk and fat in dairy cows and buffaloes', 'ಹಾಲು ಕರೆಯುವ ಹಸು ಮತ್ತು ಎಮ್ಮೆಗಳಲ್ಲಿ ಹೆಚ್ಚು ಹಾಲು ಮತ್ತು ಕೊಬ್ಬು'),
            t('400 g per litre of milk, plus 1.5 kg for maintenance', 'ಪ್ರತಿ ಲೀಟರ್ ಹಾಲಿಗೆ 400 ಗ್ರಾಂ, ಜೊತೆಗೆ ನಿರ್ವಹಣೆಗೆ 1.5 ಕೆ.ಜಿ'),
            ['25 kg@720', '50 kg@1350'],
          ),
          tp(
            t('Bypass Fat Supplement', 'ಬೈಪಾಸ್ ಕೊಬ್ಬಿನ ಪೂರಕ'),
            LIVESTOCK,
            t('energy for high-yielding cows in early lactation', 'ಆರಂಭಿಕ ಹಾಲುಣಿಸುವ ಅವಧಿಯ ಹೆಚ್ಚು ಹಾಲು ಕೊಡುವ ಹಸುಗಳಿಗೆ ಶಕ್ತಿ'),
            t('100–150 g per cow per day', 'ಪ್ರತಿ ಹಸುವಿಗೆ ದಿನಕ್ಕೆ 100–150 ಗ್ರಾಂ'),
            ['5 kg@850', '25 kg@3900'],
          ),
          tp(
            t('Poultry Layer Feed', 'ಮೊಟ್ಟೆ ಕೋಳಿ ಆಹಾರ'),
            ['poultry'],
            t('steady egg production with strong shells', 'ಗಟ್ಟಿ ಚಿಪ್ಪಿನ ನಿರಂತರ ಮೊಟ್ಟೆ ಉತ್ಪಾದನೆ'),
            t('110–120 g per bird per day', 'ಪ್ರತಿ ಕೋಳಿಗೆ ದಿನಕ್ಕೆ 110–120 ಗ್ರಾಂ'),
            ['25 kg@1020', '50 kg@1950'],
          ),
          tp(
            t('Broiler Starter Feed', 'ಬ್ರಾಯ್ಲರ್ ಸ್ಟಾರ್ಟರ್ ಆಹಾರ'),
            ['poultry'],
            t('fast, even growth of chicks in the first 14 days', 'ಮೊದಲ 14 ದಿನಗಳಲ್ಲಿ ಮರಿಗಳ ತ್ವರಿತ ಸಮಾನ ಬೆಳವಣಿಗೆ'),
            t('free feeding from day 1 to day 14', '1ರಿಂದ 14ನೇ ದಿನದವರೆಗೆ ಬೇಕಾದಷ್ಟು'),
            ['25 kg@1180', '50 kg@2300'],
          ),
          tp(
            t('Goat Feed Pellets', 'ಮೇಕೆ ಆಹಾರ ಗುಳಿಗೆಗಳು'),
            ['goat'],
            t('weight gain in growing kids and lactating does', 'ಬೆಳೆಯುವ ಮರಿಗಳು ಮತ್ತು ಹಾಲುಣಿಸುವ ಮೇಕೆಗಳ ತೂಕ ಹೆಚ್ಚಳ'),
            t('250–400 g per goat per day', 'ಪ್ರತಿ ಮೇಕೆಗೆ ದಿನಕ್ಕೆ 250–400 ಗ್ರಾಂ'),
            ['25 kg@780', '50 kg@1500'],
          ),
          tp(
            t('Floating Fish Feed', 'ತೇಲುವ ಮೀನು ಆಹಾರ'),
            ['fish'],
            t(
              'better growth of rohu, catla and tilapia with clear water',
              'ಶುದ್ಧ ನೀರಿನೊಂದಿಗೆ ರೋಹು, ಕಾಟ್ಲಾ ಮತ್ತು ತಿಲಾಪಿಯಾ ಮೀನುಗಳ ಉತ್ತಮ ಬೆಳವಣಿಗೆ',
            ),
            t('2–3% of body weight per day in two feeds', 'ದೇಹದ ತೂಕದ 2–3% ದಿನಕ್ಕೆ ಎರಡು ಬಾರಿ'),
            ['10 kg@780', '35 kg@2600'],
          ),
        ],
      },
      {
        slug: 'animal-health',
        name: t('Animal Health Supplements', 'ಪಶು ಆರೋಗ್ಯ ಪೂರಕಗಳು'),
        kind: 'supplement',
        products: [
          tp(
            t('Mineral Mixture for Cattle', 'ಜಾನುವಾರುಗಳಿಗೆ ಖನಿಜ ಮಿಶ್ರಣ'),
            LIVESTOCK,
            t('regular heat cycles, conception and milk yield', 'ನಿಯಮಿತ ಬೆದೆ, ಗರ್ಭಧಾರಣೆ ಮತ್ತು ಹಾಲಿನ ಇಳುವರಿ'),
            t('50 g per cow per day mixed with feed', 'ಆಹಾರದೊಂದಿಗೆ ಬೆರೆಸಿ ಪ್ರತಿ ಹಸುವಿಗೆ ದಿನಕ್ಕೆ 50 ಗ್ರಾಂ'),
            ['1 kg@120', '5 kg@560', '25 kg@2500'],
          ),
          tp(
            t('Liquid Calcium for Cattle', 'ಜಾನುವಾರುಗಳಿಗೆ ದ್ರವ ಕ್ಯಾಲ್ಸಿಯಂ'),
            LIVESTOCK,
            t('preventing milk fever and keeping bones strong', 'ಹಾಲು ಜ್ವರ ತಡೆಗಟ್ಟಲು ಮತ್ತು ಮೂಳೆಗಳನ್ನು ಬಲವಾಗಿಡಲು'),
            t('100 ml per cow per day', 'ಪ್ರತಿ ಹಸುವಿಗೆ ದಿನಕ್ಕೆ 100 ಮಿ.ಲೀ'),
            ['1 L@230', '5 L@990'],
          ),
          tp(
            t('Liver Tonic for Livestock', 'ಜಾನುವಾರುಗಳಿಗೆ ಲಿವರ್ ಟಾನಿಕ್'),
            [...LIVESTOCK, 'goat', 'poultry'],
            t('appetite, digestion and recovery after illness', 'ಹಸಿವು, ಜೀರ್ಣಕ್ರಿಯೆ ಮತ್ತು ಅನಾರೋಗ್ಯದ ನಂತರದ ಚೇತರಿಕೆ'),
            t('50 ml per cow or 10 ml per goat per day', 'ಪ್ರತಿ ಹಸುವಿಗೆ 50 ಮಿ.ಲೀ ಅಥವಾ ಪ್ರತಿ ಮೇಕೆಗೆ 10 ಮಿ.ಲೀ ದಿನಕ್ಕೆ'),
            ['500 ml@150', '1 L@260', '5 L@1150'],
          ),
          tp(
            t('Silage Inoculant Culture', 'ಸೈಲೇಜ್ ಇನಾಕ್ಯುಲೆಂಟ್ ಕಲ್ಚರ್'),
            ['fodder', 'cattle'],
            t('quick fermentation and less spoilage of silage', 'ಸೈಲೇಜ್‌ನ ತ್ವರಿತ ಹುದುಗುವಿಕೆ ಮತ್ತು ಕಡಿಮೆ ಹಾಳಾಗುವಿಕೆ'),
            t('100 g per tonne of chopped fodder', 'ಪ್ರತಿ ಟನ್ ಕತ್ತರಿಸಿದ ಮೇವಿಗೆ 100 ಗ್ರಾಂ'),
            ['250 g@380', '1 kg@1350'],
          ),
        ],
      },
      {
        slug: 'dairy-equipment',
        name: t('Dairy Equipment', 'ಹೈನುಗಾರಿಕೆ ಉಪಕರಣಗಳು'),
        kind: 'dairy',
        products: [
          tp(
            t('Single Bucket Milking Machine', 'ಏಕ ಬಕೆಟ್ ಹಾಲು ಕರೆಯುವ ಯಂತ್ರ'),
            LIVESTOCK,
            t('clean, gentle milking of 8–10 cows an hour', 'ಗಂಟೆಗೆ 8–10 ಹಸುಗಳ ಶುದ್ಧ ಮತ್ತು ಮೃದುವಾದ ಹಾಲು ಕರೆಯುವಿಕೆ'),
            t('wash the liners after every milking', 'ಪ್ರತಿ ಬಾರಿ ಹಾಲು ಕರೆದ ನಂತರ ಲೈನರ್‌ಗಳನ್ನು ತೊಳೆಯಿರಿ'),
            [eq(t('with 25 L bucket', '25 ಲೀ ಬಕೆಟ್‌ನೊಂದಿಗೆ'), 28000, 38, [80, 50, 70])],
          ),
          tp(
            t('Stainless Steel Milk Can', 'ಸ್ಟೇನ್‌ಲೆಸ್ ಸ್ಟೀಲ್ ಹಾಲಿನ ಕ್ಯಾನ್'),
            LIVESTOCK,
            t('carrying milk to the society without spoilage', 'ಹಾಳಾಗದಂತೆ ಹಾಲನ್ನು ಸಂಘಕ್ಕೆ ಸಾಗಿಸಲು'),
            t('rinse with hot water after each use', 'ಪ್ರತಿ ಬಳಕೆಯ ನಂತರ ಬಿಸಿ ನೀರಿನಿಂದ ತೊಳೆಯಿರಿ'),
            [eq(t('20 L', '20 ಲೀಟರ್'), 3400, 5.5, [35, 35, 50]), eq(t('40 L', '40 ಲೀಟರ್'), 5600, 8.5, [40, 40, 65])],
          ),
          tp(
            t('Rubber Cow Mat', 'ರಬ್ಬರ್ ಹಸು ಮ್ಯಾಟ್'),
            LIVESTOCK,
            t('a dry, soft floor that prevents hoof and knee injuries', 'ಗೊರಸು ಮತ್ತು ಮಂಡಿ ಗಾಯ ತಡೆಯುವ ಒಣ ಮೃದು ನೆಲ'),
            t('one mat per standing place', 'ಪ್ರತಿ ನಿಲ್ಲುವ ಜಾಗಕ್ಕೆ ಒಂದು ಮ್ಯಾಟ್'),
            [eq(t('6 ft x 4 ft, 17 mm', '6 ಅಡಿ x 4 ಅಡಿ, 17 ಮಿ.ಮೀ'), 2450, 32, [125, 20, 20])],
          ),
        ],
      },
    ],
  },
  {
    slug: 'organic-farming',
    name: t('Organic Farming', 'ಸಾವಯವ ಕೃಷಿ'),
    children: [
      {
        slug: 'organic-manure',
        name: t('Organic Manure', 'ಸಾವಯವ ಗೊಬ್ಬರ'),
        kind: 'manure',
        products: [
          tp(
            t('Vermicompost', 'ಎರೆಹುಳು ಗೊಬ್ಬರ'),
            [...VEG, ...FRUIT, 'flowers'],
            t(
              'soil structure, water holding and slow-release nutrients',
              'ಮಣ್ಣಿನ ರಚನೆ, ನೀರು ಹಿಡಿದಿಡುವಿಕೆ ಮತ್ತು ನಿಧಾನ ಬಿಡುಗಡೆಯ ಪೋಷಕಾಂಶಗಳು',
            ),
            t('1–2 tonnes per acre; 1–2 kg per plant in pots', 'ಎಕರೆಗೆ 1–2 ಟನ್; ಕುಂಡಗಳಲ್ಲಿ ಪ್ರತಿ ಗಿಡಕ್ಕೆ 1–2 ಕೆ.ಜಿ'),
            ['5 kg@150', '25 kg@450', '50 kg@800'],
          ),
          tp(
            t('Neem Cake Powder', 'ಬೇವಿನ ಹಿಂಡಿ ಪುಡಿ'),
            [...VEG, 'banana', 'sugarcane'],
            t(
              'organic nitrogen and protection from nematodes and soil grubs',
              'ಸಾವಯವ ಸಾರಜನಕ ಮತ್ತು ಜಂತುಹುಳು ಹಾಗೂ ಮಣ್ಣಿನ ಹುಳುಗಳಿಂದ ರಕ್ಷಣೆ',
            ),
            t('100–200 kg per acre as basal dose', 'ಎಕರೆಗೆ 100–200 ಕೆ.ಜಿ ತಳಗೊಬ್ಬರವಾಗಿ'),
            ['5 kg@240', '25 kg@900', '50 kg@1650'],
          ),
          tp(
            t('Bone Meal', 'ಮೂಳೆ ಪುಡಿ'),
            ['flowers', 'vegetables', 'mango'],
            t('slow-release phosphorus and calcium for flowering', 'ಹೂಬಿಡುವಿಕೆಗೆ ನಿಧಾನ ಬಿಡುಗಡೆಯ ರಂಜಕ ಮತ್ತು ಸುಣ್ಣ'),
            t('50–100 g per plant', 'ಪ್ರತಿ ಗಿಡಕ್ಕೆ 50–100 ಗ್ರಾಂ'),
            ['1 kg@110', '5 kg@420'],
          ),
          tp(
            t('Panchagavya', 'ಪಂಚಗವ್ಯ'),
            [...VEG, 'paddy', 'flowers'],
            t('growth and vigour in natural farming', 'ನೈಸರ್ಗಿಕ ಕೃಷಿಯಲ್ಲಿ ಬೆಳವಣಿಗೆ ಮತ್ತು ಚೈತನ್ಯ'),
            t('30 ml per litre of water as spray', 'ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 30 ಮಿ.ಲೀ'),
            ['1 L@240', '5 L@950'],
          ),
          tp(
            t('Enriched Cow Dung Manure', 'ಸಮೃದ್ಧ ಸಗಣಿ ಗೊಬ್ಬರ'),
            [...VEG, ...FIELD],
            t('organic carbon and beneficial microbes for tired soils', 'ದಣಿದ ಮಣ್ಣಿಗೆ ಸಾವಯವ ಇಂಗಾಲ ಮತ್ತು ಉಪಯುಕ್ತ ಸೂಕ್ಷ್ಮಜೀವಿಗಳು'),
            t('500 kg–1 tonne per acre', 'ಎಕರೆಗೆ 500 ಕೆ.ಜಿ–1 ಟನ್'),
            ['25 kg@350', '50 kg@650'],
          ),
        ],
      },
      {
        slug: 'bio-pesticides',
        name: t('Bio Pesticides', 'ಜೈವಿಕ ಕೀಟನಾಶಕಗಳು'),
        kind: 'biopesticide',
        products: [
          tp(
            t('Neem Oil 10000 ppm', 'ಬೇವಿನ ಎಣ್ಣೆ 10000 ಪಿಪಿಎಂ'),
            [...VEG, 'cotton', 'grapes'],
            t('sucking pests, caterpillars and egg laying', 'ರಸಹೀರುವ ಕೀಟಗಳು, ಕಂಬಳಿಹುಳು ಮತ್ತು ಮೊಟ್ಟೆ ಇಡುವಿಕೆ'),
            t('2–3 ml per litre of water with a sticker', 'ಅಂಟು ದ್ರಾವಣದೊಂದಿಗೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 2–3 ಮಿ.ಲೀ'),
            ['250 ml@260', '500 ml@480', '1 L@880'],
          ),
          tp(
            t('Neem Oil 1500 ppm', 'ಬೇವಿನ ಎಣ್ಣೆ 1500 ಪಿಪಿಎಂ'),
            [...VEG, 'paddy'],
            t('aphids, whiteflies and mealybugs', 'ಸಸ್ಯಹೇನು, ಬಿಳಿನೊಣ ಮತ್ತು ಹಿಟ್ಟುತಿಗಣೆ'),
            t('5 ml per litre of water', 'ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಮಿ.ಲೀ'),
            ['500 ml@240', '1 L@420', '5 L@1950'],
          ),
          tp(
            t('Trichoderma viride 1% WP', 'ಟ್ರೈಕೋಡರ್ಮಾ ವಿರಿಡೆ 1% ಡಬ್ಲ್ಯೂಪಿ'),
            [...VEG, 'groundnut', 'redgram', 'arecanut'],
            t('root rot, wilt and damping off', 'ಬೇರು ಕೊಳೆ, ಸೊರಗು ರೋಗ ಮತ್ತು ಸಸಿ ಕೊಳೆ'),
            t(
              '4 g per kg of seed; 2 kg per acre mixed with 100 kg manure',
              'ಪ್ರತಿ ಕೆ.ಜಿ ಬೀಜಕ್ಕೆ 4 ಗ್ರಾಂ; 100 ಕೆ.ಜಿ ಗೊಬ್ಬರದೊಂದಿಗೆ ಎಕರೆಗೆ 2 ಕೆ.ಜಿ',
            ),
            ['1 kg@160', '5 kg@720'],
          ),
          tp(
            t('Pseudomonas fluorescens', 'ಸ್ಯೂಡೋಮೊನಾಸ್ ಫ್ಲೋರೆಸೆನ್ಸ್'),
            ['paddy', 'banana', 'vegetables'],
            t('blast, sheath blight and bacterial wilt', 'ಬೆಂಕಿ ರೋಗ, ಕವಚ ಅಂಗಮಾರಿ ಮತ್ತು ಬ್ಯಾಕ್ಟೀರಿಯಾ ಸೊರಗು'),
            t('10 g per kg of seed; 5 g per litre as spray', 'ಪ್ರತಿ ಕೆ.ಜಿ ಬೀಜಕ್ಕೆ 10 ಗ್ರಾಂ; ಸಿಂಪಡಣೆಗೆ ಪ್ರತಿ ಲೀಟರ್‌ಗೆ 5 ಗ್ರಾಂ'),
            ['1 kg@170', '1 L@320'],
          ),
          tp(
            t('Beauveria bassiana 1.15% WP', 'ಬ್ಯೂವೇರಿಯಾ ಬ್ಯಾಸಿಯಾನಾ 1.15% ಡಬ್ಲ್ಯೂಪಿ'),
            ['coffee', 'cotton', 'vegetables'],
            t('white grubs, borers and whiteflies', 'ಬೇರು ಹುಳು, ಕೊರಕ ಹುಳು ಮತ್ತು ಬಿಳಿನೊಣ'),
            t('5 g per litre of water in the evening', 'ಸಂಜೆ ಪ್ರತಿ ಲೀಟರ್ ನೀರಿಗೆ 5 ಗ್ರಾಂ'),
            ['1 kg@260'],
          ),
          tp(
            t('Yellow Sticky Traps', 'ಹಳದಿ ಅಂಟು ಬಲೆಗಳು'),
            [...VEG, 'flowers', 'cotton'],
            t(
              'monitoring and trapping whiteflies, aphids and leaf miners',
              'ಬಿಳಿನೊಣ, ಸಸ್ಯಹೇನು ಮತ್ತು ಎಲೆ ಸುರಂಗ ಹುಳುಗಳ ಮೇಲ್ವಿಚಾರಣೆ ಮತ್ತು ಹಿಡಿಯುವಿಕೆ',
            ),
            t('10–12 traps per acre just above the crop', 'ಬೆಳೆಯ ಸ್ವಲ್ಪ ಮೇಲೆ ಎಕರೆಗೆ 10–12 ಬಲೆಗಳು'),
            ['pack of 10@180', 'pack of 25@400'],
          ),
          tp(
            t('Fruit Fly Pheromone Trap', 'ಹಣ್ಣು ನೊಣ ಫೆರೋಮೋನ್ ಬಲೆ'),
            ['mango', 'cucumber', 'bitter-gourd', 'watermelon'],
            t(
              'trapping male fruit flies before they damage the crop',
              'ಬೆಳೆ ಹಾಳುಮಾಡುವ ಮೊದಲೇ ಗಂಡು ಹಣ್ಣು ನೊಣಗಳನ್ನು ಹಿಡಿಯುವುದು',
            ),
            t('6–8 traps per acre; change the lure every 45 days', 'ಎಕರೆಗೆ 6–8 ಬಲೆಗಳು; ಪ್ರತಿ 45 ದಿನಕ್ಕೆ ಲ್ಯೂರ್ ಬದಲಿಸಿ'),
            ['pack of 5@550', 'pack of 10@1000'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'gardening',
    name: t('Gardening', 'ತೋಟಗಾರಿಕೆ'),
    children: [
      {
        slug: 'pots-and-grow-bags',
        name: t('Pots & Grow Bags', 'ಕುಂಡಗಳು ಮತ್ತು ಗ್ರೋ ಬ್ಯಾಗ್‌ಗಳು'),
        kind: 'garden',
        products: [
          tp(
            t('HDPE Grow Bags 12 x 12 inch', 'ಎಚ್‌ಡಿಪಿಇ ಗ್ರೋ ಬ್ಯಾಗ್ 12 x 12 ಇಂಚು'),
            ['vegetables', 'flowers'],
            t('terrace and balcony vegetables', 'ತಾರಸಿ ಮತ್ತು ಬಾಲ್ಕನಿ ತರಕಾರಿಗಳಿಗೆ'),
            t('fill two-thirds with potting mix', 'ಮೂರನೇ ಎರಡು ಭಾಗ ಮಡಕೆ ಮಿಶ್ರಣ ತುಂಬಿ'),
            ['pack of 10@290', 'pack of 25@650'],
          ),
          tp(
            t('HDPE Grow Bags 24 x 24 inch', 'ಎಚ್‌ಡಿಪಿಇ ಗ್ರೋ ಬ್ಯಾಗ್ 24 x 24 ಇಂಚು'),
            ['mango', 'banana', 'papaya'],
            t('fruit plants and large vegetables on terraces', 'ತಾರಸಿಯಲ್ಲಿ ಹಣ್ಣಿನ ಗಿಡಗಳು ಮತ್ತು ದೊಡ್ಡ ತರಕಾರಿಗಳಿಗೆ'),
            t('fill two-thirds with potting mix', 'ಮೂರನೇ ಎರಡು ಭಾಗ ಮಡಕೆ ಮಿಶ್ರಣ ತುಂಬಿ'),
            ['pack of 5@340', 'pack of 10@640'],
          ),
          tp(
            t('Cocopeat Block', 'ಕೊಕೊಪೀಟ್ ಬ್ಲಾಕ್'),
            ['vegetables', 'flowers'],
            t('light, airy seedling and potting medium', 'ಸಸಿ ಮತ್ತು ಕುಂಡಗಳಿಗೆ ಹಗುರವಾದ ಗಾಳಿಯಾಡುವ ಮಾಧ್ಯಮ'),
            t('soak one 5 kg block in 20 litres of water', '5 ಕೆ.ಜಿ ಬ್ಲಾಕ್ ಅನ್ನು 20 ಲೀಟರ್ ನೀರಿನಲ್ಲಿ ನೆನೆಸಿ'),
            ['5 kg@380'],
          ),
          tp(
            t('Ready Potting Mix', 'ಸಿದ್ಧ ಮಡಕೆ ಮಿಶ್ರಣ'),
            ['vegetables', 'flowers'],
            t('planting straight into pots and grow bags', 'ನೇರವಾಗಿ ಕುಂಡ ಮತ್ತು ಗ್ರೋ ಬ್ಯಾಗ್‌ಗಳಲ್ಲಿ ನೆಡಲು'),
            t('fill the pot and water well before planting', 'ಕುಂಡ ತುಂಬಿ ನೆಡುವ ಮೊದಲು ಚೆನ್ನಾಗಿ ನೀರು ಹಾಕಿ'),
            ['5 kg@290', '10 kg@520'],
          ),
          tp(
            t('Seedling Tray 98 Cavity', 'ಸಸಿ ಟ್ರೇ 98 ಕುಳಿ'),
            ['tomato', 'chilli', 'cabbage'],
            t('raising healthy nursery seedlings', 'ಆರೋಗ್ಯಕರ ನರ್ಸರಿ ಸಸಿಗಳನ್ನು ಬೆಳೆಸಲು'),
            t('one seed per cavity in cocopeat', 'ಕೊಕೊಪೀಟ್‌ನಲ್ಲಿ ಪ್ರತಿ ಕುಳಿಗೆ ಒಂದು ಬೀಜ'),
            ['pack of 10@520', 'pack of 50@2400'],
          ),
          tp(
            t('Shade Net 50%', 'ನೆರಳು ಬಲೆ 50%'),
            ['vegetables', 'flowers', 'coffee'],
            t('protecting nurseries and crops from harsh sun', 'ಕಠಿಣ ಬಿಸಿಲಿನಿಂದ ನರ್ಸರಿ ಮತ್ತು ಬೆಳೆಗಳ ರಕ್ಷಣೆ'),
            t('stretch 2 m above the beds', 'ಮಡಿಗಳಿಂದ 2 ಮೀಟರ್ ಮೇಲೆ ಹರಡಿ'),
            [
              eq(t('3 m x 10 m', '3 ಮೀ x 10 ಮೀ'), 1450, 3.5, [50, 30, 20]),
              eq(t('3 m x 50 m', '3 ಮೀ x 50 ಮೀ'), 6400, 17, [100, 40, 40]),
            ],
          ),
          tp(
            t('Mulching Film 30 micron', 'ಮಲ್ಚಿಂಗ್ ಹಾಳೆ 30 ಮೈಕ್ರಾನ್'),
            ['tomato', 'chilli', 'watermelon', 'cucumber'],
            t('fewer weeds, saved moisture and cleaner fruits', 'ಕಡಿಮೆ ಕಳೆ, ತೇವಾಂಶ ಉಳಿತಾಯ ಮತ್ತು ಸ್ವಚ್ಛ ಹಣ್ಣುಗಳು'),
            t('one roll covers about 0.3 acre of beds', 'ಒಂದು ರೋಲ್ ಸುಮಾರು 0.3 ಎಕರೆ ಮಡಿಗಳಿಗೆ'),
            [eq(t('1.2 m x 400 m roll', '1.2 ಮೀ x 400 ಮೀ ರೋಲ್'), 2350, 14, [125, 18, 18])],
          ),
        ],
      },
    ],
  },
];

export interface BrandSeed {
  name: Text;
  business: string;
  city: string;
  state: string;
  pincode: string;
  /** Root category slugs the brand sells in. */
  sells: readonly string[];
}

const SOUTH = ['Karnataka', 'Tamil Nadu', 'Kerala', 'Andhra Pradesh', 'Telangana'];
const WEST = ['Maharashtra', 'Gujarat', 'Goa', 'Rajasthan', 'Madhya Pradesh'];
const NORTH = ['Punjab', 'Haryana', 'Uttar Pradesh', 'Uttarakhand', 'Delhi', 'Himachal Pradesh'];
const EAST = ['West Bengal', 'Odisha', 'Bihar', 'Jharkhand', 'Assam'];
export const ALL_STATES = [...SOUTH, ...WEST, ...NORTH, ...EAST, 'Chhattisgarh'];

function b(
  en: string,
  kn: string,
  business: string,
  city: string,
  state: string,
  pincode: string,
  sells: string[],
): BrandSeed {
  return { name: t(en, kn), business, city, state, pincode, sells };
}

export const BRANDS: readonly BrandSeed[] = [
  b('Hasiru Seeds', 'ಹಸಿರು ಸೀಡ್ಸ್', 'Hasiru Seeds Pvt. Ltd.', 'Bengaluru', 'Karnataka', '560058', ['seeds', 'gardening']),
  b('Krishnaveni Hybrids', 'ಕೃಷ್ಣವೇಣಿ ಹೈಬ್ರಿಡ್ಸ್', 'Krishnaveni Hybrid Seeds LLP', 'Guntur', 'Andhra Pradesh', '522002', [
    'seeds',
  ]),
  b('Sahyadri Beej', 'ಸಹ್ಯಾದ್ರಿ ಬೀಜ್', 'Sahyadri Beej Company', 'Nashik', 'Maharashtra', '422010', ['seeds']),
  b('Bhoomi Genetics', 'ಭೂಮಿ ಜೆನೆಟಿಕ್ಸ್', 'Bhoomi Genetics Pvt. Ltd.', 'Hyderabad', 'Telangana', '500037', ['seeds']),
  b('Suvarna Seeds', 'ಸುವರ್ಣ ಸೀಡ್ಸ್', 'Suvarna Agri Seeds', 'Davanagere', 'Karnataka', '577004', [
    'seeds',
    'organic-farming',
  ]),
  b('Pragati Agri Genetics', 'ಪ್ರಗತಿ ಅಗ್ರಿ ಜೆನೆಟಿಕ್ಸ್', 'Pragati Agri Genetics Ltd.', 'Ahmedabad', 'Gujarat', '382445', [
    'seeds',
  ]),
  b('Kisan Kavach', 'ಕಿಸಾನ್ ಕವಚ್', 'Kisan Kavach Crop Science Pvt. Ltd.', 'Vadodara', 'Gujarat', '390010', [
    'pesticides',
    'plant-growth',
  ]),
  b('Raksha Agrochem', 'ರಕ್ಷಾ ಅಗ್ರೋಕೆಮ್', 'Raksha Agrochem Industries', 'Pune', 'Maharashtra', '411019', ['pesticides']),
  b('Deccan CropCare', 'ಡೆಕ್ಕನ್ ಕ್ರಾಪ್‌ಕೇರ್', 'Deccan CropCare Ltd.', 'Hyderabad', 'Telangana', '500037', [
    'pesticides',
    'plant-growth',
  ]),
  b(
    'Sanjeevani Crop Protection',
    'ಸಂಜೀವಿನಿ ಕ್ರಾಪ್ ಪ್ರೊಟೆಕ್ಷನ್',
    'Sanjeevani Crop Protection Pvt. Ltd.',
    'Ludhiana',
    'Punjab',
    '141003',
    ['pesticides'],
  ),
  b('Tungabhadra Agrochem', 'ತುಂಗಭದ್ರಾ ಅಗ್ರೋಕೆಮ್', 'Tungabhadra Agrochem Pvt. Ltd.', 'Hubballi', 'Karnataka', '580030', [
    'pesticides',
    'fertilizers',
  ]),
  b('Ganga Agritech', 'ಗಂಗಾ ಅಗ್ರಿಟೆಕ್', 'Ganga Agritech Pvt. Ltd.', 'Kanpur', 'Uttar Pradesh', '208022', [
    'pesticides',
    'fertilizers',
  ]),
  b('Malnad Crop Science', 'ಮಲೆನಾಡು ಕ್ರಾಪ್ ಸೈನ್ಸ್', 'Malnad Crop Science LLP', 'Shivamogga', 'Karnataka', '577201', [
    'pesticides',
    'organic-farming',
  ]),
  b(
    'Bhoomata Fertilisers',
    'ಭೂಮಾತಾ ಫರ್ಟಿಲೈಸರ್ಸ್',
    'Bhoomata Fertilisers and Chemicals Ltd.',
    'Rajkot',
    'Gujarat',
    '360003',
    ['fertilizers'],
  ),
  b(
    'Samruddhi Nutrients',
    'ಸಮೃದ್ಧಿ ನ್ಯೂಟ್ರಿಯೆಂಟ್ಸ್',
    'Samruddhi Plant Nutrients Pvt. Ltd.',
    'Jalgaon',
    'Maharashtra',
    '425001',
    ['fertilizers', 'plant-growth'],
  ),
  b(
    'Vasundhara Plant Nutrition',
    'ವಸುಂಧರಾ ಪ್ಲಾಂಟ್ ನ್ಯೂಟ್ರಿಷನ್',
    'Vasundhara Plant Nutrition Ltd.',
    'Jaipur',
    'Rajasthan',
    '302013',
    ['fertilizers'],
  ),
  b(
    'Nilgiri Agro Nutrients',
    'ನೀಲಗಿರಿ ಅಗ್ರೋ ನ್ಯೂಟ್ರಿಯೆಂಟ್ಸ್',
    'Nilgiri Agro Nutrients Pvt. Ltd.',
    'Coimbatore',
    'Tamil Nadu',
    '641021',
    ['fertilizers', 'plant-growth'],
  ),
  b(
    'Jaldhara Irrigation',
    'ಜಲಧಾರಾ ಇರಿಗೇಶನ್',
    'Jaldhara Irrigation Systems Pvt. Ltd.',
    'Jalgaon',
    'Maharashtra',
    '425001',
    ['irrigation'],
  ),
  b('Neerdhare Drip', 'ನೀರ್‌ಧಾರೆ ಡ್ರಿಪ್', 'Neerdhare Drip Systems', 'Mysuru', 'Karnataka', '570016', [
    'irrigation',
    'gardening',
  ]),
  b('AquaKrishi', 'ಆಕ್ವಾಕೃಷಿ', 'AquaKrishi Pumps and Pipes Ltd.', 'Coimbatore', 'Tamil Nadu', '641021', ['irrigation']),
  b('Hal Shakti Tools', 'ಹಲ್ ಶಕ್ತಿ ಟೂಲ್ಸ್', 'Hal Shakti Tools and Implements', 'Ludhiana', 'Punjab', '141003', [
    'tools-and-machinery',
  ]),
  b('Vayu Sprayers', 'ವಾಯು ಸ್ಪ್ರೇಯರ್ಸ್', 'Vayu Sprayers Pvt. Ltd.', 'Rajkot', 'Gujarat', '360003', ['tools-and-machinery']),
  b('Sarthi Farm Equipment', 'ಸಾರಥಿ ಫಾರ್ಮ್ ಇಕ್ವಿಪ್‌ಮೆಂಟ್', 'Sarthi Farm Equipment Ltd.', 'Karnal', 'Haryana', '132001', [
    'tools-and-machinery',
    'animal-husbandry',
  ]),
  b('Krishi Yantra', 'ಕೃಷಿ ಯಂತ್ರ', 'Krishi Yantra Engineering Works', 'Hubballi', 'Karnataka', '580030', [
    'tools-and-machinery',
    'irrigation',
  ]),
  b('Surabhi Pashu Aahar', 'ಸುರಭಿ ಪಶು ಆಹಾರ', 'Surabhi Cattle Feeds Pvt. Ltd.', 'Mysuru', 'Karnataka', '570016', [
    'animal-husbandry',
  ]),
  b('Godhan Feeds', 'ಗೋಧನ್ ಫೀಡ್ಸ್', 'Godhan Feeds and Supplements LLP', 'Anand', 'Gujarat', '388001', [
    'animal-husbandry',
  ]),
  b(
    'Kukkut Poultry Nutrition',
    'ಕುಕ್ಕುಟ್ ಪೌಲ್ಟ್ರಿ ನ್ಯೂಟ್ರಿಷನ್',
    'Kukkut Nutrition Pvt. Ltd.',
    'Vijayawada',
    'Andhra Pradesh',
    '520007',
    ['animal-husbandry'],
  ),
  b('Mannina Mitra Organics', 'ಮಣ್ಣಿನ ಮಿತ್ರ ಆರ್ಗ್ಯಾನಿಕ್ಸ್', 'Mannina Mitra Organics', 'Tumakuru', 'Karnataka', '572101', [
    'organic-farming',
    'fertilizers',
  ]),
  b(
    'Amrit Dhara Organics',
    'ಅಮೃತ್ ಧಾರಾ ಆರ್ಗ್ಯಾನಿಕ್ಸ್',
    'Amrit Dhara Organics Pvt. Ltd.',
    'Dehradun',
    'Uttarakhand',
    '248001',
    ['organic-farming'],
  ),
  b('Sajeev Bio Inputs', 'ಸಜೀವ್ ಬಯೋ ಇನ್‌ಪುಟ್ಸ್', 'Sajeev Bio Inputs LLP', 'Kochi', 'Kerala', '682030', [
    'organic-farming',
    'plant-growth',
  ]),
  b('Prakriti Biosciences', 'ಪ್ರಕೃತಿ ಬಯೋಸೈನ್ಸಸ್', 'Prakriti Biosciences Ltd.', 'Indore', 'Madhya Pradesh', '452015', [
    'organic-farming',
    'fertilizers',
  ]),
  b('Terrace Greens', 'ಟೆರೇಸ್ ಗ್ರೀನ್ಸ್', 'Terrace Greens Garden Supplies', 'Bengaluru', 'Karnataka', '560058', [
    'gardening',
    'organic-farming',
  ]),
  b('Angan Garden Store', 'ಆಂಗನ್ ಗಾರ್ಡನ್ ಸ್ಟೋರ್', 'Angan Garden Store LLP', 'New Delhi', 'Delhi', '110020', ['gardening']),
  b('Banga Krishi Udyog', 'ಬಂಗಾ ಕೃಷಿ ಉದ್ಯೋಗ್', 'Banga Krishi Udyog Pvt. Ltd.', 'Kolkata', 'West Bengal', '700088', [
    'seeds',
    'fertilizers',
    'tools-and-machinery',
  ]),
];

/** States a brand delivers to: its region, and for some the whole country. */
export function servedStates(state: string, national: boolean): string[] {
  if (national) return ALL_STATES;
  const region = [SOUTH, WEST, NORTH, EAST].find((r) => r.includes(state)) ?? [state];
  return region.includes(state) ? region : [state, ...region];
}

/** Trade names for chemicals and inputs: a word and an optional suffix, both in two scripts. */
export const TRADE_WORDS: readonly Text[] = [
  t('Raksha', 'ರಕ್ಷಾ'),
  t('Kavach', 'ಕವಚ್'),
  t('Shakti', 'ಶಕ್ತಿ'),
  t('Veer', 'ವೀರ್'),
  t('Suraksha', 'ಸುರಕ್ಷಾ'),
  t('Prabal', 'ಪ್ರಬಲ್'),
  t('Vijay', 'ವಿಜಯ್'),
  t('Amrut', 'ಅಮೃತ್'),
  t('Dhanya', 'ಧಾನ್ಯ'),
  t('Sona', 'ಸೋನಾ'),
  t('Harit', 'ಹರಿತ್'),
  t('Tej', 'ತೇಜ್'),
  t('Agni', 'ಅಗ್ನಿ'),
  t('Megha', 'ಮೇಘ'),
  t('Jeeva', 'ಜೀವ'),
  t('Poshak', 'ಪೋಷಕ್'),
  t('Uday', 'ಉದಯ್'),
  t('Samrat', 'ಸಾಮ್ರಾಟ್'),
  t('Vajra', 'ವಜ್ರ'),
  t('Kranti', 'ಕ್ರಾಂತಿ'),
  t('Arjun', 'ಅರ್ಜುನ್'),
  t('Ganga', 'ಗಂಗಾ'),
];

export const TRADE_SUFFIXES: readonly Text[] = [
  t('', ''),
  t('Plus', 'ಪ್ಲಸ್'),
  t('Gold', 'ಗೋಲ್ಡ್'),
  t('Max', 'ಮ್ಯಾಕ್ಸ್'),
  t('Pro', 'ಪ್ರೊ'),
  t('Super', 'ಸೂಪರ್'),
  t('Star', 'ಸ್ಟಾರ್'),
  t('Ultra', 'ಅಲ್ಟ್ರಾ'),
];

export interface PromotionSeed {
  title: Text;
  /** A storefront path: a category listing or a search. */
  categorySlug?: string;
  search?: string;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    title: t('Kharif sowing: hybrid seeds up to 30% off', 'ಮುಂಗಾರು ಬಿತ್ತನೆ: ಹೈಬ್ರಿಡ್ ಬೀಜಗಳ ಮೇಲೆ 30% ವರೆಗೆ ರಿಯಾಯಿತಿ'),
    categorySlug: 'seeds',
  },
  {
    title: t('Protect your crop: insecticides and fungicides', 'ನಿಮ್ಮ ಬೆಳೆ ರಕ್ಷಿಸಿ: ಕೀಟನಾಶಕಗಳು ಮತ್ತು ಶಿಲೀಂಧ್ರನಾಶಕಗಳು'),
    categorySlug: 'pesticides',
  },
  { title: t('Save water with drip irrigation kits', 'ಹನಿ ನೀರಾವರಿ ಕಿಟ್‌ಗಳೊಂದಿಗೆ ನೀರು ಉಳಿಸಿ'), categorySlug: 'drip-irrigation' },
  {
    title: t(
      'Go organic: neem oil, vermicompost and bio inputs',
      'ಸಾವಯವದತ್ತ: ಬೇವಿನ ಎಣ್ಣೆ, ಎರೆಹುಳು ಗೊಬ್ಬರ ಮತ್ತು ಜೈವಿಕ ಒಳಸುರಿಗಳು',
    ),
    categorySlug: 'organic-farming',
  },
  { title: t('Battery sprayers for faster spraying', 'ವೇಗದ ಸಿಂಪಡಣೆಗೆ ಬ್ಯಾಟರಿ ಸ್ಪ್ರೇಯರ್‌ಗಳು'), search: 'sprayer' },
  {
    title: t('More milk: cattle feed and mineral mixture', 'ಹೆಚ್ಚು ಹಾಲು: ಪಶು ಆಹಾರ ಮತ್ತು ಖನಿಜ ಮಿಶ್ರಣ'),
    categorySlug: 'animal-husbandry',
  },
];
