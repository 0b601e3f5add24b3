import { categoryIcons } from './category.js';
import { icon } from './icons.js';
import { brandPalette, shade, svgDocument } from './svg.js';

export interface PromotionArt {
  id: number;
  onClickUrl: string;
}

export const PROMOTION_WIDTH = 1200;
export const PROMOTION_HEIGHT = 400;

const SEARCH_ICONS: Array<[RegExp, string[]]> = [
  [/spray/i, ['sprayer', 'bug', 'leaf']],
  [/seed/i, ['tomato', 'maize', 'chilli']],
  [/drip|water/i, ['drip', 'droplet', 'sprinkler']],
  [/neem|organic/i, ['leaf', 'sprout', 'granules']],
];

/** The pictures of a banner come from where it leads: a category's, or a search word's. */
function bannerIcons(onClickUrl: string): string[] {
  const category = /^\/products\/([a-z0-9-]+)\//.exec(onClickUrl)?.[1];
  let icons = category ? categoryIcons(category) : [];
  if (!category) {
    const query = decodeURIComponent(/[?&]query=([^&]*)/.exec(onClickUrl)?.[1] ?? '');
    icons = SEARCH_ICONS.find(([re]) => re.test(query))?.[1] ?? [];
  }
  const fill = ['sprout', 'leaf', 'droplet', 'granules'];
  return [...icons, ...fill.filter((f) => !icons.includes(f))].slice(0, 3);
}

/**
 * A wide banner without words: a gradient in the promotion's colours, pictures on the right. The
 * storefront writes the title and 'Shop now' over the free left part in the visitor's language
 * (a picture's words would stay English for a Kannada reader).
 */
export function promotionSvg(art: PromotionArt): string {
  const p = brandPalette(`promotion-${art.id}`);
  const [a = 'sprout', b = 'leaf', c = 'droplet'] = bannerIcons(art.onClickUrl);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.main}"/>` +
    `<stop offset="1" stop-color="${shade(p.main, -0.35)}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1010" cy="200" r="260" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="90" cy="380" r="120" fill="#ffffff" opacity="0.06"/>` +
    `<path d="M0 360 Q300 320 600 360 T1200 350 V400 H0 Z" fill="${p.accent}" opacity="0.9"/>` +
    `<circle cx="960" cy="190" r="140" fill="#ffffff"/>` +
    icon(a, 860, 90, 200) +
    `<circle cx="1110" cy="90" r="70" fill="#ffffff" opacity="0.95"/>` +
    icon(b, 1060, 40, 100) +
    `<circle cx="790" cy="300" r="62" fill="#ffffff" opacity="0.95"/>` +
    icon(c, 746, 256, 88);
  return svgDocument(PROMOTION_WIDTH, PROMOTION_HEIGHT, body);
}
