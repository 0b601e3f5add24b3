import type { AgronomyKind } from '@krishi/contract';
import { cropIcon, icon } from './icons.js';
import { shade, svgDocument } from './svg.js';

export interface AgronomyArt {
  slug: string;
  kind: AgronomyKind;
}

export const AGRONOMY_SIZE = 800;

/** A crop in green; what harms it in the colours of a warning, by kind. */
const COLOURS: Record<AgronomyKind, string> = {
  crop: '#43a047',
  pest: '#e53935',
  disease: '#8e24aa',
  weed: '#f9a825',
};

const ICON: Record<Exclude<AgronomyKind, 'crop'>, string> = { pest: 'pest', disease: 'fungus', weed: 'weed' };

/** A round tile: the crop's own picture, or the picture of a pest, a disease or a weed. */
export function agronomySvg(art: AgronomyArt): string {
  const colour = COLOURS[art.kind];
  const picture = art.kind === 'crop' ? cropIcon(art.slug) : ICON[art.kind];
  const body =
    `<rect width="800" height="800" fill="${shade(colour, 0.88)}"/>` +
    `<circle cx="400" cy="400" r="330" fill="${shade(colour, 0.7)}"/>` +
    `<circle cx="400" cy="400" r="270" fill="#ffffff"/>` +
    `<circle cx="400" cy="400" r="270" fill="none" stroke="${colour}" stroke-width="14"/>` +
    icon(picture, 210, 210, 380);
  return svgDocument(AGRONOMY_SIZE, AGRONOMY_SIZE, body);
}
