import type { LanguageCode } from '@krishi/contract';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import './reviews.css';

/** Under the product's rating summary: its accepted reviews and the form to write one. */
export function ProductReviews({ productId, language }: { productId: number; language: LanguageCode }) {
  return (
    <div className="product-reviews">
      <ReviewList productId={productId} language={language} />
      <ReviewForm productId={productId} />
    </div>
  );
}
