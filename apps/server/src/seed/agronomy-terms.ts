import type { AgronomyKind, AgronomyTerm } from '@krishi/contract';
import { CROPS } from './catalogue-data.js';

/**
 * The reference table of crops, pests, diseases and weeds (issue 18). Kannada names are the ones
 * Karnataka's agriculture department and UAS Bangalore print in their crop-protection leaflets;
 * `romanised` holds the Kannada names as farmers type them in Latin letters (loose spellings
 * included), `commonNames` other English, Kannada and local names.
 */
export type AgronomyTermSeed = Omit<AgronomyTerm, 'imageUrl'>;

function term(
  kind: AgronomyKind,
  slug: string,
  en: string,
  kn: string,
  romanised: readonly string[],
  commonNames: readonly string[] = [],
): AgronomyTermSeed {
  return { slug, kind, name: { en, kn }, romanised: [...romanised], commonNames: [...commonNames] };
}

/** Crops of the catalogue's CROPS table, with the spellings farmers use; animals are not crops. */
const CROP_NAMES: Record<string, { romanised: readonly string[]; commonNames?: readonly string[] }> = {
  tomato: { romanised: ['tomato', 'tamata', 'tomyato', 'tometo'], commonNames: ['tomatoes', 'ಟೊಮ್ಯಾಟೊ', 'ಟೊಮೇಟೊ'] },
  chilli: {
    romanised: ['menasinakayi', 'menasinakai', 'menasina kayi', 'menasu', 'mensinkai'],
    commonNames: ['chili', 'chillies', 'green chilli', 'mirchi', 'ಮೆಣಸು', 'ಹಸಿಮೆಣಸಿನಕಾಯಿ'],
  },
  brinjal: {
    romanised: ['badane', 'badanekayi', 'badanekai', 'badnekai'],
    commonNames: ['eggplant', 'baingan', 'ಬದನೆಕಾಯಿ'],
  },
  okra: {
    romanised: ['bende', 'bendekayi', 'bendekai'],
    commonNames: ['bhindi', 'lady finger', "ladies' finger", 'ಬೆಂಡೆಕಾಯಿ'],
  },
  cabbage: { romanised: ['elekosu', 'ele kosu', 'kosu'], commonNames: ['ಕೋಸು'] },
  cauliflower: { romanised: ['hookosu', 'hukosu', 'hoo kosu'], commonNames: ['gobi', 'phool gobi'] },
  cucumber: { romanised: ['southekayi', 'sautekayi', 'southekai', 'sowthekai'], commonNames: ['kheera', 'ಸೌತೆ'] },
  watermelon: { romanised: ['kallangadi', 'kalangadi', 'kallangadi hannu'], commonNames: ['tarbooj', 'ಕಲ್ಲಂಗಡಿ ಹಣ್ಣು'] },
  muskmelon: { romanised: ['karabuja', 'karbuja', 'kharbuja'], commonNames: ['melon', 'kharbuja'] },
  'bitter-gourd': { romanised: ['hagalakayi', 'hagalakai', 'hagalkai', 'haagalakaayi'], commonNames: ['karela'] },
  'bottle-gourd': { romanised: ['sorekayi', 'sorekai', 'sore kayi'], commonNames: ['lauki', 'ghiya'] },
  beans: {
    romanised: ['hurulikayi', 'hurulikai', 'huruli kayi', 'beans'],
    commonNames: ['french beans', 'bush beans'],
  },
  onion: { romanised: ['eerulli', 'irulli', 'erulli', 'ullagaddi'], commonNames: ['onions', 'pyaz', 'ಉಳ್ಳಾಗಡ್ಡಿ'] },
  potato: { romanised: ['aalugadde', 'alugadde', 'aloo gadde'], commonNames: ['potatoes', 'aloo'] },
  coriander: {
    romanised: ['kothambari', 'kottambari', 'kotthambari', 'kothambari soppu'],
    commonNames: ['dhania', 'cilantro', 'ಕೊತ್ತಂಬರಿ ಸೊಪ್ಪು'],
  },
  paddy: { romanised: ['bhatta', 'batta', 'bhata', 'batha'], commonNames: ['rice', 'dhan', 'ಅಕ್ಕಿ'] },
  maize: {
    romanised: ['mekkejola', 'mekke jola', 'mekkejol', 'govina jola'],
    commonNames: ['corn', 'makka', 'ಗೋವಿನ ಜೋಳ'],
  },
  cotton: { romanised: ['hatti', 'hathi'], commonNames: ['kapas', 'bt cotton'] },
  sugarcane: { romanised: ['kabbu', 'kabu'], commonNames: ['cane', 'ganna'] },
  groundnut: { romanised: ['shenga', 'senga', 'kadalekayi', 'kadalekai'], commonNames: ['peanut', 'ಕಡಲೆಕಾಯಿ'] },
  ragi: { romanised: ['ragi', 'raagi'], commonNames: ['finger millet', 'nachni'] },
  jowar: { romanised: ['jola', 'jowla', 'bili jola', 'bilijola'], commonNames: ['sorghum', 'ಬಿಳಿಜೋಳ'] },
  wheat: { romanised: ['godhi', 'godi'], commonNames: ['gehun'] },
  soybean: { romanised: ['soyabean', 'soya', 'soyabin'], commonNames: ['soya bean', 'soy'] },
  redgram: {
    romanised: ['togari', 'thogari', 'togri'],
    commonNames: ['tur', 'toor', 'arhar', 'pigeon pea', 'ತೊಗರಿ ಬೇಳೆ'],
  },
  sunflower: { romanised: ['suryakanti', 'sooryakanthi', 'suryakanthi'] },
  grapes: { romanised: ['drakshi', 'draakshi', 'drakshe'], commonNames: ['grape', 'grapevine'] },
  pomegranate: { romanised: ['dalimbe', 'daalimbe', 'dalimba'], commonNames: ['anar'] },
  banana: { romanised: ['baale', 'bale', 'balehannu', 'baale hannu'], commonNames: ['ಬಾಳೆಹಣ್ಣು', 'kela'] },
  mango: { romanised: ['maavu', 'mavu', 'mavina hannu'], commonNames: ['ಮಾವಿನ ಹಣ್ಣು', 'aam'] },
  papaya: { romanised: ['pappayi', 'papaya', 'parangi', 'parangi hannu'], commonNames: ['ಪರಂಗಿ'] },
  coconut: { romanised: ['tengu', 'thengu', 'tenginakayi', 'tengina mara'], commonNames: ['ತೆಂಗಿನಕಾಯಿ', 'nariyal'] },
  arecanut: { romanised: ['adike', 'adke', 'adike thota'], commonNames: ['areca', 'areca nut', 'betel nut', 'supari'] },
  coffee: { romanised: ['kaafi', 'kafi', 'coffee'] },
  tea: { romanised: ['chaha', 'chaa', 'tea'], commonNames: ['ಟೀ'] },
  marigold: {
    romanised: ['chendu hoo', 'chendu hoovu', 'chenduhoovu', 'chendu hu'],
    commonNames: ['genda', 'ಚೆಂಡು ಹೂವು'],
  },
  flowers: { romanised: ['hoovu', 'hoo', 'hu', 'hoovina bele'], commonNames: ['flower crops', 'ಹೂವು'] },
  vegetables: { romanised: ['tarakari', 'tharakari', 'tarkari'], commonNames: ['vegetable', 'ತರಕಾರಿ'] },
  fodder: { romanised: ['mevu', 'meevu', 'hasiru mevu'], commonNames: ['green fodder', 'fodder crops', 'ಹಸಿರು ಮೇವು'] },
};

