import { icon } from './icons.js';
import { shade, svgDocument } from './svg.js';

export interface CategoryArt {
  id: number;
  slug: string;
  rootSlug: string;
}

export const CATEGORY_SIZE = 800;

const COLOURS: Record<string, string> = {
  seeds: '#43a047',
  fertilizers: '#1e88e5',
  pesticides: '#e53935',
  'plant-growth': '#7cb342',
  irrigation: '#00acc1',
  'tools-machinery': '#f57c00',
  'animal-husbandry': '#8d6e63',
  'organic-farming': '#689f38',
  gardening: '#d84315',
};

/** Up to three pictures per category, found by words in its slug; the first is the largest. */
const RULES: Array<[RegExp, string[]]> = [
  [/^seeds$/, ['sprout', 'tomato', 'grain']],
  [/vegetable/, ['tomato', 'brinjal', 'chilli']],
  [/field-crop/, ['grain', 'maize', 'cotton']],
  [/fruit|flower/, ['marigold', 'papaya', 'flower']],
  [/^pesticides$/, ['shield', 'bug', 'fungus']],
  [/insecticide/, ['bug']],
  [/fungicide/, ['fungus']],
  [/herbicide/, ['weed']],
  [/bio-pesticide/, ['leaf', 'bug']],
  [/^fertilizers$/, ['granules', 'droplet', 'sprout']],
  [/water-soluble/, ['droplet', 'granules']],
  [/micronutrient/, ['flask', 'droplet']],
  [/bio-fertilizer/, ['sprout', 'droplet']],
  [/fertilizer/, ['granules']],
  [/^plant-growth$/, ['growth', 'sprout', 'leaf']],
  [/regulator/, ['growth', 'flask']],
  [/growth|stimulant/, ['leaf', 'growth']],
  [/^irrigation$/, ['droplet', 'drip', 'sprinkler']],
  [/drip/, ['drip']],
  [/sprinkler/, ['sprinkler']],
  [/pump/, ['pump']],
  [/^tools-machinery$/, ['tools', 'sprayer', 'machine']],
  [/sprayer/, ['sprayer']],
  [/hand-tool/, ['tools']],
  [/machinery/, ['machine']],
  [/^animal-husbandry$/, ['cow', 'hen', 'fish']],
  [/feed/, ['hen', 'cow', 'fish']],
  [/health|supplement/, ['flask', 'cow']],
  [/dairy/, ['can', 'cow']],
  [/^organic-farming$/, ['leaf', 'sprout', 'compost']],
  [/manure/, ['compost', 'leaf']],
  [/^gardening$/, ['pot', 'flower', 'sprout']],
  [/pots|garden/, ['pot', 'sprout']],
];

export function categoryIcons(slug: string): string[] {
  return RULES.find(([re]) => re.test(slug))?.[1] ?? ['sprout'];
}

/** A round tile in the colour of the root category with the category's pictures. */
export function categorySvg(art: CategoryArt): string {
  const colour = COLOURS[art.rootSlug] ?? COLOURS[art.slug] ?? '#558b2f';
  const [main = 'sprout', ...others] = categoryIcons(art.slug);
  let body =
    `<rect width="800" height="800" fill="${shade(colour, 0.88)}"/>` +
    `<circle cx="400" cy="400" r="330" fill="${shade(colour, 0.7)}"/>` +
    `<circle cx="400" cy="400" r="270" fill="#ffffff"/>` +
    `<circle cx="400" cy="400" r="270" fill="none" stroke="${colour}" stroke-width="14"/>`;
  body += icon(main, 230, 210, 340);
  others.slice(0, 2).forEach((name, i) => {
    const x = i === 0 ? 560 : 90;
    const y = i === 0 ? 520 : 90;
    body +=
      `<circle cx="${x + 75}" cy="${y + 75}" r="95" fill="#ffffff" stroke="${colour}" stroke-width="10"/>` +
      icon(name, x + 15, y + 15, 120);
  });
  return svgDocument(CATEGORY_SIZE, CATEGORY_SIZE, body);
}
