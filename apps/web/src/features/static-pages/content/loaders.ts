import type { LanguageCode } from '@krishi/contract';
import type { DocumentContent, FarmerMarketplaceContent, SellOnContent } from './types';

type Loader<T> = () => Promise<{ default: T }>;
type PerLanguage<T> = Record<LanguageCode, Loader<T>>;

/**
 * Each page's text in each language is its own chunk, fetched only when that page opens, so
 * the long policies never weigh on the rest of the storefront.
 */
export const documentLoaders = {
  about: { en: () => import('./about.en'), kn: () => import('./about.kn') },
  terms: { en: () => import('./terms.en'), kn: () => import('./terms.kn') },
  privacy: { en: () => import('./privacy.en'), kn: () => import('./privacy.kn') },
  referral: { en: () => import('./referral.en'), kn: () => import('./referral.kn') },
  refund: { en: () => import('./refund.en'), kn: () => import('./refund.kn') },
} satisfies Record<string, PerLanguage<DocumentContent>>;

export type DocumentId = keyof typeof documentLoaders;

export const farmerMarketplaceLoaders: PerLanguage<FarmerMarketplaceContent> = {
  en: () => import('./farmer-marketplace.en'),
  kn: () => import('./farmer-marketplace.kn'),
};

export const sellOnLoaders: PerLanguage<SellOnContent> = {
  en: () => import('./sell-on.en'),
  kn: () => import('./sell-on.kn'),
};
