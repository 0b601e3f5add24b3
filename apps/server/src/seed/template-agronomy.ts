import type { ActiveIngredient, BilingualText, DoseRate, ProductAgronomy } from '@krishi/contract';

/**
 * The agronomy of each product template of catalogue-data.ts, keyed by the template's English
 * generic name: ingredients as the label states them, the pests, diseases and weeds it controls
 * (slugs of agronomy-terms.ts), when to apply it and its dose. Written as data from each
 * template's use and dose texts, not parsed from them at seed time. A product's crops are the
 * ones the seed picks from its template's crops. Where the dose text gives a range, the dose is
 * its lower end, the label's starting rate.
 */
export type TemplateAgronomy = Omit<ProductAgronomy, 'crops'>;

function ing(en: string, kn: string, concentration: string, formulation: string): ActiveIngredient {
  return { name: { en, kn }, concentration, formulation };
}
const ml = (amount: number): DoseRate => ({ amount, unit: 'ml' });
const g = (amount: number): DoseRate => ({ amount, unit: 'g' });
const kg = (amount: number): DoseRate => ({ amount, unit: 'kg' });
const litre = (amount: number): DoseRate => ({ amount, unit: 'L' });
const stage = (en: string, kn: string): BilingualText => ({ en, kn });

interface Parts {
  ingredients?: ActiveIngredient[];
  targets?: string[];
  cropStage?: BilingualText | null;
  perAcre?: DoseRate | null;
  perLitre?: DoseRate | null;
}

/**
 * Sprays against pests and diseases are repeated once, 10 to 15 days after the first, as labels
 * advise; a basal dose, a seed rate or a weed spray is applied once.
 */
function applicationsAt(cropStage: BilingualText | null): number {
  return cropStage && REPEATED_STAGES.has(cropStage) ? 2 : 1;
}

function agronomy(parts: Parts): TemplateAgronomy {
  const cropStage = parts.cropStage ?? null;
  return {
    ingredients: parts.ingredients ?? [],
    targets: parts.targets ?? [],
    cropStage,
    dosePerAcre: parts.perAcre ?? null,
    dosePerLitre: parts.perLitre ?? null,
    applications: applicationsAt(cropStage),
  };
}

const SUCKING_PESTS_SEEN = stage('when sucking pests first appear', 'ರಸಹೀರುವ ಕೀಟಗಳು ಮೊದಲು ಕಾಣಿಸಿಕೊಂಡಾಗ');
const LARVAE_SEEN = stage('at egg hatching, on young larvae', 'ಮೊಟ್ಟೆಯೊಡೆದು ಮರಿಹುಳುಗಳು ಕಾಣಿಸಿಕೊಂಡಾಗ');
const BEFORE_DISEASE = stage(
  'as a preventive spray, before or at the first signs of disease',
  'ರೋಗ ಕಾಣಿಸಿಕೊಳ್ಳುವ ಮುನ್ನ ಅಥವಾ ಮೊದಲ ಲಕ್ಷಣ ಕಂಡಾಗ ಮುಂಜಾಗ್ರತೆಯ ಸಿಂಪಡಣೆ',
);
const DISEASE_SEEN = stage('at the first signs of disease', 'ರೋಗದ ಮೊದಲ ಲಕ್ಷಣ ಕಂಡಾಗ');
const REPEATED_STAGES: ReadonlySet<BilingualText> = new Set([
  SUCKING_PESTS_SEEN,
  LARVAE_SEEN,
  BEFORE_DISEASE,
  DISEASE_SEEN,
]);
const BASAL = stage('basal dose at sowing or planting', 'ಬಿತ್ತನೆ ಅಥವಾ ನಾಟಿಯ ಸಮಯದಲ್ಲಿ ತಳಗೊಬ್ಬರವಾಗಿ');
const AT_SOWING = stage('at sowing or planting', 'ಬಿತ್ತನೆ ಅಥವಾ ನಾಟಿಯ ಸಮಯದಲ್ಲಿ');
const VEGETATIVE = stage('vegetative growth', 'ಸಸ್ಯಕ ಬೆಳವಣಿಗೆಯ ಹಂತ');
const FLOWERING = stage('at flowering', 'ಹೂಬಿಡುವ ಹಂತದಲ್ಲಿ');
const BEFORE_FLOWERING = stage('before flowering', 'ಹೂಬಿಡುವ ಮುನ್ನ');
const FRUIT_GROWTH = stage('fruit development', 'ಕಾಯಿ ಬೆಳೆಯುವ ಹಂತ');
const PRE_EMERGENCE = (days: number) =>
  stage(`pre-emergence, within ${days} days of sowing`, `ಮೊಳಕೆಪೂರ್ವ, ಬಿತ್ತಿದ ${days} ದಿನಗಳೊಳಗೆ`);
