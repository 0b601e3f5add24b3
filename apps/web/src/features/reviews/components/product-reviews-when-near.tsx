import { useEffect, useRef, useState, type ComponentType } from 'react';
import { enReviews } from '@krishi/contract';
import { loadWhenOnline } from '../../../lib/lazy-when-online';
import { useNearViewport } from '../../../lib/near-viewport';
import { useStrings } from '../../../lib/strings';
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
  const t = useStrings(enReviews);
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, REVIEWS_AHEAD);
  const [Reviews, setReviews] = useState<ComponentType<ProductReviewsProps> | null>(null);
  // Loaded when near, so not through lazyWhenOnline's Suspense; the same wait for the connection.
  useEffect(() => {
    if (!near || Reviews) return;
    let gone = false;
    loadWhenOnline(loadReviews).then(
      (component) => !gone && setReviews(() => component),
      // Online and still failing (a file gone after a deploy): the page stands without its reviews.
      () => {},
    );
    return () => {
      gone = true;
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
