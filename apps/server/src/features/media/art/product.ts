import { cropIcon, icon } from './icons.js';
import { brandPalette, FONT, fitText, line, shade, svgDocument, textBlock, type Palette } from './svg.js';

/** What a product picture is drawn from: its row, its brand and category, its pack sizes. */
export interface ProductArt {
  id: number;
  /** 1-based; pictures up to the number of packs show each pack, later ones the back label. */
  index: number;
  title: string;
  name: string;
  brand: string;
  brandKey: string;
  categorySlug: string;
  rootSlug: string;
  packs: string[];
  crops: string[];
}

export const PRODUCT_SIZE = 800;

type Shape = 'packet' | 'pouch' | 'bottle' | 'can' | 'bag' | 'box' | 'sprayer' | 'pump' | 'tool' | 'roll';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Scene {
  art: ProductArt;
  pack: string;
  palette: Palette;
  sign: string;
  back: boolean;
}

/** Litres or kilograms in a pack label such as '500 ml', '5 L', '25 kg bag'; null when neither. */
function quantity(pack: string): { unit: 'L' | 'kg'; amount: number } | null {
  const m = /([\d.]+)\s*(ml|L|g|kg)\b/.exec(pack);
  if (!m) return null;
  const n = Number(m[1]);
  if (m[2] === 'ml') return { unit: 'L', amount: n / 1000 };
  if (m[2] === 'L') return { unit: 'L', amount: n };
  if (m[2] === 'g') return { unit: 'kg', amount: n / 1000 };
  return { unit: 'kg', amount: n };
}

function shapeOf(art: ProductArt, pack: string): Shape {
  const c = art.categorySlug;
  if (/\bm roll$/.test(pack)) return 'roll';
  if (c.includes('sprayer')) return 'sprayer';
  if (c.includes('pump')) return 'pump';
  if (c.includes('hand-tool')) return 'tool';
  const q = quantity(pack);
  const equipment = /tools|irrigation|machinery|dairy|garden|pots/.test(`${art.rootSlug} ${c}`);
  if (!q || /pack of/i.test(pack) || (equipment && !/cocopeat|potting|mix/i.test(art.name))) return 'box';
  if (q.unit === 'L') return q.amount >= 5 ? 'can' : 'bottle';
  if (q.amount >= 10) return 'bag';
  return art.rootSlug === 'seeds' ? 'packet' : q.amount >= 4 ? 'bag' : 'pouch';
}

/** The sign on a label: the crop for seeds and feeds, else what the category is about. */
function signOf(art: ProductArt): string {
  const c = art.categorySlug;
  const rules: Array<[RegExp, string]> = [
    [/insecticide/, 'bug'],
    [/fungicide/, 'fungus'],
    [/herbicide/, 'weed'],
    [/bio-pesticide/, 'leaf'],
    [/growth|stimulant/, 'growth'],
    [/water-soluble/, 'droplet'],
    [/micronutrient/, 'flask'],
    [/bio-fertilizer/, 'sprout'],
    [/fertilizer/, 'granules'],
    [/drip/, 'drip'],
    [/sprinkler/, 'sprinkler'],
    [/pump/, 'pump'],
    [/sprayer/, 'sprayer'],
    [/hand-tool/, 'tools'],
    [/machinery/, 'machine'],
    [/dairy/, 'can'],
    [/manure/, 'compost'],
    [/pots|grow-bag|garden/, 'pot'],
  ];
  for (const [re, sign] of rules) if (re.test(c)) return sign;
  return cropIcon(art.crops[0]);
}

/** Background tint per root category, so a listing reads as a shelf of similar goods. */
const TINTS: Record<string, string> = {
  seeds: '#e8f5e9',
  fertilizers: '#e3f2fd',
  pesticides: '#fff3e0',
  'plant-growth': '#f1f8e9',
  irrigation: '#e0f7fa',
  'tools-machinery': '#eceff1',
  'animal-husbandry': '#efebe9',
  'organic-farming': '#f9fbe7',
  gardening: '#fbe9e7',
};

function background(root: string): string {
  const tint = TINTS[root] ?? '#f5f5f5';
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint}"/>` +
    `<stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="390" r="310" fill="${shade(tint, -0.06)}"/>` +
    `<ellipse cx="400" cy="738" rx="260" ry="24" fill="#000000" opacity="0.13"/>`
  );
}

