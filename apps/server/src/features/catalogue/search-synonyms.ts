/**
 * The words farmers use for what the catalogue calls otherwise: romanised Kannada and the Hindi
 * and Indian-English words common in Karnataka's shops. A word is compared by its phonetic key,
 * so one entry covers its loose spellings ('gobbara', 'gobbra', 'gobara'). These are the defaults
 * migration 0017 seeds into `search_synonyms`; the back office edits the table from then on.
 */
export interface SearchSynonym {
  /** What the farmer types: one word. */
  word: string;
  /** Catalogue words it stands for, in English; a product matching any of them is found. */
  means: string[];
}

export const DEFAULT_SYNONYMS: readonly SearchSynonym[] = [
  { word: 'gobbara', means: ['fertilizer', 'manure'] },
  { word: 'gobra', means: ['fertilizer', 'manure'] },
  { word: 'khad', means: ['fertilizer', 'manure'] },
  { word: 'khaad', means: ['fertilizer', 'manure'] },
  { word: 'gobar', means: ['cow dung'] },
  { word: 'sagani', means: ['cow dung'] },
  { word: 'beeja', means: ['seeds'] },
  { word: 'beej', means: ['seeds'] },
  { word: 'bhatta', means: ['paddy'] },
  { word: 'dhan', means: ['paddy'] },
  { word: 'dhaan', means: ['paddy'] },
  { word: 'keetanashaka', means: ['insecticide'] },
  { word: 'keetnashak', means: ['insecticide'] },
  { word: 'keeda', means: ['insecticide'] },
  { word: 'kalenashaka', means: ['herbicide'] },
  { word: 'weedicide', means: ['herbicide'] },
  { word: 'kharpatwar', means: ['herbicide'] },
  { word: 'shileendranashaka', means: ['fungicide'] },
  { word: 'dawa', means: ['pesticides'] },
  { word: 'dawai', means: ['pesticides'] },
  { word: 'aushadhi', means: ['pesticides'] },
  { word: 'bevu', means: ['neem'] },
  { word: 'bevina', means: ['neem'] },
  { word: 'enne', means: ['oil'] },
  { word: 'hindi', means: ['cake'] },
  { word: 'khali', means: ['cake'] },
  { word: 'mirchi', means: ['chilli'] },
  { word: 'menasinakayi', means: ['chilli'] },
  { word: 'makka', means: ['maize'] },
  { word: 'makai', means: ['maize'] },
  { word: 'kapas', means: ['cotton'] },
  { word: 'hatti', means: ['cotton'] },
  { word: 'tamatar', means: ['tomato'] },
  { word: 'pyaz', means: ['onion'] },
  { word: 'shenga', means: ['groundnut'] },
  { word: 'kadlekai', means: ['groundnut'] },
  { word: 'jaivik', means: ['bio', 'organic'] },
  { word: 'jaivika', means: ['bio', 'organic'] },
  { word: 'pashu', means: ['cattle'] },
  { word: 'koli', means: ['poultry'] },
  { word: 'meenu', means: ['fish'] },
  { word: 'ahara', means: ['feed'] },
  { word: 'neeravari', means: ['irrigation'] },
  { word: 'hani', means: ['drip'] },
  { word: 'tunturu', means: ['sprinkler'] },
];
