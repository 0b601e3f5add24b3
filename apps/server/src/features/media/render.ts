import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { agronomySvg, AGRONOMY_SIZE } from './art/agronomy.js';
import { brandSvg, BRAND_SIZE } from './art/brand.js';
import { categorySvg, CATEGORY_SIZE } from './art/category.js';
import { productSvg, PRODUCT_SIZE } from './art/product.js';
import { promotionSvg, PROMOTION_WIDTH } from './art/promotion.js';
import { mediaCacheDir } from './cache.js';
import type { MediaKey } from './keys.js';
import type { MediaRepository } from './repository.js';

/**
 * Bumped whenever the drawings change, so that files rendered by an earlier version are not
 * served again after a deploy (they live in a directory of their own).
 */
export const ART_VERSION = 'v3';

export interface RenderedImage {
  body: Buffer;
  etag: string;
}

/** The SVG of a key and its drawn width, or null when the key names nothing. */
export async function drawMedia(repo: MediaRepository, key: MediaKey): Promise<{ svg: string; width: number } | null> {
  switch (key.kind) {
    case 'product': {
      const art = await repo.product(key.id, key.index);
      return art && { svg: productSvg(art), width: PRODUCT_SIZE };
    }
    case 'brand': {
      const art = await repo.brand(key.id);
      return art && { svg: brandSvg(art), width: BRAND_SIZE };
    }
    case 'category': {
      const art = await repo.category(key.id);
      return art && { svg: categorySvg(art), width: CATEGORY_SIZE };
    }
    case 'promotion': {
      const art = await repo.promotion(key.id);
      return art && { svg: promotionSvg(art), width: PROMOTION_WIDTH };
    }
    case 'agronomy': {
      const art = await repo.agronomyTerm(key.slug);
      return art && { svg: agronomySvg(art), width: AGRONOMY_SIZE };
    }
  }
}

/**
 * Rasterises straight at the target size (the density scales the drawing; no resize step),
 * which keeps a 320 px card at a few milliseconds. Large widths encode with less effort:
 * they are rare and the file is stored once anyway.
 */
export async function svgToWebp(svg: string, drawnWidth: number, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .webp({ quality: 82, effort: width <= 640 ? 2 : 0 })
    .toBuffer();
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Images are drawn on first request and kept as files under DATA_DIR/media/cache, written
 * atomically so that concurrent requests and processes never read half a file.
 */
export function mediaRenderer(dataDir: string, repo: MediaRepository) {
  const root = path.join(mediaCacheDir(dataDir), ART_VERSION);
  const inFlight = new Map<string, Promise<RenderedImage | null>>();

  async function render(file: string, key: MediaKey, width: number): Promise<RenderedImage | null> {
    const drawn = await drawMedia(repo, key);
    if (!drawn) return null;
    const body = await svgToWebp(drawn.svg, drawn.width, width);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
    return { body, etag: etagOf(body) };
  }

  return {
    async get(keyText: string, key: MediaKey, width: number): Promise<RenderedImage | null> {
      const file = path.join(root, `${keyText}@${width}.webp`);
      try {
        const body = await fs.readFile(file);
        return { body, etag: etagOf(body) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      let pending = inFlight.get(file);
      if (!pending) {
        pending = render(file, key, width).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      return pending;
    },
  };
}

export type MediaRenderer = ReturnType<typeof mediaRenderer>;