/** A soft highlight and shadow over a pack body, for a little volume. */
function sheen(r: Rect): string {
  return (
    `<rect x="${r.x + r.w * 0.1}" y="${r.y + 10}" width="${r.w * 0.1}" height="${r.h - 20}" rx="${r.w * 0.05}" fill="#ffffff" opacity="0.16"/>` +
    `<rect x="${r.x + r.w * 0.86}" y="${r.y + 10}" width="${r.w * 0.1}" height="${r.h - 20}" rx="${r.w * 0.05}" fill="#000000" opacity="0.10"/>`
  );
}

function pill(text: string, cx: number, cy: number, maxWidth: number, palette: Palette, size = 34): string {
  const fitted = fitText(text, maxWidth - 36, { maxSize: size, minSize: 16, maxLines: 1, bold: true });
  const width = Math.min(maxWidth, Math.max(90, (fitted.lines[0]?.length ?? 0) * fitted.size * 0.66 + 40));
  const height = fitted.size * 1.7;
  return (
    `<rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" rx="${height / 2}" fill="${palette.accent}"/>` +
    textBlock(fitted, cx, cy + fitted.size * 0.36, { fill: palette.onAccent, bold: true })
  );
}

/** Brand, sign, name and pack size laid out in a label area. */
function frontLabel(s: Scene, r: Rect, onDark: boolean): string {
  const ink = onDark ? '#ffffff' : shade(s.palette.main, -0.25);
  const compact = r.h < 300;
  const brandSize = Math.min(40, r.w / 8);
  let out = line(s.art.brand.toUpperCase(), r.x + r.w / 2, r.y + brandSize + 8, r.w - 30, {
    size: brandSize,
    fill: onDark ? '#ffffff' : s.palette.main,
    bold: true,
  });
  const iconSize = Math.min(r.w * 0.5, r.h * (compact ? 0.32 : 0.34));
  const iconY = r.y + brandSize + 26;
  out += icon(s.sign, r.x + (r.w - iconSize) / 2, iconY, iconSize);
  const nameTop = iconY + iconSize + 14;
  const pillSpace = 70;
  const room = r.y + r.h - pillSpace - nameTop;
  const name = fitText(s.art.name, r.w - 36, {
    maxSize: Math.min(40, r.w / 7),
    minSize: 16,
    maxLines: 3,
    bold: true,
    maxHeight: room,
  });
  out += textBlock(name, r.x + r.w / 2, nameTop + name.size, { fill: ink, bold: true });
  out += pill(s.pack, r.x + r.w / 2, r.y + r.h - 40, r.w - 30, s.palette);
  return out;
}

/** The back of a pack: directions, a batch box and a barcode, drawn from the product id. */
function backLabel(s: Scene, r: Rect): string {
  const ink = '#37474f';
  let out = `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="14" fill="#ffffff"/>`;
  out += line('DIRECTIONS FOR USE', r.x + r.w / 2, r.y + 44, r.w - 40, { size: 28, fill: s.palette.main, bold: true });
  const rows = Math.max(3, Math.floor((r.h - 200) / 26));
  for (let i = 0; i < rows; i++) {
    const width = (r.w - 60) * (i % 3 === 2 ? 0.62 : 0.92 - ((s.art.id + i) % 4) * 0.05);
    out += `<rect x="${r.x + 30}" y="${r.y + 72 + i * 26}" width="${width}" height="10" rx="5" fill="#cfd8dc"/>`;
  }
  const barTop = r.y + r.h - 110;
  let x = r.x + 30;
  let seed = s.art.id * 7919 + s.art.index;
  while (x < r.x + r.w * 0.6) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const w = 2 + (seed % 4) * 2;
    out += `<rect x="${x}" y="${barTop}" width="${w}" height="70" fill="${ink}"/>`;
    x += w + 3 + ((seed >> 8) % 3) * 2;
  }
  out += line(`Mfd. by ${s.art.brand}`, r.x + r.w * 0.8, barTop + 30, r.w * 0.36, { size: 18, fill: ink });
  out += line(s.pack, r.x + r.w * 0.8, barTop + 60, r.w * 0.36, { size: 22, fill: ink, bold: true });
  return out;
}

function label(s: Scene, r: Rect, onDark: boolean): string {
  return s.back ? backLabel(s, r) : frontLabel(s, r, onDark);
}

