import { pickText, type Category, type LanguageCode } from '@krishi/contract';

/** Largest id the server accepts (a positive 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A positive id from a URL segment or query value, else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** Spec: the seller id of /products/{brand-slug}-{id} is the part after the last dash. */
export function sellerIdFromBrandParam(brandParam: string | undefined): number | undefined {
  if (!brandParam) return undefined;
  const dash = brandParam.lastIndexOf('-');
  return parseId(dash >= 0 ? brandParam.slice(dash + 1) : brandParam);
}

/** The readable words of a slug: `organic-farming` -> `organic farming`. */
export function slugWords(slug: string | undefined): string {
  if (!slug) return '';
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed escape is shown as it is.
  }
  return text.replace(/[-_]+/g, ' ').trim();
}

/** The brand words of a brand parameter, without its trailing id. */
export function brandWords(brandParam: string | undefined): string {
  if (!brandParam) return '';
  return slugWords(brandParam.replace(/-\d+$/, ''));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Spec: the listing's title is the category name (from navigation state, else the cached
 * name, else the route's name), then the brand name, else Home; first letter capitalised.
 */
export function listingTitle(candidates: {
  stateName?: string | null | undefined;
  cachedName?: string | null | undefined;
  routeName?: string | null | undefined;
  brandName?: string | null | undefined;
  home: string;
}): string {
  const { stateName, cachedName, routeName, brandName, home } = candidates;
  return capitalise(stateName || cachedName || routeName || brandName || home);
}

export const categoryNameKey = (categoryId: number) => `category_name_${categoryId}`;

/** A category's name in the stored category tree (the menus keep it under `categories`). */
export function categoryNameInTree(
  tree: readonly Category[] | undefined,
  categoryId: number,
  language: LanguageCode,
): string | null {
  for (const category of tree ?? []) {
    if (category.id === categoryId) return pickText(category.name, language);
    const inChildren = categoryNameInTree(category.childCategories, categoryId, language);
    if (inChildren) return inChildren;
  }
  return null;
}