const CROP_TERMS: AgronomyTermSeed[] = Object.entries(CROP_NAMES).map(([slug, names]) => {
  const name = CROPS[slug];
  if (!name) throw new Error(`crop ${slug} is not in CROPS`);
  return term('crop', slug, name.en, name.kn, names.romanised, names.commonNames);
});

const PEST_TERMS: AgronomyTermSeed[] = [
  term(
    'pest',
    'whitefly',
    'whitefly',
    'ಬಿಳಿನೊಣ',
    ['bilinona', 'bili nona', 'bili nonna', 'bilinonna'],
    ['whiteflies', 'white fly', 'ಬಿಳಿ ನೊಣ'],
  ),
  term('pest', 'aphids', 'aphids', 'ಸಸ್ಯಹೇನು', ['sasyahenu', 'sasya henu', 'henu'], ['aphid', 'plant lice', 'ಹೇನು']),
  term(
    'pest',
    'jassids',
    'jassids (leafhoppers)',
    'ಜಿಗಿಹುಳು',
    ['jigihulu', 'jigi hulu', 'jigihula'],
    ['jassid', 'leafhopper', 'leaf hopper', 'ಎಲೆ ಜಿಗಿಹುಳು'],
  ),
  term('pest', 'thrips', 'thrips', 'ಥ್ರಿಪ್ಸ್', ['thrips', 'thrips nusi', 'nusi'], ['ಥ್ರಿಪ್ಸ್ ನುಸಿ', 'ನುಸಿ']),
  term(
    'pest',
    'mites',
    'mites',
    'ನುಸಿ',
    ['nusi', 'kempu nusi', 'haladi nusi'],
    ['mite', 'red spider mite', 'yellow mite', 'ಕೆಂಪು ನುಸಿ', 'ಹಳದಿ ನುಸಿ'],
  ),
  term(
    'pest',
    'termites',
    'termites',
    'ಗೆದ್ದಲು',
    ['geddalu', 'gedalu', 'geddalu hulu'],
    ['termite', 'white ants', 'ಗೆದ್ದಲು ಹುಳು'],
  ),
  term(
    'pest',
    'stem-borer',
    'stem borer',
    'ಕಾಂಡ ಕೊರಕ',
    ['kanda koraka', 'kandakoraka', 'kanda koreyuva hulu'],
    ['stem borers', 'ಕಾಂಡ ಕೊರೆಯುವ ಹುಳು'],
  ),
  term(
    'pest',
    'fruit-borer',
    'fruit borer',
    'ಹಣ್ಣು ಕೊರಕ',
    ['hannu koraka', 'hannukoraka'],
    ['fruit borers', 'helicoverpa', 'ಕಾಯಿ ಕೊರೆಯುವ ಹುಳು'],
  ),
  term(
    'pest',
    'shoot-and-fruit-borer',
    'shoot and fruit borer',
    'ಚಿಗುರು ಮತ್ತು ಕಾಯಿ ಕೊರಕ',
    ['chiguru mattu kayi koraka', 'chiguru koraka'],
    ['brinjal fruit borer', 'okra fruit borer', 'ಚಿಗುರು ಕೊರಕ'],
  ),
  term(
    'pest',
    'bollworm',
    'bollworm',
    'ಕಾಯಿಕೊರಕ',
    ['kayikoraka', 'kayi koraka', 'gulabi kayikoraka'],
    ['bollworms', 'pink bollworm', 'american bollworm', 'ಗುಲಾಬಿ ಕಾಯಿಕೊರಕ'],
  ),
  term(
    'pest',
    'pod-borer',
    'pod borer',
    'ಕಾಯಿ ಕೊರೆಯುವ ಹುಳು',
    ['kayi koreyuva hulu', 'kai koreyuva hula'],
    ['pod borers', 'gram pod borer'],
  ),
  term(
    'pest',
    'fall-armyworm',
    'fall armyworm',
    'ಸೈನಿಕ ಹುಳು',
    ['sainika hulu', 'sainikahulu', 'laddi hulu'],
    ['armyworm', 'army worm', 'FAW', 'ಲದ್ದಿ ಹುಳು'],
  ),
  term(
    'pest',
    'brown-plant-hopper',
    'brown plant hopper',
    'ಕಂದು ಜಿಗಿಹುಳು',
    ['kandu jigihulu', 'kandu jigi hulu'],
    ['BPH', 'brown planthopper', 'planthopper'],
  ),
  term(
    'pest',
    'diamondback-moth',
    'diamondback moth',
    'ವಜ್ರಬೆನ್ನಿನ ಪತಂಗ',
    ['vajrabennina patanga', 'vajra bennina patanga', 'vajrabenni'],
    ['DBM', 'diamond back moth', 'cabbage moth'],
  ),
  term(
    'pest',
    'leaf-folder',
    'leaf folder',
    'ಎಲೆ ಮಡಚುವ ಹುಳು',
    ['ele madachuva hulu', 'ele madachu hulu'],
    ['leaf roller', 'rice leaf folder'],
  ),
  term(
    'pest',
    'leaf-miner',
    'leaf miner',
    'ಎಲೆ ಸುರಂಗ ಹುಳು',
    ['ele suranga hulu', 'suranga hulu'],
    ['leafminer', 'serpentine leaf miner'],
  ),
  term(
    'pest',
    'mealybug',
    'mealybug',
    'ಹಿಟ್ಟುತಿಗಣೆ',
    ['hittutigane', 'hittu tigane', 'hittu thigane'],
    ['mealybugs', 'mealy bug', 'ಹಿಟ್ಟು ತಿಗಣೆ'],
  ),
  term(
    'pest',
    'caterpillars',
    'leaf-eating caterpillars',
    'ಕಂಬಳಿಹುಳು',
    ['kambalihulu', 'kambali hulu', 'kambli hula'],
    ['caterpillar', 'hairy caterpillar', 'leaf eating caterpillar', 'ಎಲೆ ತಿನ್ನುವ ಹುಳು'],
  ),
  term(
    'pest',
    'white-grub',
    'white grub',
    'ಬೇರು ಹುಳು',
    ['beru hulu', 'gonne hulu', 'gonnehula'],
    ['white grubs', 'root grub', 'ಗೊಣ್ಣೆ ಹುಳು'],
  ),
  term('pest', 'fruit-fly', 'fruit fly', 'ಹಣ್ಣು ನೊಣ', ['hannu nona', 'hannunona'], ['fruit flies', 'melon fly']),
  term(
    'pest',
    'nematodes',
    'nematodes',
    'ಜಂತುಹುಳು',
    ['jantuhulu', 'jantu hulu'],
    ['nematode', 'root-knot nematode', 'ಬೇರು ಗಂಟು ಜಂತುಹುಳು'],
  ),
];