function packet(s: Scene): string {
  const { main, light, accent } = s.palette;
  const zig = Array.from({ length: 21 }, (_, i) => `L${200 + i * 20} ${i % 2 ? 96 : 110}`).join(' ');
  let out =
    `<path d="M200 110 ${zig} L600 700 Q600 722 578 722 L222 722 Q200 722 200 700 Z" fill="${main}"/>` +
    `<path d="M200 110 ${zig} L600 150 L200 150 Z" fill="${shade(main, -0.22)}"/>` +
    Array.from(
      { length: 19 },
      (_, i) => `<path d="M${220 + i * 20} 118v26" stroke="${shade(main, -0.4)}" stroke-width="3"/>`,
    ).join('') +
    sheen({ x: 200, y: 150, w: 400, h: 570 });
  if (s.back) return out + backLabel(s, { x: 230, y: 180, w: 340, h: 510 });
  out += line(s.art.brand.toUpperCase(), 400, 208, 350, { size: 42, fill: '#ffffff', bold: true });
  out += `<rect x="236" y="236" width="328" height="286" rx="30" fill="${light}"/>`;
  out += icon(s.sign, 290, 262, 220);
  if (/hybrid/i.test(s.art.name)) {
    out += `<path d="M236 266 L236 300 L350 300 L334 283 L350 266 Z" fill="${accent}"/>`;
    out += `<text x="246" y="292" font-family="${FONT}" font-size="22" font-weight="700" fill="${s.palette.onAccent}">HYBRID</text>`;
  }
  const name = fitText(s.art.name.replace(/^Hybrid /, ''), 330, { maxSize: 42, minSize: 24, maxLines: 2, bold: true });
  out += textBlock(name, 400, 572, { fill: '#ffffff', bold: true });
  const code = s.art.title.slice(s.art.name.length).trim();
  if (code) out += line(code, 250, 680, 150, { size: 30, fill: '#ffffff', bold: true, anchor: 'start' });
  out += pill(s.pack, code ? 480 : 400, 670, 200, s.palette, 32);
  return out;
}

function pouch(s: Scene): string {
  const { main } = s.palette;
  const body: Rect = { x: 215, y: 120, w: 370, h: 600 };
  let out =
    `<path d="M225 120 H575 Q585 120 585 130 V690 Q585 722 553 722 H247 Q215 722 215 690 V130 Q215 120 225 120 Z" fill="${main}"/>` +
    `<path d="M215 175 H585" stroke="${shade(main, -0.35)}" stroke-width="5" stroke-dasharray="12 6"/>` +
    `<path d="M215 150 l12 6 l-12 6 Z M585 150 l-12 6 l12 6 Z" fill="#ffffff"/>` +
    `<path d="M230 700 Q400 670 570 700" stroke="${shade(main, -0.3)}" stroke-width="4" fill="none"/>` +
    sheen(body);
  out += label(s, { x: 245, y: 200, w: 310, h: 480 }, true);
  return out;
}

function bottleScale(pack: string): number {
  const q = quantity(pack);
  if (!q) return 1.12;
  return 1.12 * Math.max(0.8, Math.min(1, 0.9 + Math.log10(q.amount) * 0.12));
}

function bottle(s: Scene): string {
  const { main } = s.palette;
  const k = bottleScale(s.pack);
  let out = `<g transform="translate(400 724) scale(${k.toFixed(3)}) translate(-400 -724)">`;
  out +=
    `<rect x="322" y="112" width="156" height="84" rx="14" fill="${shade(main, -0.45)}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M${338 + i * 21} 122v64" stroke="${shade(main, -0.6)}" stroke-width="4"/>`,
    ).join('') +
    `<rect x="345" y="194" width="110" height="40" fill="${shade(main, -0.1)}"/>` +
    `<path d="M345 232 C345 262 250 262 250 312 V690 Q250 724 284 724 H516 Q550 724 550 690 V312 C550 262 455 262 455 232 Z" fill="${main}"/>` +
    sheen({ x: 250, y: 290, w: 300, h: 430 });
  out += `<rect x="264" y="318" width="272" height="${s.back ? 380 : 384}" rx="16" fill="#ffffff"/>`;
  if (s.back) out += backLabel(s, { x: 264, y: 318, w: 272, h: 384 });
  else {
    out += `<path d="M264 334 Q264 318 280 318 H520 Q536 318 536 334 V378 H264 Z" fill="${shade(main, -0.15)}"/>`;
    out += line(s.art.brand.toUpperCase(), 400, 360, 250, { size: 30, fill: '#ffffff', bold: true });
    out += icon(s.sign, 350, 388, 100);
    const name = fitText(s.art.name, 244, { maxSize: 30, minSize: 18, maxLines: 3, bold: true });
    out += textBlock(name, 400, 516, { fill: shade(main, -0.4), bold: true });
    out += diamond(s, 292, 660);
    out += pill(s.pack, 420, 660, 190, s.palette, 30);
  }
  return `${out}</g>`;
}

