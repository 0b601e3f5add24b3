import { Pagination } from '../../../components/pagination';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageTitle } from '../../../lib/page-title';
import { useModerateReview, usePendingReviews, type Verdict } from '../api/reviews';
import { errorText } from '../lib/error-text';
import { usePageParam } from '../lib/page-param';
import { ListState } from './list-state';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { enAdmin, enErrors } from '@krishi/contract';

/** Reviews waiting for a decision, oldest first; accepting one counts it in the product's rating. */
export function ReviewsQueue() {
  const t = useStrings(enAdmin, enErrors);
  usePageTitle(t('admin.nav.reviews'));
  const { pageNum, hrefFor } = usePageParam();
  const queue = usePendingReviews(pageNum);
  const moderate = useModerateReview();
  const decide = (id: number, verdict: Verdict) =>
    moderate.mutate(
      { id, verdict },
      {
        onSuccess: () => toast.success(t(verdict === 'accept' ? 'admin.reviews.accepted' : 'admin.reviews.rejected')),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  const reviews = queue.data?.content ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t('admin.nav.reviews')}</h1>
      <ListState isPending={queue.isPending} isError={queue.isError} isEmpty={reviews.length === 0} />
      <ul className="admin-cards">
        {reviews.map((review) => (
          <li key={review.id} className="admin-card">
            <h2 className="admin-card__title" lang="en">
              {review.productTitle}
            </h2>
            <p className="admin-card__meta">
              {t('admin.reviews.by', {
                name: review.userName,
                date: formatMoment(review.updatedDate, adminLanguage()),
              })}
            </p>
            <p className="admin-card__meta">{t('admin.reviews.rating', { rating: review.rating })}</p>
            {/* Plain text: React escapes it, never HTML. */}
            <p className="admin-card__text">{review.comment}</p>
            <div className="button-row">
              <button
                type="button"
                className="button button--small"
                disabled={moderate.isPending}
                onClick={() => decide(review.id, 'accept')}
                aria-label={t('admin.reviews.acceptFor', { title: review.productTitle, name: review.userName })}
              >
                {t('admin.reviews.accept')}
              </button>
              <button
                type="button"
                className="button button--small button--outline"
                disabled={moderate.isPending}
                onClick={() => decide(review.id, 'reject')}
                aria-label={t('admin.reviews.rejectFor', { title: review.productTitle, name: review.userName })}
              >
                {t('admin.reviews.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination pageNum={pageNum} totalPages={queue.data?.totalPages ?? 0} hrefFor={hrefFor} />
    </section>
  );
}
