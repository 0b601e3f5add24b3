import { gzipOfParts, KeptPart } from '../../lib/gzip-parts.js';
import type { Locale } from '@krishi/contract';

const ROOT = '<div id="root"></div>';
const STYLES = /<style>[\s\S]*?<\/style>/;

/** The app's element with the page, then the page's data for the browser to hydrate from. */
function rootOf(app: { html: string; data: string }): string[] {
  return [
    '<div id="root">',
    app.html,
    '</div>\n    <script type="application/json" id="page-data">',
    app.data,
    '</script>',
  ];
}

/**
 * Strings as one UTF-8 buffer, each written where it goes. Joined first with `+`, a page's
 * 100-200 KB would be a rope of its pieces, and Node encodes a rope holding Kannada or a rupee
 * sign ten times slower than the flat strings it is made of (docs/benchmarks.md).
 */
function utf8Of(pieces: readonly string[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
}

/** What a page puts into the template. */
export interface PageFill {
  locale: Locale;
  title: string;
  headTags: string;
  /** The rendered app and the JSON of the data it was rendered from, or null for the shell alone. */
  app: { html: string; data: string } | null;
  /**
   * The app's script loads when the visitor first touches the page (`/start-on-demand.js`), not
   * with it: a data-saver product page, whole to read without it (decision 043).
   */
  startOnDemand?: boolean;
}

/** The app's entry script as the build writes it into index.html. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** A part of the template cut at the app's root element; `close` is null in a part without it. */
interface Cut {
  open: string;
  close: string | null;
}

/**
 * A part of the template as a page says it: with the app's script, or with the loader that
 * names it. The page's HTML goes between the two pieces of its cut, so filling a page never
 * searches its 100-200 KB of HTML for a place in the template.
 */
interface TemplatePart {
  withApp: Cut;
  onDemand: Cut;
}

function templatePart(part: string): TemplatePart {
  const cut = (text: string): Cut => {
    const at = text.indexOf(ROOT);
    return at < 0 ? { open: text, close: null } : { open: text.slice(0, at), close: text.slice(at + ROOT.length) };
  };
  const onDemand = part.replace(
    APP_SCRIPT,
    (_script, src: string) => `<script defer src="/start-on-demand.js" data-entry="${src}"></script>`,
  );
  return { withApp: cut(part), onDemand: cut(onDemand) };
}

/** A filled page: its bytes, and their gzip when the page made it (null: compress it whole). */
export interface FilledPage {
  html: Buffer;
  gzip: Buffer | null;
}

/**
 * The built index.html, cut around its inlined style sheet: two thirds of every page's bytes,
 * the same on every page, so deflated once. A page's first compressed answer is gzip made of
 * its own parts and the kept style sheet (a third of the work of compressing it whole), made
 * with the page, off the main thread. The page cache keeps that gzip alone and makes brotli, a
 * few percent smaller but compressed whole, when the page is asked for again
 * (`ResponseCache.setGzipped`).
 */
export class PageTemplate {
  private readonly before: TemplatePart;
  private readonly styles: KeptPart | null;
  private readonly after: TemplatePart;

  constructor(template: string) {
    const match = STYLES.exec(template);
    this.before = templatePart(match ? template.slice(0, match.index) : template);
    this.styles = match ? new KeptPart(Buffer.from(match[0])) : null;
    this.after = templatePart(match ? template.slice(match.index + match[0].length) : '');
  }

  async fill(page: PageFill): Promise<FilledPage> {
    const root = page.app === null ? [ROOT] : rootOf(page.app);
    // The head's few hundred bytes are searched; the page's HTML is only put in its place.
    const fillIn = (part: TemplatePart) => {
      const { open, close } = page.startOnDemand ? part.onDemand : part.withApp;
      const head = open
        .replace('<html lang="en">', () => `<html lang="${page.locale === 'kn_In' ? 'kn' : 'en'}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
        .replace('<!--app-head-->', () => page.headTags);
      return utf8Of(close === null ? [head] : [head, ...root, close]);
    };
    const before = fillIn(this.before);
    const after = fillIn(this.after);
    const styles = this.styles;
    if (!styles) return { html: before, gzip: null };
    const html = Buffer.concat([before, styles.raw, after]);
    return { html, gzip: await gzipOfParts([before, styles, after]) };
  }
}