/** The coloured diamond of Indian pesticide labels; green for the gentle ones. */
function diamond(s: Scene, cx: number, cy: number): string {
  const c = s.art.categorySlug;
  const colour = /insecticide/.test(c)
    ? '#fdd835'
    : /fungicide/.test(c)
      ? '#1e88e5'
      : /herbicide/.test(c)
        ? '#fdd835'
        : /pesticide/.test(c)
          ? '#43a047'
          : null;
  if (!colour) return '';
  return (
    `<path d="M${cx} ${cy - 26} L${cx + 26} ${cy} L${cx} ${cy + 26} L${cx - 26} ${cy} Z" fill="#ffffff" stroke="#37474f" stroke-width="2"/>` +
    `<path d="M${cx - 26} ${cy} L${cx + 26} ${cy} L${cx} ${cy + 26} Z" fill="${colour}"/>`
  );
}

function can(s: Scene): string {
  const { main } = s.palette;
  let out =
    `<path d="M250 170 H470 L560 250 V700 Q560 724 536 724 H244 Q220 724 220 700 V200 Q220 170 250 170 Z" fill="${main}"/>` +
    `<rect x="250" y="120" width="170" height="90" rx="26" fill="none" stroke="${shade(main, -0.3)}" stroke-width="26"/>` +
    `<rect x="488" y="150" width="64" height="56" rx="10" transform="rotate(42 520 178)" fill="${shade(main, -0.45)}"/>` +
    sheen({ x: 220, y: 230, w: 340, h: 490 });
  out += `<rect x="246" y="290" width="288" height="400" rx="16" fill="#ffffff"/>`;
  out += s.back
    ? backLabel(s, { x: 246, y: 290, w: 288, h: 400 })
    : frontLabel(s, { x: 246, y: 290, w: 288, h: 400 }, false);
  return out;
}

function bag(s: Scene): string {
  const { main, light } = s.palette;
  let out =
    `<path d="M178 132 Q400 112 622 132 L640 690 Q400 736 160 690 Z" fill="${light}"/>` +
    `<path d="M178 132 Q400 112 622 132 L626 262 Q400 246 174 262 Z" fill="${main}"/>` +
    `<path d="M186 150 Q400 132 614 150" stroke="${shade(main, -0.4)}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>` +
    `<path d="M162 640 Q400 680 638 640 L640 690 Q400 736 160 690 Z" fill="${s.palette.accent}"/>` +
    `<path d="M260 140 Q250 400 240 700" stroke="#000000" stroke-width="14" opacity="0.05" fill="none"/>` +
    `<path d="M560 140 Q570 400 580 700" stroke="#000000" stroke-width="20" opacity="0.07" fill="none"/>`;
  if (s.back) return out + backLabel(s, { x: 220, y: 290, w: 360, h: 340 });
  out += line(s.art.brand.toUpperCase(), 400, 212, 420, { size: 46, fill: '#ffffff', bold: true, minSize: 22 });
  const grade = /\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?){2,3}|\d+(?:\.\d+)?%/.exec(s.art.name)?.[0];
  const name = s.art.name
    .replace(grade ?? '', '')
    .replace(/\s+/g, ' ')
    .trim();
  out += icon(s.sign, 214, 300, 150);
  const fitted = fitText(name, 250, { maxSize: 44, minSize: 22, maxLines: 3, bold: true });
  out += textBlock(fitted, 500, 350, { fill: main, bold: true });
  if (grade) out += line(grade, 400, 540, 400, { size: 76, fill: shade(main, -0.2), bold: true });
  const q = quantity(s.pack);
  const weight = q ? `${q.amount} KG` : s.pack;
  out +=
    `<circle cx="540" cy="600" r="66" fill="${main}" stroke="#ffffff" stroke-width="6"/>` +
    line(weight, 540, 614, 110, { size: 36, fill: '#ffffff', bold: true });
  return out;
}