const ON_GREEN_WEEDS = stage('on actively growing weeds', 'ಬೆಳೆಯುತ್ತಿರುವ ಕಳೆಗಳ ಮೇಲೆ');

const SEED_RATES: Record<string, DoseRate | null> = {
  'Hybrid Tomato Seeds': g(50),
  'Hybrid Chilli Seeds': g(80),
  'Hybrid Brinjal Seeds': g(100),
  'Okra (Bhindi) Seeds': kg(2),
  'Hybrid Cabbage Seeds': g(100),
  'Hybrid Cauliflower Seeds': g(100),
  'Hybrid Cucumber Seeds': g(300),
  'Hybrid Watermelon Seeds': g(300),
  'Bitter Gourd Seeds': g(600),
  'Bottle Gourd Seeds': g(800),
  'Coriander Seeds': kg(8),
  'Onion Seeds': kg(3),
  'French Beans Seeds': kg(25),
  'Hybrid Maize Seeds': kg(8),
  'Paddy Seeds': kg(12),
  'Hybrid Paddy Seeds': kg(6),
  'BG-II Cotton Seeds': g(900),
  'Groundnut Seeds': kg(50),
  'Ragi (Finger Millet) Seeds': kg(4),
  'Hybrid Sunflower Seeds': kg(2),
  'Red Gram (Tur) Seeds': kg(4),
  'Soybean Seeds': kg(25),
  'Wheat Seeds': kg(40),
  'Jowar (Sorghum) Seeds': kg(4),
  'Hybrid Marigold Seeds': g(100),
  'Aster Seeds': g(400),
  'Hybrid Papaya Seeds': g(60),
  'Hybrid Muskmelon Seeds': g(300),
  // Sown by the square metre in gardens, not by the acre.
  'Zinnia Flower Seeds': null,
};

const IMIDACLOPRID = ing('Imidacloprid', 'ಇಮಿಡಾಕ್ಲೋಪ್ರಿಡ್', '17.8%', 'SL');
const MANCOZEB = (concentration: string) => ing('Mancozeb', 'ಮ್ಯಾಂಕೋಜೆಬ್', concentration, 'WP');
const CARBENDAZIM = (concentration: string) => ing('Carbendazim', 'ಕಾರ್ಬೆಂಡಜಿಮ್', concentration, 'WP');

