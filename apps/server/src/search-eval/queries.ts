/**
 * The search evaluation set: queries written from the demo catalogue (seed/catalogue-data.ts: its
 * templates, crops, `use` and dose texts, Kannada names) and from how farmers in Karnataka type,
 * not from what the engine happens to find. A query is found when a product it names appears:
 * one whose generic name (the template the seed built it from, `products.name`) is listed, one in
 * a listed category (a leaf or root slug of catalogue-data.ts), or one of a listed brand. The
 * seed gives products random trade names, so these stable parts are what a query names.
 */

/** Exact, typo, kannada, brand, ingredient and prefix are the strong kinds: they stay at 100%. */
export const EVAL_KINDS = [
  'exact',
  'typo',
  'kannada',
  'brand',
  'ingredient',
  'prefix',
  'romanised',
  'croppest',
  'loanword',
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];
export const STRONG_KINDS: readonly EvalKind[] = ['exact', 'typo', 'kannada', 'brand', 'ingredient', 'prefix'];

export interface EvalQuery {
  q: string;
  kind: EvalKind;
  generics?: readonly string[];
  categories?: readonly string[];
  brands?: readonly string[];
}

const q = (kind: EvalKind, text: string, found: Omit<EvalQuery, 'q' | 'kind'>): EvalQuery => ({
  q: text,
  kind,
  ...found,
});
const g = (...generics: string[]) => ({ generics });
const c = (...categories: string[]) => ({ categories });
const b = (...brands: string[]) => ({ brands });

// Products by what they control, from the templates' `use` texts.
const APHIDS = g('Imidacloprid 17.8% SL', 'Acephate 75% SP', 'Neem Oil 1500 ppm', 'Yellow Sticky Traps');
const WHITEFLY = g(
  'Imidacloprid 17.8% SL',
  'Thiamethoxam 25% WG',
  'Diafenthiuron 50% WP',
  'Neem Oil 1500 ppm',
  'Beauveria bassiana 1.15% WP',
  'Yellow Sticky Traps',
);
const THRIPS = g('Imidacloprid 17.8% SL', 'Emamectin Benzoate 5% SG', 'Fipronil 5% SC', 'Acephate 75% SP');
const TERMITE = g('Chlorpyriphos 20% EC');
const FRUIT_BORER = g(
  'Lambda-cyhalothrin 5% EC',
  'Emamectin Benzoate 5% SG',
  'Chlorantraniliprole 18.5% SC',
  'Cypermethrin 10% EC',
);
const STEM_BORER = g('Chlorpyriphos 20% EC', 'Fipronil 5% SC', 'Chlorantraniliprole 18.5% SC');
const POWDERY_MILDEW = g('Hexaconazole 5% SC', 'Sulphur 80% WDG', 'Carbendazim 50% WP');
const DOWNY_MILDEW = g(
  'Mancozeb 75% WP',
  'Azoxystrobin 23% SC',
  'Copper Oxychloride 50% WP',
  'Metalaxyl 8% + Mancozeb 64% WP',
);
const KOLEROGA = g('Copper Oxychloride 50% WP');
const BOLLWORM = g('Lambda-cyhalothrin 5% EC', 'Profenofos 50% EC', 'Cypermethrin 10% EC');
const PADDY_WEEDS = g('Pretilachlor 50% EC', 'Bispyribac Sodium 10% SC', '2,4-D Amine Salt 58% SL');
const NEEM_OIL = g('Neem Oil 10000 ppm', 'Neem Oil 1500 ppm');
const PADDY_SEEDS = g('Paddy Seeds', 'Hybrid Paddy Seeds');
const FERTILIZERS = c('fertilizers', 'organic-manure');
const PESTICIDES = c('pesticides', 'bio-pesticides');

