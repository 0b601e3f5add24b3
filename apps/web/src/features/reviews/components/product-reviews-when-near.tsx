import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../lib/near-viewport';
import type { ProductReviewsProps } from './product-reviews';
import './reviews.css';

// The list and the form bring the contract's schemas, zod and react-hook-form: below the
// product's first screen, they load as the visitor scrolls toward them.
const loadReviews = () => import('./product-reviews').then((m) => m.ProductReviews);

/** How far below the screen the reviews start loading: about a screen of scrolling ahead. */
const REVIEWS_AHEAD = '800px';

/**
 * The product's reviews, loaded when they come near the screen. Until then the summary shows the
 * product's own ratings (the rating line's link lands on its heading) and the slot holds the
 * place of the list's loading line and the form, so nothing moves when they arrive.
 */
export function ProductReviewsWhenNear(props: ProductReviewsProps) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, REVIEWS_AHEAD);
  const [Reviews, setReviews] = useState<ComponentType<ProductReviewsProps> | null>(null);
  // Not React.lazy: its failed load (offline, before the app's code was cached) would throw to
  // the route and replace the whole product page. This one waits, and tries again when the
  // connection returns.
  useEffect(() => {
    if (!near || Reviews) return;
    let gone = false;
    const load = () =>
      loadReviews().then(
        (component) => !gone && setReviews(() => component),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      gone = true;
      window.removeEventListener('online', load);
    };
  }, [near, Reviews]);

  if (Reviews) return <Reviews {...props} />;
  return (
    <>
      {props.summary(undefined)}
      <div ref={slot} className="product-reviews">
        <p className="reviews__status">{t('reviews.loading')}</p>
        <div className="review-form-slot" />
      </div>
    </>
  );
}
