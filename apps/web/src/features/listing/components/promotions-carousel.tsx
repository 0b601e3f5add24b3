import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { enListing, pickText, type LanguageCode, type Promotion } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { useDataSaver } from '../../../lib/data-saver';
import { scrollBehavior } from '../../../lib/scroll';
import { useStrings } from '../../../lib/strings';

/** Spec section 9: autoplay every 2500 ms. */
const AUTOPLAY_MS = 2500;
const PROMO_SIZES = '(max-width: 1272px) 100vw, 1240px';

/** Same-site targets route inside the app; anything else is an ordinary link. */
function PromotionLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className="promo__link" aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className="promo__link" aria-label={label}>
      {children}
    </a>
  );
}

/**
 * The home page's offers. Swiping is the browser's own scroll snapping (no carousel library:
 * the home page's JavaScript budget is small); autoplay advances every 2500 ms and wraps from
 * the last offer to the first only when there is more than one, pausing while the pointer or
 * focus is on it, and not at all in data-saver mode (each offer's picture would be fetched
 * unasked). The frame keeps the banner's aspect ratio before anything loads.
 */
export function PromotionsCarousel({
  promotions,
  language,
}: {
  promotions: Promotion[] | undefined;
  language: LanguageCode;
}) {
  const t = useStrings(enListing);
  const trackRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = promotions?.length ?? 0;
  const many = total > 1;
  const dataSaver = useDataSaver();

  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const wrapped = (index + total) % total;
    track.scrollTo({ left: wrapped * track.clientWidth, behavior: scrollBehavior() });
  };

  useEffect(() => {
    if (!many || paused || dataSaver) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track || document.hidden) return;
      const current = Math.round(track.scrollLeft / track.clientWidth);
      const next = (current + 1) % total;
      track.scrollTo({ left: next * track.clientWidth, behavior: scrollBehavior() });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [many, paused, total, dataSaver]);

  if (promotions && promotions.length === 0) return null;

  return (
    <section
      className="promo"
      aria-roledescription="carousel"
      aria-label={t('home.promotions')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="promo__track"
        ref={trackRef}
        onScroll={(event) => {
          const track = event.currentTarget;
          setSelected(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
        }}
      >
        {(promotions ?? []).map((promotion, index) => (
          <div
            key={promotion.id}
            className="promo__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.promotionSlide', { index: index + 1, total })}
          >
            <PromotionLink href={promotion.onClickUrl} label={pickText(promotion.title, language)}>
              {/* The banner's picture has no words: its title is text, in the visitor's language. */}
              <span className="promo__words" aria-hidden="true">
                <span className="promo__title">{pickText(promotion.title, language)}</span>
                <span className="promo__cta">{t('home.shopNow')}</span>
              </span>
              <ProductImage
                mediaKey={promotion.imageUrl}
                sizes={PROMO_SIZES}
                width={1200}
                height={400}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </PromotionLink>
          </div>
        ))}
      </div>
      {many && (
        <>
          <button type="button" className="promo__arrow promo__arrow--prev" onClick={() => show(selected - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('home.previousPromotion')}</span>
          </button>
          <button type="button" className="promo__arrow promo__arrow--next" onClick={() => show(selected + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('home.nextPromotion')}</span>
          </button>
          <div className="promo__dots">
            {promotions?.map((promotion, index) => (
              <button
                key={promotion.id}
                type="button"
                className="promo__dot"
                aria-label={t('home.showPromotion', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
