import type { ReactNode } from 'react';
import type { LanguageCode, ReviewInfo } from '@krishi/contract';
import { useReviews } from '../api/get-reviews';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

export interface ProductReviewsProps {
  productId: number;
  language: LanguageCode;
  /**
   * Draws the rating summary from the review list's own answer, which no cache holds back:
   * a review accepted a moment ago shows in the average on the next load.
   */
  summary: (info: ReviewInfo | undefined) => ReactNode;
}

/** The rating summary, the product's accepted reviews and the form to write one. */
export function ProductReviews({ productId, language, summary }: ProductReviewsProps) {
  const firstPage = useReviews(productId, 0);
  return (
    <>
      {summary(firstPage.data?.productInfo.reviewInfo)}
      <div className="product-reviews">
        <ReviewList productId={productId} language={language} />
        <ReviewForm productId={productId} />
      </div>
    </>
  );
}