export const EVAL_QUERIES: readonly EvalQuery[] = [
  // Exact English words, as on the pack or the shop shelf.
  q('exact', 'tomato seeds', g('Hybrid Tomato Seeds')),
  q('exact', 'drip irrigation kit', g('Drip Irrigation Kit')),
  q('exact', 'battery sprayer', g('Battery Operated Sprayer', '2-in-1 Battery and Manual Sprayer')),
  q('exact', 'cattle feed', g('Cattle Feed Pellets')),
  q('exact', 'neem oil', NEEM_OIL),
  q('exact', 'vermicompost', g('Vermicompost')),
  q('exact', 'mulching film', g('Mulching Film 30 micron')),
  q('exact', 'shade net', g('Shade Net 50%')),
  q('exact', 'chaff cutter', g('Chaff Cutter')),
  q('exact', 'brush cutter', g('Brush Cutter 52cc')),
  q('exact', 'milking machine', g('Single Bucket Milking Machine')),
  q('exact', 'grow bags', g('HDPE Grow Bags 12 x 12 inch', 'HDPE Grow Bags 24 x 24 inch')),
  q('exact', 'cocopeat block', g('Cocopeat Block')),
  q('exact', 'seaweed extract', g('Seaweed Extract Liquid')),
  q('exact', 'mineral mixture', g('Mineral Mixture for Cattle')),
  q('exact', 'rain gun', g('Rain Gun Sprinkler')),
  q('exact', 'paddy seeds', PADDY_SEEDS),
  q('exact', 'cotton seeds', g('BG-II Cotton Seeds')),
  q('exact', 'fish feed', g('Floating Fish Feed')),
  q('exact', 'sickle', g('Serrated Sickle')),
  q('exact', 'urea', g('Urea 46% N')),
  q('exact', 'dap', g('DAP 18-46-0')),
  q('exact', 'potash', g('Muriate of Potash (MOP) 60%', 'NPK 0-0-50 Sulphate of Potash')),
  q('exact', 'water pump', c('water-pumps')),
  q('exact', 'fruit fly trap', g('Fruit Fly Pheromone Trap')),
  q('exact', 'yellow sticky traps', g('Yellow Sticky Traps')),
  q('exact', 'power weeder', g('Power Weeder 7 HP')),
  q('exact', 'insecticide', c('insecticides')),
  q('exact', 'fungicide', c('fungicides')),
  q('exact', 'herbicide', c('herbicides')),

  // Typos: a letter missed, doubled, swapped or wrong.
  q('typo', 'tomatto seeds', g('Hybrid Tomato Seeds')),
  q('typo', 'fertilzer', c('fertilizers')),
  q('typo', 'vermicompst', g('Vermicompost')),
  q('typo', 'imidacloprd', g('Imidacloprid 17.8% SL')),
  q('typo', 'mancozab', g('Mancozeb 75% WP', 'Metalaxyl 8% + Mancozeb 64% WP', 'Carbendazim 12% + Mancozeb 63% WP')),
  q('typo', 'glyphosat', g('Glyphosate 41% SL')),
  q('typo', 'sprayar', c('sprayers')),
  q('typo', 'insectiside', c('insecticides')),
  q('typo', 'fungiside', c('fungicides')),
  q('typo', 'herbiside', c('herbicides')),
  q('typo', 'cypermethrine', g('Cypermethrin 10% EC')),
  q('typo', 'cocopet', g('Cocopeat Block')),
  q('typo', 'mulching flim', g('Mulching Film 30 micron')),
  q('typo', 'potasium nitrate', g('NPK 13-0-45 Potassium Nitrate')),
  q('typo', 'trichoderma viridae', g('Trichoderma viride 1% WP')),
  q('typo', 'seawed', g('Seaweed Extract Liquid', 'Seaweed Granules')),
  q('typo', 'hexaconazol', g('Hexaconazole 5% SC')),
  q('typo', 'watermelan seeds', g('Hybrid Watermelon Seeds')),

  // Kannada script, as typed on a Kannada keyboard.
  q('kannada', 'ಟೊಮೆಟೊ ಬೀಜ', g('Hybrid Tomato Seeds')),
  q('kannada', 'ಬೇವಿನ ಎಣ್ಣೆ', NEEM_OIL),
  q('kannada', 'ಯೂರಿಯಾ', g('Urea 46% N')),
  q('kannada', 'ಕೀಟನಾಶಕ', c('insecticides', 'bio-pesticides')),
  q('kannada', 'ಕಳೆನಾಶಕ', c('herbicides')),
  q('kannada', 'ಶಿಲೀಂಧ್ರನಾಶಕ', c('fungicides')),
  q('kannada', 'ಎರೆಹುಳು ಗೊಬ್ಬರ', g('Vermicompost')),
  q('kannada', 'ಸ್ಪ್ರೇಯರ್', c('sprayers')),
  q('kannada', 'ಹನಿ ನೀರಾವರಿ', c('drip-irrigation')),
  q('kannada', 'ಭತ್ತದ ಬೀಜ', PADDY_SEEDS),
  q('kannada', 'ಹತ್ತಿ ಬೀಜ', g('BG-II Cotton Seeds')),
  q('kannada', 'ಜಾನುವಾರು ಆಹಾರ', g('Cattle Feed Pellets')),
  q('kannada', 'ಗಂಧಕ', g('Sulphur 80% WDG')),
  q('kannada', 'ಮೇವು ಕತ್ತರಿಸುವ ಯಂತ್ರ', g('Chaff Cutter')),
  q('kannada', 'ಕಡಲಕಳೆ', g('Seaweed Extract Liquid', 'Seaweed Granules')),
  q('kannada', 'ಪಂಚಗವ್ಯ', g('Panchagavya')),
  q('kannada', 'ಈರುಳ್ಳಿ ಬೀಜ', g('Onion Seeds')),
  q('kannada', 'ಶೇಂಗಾ ಬೀಜ', g('Groundnut Seeds')),
  q('kannada', 'ಕುಡುಗೋಲು', g('Serrated Sickle')),
  q('kannada', 'ಹಾಲಿನ ಕ್ಯಾನ್', g('Stainless Steel Milk Can')),

  // Brand names, in either script.
  q('brand', 'kisan kavach', b('Kisan Kavach')),
  q('brand', 'hasiru seeds', b('Hasiru Seeds')),
  q('brand', 'raksha agrochem', b('Raksha Agrochem')),
  q('brand', 'jaldhara', b('Jaldhara Irrigation')),
  q('brand', 'vayu sprayers', b('Vayu Sprayers')),
  q('brand', 'surabhi pashu aahar', b('Surabhi Pashu Aahar')),
  q('brand', 'mannina mitra', b('Mannina Mitra Organics')),
  q('brand', 'godhan feeds', b('Godhan Feeds')),
  q('brand', 'neerdhare drip', b('Neerdhare Drip')),
  q('brand', 'bhoomata', b('Bhoomata Fertilisers')),
  q('brand', 'malnad crop science', b('Malnad Crop Science')),
  q('brand', 'tungabhadra', b('Tungabhadra Agrochem')),
  q('brand', 'ಹಸಿರು ಸೀಡ್ಸ್', b('Hasiru Seeds')),
  q('brand', 'ಕೃಷಿ ಯಂತ್ರ', b('Krishi Yantra')),

  // Active ingredients, as a dealer or the label names them.
  q('ingredient', 'imidacloprid', g('Imidacloprid 17.8% SL')),
  q('ingredient', 'thiamethoxam', g('Thiamethoxam 25% WG')),
  q('ingredient', 'chlorpyriphos', g('Chlorpyriphos 20% EC')),
  q('ingredient', 'emamectin benzoate', g('Emamectin Benzoate 5% SG')),
  q('ingredient', 'fipronil', g('Fipronil 5% SC')),
  q('ingredient', 'acephate', g('Acephate 75% SP')),
  q(
    'ingredient',
    'mancozeb',
    g('Mancozeb 75% WP', 'Metalaxyl 8% + Mancozeb 64% WP', 'Carbendazim 12% + Mancozeb 63% WP'),
  ),
  q('ingredient', 'carbendazim', g('Carbendazim 50% WP', 'Carbendazim 12% + Mancozeb 63% WP')),
  q('ingredient', 'azoxystrobin', g('Azoxystrobin 23% SC')),
  q('ingredient', 'copper oxychloride', KOLEROGA),
  q('ingredient', 'pretilachlor', g('Pretilachlor 50% EC')),
  q('ingredient', 'atrazine', g('Atrazine 50% WP')),
  q('ingredient', 'pendimethalin', g('Pendimethalin 30% EC')),
  q('ingredient', 'lambda cyhalothrin', g('Lambda-cyhalothrin 5% EC')),
  q('ingredient', 'paclobutrazol', g('Paclobutrazol 23% SC')),
  q('ingredient', 'trichoderma', g('Trichoderma viride 1% WP')),
  q('ingredient', 'pseudomonas', g('Pseudomonas fluorescens')),
  q('ingredient', 'potassium nitrate', g('NPK 13-0-45 Potassium Nitrate')),

  // Beginnings of words: the visitor is still typing.
  q('prefix', 'imida', g('Imidacloprid 17.8% SL')),
  q('prefix', 'mancoz', g('Mancozeb 75% WP', 'Metalaxyl 8% + Mancozeb 64% WP', 'Carbendazim 12% + Mancozeb 63% WP')),
  q('prefix', 'vermi', g('Vermicompost')),
  q('prefix', 'glypho', g('Glyphosate 41% SL')),
  q('prefix', 'spray', c('sprayers')),
  q('prefix', 'sickl', g('Serrated Sickle')),
  q('prefix', 'cocop', g('Cocopeat Block')),
  q('prefix', 'humi', g('Humic Acid 12% Liquid')),
  q('prefix', 'chlorant', g('Chlorantraniliprole 18.5% SC')),
  q('prefix', 'tricho', g('Trichoderma viride 1% WP')),
  q('prefix', 'paclo', g('Paclobutrazol 23% SC')),
  q('prefix', 'pendi', g('Pendimethalin 30% EC')),
  q('prefix', 'waterm', g('Hybrid Watermelon Seeds')),

  // Kannada typed in Latin letters, spelt as it sounds.
  q('romanised', 'gobbara', FERTILIZERS),
  q('romanised', 'gobbar', FERTILIZERS),
  q('romanised', 'rasagobbara', c('fertilizers')),
  q('romanised', 'beeja', c('seeds')),
  q('romanised', 'bija', c('seeds')),
  q('romanised', 'keetanashaka', c('insecticides', 'bio-pesticides')),
  q('romanised', 'keeta nashaka', c('insecticides', 'bio-pesticides')),
  q('romanised', 'kalenashaka', c('herbicides')),
  q('romanised', 'kale nashaka', c('herbicides')),
  q('romanised', 'shileendranashaka', c('fungicides')),
  q('romanised', 'bhatta beeja', PADDY_SEEDS),
  q('romanised', 'batta beeja', PADDY_SEEDS),
  q('romanised', 'bevu enne', NEEM_OIL),
  q('romanised', 'bevina enne', NEEM_OIL),
  q('romanised', 'bevina hindi', g('Neem Cake Powder')),
  q('romanised', 'erehulu gobbara', g('Vermicompost')),
  q('romanised', 'sagani gobbara', g('Enriched Cow Dung Manure')),
  q('romanised', 'tomato beeja', g('Hybrid Tomato Seeds')),
  q('romanised', 'menasinakayi beeja', g('Hybrid Chilli Seeds')),
  q('romanised', 'eerulli beeja', g('Onion Seeds')),
  q('romanised', 'hatti beeja', g('BG-II Cotton Seeds')),
  q('romanised', 'shenga beeja', g('Groundnut Seeds')),
  q('romanised', 'yuriya', g('Urea 46% N')),
  q('romanised', 'gandhaka', g('Sulphur 80% WDG')),
  q('romanised', 'hani neeravari', c('drip-irrigation')),
  q('romanised', 'tunturu neeravari', c('sprinklers')),
  q('romanised', 'koli ahara', g('Poultry Layer Feed', 'Broiler Starter Feed')),
  q('romanised', 'meenu ahara', g('Floating Fish Feed')),
  q('romanised', 'kudugolu', g('Serrated Sickle')),
  q('romanised', 'kadalakale', g('Seaweed Extract Liquid', 'Seaweed Granules')),
  q('romanised', 'jaivika gobbara', c('bio-fertilizers')),
  q('romanised', 'neralu bale', g('Shade Net 50%')),
  q('romanised', 'bili nona', WHITEFLY),
  q('romanised', 'geddalu', TERMITE),
  q('romanised', 'sasya henu', APHIDS),

  // Crops, pests and diseases: the farmer asks for a cure, not a product.
  q('croppest', 'aphid', APHIDS),
  q('croppest', 'aphids', APHIDS),
  q('croppest', 'whitefly', WHITEFLY),
  q('croppest', 'termite', TERMITE),
  q('croppest', 'termites', TERMITE),
  q('croppest', 'fruit borer', FRUIT_BORER),
  q('croppest', 'stem borer', STEM_BORER),
  q('croppest', 'powdery mildew', POWDERY_MILDEW),
  q('croppest', 'downy mildew', DOWNY_MILDEW),
  q('croppest', 'thrips chilli', THRIPS),
  q('croppest', 'fungicide for grapes', c('fungicides')),
  q('croppest', 'weedicide for paddy', PADDY_WEEDS),
  q('croppest', 'arecanut koleroga', KOLEROGA),
  q('croppest', 'koleroga', KOLEROGA),
  q('croppest', 'fall armyworm', g('Chlorantraniliprole 18.5% SC')),
  q('croppest', 'diamondback moth', g('Emamectin Benzoate 5% SG', 'Fipronil 5% SC')),
  q('croppest', 'bollworm cotton', BOLLWORM),
  q('croppest', 'brown plant hopper', g('Thiamethoxam 25% WG')),
  q('croppest', 'sheath blight', g('Hexaconazole 5% SC', 'Propiconazole 25% EC', 'Pseudomonas fluorescens')),
  q('croppest', 'late blight potato', g('Mancozeb 75% WP', 'Metalaxyl 8% + Mancozeb 64% WP')),
  q('croppest', 'rust wheat', g('Propiconazole 25% EC', 'Tebuconazole 25.9% EC', 'Hexaconazole 5% SC')),
  q('croppest', 'mites', g('Profenofos 50% EC', 'Diafenthiuron 50% WP', 'Sulphur 80% WDG')),
  q('croppest', 'leaf miner', g('Acephate 75% SP', 'Yellow Sticky Traps')),
  q('croppest', 'mealybug', g('Neem Oil 1500 ppm')),
  q('croppest', 'white grub', g('Beauveria bassiana 1.15% WP')),
  q('croppest', 'root rot', g('Trichoderma viride 1% WP')),
  q('croppest', 'nematode', g('Neem Cake Powder')),
  q('croppest', 'zinc deficiency', g('Zinc Sulphate 33%')),
  q('croppest', 'milk fever', g('Liquid Calcium for Cattle')),
  q('croppest', 'insecticide for cotton', c('insecticides')),
  q('croppest', 'ಬಿಳಿನೊಣ', WHITEFLY),
  q('croppest', 'ಗೆದ್ದಲು', TERMITE),
  q('croppest', 'ಬೂದು ರೋಗ', POWDERY_MILDEW),
  q('croppest', 'weedicide', c('herbicides')),

  // Words from Hindi and Indian English that Karnataka farmers use too.
  q('loanword', 'khad', FERTILIZERS),
  q('loanword', 'dawa', PESTICIDES),
  q('loanword', 'dawai', PESTICIDES),
  q('loanword', 'beej', c('seeds')),
  q('loanword', 'tomato beej', g('Hybrid Tomato Seeds')),
  q('loanword', 'dhan beej', PADDY_SEEDS),
  q('loanword', 'mirchi beej', g('Hybrid Chilli Seeds')),
  q('loanword', 'makka beej', g('Hybrid Maize Seeds')),
  q('loanword', 'kapas beej', g('BG-II Cotton Seeds')),
  q('loanword', 'keetnashak', c('insecticides', 'bio-pesticides')),
  q('loanword', 'keeda dawa', c('insecticides', 'bio-pesticides')),
  q('loanword', 'gobar khad', g('Enriched Cow Dung Manure', 'Vermicompost')),
  q('loanword', 'jaivik khad', c('bio-fertilizers', 'organic-manure')),
  q('loanword', 'neem khali', g('Neem Cake Powder')),
  q('loanword', 'spray pump', c('sprayers')),
  q('loanword', 'khurpi', g('Khurpi Hand Weeder')),
];