const DISEASE_TERMS: AgronomyTermSeed[] = [
  term(
    'disease',
    'powdery-mildew',
    'powdery mildew',
    'ಬೂದಿ ರೋಗ',
    ['boodi roga', 'budi roga', 'boodiroga', 'boodu roga'],
    ['ಬೂದು ರೋಗ'],
  ),
  term(
    'disease',
    'downy-mildew',
    'downy mildew',
    'ಬೂಜು ತುಪ್ಪಟ ರೋಗ',
    ['booju tuppata roga', 'buju tuppata', 'kedige roga'],
    ['ಕೇದಿಗೆ ರೋಗ'],
  ),
  term('disease', 'blast', 'blast', 'ಬೆಂಕಿ ರೋಗ', ['benki roga', 'benkiroga', 'benki'], ['rice blast', 'neck blast']),
  term(
    'disease',
    'sheath-blight',
    'sheath blight',
    'ಕವಚ ಅಂಗಮಾರಿ',
    ['kavacha angamari', 'kavacha angamaari'],
    ['ಕವಚ ಅಂಗಮಾರಿ ರೋಗ'],
  ),
  term(
    'disease',
    'bacterial-leaf-blight',
    'bacterial leaf blight',
    'ದುಂಡಾಣು ಎಲೆ ಅಂಗಮಾರಿ',
    ['dundanu ele angamari', 'dundanu angamari'],
    ['BLB', 'ಬ್ಯಾಕ್ಟೀರಿಯಾ ಎಲೆ ಅಂಗಮಾರಿ'],
  ),
  term(
    'disease',
    'bacterial-blight',
    'bacterial blight (oily spot)',
    'ದುಂಡಾಣು ಅಂಗಮಾರಿ (ತೈಲ ಮಚ್ಚೆ ರೋಗ)',
    ['dundanu angamari', 'taila machche roga', 'taila machhe'],
    ['oily spot', 'ಬ್ಯಾಕ್ಟೀರಿಯಾ ಅಂಗಮಾರಿ', 'ತೈಲ ಮಚ್ಚೆ ರೋಗ'],
  ),
  term(
    'disease',
    'early-blight',
    'early blight',
    'ಮುಂಚಿನ ಅಂಗಮಾರಿ',
    ['munchina angamari', 'angamari'],
    ['ಮುಂಚಿನ ಅಂಗಮಾರಿ ರೋಗ'],
  ),
  term(
    'disease',
    'late-blight',
    'late blight',
    'ತಡವಾದ ಅಂಗಮಾರಿ',
    ['tadavada angamari', 'tada angamari', 'angamari'],
    ['ತಡ ಅಂಗಮಾರಿ ರೋಗ'],
  ),
  term(
    'disease',
    'anthracnose',
    'anthracnose',
    'ಚಿಬ್ಬು ರೋಗ',
    ['chibbu roga', 'chibbu', 'anthraknos'],
    ['ಆಂಥ್ರಾಕ್ನೋಸ್', 'die back'],
  ),
  term(
    'disease',
    'leaf-spot',
    'leaf spot',
    'ಎಲೆ ಚುಕ್ಕೆ ರೋಗ',
    ['ele chukke', 'ele chukke roga', 'tikka roga'],
    ['leaf spots', 'tikka', 'ಟಿಕ್ಕಾ ರೋಗ'],
  ),
  term(
    'disease',
    'sigatoka',
    'sigatoka leaf spot',
    'ಸಿಗಟೋಕಾ ಎಲೆ ಚುಕ್ಕೆ ರೋಗ',
    ['sigatoka', 'sigatoka ele chukke'],
    ['banana leaf spot'],
  ),
  term('disease', 'rust', 'rust', 'ತುಕ್ಕು ರೋಗ', ['tukku roga', 'thukku roga', 'tukku'], ['rusts', 'leaf rust']),
  term('disease', 'wilt', 'wilt', 'ಸೊರಗು ರೋಗ', ['soragu roga', 'soragu'], ['fusarium wilt', 'ಸೊರಗು']),
  term(
    'disease',
    'bacterial-wilt',
    'bacterial wilt',
    'ದುಂಡಾಣು ಸೊರಗು ರೋಗ',
    ['dundanu soragu', 'dundanu soragu roga'],
    ['ಬ್ಯಾಕ್ಟೀರಿಯಾ ಸೊರಗು'],
  ),
  term(
    'disease',
    'damping-off',
    'damping off',
    'ಸಸಿ ಕೊಳೆ ರೋಗ',
    ['sasi kole', 'sasi kole roga'],
    ['seedling rot', 'ಸಸಿ ಕೊಳೆ'],
  ),
  term('disease', 'root-rot', 'root rot', 'ಬೇರು ಕೊಳೆ ರೋಗ', ['beru kole', 'beru kole roga'], ['collar rot', 'ಬುಡ ಕೊಳೆ']),
  term(
    'disease',
    'koleroga',
    'koleroga (fruit rot of arecanut)',
    'ಕೊಳೆ ರೋಗ',
    ['kole roga', 'koleroga', 'kolroga', 'mahali'],
    ['fruit rot', 'mahali', 'arecanut fruit rot', 'ಮಹಾಳಿ ರೋಗ', 'ಅಡಿಕೆ ಕೊಳೆ ರೋಗ'],
  ),
  term('disease', 'bud-rot', 'bud rot', 'ಸುಳಿ ಕೊಳೆ ರೋಗ', ['suli kole', 'suli kole roga'], ['ಸುಳಿ ಕೊಳೆ']),
  term('disease', 'fruit-rot', 'fruit rot', 'ಕಾಯಿ ಕೊಳೆ ರೋಗ', ['kayi kole', 'kai kole roga'], ['ಹಣ್ಣು ಕೊಳೆ']),
  term(
    'disease',
    'leaf-curl-virus',
    'leaf curl virus',
    'ಎಲೆ ಮುದುರು ರೋಗ',
    ['ele muduru', 'ele muduru roga', 'muruttu roga', 'murutu'],
    ['leaf curl', 'ಮುರುಟು ರೋಗ', 'ಎಲೆ ಮುದುರು ವೈರಸ್'],
  ),
  term(
    'disease',
    'yellow-vein-mosaic',
    'yellow vein mosaic',
    'ಹಳದಿ ನರ ಮೊಸಾಯಿಕ್ ರೋಗ',
    ['haladi nara mosaic', 'haladi nara roga'],
    ['YVMV', 'ಹಳದಿ ನಂಜು ರೋಗ'],
  ),
  term(
    'disease',
    'purple-blotch',
    'purple blotch',
    'ನೇರಳೆ ಮಚ್ಚೆ ರೋಗ',
    ['nerale machche', 'nerale machhe roga'],
    ['onion purple blotch'],
  ),
];