function box(s: Scene): string {
  const { main } = s.palette;
  let out =
    `<path d="M170 270 L250 190 L640 190 L560 270 Z" fill="${shade(main, 0.25)}"/>` +
    `<path d="M560 270 L640 190 L640 640 L560 720 Z" fill="${shade(main, -0.3)}"/>` +
    `<rect x="170" y="270" width="390" height="450" fill="${main}"/>` +
    `<path d="M170 270 L250 190" stroke="${shade(main, -0.15)}" stroke-width="2"/>` +
    `<path d="M365 270 L445 190" stroke="#d7ccc8" stroke-width="18" opacity="0.8"/>`;
  out += `<rect x="195" y="300" width="340" height="396" rx="14" fill="#ffffff"/>`;
  out += label(s, { x: 195, y: 300, w: 340, h: 396 }, false);
  return out;
}

function sprayer(s: Scene): string {
  const { main } = s.palette;
  let out =
    `<path d="M560 620 C640 620 640 520 650 430 L700 130" stroke="#37474f" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M692 124 L726 96" stroke="#263238" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M686 180 L716 190" stroke="#263238" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="206" y="210" width="24" height="430" rx="10" fill="#455a64"/>` +
    `<rect x="194" y="196" width="48" height="22" rx="8" fill="#263238"/>` +
    `<rect x="230" y="150" width="330" height="570" rx="70" fill="${main}"/>` +
    `<rect x="330" y="118" width="130" height="50" rx="14" fill="${shade(main, -0.45)}"/>` +
    `<rect x="230" y="640" width="330" height="80" rx="40" fill="${shade(main, -0.3)}"/>` +
    sheen({ x: 230, y: 170, w: 330, h: 520 });
  out += `<rect x="262" y="220" width="266" height="400" rx="20" fill="#ffffff"/>`;
  out += label(s, { x: 262, y: 220, w: 266, h: 400 }, false);
  return out;
}

function pump(s: Scene): string {
  const { main } = s.palette;
  let out =
    `<rect x="120" y="640" width="560" height="34" rx="8" fill="#455a64"/>` +
    `<rect x="170" y="600" width="60" height="44" fill="#546e7a"/><rect x="480" y="600" width="60" height="44" fill="#546e7a"/>` +
    `<rect x="130" y="330" width="400" height="280" rx="36" fill="${main}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M150 ${366 + i * 34} H510" stroke="${shade(main, -0.3)}" stroke-width="6"/>`,
    ).join('') +
    `<rect x="250" y="290" width="120" height="50" rx="8" fill="${shade(main, -0.35)}"/>` +
    `<circle cx="600" cy="470" r="124" fill="#b0bec5"/><circle cx="600" cy="470" r="86" fill="#90a4ae"/><circle cx="600" cy="470" r="34" fill="#607d8b"/>` +
    `<rect x="622" y="230" width="70" height="130" fill="#90a4ae"/><rect x="608" y="214" width="98" height="30" rx="6" fill="#78909c"/>` +
    sheen({ x: 130, y: 330, w: 400, h: 280 });
  if (s.back) return out + backLabel(s, { x: 180, y: 380, w: 300, h: 190 });
  out += `<rect x="180" y="372" width="300" height="196" rx="14" fill="#ffffff"/>`;
  out += line(s.art.brand.toUpperCase(), 330, 414, 270, { size: 30, fill: main, bold: true });
  const name = fitText(s.art.name, 270, { maxSize: 26, minSize: 16, maxLines: 2, bold: true });
  out += textBlock(name, 330, 456, { fill: '#37474f', bold: true });
  out += pill(s.pack, 330, 530, 240, s.palette, 30);
  return out;
}

