import { useState } from 'react';
import { enReviews, type LanguageCode, type Review } from '@krishi/contract';
import { useReviews } from '../api/get-reviews';
import { shortDate } from '../../../lib/short-date';
import { useStrings } from '../../../lib/strings';
import { shortComment } from '../lib/comment';

const STAR_COUNT = 5;

function ReviewItem({ review, language }: { review: Review; language: LanguageCode }) {
  const t = useStrings(enReviews);
  const [expanded, setExpanded] = useState(false);
  const short = shortComment(review.comment);
  const date = shortDate(new Date(review.createdDate), language);
  return (
    <li className="review">
      <p className="review__meta">
        <span className="review__author">{review.userName}</span>
        <time dateTime={review.createdDate}>{date}</time>
      </p>
      <p className="review__stars">
        <span aria-hidden="true">
          {'★'.repeat(review.rating)}
          <span className="review__stars-off">{'★'.repeat(STAR_COUNT - review.rating)}</span>
        </span>
        <span className="visually-hidden">{t('reviews.rated', { rating: review.rating })}</span>
      </p>
      {/* Plain text, never HTML: React writes it as a text node. */}
      <p className="review__comment">{short && !expanded ? short : review.comment}</p>
      {short && (
        <button
          type="button"
          className="review__more"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('reviews.showLess') : t('reviews.showMore')}
        </button>
      )}
    </li>
  );
}

/** A product's accepted reviews, three a page, newest first; empty when they cannot be loaded. */
export function ReviewList({ productId, language }: { productId: number; language: LanguageCode }) {
  const t = useStrings(enReviews);
  const [pageNum, setPageNum] = useState(0);
  const query = useReviews(productId, pageNum);
  if (query.isPending) return <p className="reviews__status">{t('reviews.loading')}</p>;
  const page = query.data;
  if (!page || page.content.length === 0) return <p className="reviews__status">{t('reviews.none')}</p>;
  return (
    <>
      <ul className="review-list">
        {page.content.map((review) => (
          <ReviewItem key={review.id} review={review} language={language} />
        ))}
      </ul>
      {page.totalPages > 1 && (
        <nav className="review-pages" aria-label={t('reviews.pages')}>
          <button
            type="button"
            className="button button--outline"
            disabled={pageNum === 0}
            onClick={() => setPageNum((n) => n - 1)}
          >
            {t('reviews.previous')}
          </button>
          <span aria-live="polite">{t('reviews.page', { page: pageNum + 1, total: page.totalPages })}</span>
          <button
            type="button"
            className="button button--outline"
            disabled={pageNum + 1 >= page.totalPages}
            onClick={() => setPageNum((n) => n + 1)}
          >
            {t('reviews.next')}
          </button>
        </nav>
      )}
    </>
  );
}