const WEED_TERMS: AgronomyTermSeed[] = [
  term(
    'weed',
    'grassy-weeds',
    'grassy weeds',
    'ಹುಲ್ಲು ಕಳೆಗಳು',
    ['hullu kale', 'hullu', 'kale'],
    ['grasses', 'grass weeds', 'ಹುಲ್ಲು ಜಾತಿಯ ಕಳೆ'],
  ),
  term(
    'weed',
    'broadleaf-weeds',
    'broadleaf weeds',
    'ಅಗಲ ಎಲೆಯ ಕಳೆಗಳು',
    ['agala ele kale', 'agala eleya kale'],
    ['broad-leaved weeds', 'broadleaf'],
  ),
  term(
    'weed',
    'sedges',
    'sedges',
    'ಜೊಂಡು',
    ['jondu', 'jondu kale', 'tunge hullu'],
    ['nut grass', 'nutsedge', 'motha', 'ತುಂಗೆ ಹುಲ್ಲು'],
  ),
  term(
    'weed',
    'barnyard-grass',
    'barnyard grass',
    'ಸಾವೆ ಹುಲ್ಲು',
    ['save hullu', 'saave hullu'],
    ['echinochloa', 'jungle rice'],
  ),
  term(
    'weed',
    'parthenium',
    'parthenium',
    'ಪಾರ್ಥೇನಿಯಂ',
    ['parthenium', 'congress hullu', 'congress kale'],
    ['carrot grass', 'congress grass', 'ಕಾಂಗ್ರೆಸ್ ಹುಲ್ಲು'],
  ),
];

export const AGRONOMY_TERMS: readonly AgronomyTermSeed[] = [
  ...CROP_TERMS,
  ...PEST_TERMS,
  ...DISEASE_TERMS,
  ...WEED_TERMS,
];

export const CROP_SLUGS: ReadonlySet<string> = new Set(CROP_TERMS.map((t) => t.slug));
