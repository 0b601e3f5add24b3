import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { enProduct } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { FALLBACK_IMAGE, mediaUrl } from '../../../lib/media';
import { useStrings } from '../../../lib/strings';
import { GALLERY_SIZES } from '../lib/gallery-image';

/** Spec section 9: the product images advance every 1500 ms while nobody is looking closely. */
const AUTOPLAY_MS = 1500;
const MAIN_SIZE = 640;
const THUMB_SIZE = 72;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The zoom preview only makes sense with a mouse and room beside the image. */
function canZoom(): boolean {
  return window.matchMedia('(hover: hover) and (pointer: fine) and (min-width: 1024px)').matches;
}

type Carousel = NonNullable<UseEmblaCarouselType[1]>;

/**
 * True once the browser has a moment to spare after the page has started. The carousel measures
 * its slides and builds its engine when created: done with the page's hydration, it lengthened
 * the product page's longest task on a slow phone by a third.
 */
function useAwakeWhenIdle(): [boolean, () => void] {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    if (awake) return;
    const wake = () => setAwake(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(wake, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(wake, 200);
    return () => window.clearTimeout(timer);
  }, [awake]);
  return [awake, useCallback(() => setAwake(true), [])];
}

interface Zoom {
  key: string;
  x: number;
  y: number;
}

/**
 * The product's images: a looping carousel that autoplays, pauses while hovered or focused and
 * stops for good once the visitor picks an image; thumbnails; and on desktop a 500x500 preview
 * of the image under the pointer at 150%.
 */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const t = useStrings(enProduct);
  const slides = images.length > 0 ? images : [undefined];
  const many = slides.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, duration: 20 });
  const [awake, wake] = useAwakeWhenIdle();
  // What the visitor asked of the carousel before it was made: done once it is.
  const asked = useRef<((carousel: Carousel) => void) | null>(null);
  const withCarousel = useCallback(
    (action: (carousel: Carousel) => void) => {
      if (embla) return action(embla);
      asked.current = action;
      wake();
    },
    [embla, wake],
  );
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [zoom, setZoom] = useState<Zoom | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // A swipe is a choice too: the visitor is looking at what they picked.
    const onPointerDown = () => setStopped(true);
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    asked.current?.(embla);
    asked.current = null;
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !many || hovered || focused || stopped || prefersReducedMotion()) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, many, hovered, focused, stopped]);

  const goTo = useCallback(
    (index: number) => {
      setStopped(true);
      withCarousel((carousel) => carousel.scrollTo(index));
    },
    [withCarousel],
  );

  const onMove = (key: string | undefined) => (event: MouseEvent<HTMLDivElement>) => {
    if (!key || !canZoom()) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoom({ key, x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  };

  return (
    <section
      className="gallery"
      aria-label={t('product.gallery')}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setZoom(null);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={awake ? viewportRef : undefined}>
          <div className="gallery__track">
            {slides.map((key, index) => (
              <div
                className="gallery__slide"
                key={key ?? 'fallback'}
                role="group"
                aria-roledescription="slide"
                aria-label={t('product.slide', { index: index + 1, total: slides.length })}
                aria-hidden={index !== selected}
                onMouseMove={onMove(key)}
                onMouseLeave={() => setZoom(null)}
              >
                <ProductImage
                  mediaKey={key}
                  alt={many ? t('product.imageAlt', { title, index: index + 1 }) : title}
                  width={MAIN_SIZE}
                  height={MAIN_SIZE}
                  sizes={GALLERY_SIZES}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="gallery__image"
                />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label={t('product.previousImage')}
              onClick={() => {
                setStopped(true);
                withCarousel((carousel) => carousel.scrollPrev());
              }}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={t('product.nextImage')}
              onClick={() => {
                setStopped(true);
                withCarousel((carousel) => carousel.scrollNext());
              }}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {zoom && (
          <div
            className="gallery__zoom"
            aria-hidden="true"
            style={{
              // The logo underneath shows through if the large image cannot be loaded.
              backgroundImage: `url(${mediaUrl(zoom.key, 960)}), url(${FALLBACK_IMAGE})`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        )}
      </div>
      {many && (
        <div className="gallery__thumbs">
          {slides.map((key, index) => (
            <button
              type="button"
              key={key ?? 'fallback'}
              className="gallery__thumb"
              aria-label={t('product.showImage', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => goTo(index)}
            >
              <ProductImage
                mediaKey={key}
                alt=""
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                sizes={`${THUMB_SIZE}px`}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
