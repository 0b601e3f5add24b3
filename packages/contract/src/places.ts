import { z } from 'zod';
import { issueCode } from './error-codes.js';
import { DEFAULT_COUNTRY } from './profile.js';

/** Spec section 9: place search starts at 3 characters. */
export const PLACE_SEARCH_MIN = 3;
export const PLACE_SEARCH_MAX = 100;
export const PLACE_SUGGESTIONS = 8;

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => c === DEFAULT_COUNTRY, issueCode('countryUnsupported'))
  .default(DEFAULT_COUNTRY);

/** `GET /metadata/state?countryName=INDIA` */
export const statesQuery = z.object({ countryName: country });
/** `GET /metadata/district?stateName=&countryName=INDIA` */
export const districtsQuery = z.object({
  stateName: z.string().trim().min(1, issueCode('stateRequired')).max(100),
  countryName: country,
});
export const namesResponse = z.object({ data: z.array(z.string()) });
export type NamesResponse = z.infer<typeof namesResponse>;

/** `GET /metadata/places?query=`: the offline gazetteer's Quick Address Fill. */
export const placesQuery = z.object({
  query: z
    .string()
    .trim()
    .min(PLACE_SEARCH_MIN, issueCode('placeQueryTooShort'))
    .max(PLACE_SEARCH_MAX, issueCode('tooLong')),
});

/** One place, shaped as the forms fill it (spec section 3, place suggestion data). */
export const placeSuggestion = z.object({
  /** Post office / locality name, shown as the suggestion's title. */
  place: z.string(),
  state: z.string(),
  district: z.string(),
  taluk: z.string(),
  pinCode: z.string(),
  country: z.string(),
  addressLine1: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
export const placesResponse = z.object({ data: z.array(placeSuggestion) });
export type PlacesResponse = z.infer<typeof placesResponse>;
