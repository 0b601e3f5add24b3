/** Small helpers for drawing SVG as strings: escaping, fitting text, colours. */

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A stable 32-bit hash (FNV-1a) of a string: the same brand always gets the same colours. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Palette {
  /** Pack body, strong. */
  main: string;
  /** Light panels. */
  light: string;
  /** Badges and stripes. */
  accent: string;
  /** Text on the accent. */
  onAccent: string;
}

const PALETTES: readonly Palette[] = [
  { main: '#1b5e20', light: '#e8f5e9', accent: '#fbc02d', onAccent: '#1b1b1b' },
  { main: '#0d47a1', light: '#e3f2fd', accent: '#ff7043', onAccent: '#1b1b1b' },
  { main: '#b71c1c', light: '#ffebee', accent: '#ffd54f', onAccent: '#1b1b1b' },
  { main: '#4a148c', light: '#f3e5f5', accent: '#4db6ac', onAccent: '#102a27' },
  { main: '#e65100', light: '#fff3e0', accent: '#2e7d32', onAccent: '#ffffff' },
  { main: '#006064', light: '#e0f7fa', accent: '#ffca28', onAccent: '#1b1b1b' },
  { main: '#33691e', light: '#f1f8e9', accent: '#d84315', onAccent: '#ffffff' },
  { main: '#283593', light: '#e8eaf6', accent: '#66bb6a', onAccent: '#0e2a10' },
  { main: '#880e4f', light: '#fce4ec', accent: '#ffb300', onAccent: '#1b1b1b' },
  { main: '#4e342e', light: '#efebe9', accent: '#9ccc65', onAccent: '#1b1b1b' },
  { main: '#01579b', light: '#e1f5fe', accent: '#c0ca33', onAccent: '#1b1b1b' },
  { main: '#bf360c', light: '#fbe9e7', accent: '#1565c0', onAccent: '#ffffff' },
  { main: '#2e7d32', light: '#f9fbe7', accent: '#6d4c41', onAccent: '#ffffff' },
  { main: '#37474f', light: '#eceff1', accent: '#ff8f00', onAccent: '#1b1b1b' },
];

export function brandPalette(brandKey: string): Palette {
  return (
    PALETTES[hash(brandKey) % PALETTES.length] ?? {
      main: '#1b5e20',
      light: '#e8f5e9',
      accent: '#fbc02d',
      onAccent: '#1b1b1b',
    }
  );
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(color: string, amount: number): string {
  const n = parseInt(color.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Average glyph advance of DejaVu Sans as a fraction of the font size; bold runs wider. */
const ADVANCE = { regular: 0.58, bold: 0.66 } as const;

/**
 * Breaks text into at most maxLines lines that fit maxWidth, at the largest font size from
 * maxSize down to minSize; at the smallest size the last line is cut with an ellipsis.
 */
export function fitText(
  text: string,
  maxWidth: number,
  opts: { maxSize: number; minSize: number; maxLines: number; bold?: boolean; maxHeight?: number },
): FittedText {
  const advance = opts.bold ? ADVANCE.bold : ADVANCE.regular;
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = opts.maxSize; size >= opts.minSize; size -= 2) {
    const perLine = Math.floor(maxWidth / (size * advance));
    const lines = wrap(words, perLine);
    const fitsHeight = opts.maxHeight === undefined || lines.length * size * 1.18 <= opts.maxHeight;
    if (lines.length <= opts.maxLines && fitsHeight && lines.every((l) => l.length <= perLine)) return { lines, size };
  }
  const size = opts.minSize;
  const perLine = Math.max(4, Math.floor(maxWidth / (size * advance)));
  const lineRoom = opts.maxHeight === undefined ? opts.maxLines : Math.floor(opts.maxHeight / (size * 1.18));
  const lines = wrap(words, perLine).slice(0, Math.max(1, Math.min(opts.maxLines, lineRoom)));
  const last = lines.length - 1;
  const full = wrap(words, perLine).length > lines.length;
  lines[last] = clip(lines[last] ?? '', perLine, full);
  return { lines: lines.map((l) => clip(l, perLine, false)), size };
}

function wrap(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function clip(line: string, perLine: number, more: boolean): string {
  if (line.length <= perLine && !more) return line;
  return `${line.slice(0, Math.max(1, perLine - 1)).trimEnd()}…`;
}

/** Centred (or anchored) lines of text as one <text> element. */
export function textBlock(
  fitted: FittedText,
  x: number,
  y: number,
  attrs: { fill: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; lineHeight?: number },
): string {
  const lh = fitted.size * (attrs.lineHeight ?? 1.18);
  const spans = fitted.lines
    .map((line, i) => `<tspan x="${x}" y="${Math.round(y + i * lh)}">${esc(line)}</tspan>`)
    .join('');
  return (
    `<text font-family="${FONT}" font-size="${fitted.size}" font-weight="${attrs.bold ? 700 : 400}" ` +
    `fill="${attrs.fill}" text-anchor="${attrs.anchor ?? 'middle'}">${spans}</text>`
  );
}

/** One line of text, shrunk to fit maxWidth. */
export function line(
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  attrs: { size: number; fill: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; minSize?: number },
): string {
  const fitted = fitText(text, maxWidth, {
    maxSize: attrs.size,
    minSize: attrs.minSize ?? Math.max(10, Math.round(attrs.size * 0.55)),
    maxLines: 1,
    bold: attrs.bold,
  });
  return textBlock(fitted, x, y, attrs);
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