export const TEMPLATE_AGRONOMY: Record<string, TemplateAgronomy> = {
  ...Object.fromEntries(Object.entries(SEED_RATES).map(([name, rate]) => [name, agronomy({ perAcre: rate })])),

  // ---- Fertilizers: nutrients are in the grade; no active ingredient ----
  'Urea 46% N': agronomy({
    cropStage: stage(
      'basal and top dressing, in two or three splits',
      'ತಳಗೊಬ್ಬರ ಮತ್ತು ಮೇಲುಗೊಬ್ಬರವಾಗಿ, ಎರಡು ಅಥವಾ ಮೂರು ಕಂತುಗಳಲ್ಲಿ',
    ),
    perAcre: kg(40),
  }),
  'DAP 18-46-0': agronomy({ cropStage: BASAL, perAcre: kg(50) }),
  'Muriate of Potash (MOP) 60%': agronomy({ cropStage: BASAL, perAcre: kg(25) }),
  'Single Super Phosphate (SSP) 16%': agronomy({ cropStage: BASAL, perAcre: kg(100) }),
  'NPK 10-26-26': agronomy({ cropStage: BASAL, perAcre: kg(50) }),
  'NPK 20-20-0-13': agronomy({ perAcre: kg(50) }),
  'Ammonium Sulphate 20.6% N': agronomy({ perAcre: kg(50) }),
  'NPK 19-19-19 Water Soluble': agronomy({ cropStage: VEGETATIVE, perAcre: kg(3), perLitre: g(5) }),
  'NPK 13-0-45 Potassium Nitrate': agronomy({
    cropStage: stage('flowering and fruit development', 'ಹೂಬಿಡುವ ಮತ್ತು ಕಾಯಿ ಬೆಳೆಯುವ ಹಂತ'),
    perLitre: g(10),
  }),
  'NPK 0-52-34 Mono Potassium Phosphate': agronomy({ cropStage: BEFORE_FLOWERING, perLitre: g(5) }),
  'NPK 0-0-50 Sulphate of Potash': agronomy({ cropStage: FRUIT_GROWTH, perLitre: g(5) }),
  'Calcium Nitrate': agronomy({ cropStage: FRUIT_GROWTH, perAcre: kg(5), perLitre: g(5) }),
  'Zinc Sulphate 33%': agronomy({ perAcre: kg(10), perLitre: g(2) }),
  'Boron 20% (Disodium Octaborate)': agronomy({ cropStage: BEFORE_FLOWERING, perLitre: g(1) }),
  'Micronutrient Mixture Grade 2': agronomy({ cropStage: VEGETATIVE, perLitre: g(2.5) }),
  'Magnesium Sulphate 9.5%': agronomy({ perAcre: kg(20), perLitre: g(5) }),
  'Chelated Iron EDTA 12%': agronomy({ perLitre: g(1) }),
  'Azotobacter Liquid Bio Fertilizer': agronomy({ cropStage: AT_SOWING, perAcre: litre(1) }),
  'Phosphate Solubilising Bacteria (PSB)': agronomy({ cropStage: AT_SOWING, perAcre: litre(1) }),
  // Dosed by the kilogram of seed (200 g for 10 kg), neither by the acre nor by the litre.
  'Rhizobium Seed Treatment Culture': agronomy({
    cropStage: stage('seed treatment before sowing', 'ಬಿತ್ತನೆಗೆ ಮುನ್ನ ಬೀಜೋಪಚಾರ'),
  }),
  'Mycorrhiza Granules (VAM)': agronomy({ cropStage: AT_SOWING, perAcre: kg(4) }),

  // ---- Insecticides ----
  'Imidacloprid 17.8% SL': agronomy({
    ingredients: [IMIDACLOPRID],
    targets: ['aphids', 'jassids', 'whitefly', 'thrips', 'brown-plant-hopper'],
    cropStage: SUCKING_PESTS_SEEN,
    perAcre: ml(100),
    perLitre: ml(0.5),
  }),
  'Thiamethoxam 25% WG': agronomy({
    ingredients: [ing('Thiamethoxam', 'ಥಯಾಮೆಥಾಕ್ಸಾಮ್', '25%', 'WG')],
    targets: ['brown-plant-hopper', 'whitefly', 'aphids', 'jassids'],
    cropStage: SUCKING_PESTS_SEEN,
    perAcre: g(40),
    perLitre: g(0.3),
  }),
  'Chlorpyriphos 20% EC': agronomy({
    ingredients: [ing('Chlorpyriphos', 'ಕ್ಲೋರ್‌ಪೈರಿಫಾಸ್', '20%', 'EC')],
    targets: ['termites', 'stem-borer', 'leaf-folder'],
    perAcre: ml(500),
    perLitre: ml(2),
  }),
  'Lambda-cyhalothrin 5% EC': agronomy({
    ingredients: [ing('Lambda-cyhalothrin', 'ಲ್ಯಾಂಬ್ಡಾ-ಸೈಹಲೋಥ್ರಿನ್', '5%', 'EC')],
    targets: ['bollworm', 'fruit-borer', 'caterpillars'],
    cropStage: LARVAE_SEEN,
    perAcre: ml(200),
    perLitre: ml(1),
  }),
  'Emamectin Benzoate 5% SG': agronomy({
    ingredients: [ing('Emamectin Benzoate', 'ಎಮಾಮೆಕ್ಟಿನ್ ಬೆಂಜೋಯೇಟ್', '5%', 'SG')],
    targets: ['diamondback-moth', 'fruit-borer', 'thrips'],
    cropStage: LARVAE_SEEN,
    perAcre: g(80),
    perLitre: g(0.4),
  }),
  'Fipronil 5% SC': agronomy({
    ingredients: [ing('Fipronil', 'ಫಿಪ್ರೊನಿಲ್', '5%', 'SC')],
    targets: ['stem-borer', 'thrips', 'diamondback-moth'],
    perAcre: ml(400),
    perLitre: ml(2),
  }),
  'Acephate 75% SP': agronomy({
    ingredients: [ing('Acephate', 'ಅಸಿಫೇಟ್', '75%', 'SP')],
    targets: ['jassids', 'aphids', 'thrips', 'leaf-miner'],
    cropStage: SUCKING_PESTS_SEEN,
    perAcre: g(300),
    perLitre: g(1.5),
  }),
  'Chlorantraniliprole 18.5% SC': agronomy({
    ingredients: [ing('Chlorantraniliprole', 'ಕ್ಲೋರಾಂಟ್ರಾನಿಲಿಪ್ರೋಲ್', '18.5%', 'SC')],
    targets: ['stem-borer', 'fruit-borer', 'fall-armyworm'],
    cropStage: LARVAE_SEEN,
    perAcre: ml(60),
    perLitre: ml(0.3),
  }),
  'Profenofos 50% EC': agronomy({
    ingredients: [ing('Profenofos', 'ಪ್ರೊಫೆನೊಫಾಸ್', '50%', 'EC')],
    targets: ['bollworm', 'pod-borer', 'mites'],
    perAcre: ml(400),
    perLitre: ml(2),
  }),
  'Cypermethrin 10% EC': agronomy({
    ingredients: [ing('Cypermethrin', 'ಸೈಪರ್‌ಮೆಥ್ರಿನ್', '10%', 'EC')],
    targets: ['bollworm', 'shoot-and-fruit-borer', 'fruit-borer'],
    cropStage: LARVAE_SEEN,
    perAcre: ml(250),
    perLitre: ml(1),
  }),
  'Diafenthiuron 50% WP': agronomy({
    ingredients: [ing('Diafenthiuron', 'ಡಯಾಫೆಂಥಿಯುರಾನ್', '50%', 'WP')],
    targets: ['whitefly', 'mites'],
    cropStage: SUCKING_PESTS_SEEN,
    perAcre: g(240),
    perLitre: g(1.2),
  }),

  // ---- Fungicides ----
  'Mancozeb 75% WP': agronomy({
    ingredients: [MANCOZEB('75%')],
    targets: ['early-blight', 'late-blight', 'downy-mildew', 'leaf-spot'],
    cropStage: BEFORE_DISEASE,
    perAcre: g(600),
    perLitre: g(2.5),
  }),
  // Also 2 g per kg of seed as a seed treatment, which is neither per acre nor per litre.
  'Carbendazim 50% WP': agronomy({
    ingredients: [CARBENDAZIM('50%')],
    targets: ['blast', 'powdery-mildew', 'anthracnose'],
    cropStage: DISEASE_SEEN,
    perLitre: g(1),
  }),
  'Hexaconazole 5% SC': agronomy({
    ingredients: [ing('Hexaconazole', 'ಹೆಕ್ಸಾಕೊನಜೋಲ್', '5%', 'SC')],
    targets: ['sheath-blight', 'powdery-mildew', 'rust'],
    cropStage: DISEASE_SEEN,
    perAcre: ml(400),
    perLitre: ml(2),
  }),
  'Azoxystrobin 23% SC': agronomy({
    ingredients: [ing('Azoxystrobin', 'ಅಜಾಕ್ಸಿಸ್ಟ್ರೋಬಿನ್', '23%', 'SC')],
    targets: ['downy-mildew', 'anthracnose', 'blast'],
    cropStage: BEFORE_DISEASE,
    perAcre: ml(200),
    perLitre: ml(1),
  }),
  'Propiconazole 25% EC': agronomy({
    ingredients: [ing('Propiconazole', 'ಪ್ರೊಪಿಕೊನಜೋಲ್', '25%', 'EC')],
    targets: ['rust', 'sheath-blight', 'sigatoka'],
    cropStage: DISEASE_SEEN,
    perAcre: ml(200),
    perLitre: ml(1),
  }),
  'Copper Oxychloride 50% WP': agronomy({
    ingredients: [ing('Copper Oxychloride', 'ಕಾಪರ್ ಆಕ್ಸಿಕ್ಲೋರೈಡ್', '50%', 'WP')],
    targets: ['koleroga', 'bacterial-blight', 'downy-mildew'],
    cropStage: stage('before the monsoon sets in, repeated during the rains', 'ಮುಂಗಾರು ಆರಂಭಕ್ಕೆ ಮುನ್ನ, ಮಳೆಗಾಲದಲ್ಲಿ ಮತ್ತೆ ಮತ್ತೆ'),
    perAcre: g(750),
    perLitre: g(3),
  }),
  'Sulphur 80% WDG': agronomy({
    ingredients: [ing('Sulphur', 'ಗಂಧಕ', '80%', 'WDG')],
    targets: ['powdery-mildew', 'mites'],
    cropStage: DISEASE_SEEN,
    perAcre: g(750),
    perLitre: g(2.5),
  }),
  'Tebuconazole 25.9% EC': agronomy({
    ingredients: [ing('Tebuconazole', 'ಟೆಬುಕೊನಜೋಲ್', '25.9%', 'EC')],
    targets: ['purple-blotch', 'leaf-spot', 'rust', 'fruit-rot'],
    cropStage: DISEASE_SEEN,
    perAcre: ml(300),
    perLitre: ml(1.5),
  }),
  'Metalaxyl 8% + Mancozeb 64% WP': agronomy({
    ingredients: [ing('Metalaxyl', 'ಮೆಟಲಾಕ್ಸಿಲ್', '8%', 'WP'), MANCOZEB('64%')],
    targets: ['downy-mildew', 'late-blight', 'damping-off', 'koleroga'],
    cropStage: BEFORE_DISEASE,
    perAcre: g(500),
    perLitre: g(2.5),
  }),
  'Carbendazim 12% + Mancozeb 63% WP': agronomy({
    ingredients: [CARBENDAZIM('12%'), MANCOZEB('63%')],
    targets: ['leaf-spot', 'blast', 'anthracnose'],
    cropStage: DISEASE_SEEN,
    perAcre: g(400),
    perLitre: g(2),
  }),

  // ---- Herbicides ----
  'Glyphosate 41% SL': agronomy({
    ingredients: [ing('Glyphosate', 'ಗ್ಲೈಫೋಸೇಟ್', '41%', 'SL')],
    targets: ['grassy-weeds', 'broadleaf-weeds', 'sedges', 'parthenium'],
    cropStage: ON_GREEN_WEEDS,
    perLitre: ml(8),
  }),
  'Paraquat Dichloride 24% SL': agronomy({
    ingredients: [ing('Paraquat Dichloride', 'ಪ್ಯಾರಾಕ್ವಾಟ್ ಡೈಕ್ಲೋರೈಡ್', '24%', 'SL')],
    targets: ['grassy-weeds', 'broadleaf-weeds'],
    cropStage: stage('on green weeds between the rows', 'ಸಾಲುಗಳ ನಡುವಿನ ಹಸಿರು ಕಳೆಗಳ ಮೇಲೆ'),
    perAcre: ml(800),
    perLitre: ml(5),
  }),
  '2,4-D Amine Salt 58% SL': agronomy({
    ingredients: [ing('2,4-D Amine Salt', '2,4-ಡಿ ಅಮೈನ್ ಸಾಲ್ಟ್', '58%', 'SL')],
    targets: ['broadleaf-weeds', 'sedges'],
    cropStage: stage('post-emergence, once the weeds have come up', 'ಮೊಳಕೆನಂತರ, ಕಳೆಗಳು ಹುಟ್ಟಿದ ಮೇಲೆ'),
    perAcre: ml(500),
    perLitre: ml(2.5),
  }),
  'Atrazine 50% WP': agronomy({
    ingredients: [ing('Atrazine', 'ಅಟ್ರಾಜಿನ್', '50%', 'WP')],
    targets: ['grassy-weeds', 'broadleaf-weeds'],
    cropStage: PRE_EMERGENCE(3),
    perAcre: g(400),
  }),
  'Pendimethalin 30% EC': agronomy({
    ingredients: [ing('Pendimethalin', 'ಪೆಂಡಿಮೆಥಾಲಿನ್', '30%', 'EC')],
    targets: ['grassy-weeds', 'broadleaf-weeds'],
    cropStage: PRE_EMERGENCE(2),
    perAcre: litre(1),
  }),
  'Pretilachlor 50% EC': agronomy({
    ingredients: [ing('Pretilachlor', 'ಪ್ರೆಟಿಲಾಕ್ಲೋರ್', '50%', 'EC')],
    targets: ['grassy-weeds', 'barnyard-grass', 'sedges'],
    cropStage: stage('3–5 days after transplanting, mixed with sand', 'ನಾಟಿಯ 3–5 ದಿನಗಳ ನಂತರ, ಮರಳಿನೊಂದಿಗೆ ಬೆರೆಸಿ'),
    perAcre: ml(500),
  }),
  'Bispyribac Sodium 10% SC': agronomy({
    ingredients: [ing('Bispyribac Sodium', 'ಬಿಸ್ಪೈರಿಬ್ಯಾಕ್ ಸೋಡಿಯಂ', '10%', 'SC')],
    targets: ['barnyard-grass', 'sedges'],
    cropStage: stage('15–25 days after sowing', 'ಬಿತ್ತಿದ 15–25 ದಿನಗಳ ನಂತರ'),
    perAcre: ml(80),
  }),
  'Tembotrione 34.4% SC': agronomy({
    ingredients: [ing('Tembotrione', 'ಟೆಂಬೊಟ್ರಿಯೋನ್', '34.4%', 'SC')],
    targets: ['grassy-weeds', 'broadleaf-weeds'],
    cropStage: stage('15–20 days after sowing', 'ಬಿತ್ತಿದ 15–20 ದಿನಗಳ ನಂತರ'),
    perAcre: ml(115),
  }),
  'Glufosinate Ammonium 13.5% SL': agronomy({
    ingredients: [ing('Glufosinate Ammonium', 'ಗ್ಲುಫೋಸಿನೇಟ್ ಅಮೋನಿಯಂ', '13.5%', 'SL')],
    targets: ['grassy-weeds', 'broadleaf-weeds'],
    cropStage: ON_GREEN_WEEDS,
    perLitre: ml(6),
  }),

  // ---- Growth regulators and bio stimulants ----
  'Gibberellic Acid 0.001% L': agronomy({
    ingredients: [ing('Gibberellic Acid', 'ಜಿಬ್ಬರೆಲಿಕ್ ಆಮ್ಲ', '0.001%', 'L')],
    perLitre: ml(2),
  }),
  'Triacontanol 0.1% EW': agronomy({
    ingredients: [ing('Triacontanol', 'ಟ್ರೈಕಾಂಟನಾಲ್', '0.1%', 'EW')],
    cropStage: stage('vegetative growth and flowering', 'ಸಸ್ಯಕ ಬೆಳವಣಿಗೆ ಮತ್ತು ಹೂಬಿಡುವ ಹಂತ'),
    perLitre: ml(1),
  }),
  'NAA 4.5% SL (Alpha Naphthyl Acetic Acid)': agronomy({
    ingredients: [ing('Alpha Naphthyl Acetic Acid (NAA)', 'ಆಲ್ಫಾ ನ್ಯಾಫ್ತೈಲ್ ಅಸಿಟಿಕ್ ಆಮ್ಲ (ಎನ್‌ಎಎ)', '4.5%', 'SL')],
    cropStage: FLOWERING,
    perLitre: ml(0.25),
  }),
  // Dosed by the tree (20–30 ml in the soil around the trunk).
  'Paclobutrazol 23% SC': agronomy({
    ingredients: [ing('Paclobutrazol', 'ಪ್ಯಾಕ್ಲೋಬ್ಯುಟ್ರಜೋಲ್', '23%', 'SC')],
    cropStage: stage('about three months before the expected flowering', 'ನಿರೀಕ್ಷಿತ ಹೂಬಿಡುವಿಕೆಗೆ ಸುಮಾರು ಮೂರು ತಿಂಗಳು ಮೊದಲು'),
  }),
  'Chlormequat Chloride 50% SL': agronomy({
    ingredients: [ing('Chlormequat Chloride', 'ಕ್ಲೋರ್‌ಮೆಕ್ವಾಟ್ ಕ್ಲೋರೈಡ್', '50%', 'SL')],
    cropStage: BEFORE_FLOWERING,
    perLitre: ml(0.5),
  }),
  'Humic Acid 12% Liquid': agronomy({
    ingredients: [ing('Humic Acid', 'ಹ್ಯೂಮಿಕ್ ಆಮ್ಲ', '12%', 'L')],
    cropStage: VEGETATIVE,
    perAcre: litre(1),
    perLitre: ml(2),
  }),
  'Seaweed Extract Liquid': agronomy({ cropStage: FLOWERING, perLitre: ml(2) }),
  'Seaweed Granules': agronomy({ cropStage: AT_SOWING, perAcre: kg(4) }),
  'Amino Acid 40% Liquid': agronomy({
    ingredients: [ing('Amino Acids', 'ಅಮೈನೋ ಆಮ್ಲಗಳು', '40%', 'L')],
    cropStage: VEGETATIVE,
    perLitre: ml(2),
  }),
  'Fulvic Acid 98% Powder': agronomy({
    ingredients: [ing('Fulvic Acid', 'ಫುಲ್ವಿಕ್ ಆಮ್ಲ', '98%', 'SP')],
    cropStage: VEGETATIVE,
    perAcre: g(500),
    perLitre: g(1),
  }),

  // ---- Organic manures ----
  Vermicompost: agronomy({ cropStage: BASAL, perAcre: kg(1000) }),
  'Neem Cake Powder': agronomy({ targets: ['nematodes', 'white-grub'], cropStage: BASAL, perAcre: kg(100) }),
  // Dosed by the plant.
  'Bone Meal': agronomy({ cropStage: AT_SOWING }),
  Panchagavya: agronomy({ cropStage: VEGETATIVE, perLitre: ml(30) }),
  'Enriched Cow Dung Manure': agronomy({ cropStage: BASAL, perAcre: kg(500) }),

  // ---- Bio pesticides ----
  'Neem Oil 10000 ppm': agronomy({
    ingredients: [ing('Azadirachtin', 'ಅಜಾಡಿರಾಕ್ಟಿನ್', '10000 ppm', 'EC')],
    targets: ['aphids', 'whitefly', 'jassids', 'thrips', 'caterpillars'],
    cropStage: SUCKING_PESTS_SEEN,
    perLitre: ml(2),
  }),
  'Neem Oil 1500 ppm': agronomy({
    ingredients: [ing('Azadirachtin', 'ಅಜಾಡಿರಾಕ್ಟಿನ್', '1500 ppm', 'EC')],
    targets: ['aphids', 'whitefly', 'mealybug'],
    cropStage: SUCKING_PESTS_SEEN,
    perLitre: ml(5),
  }),
  'Trichoderma viride 1% WP': agronomy({
    ingredients: [ing('Trichoderma viride', 'ಟ್ರೈಕೋಡರ್ಮಾ ವಿರಿಡೆ', '1%', 'WP')],
    targets: ['root-rot', 'wilt', 'damping-off'],
    cropStage: stage('seed treatment and soil application at sowing', 'ಬಿತ್ತನೆಯ ಸಮಯದಲ್ಲಿ ಬೀಜೋಪಚಾರ ಮತ್ತು ಮಣ್ಣಿಗೆ'),
    perAcre: kg(2),
  }),
  // The template names no strength: the label's is left unstated rather than guessed.
  'Pseudomonas fluorescens': agronomy({
    ingredients: [ing('Pseudomonas fluorescens', 'ಸ್ಯೂಡೋಮೊನಾಸ್ ಫ್ಲೋರೆಸೆನ್ಸ್', '', '')],
    targets: ['blast', 'sheath-blight', 'bacterial-wilt'],
    cropStage: BEFORE_DISEASE,
    perLitre: g(5),
  }),
  'Beauveria bassiana 1.15% WP': agronomy({
    ingredients: [ing('Beauveria bassiana', 'ಬ್ಯೂವೇರಿಯಾ ಬ್ಯಾಸಿಯಾನಾ', '1.15%', 'WP')],
    targets: ['white-grub', 'stem-borer', 'whitefly'],
    perLitre: g(5),
  }),
  // Traps: counted per acre, nothing sprayed.
  'Yellow Sticky Traps': agronomy({ targets: ['whitefly', 'aphids', 'leaf-miner'] }),
  'Fruit Fly Pheromone Trap': agronomy({ targets: ['fruit-fly'], cropStage: FLOWERING }),
};
