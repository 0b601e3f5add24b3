import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type LanguageCode, type Promotion } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';

/** Spec section 9: autoplay every 2500 ms, swipe threshold 10 px. */
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
 * The home page's offers: a swipeable carousel that autoplays and loops only when there is more
 * than one offer, pausing while the pointer or focus is on it. Its frame keeps the image's
 * aspect ratio before anything loads, so the page below does not move.
 */
export function PromotionsCarousel({
  promotions,
  language,
}: {
  promotions: Promotion[] | undefined;
  language: LanguageCode;
}) {
  const { t } = useTranslation();
  const many = (promotions?.length ?? 0) > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, duration: 30, dragThreshold: 10, active: many });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !many || paused) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, many, paused]);

  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);

  if (promotions && promotions.length === 0) return null;
  const total = promotions?.length ?? 0;

  return (
    <section
      className="promo"
      aria-roledescription="carousel"
      aria-label={t('home.promotions')}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className="promo__viewport" ref={viewportRef}>
        <div className="promo__track">
          {(promotions ?? []).map((promotion, index) => {
            const title = pickText(promotion.title, language);
            return (
              <div
                key={promotion.id}
                className="promo__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.promotionSlide', { index: index + 1, total })}
              >
                <PromotionLink href={promotion.onClickUrl} label={title}>
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
            );
          })}
        </div>
      </div>
      {many && (
        <>
          <button type="button" className="promo__arrow promo__arrow--prev" onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('home.previousPromotion')}</span>
          </button>
          <button type="button" className="promo__arrow promo__arrow--next" onClick={() => embla?.scrollNext()}>
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
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