const TOOLS: Array<[RegExp, string]> = [
  [
    /secateur/i,
    '<path d="M330 200 L420 470" stroke="#b0bec5" stroke-width="34" stroke-linecap="round"/><path d="M460 200 L380 470" stroke="#90a4ae" stroke-width="34" stroke-linecap="round"/>' +
      '<path d="M420 470 L380 660" stroke="#d32f2f" stroke-width="44" stroke-linecap="round"/><path d="M380 470 L440 660" stroke="#c62828" stroke-width="44" stroke-linecap="round"/><circle cx="400" cy="440" r="16" fill="#455a64"/>',
  ],
  [
    /sickle/i,
    '<path d="M300 300 C300 180 520 160 540 320 C520 240 360 240 380 420" fill="none" stroke="#b0bec5" stroke-width="30" stroke-linecap="round"/><path d="M380 420 L380 660" stroke="#8d6e63" stroke-width="40" stroke-linecap="round"/>',
  ],
  [
    /spade/i,
    '<path d="M400 190 V470" stroke="#8d6e63" stroke-width="30" stroke-linecap="round"/><rect x="350" y="170" width="100" height="30" rx="14" fill="#6d4c41"/>' +
      '<path d="M310 470 H490 V600 Q400 690 310 600 Z" fill="#90a4ae"/><path d="M330 490 V590" stroke="#cfd8dc" stroke-width="10"/>',
  ],
  [
    /rake/i,
    '<path d="M400 180 V520" stroke="#8d6e63" stroke-width="26" stroke-linecap="round"/><rect x="280" y="510" width="240" height="28" rx="8" fill="#78909c"/>' +
      Array.from(
        { length: 8 },
        (_, i) => `<path d="M${294 + i * 30} 536 v70" stroke="#78909c" stroke-width="12" stroke-linecap="round"/>`,
      ).join(''),
  ],
  [
    /pruner/i,
    '<path d="M380 660 L430 200" stroke="#ff8f00" stroke-width="22" stroke-linecap="round"/><path d="M425 250 L410 160 C460 150 490 200 470 240 Z" fill="#90a4ae"/><path d="M385 600 L395 500" stroke="#37474f" stroke-width="30" stroke-linecap="round"/>',
  ],
];

const KHURPI =
  '<path d="M400 200 V470" stroke="#8d6e63" stroke-width="40" stroke-linecap="round"/><path d="M330 470 H470 L430 660 Q400 690 370 660 Z" fill="#90a4ae"/>';

function tool(s: Scene): string {
  const { main } = s.palette;
  let out =
    `<rect x="230" y="80" width="340" height="650" rx="28" fill="${main}"/>` +
    `<circle cx="400" cy="128" r="20" fill="#ffffff" opacity="0.85"/>` +
    sheen({ x: 230, y: 80, w: 340, h: 650 });
  if (s.back) return out + backLabel(s, { x: 260, y: 170, w: 280, h: 520 });
  out += line(s.art.brand.toUpperCase(), 400, 196, 300, { size: 34, fill: '#ffffff', bold: true });
  const drawing = TOOLS.find(([re]) => re.test(s.art.name))?.[1] ?? KHURPI;
  out += `<g transform="translate(400 420) scale(0.62) translate(-400 -420)">${drawing}</g>`;
  out += `<rect x="250" y="560" width="300" height="150" rx="16" fill="#ffffff"/>`;
  const name = fitText(s.art.name, 270, { maxSize: 28, minSize: 16, maxLines: 2, bold: true });
  out += textBlock(name, 400, 596, { fill: '#37474f', bold: true });
  out += pill(s.pack, 400, 670, 260, s.palette, 26);
  return out;
}

function roll(s: Scene): string {
  const pipe = /hose/i.test(s.art.name) ? s.palette.main : '#263238';
  let out = '';
  for (let r = 290; r >= 140; r -= 26)
    out += `<circle cx="400" cy="410" r="${r}" fill="none" stroke="${shade(pipe, ((r / 26) % 2) * 0.12)}" stroke-width="24"/>`;
  out += `<circle cx="400" cy="410" r="128" fill="#ffffff"/>`;
  if (s.back) return out + line(s.pack, 400, 420, 200, { size: 34, fill: '#37474f', bold: true });
  out += line(s.art.brand.toUpperCase(), 400, 370, 210, { size: 28, fill: s.palette.main, bold: true });
  const name = fitText(s.art.name, 200, { maxSize: 22, minSize: 14, maxLines: 2, bold: true });
  out += textBlock(name, 400, 408, { fill: '#37474f', bold: true });
  out += pill(s.pack, 400, 486, 210, s.palette, 28);
  return out;
}

const SHAPES: Record<Shape, (s: Scene) => string> = { packet, pouch, bottle, can, bag, box, sprayer, pump, tool, roll };

export function productSvg(art: ProductArt): string {
  const front = art.index <= art.packs.length;
  const pack = (front ? art.packs[art.index - 1] : art.packs[0]) ?? '';
  const scene: Scene = { art, pack, palette: brandPalette(art.brandKey), sign: signOf(art), back: !front };
  const body = background(art.rootSlug) + SHAPES[shapeOf(art, pack)](scene);
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, body);
}
