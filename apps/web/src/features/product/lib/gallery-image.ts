import { mediaSrcSet } from '../../../lib/media';

/** How wide the main gallery image is shown; the preload must say the same to fetch the same file. */
export const GALLERY_SIZES = '(min-width: 1024px) 520px, (min-width: 768px) 45vw, 100vw';

/**
 * Starts downloading a product's first image before the page that shows it has loaded: it is
 * the largest thing on the screen, and waiting for the page's code would delay it.
 */
export function preloadGalleryImage(key: string | undefined): void {
  if (!key || document.head.querySelector(`link[data-gallery-preload="${CSS.escape(key)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', mediaSrcSet(key));
  link.setAttribute('imagesizes', GALLERY_SIZES);
  link.setAttribute('fetchpriority', 'high');
  link.dataset.galleryPreload = key;
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}
