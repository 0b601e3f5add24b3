import { icon } from './icons.js';
import { brandPalette, FONT, esc, fitText, hash, line, shade, svgDocument, textBlock } from './svg.js';

export interface BrandArt {
  id: number;
  name: string;
  key: string;
  state: string;
}

export const BRAND_SIZE = 800;

const MOTIFS = ['sprout', 'leaf', 'grain', 'droplet', 'sunflower'];

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** A brand tile: one of three logo styles, chosen and coloured by the brand, with its name. */
export function brandSvg(art: BrandArt): string {
  const p = brandPalette(art.key);
  const h = hash(art.key);
  const motif = MOTIFS[h % MOTIFS.length] ?? 'sprout';
  const since = 1972 + (h % 44);
  let emblem: string;
  switch ((h >> 4) % 3) {
    case 0:
      emblem =
        `<circle cx="400" cy="300" r="180" fill="${p.main}"/>` +
        `<circle cx="400" cy="300" r="158" fill="none" stroke="${p.accent}" stroke-width="8"/>` +
        `<text x="400" y="346" font-family="${FONT}" font-size="138" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(art.name))}</text>` +
        icon(motif, 470, 150, 90);
      break;
    case 1:
      emblem =
        `<circle cx="400" cy="300" r="180" fill="${p.light}" stroke="${p.main}" stroke-width="18"/>` +
        icon(motif, 270, 170, 260);
      break;
    default:
      emblem =
        `<rect x="230" y="130" width="340" height="340" rx="70" fill="${p.main}" transform="rotate(8 400 300)"/>` +
        `<rect x="250" y="150" width="300" height="300" rx="60" fill="${shade(p.main, 0.15)}"/>` +
        `<text x="400" y="350" font-family="${FONT}" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(art.name))}</text>` +
        `<path d="M290 400 Q400 450 510 400" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  }
  const name = fitText(art.name.toUpperCase(), 660, { maxSize: 64, minSize: 34, maxLines: 2, bold: true });
  const nameY = name.lines.length > 1 ? 560 : 600;
  const body =
    `<rect width="800" height="800" fill="#ffffff"/>` +
    `<rect x="16" y="16" width="768" height="768" rx="48" fill="${p.light}" opacity="0.55"/>` +
    emblem +
    textBlock(name, 400, nameY, { fill: shade(p.main, -0.1), bold: true }) +
    line(`${art.state.toUpperCase()}  ·  SINCE ${since}`, 400, 720, 600, { size: 30, fill: '#607d8b' });
  return svgDocument(BRAND_SIZE, BRAND_SIZE, body);
}
