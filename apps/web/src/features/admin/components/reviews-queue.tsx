import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { useModerateReview, usePendingReviews, type Verdict } from '../api/reviews';
import { errorText } from '../lib/error-text';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageParam } from '../lib/page-param';
import { AdminScreen } from './admin-screen';
import { PagedList } from './list-state';
import { RowButton } from './row-button';
import { enAdmin, enErrors } from '@krishi/contract';

const VERDICTS = [
  { verdict: 'accept', label: 'admin.reviews.accept', name: 'admin.reviews.acceptFor', done: 'admin.reviews.accepted' },
  { verdict: 'reject', label: 'admin.reviews.reject', name: 'admin.reviews.rejectFor', done: 'admin.reviews.rejected' },
] as const satisfies { verdict: Verdict; label: string; name: string; done: string }[];

/** Reviews waiting for a decision, oldest first; accepting one counts it in the product's rating. */
export function ReviewsQueue() {
  const t = useStrings(enAdmin, enErrors);
  const { pageNum } = usePageParam();
  const queue = usePendingReviews(pageNum);
  const moderate = useModerateReview();
  return (
    <AdminScreen title={t('admin.nav.reviews')}>
      <PagedList query={queue}>
        {(reviews) => (
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
                  {VERDICTS.map(({ verdict, label, name, done }) => (
                    <RowButton
                      key={verdict}
                      main={verdict === 'accept'}
                      label={t(label)}
                      name={t(name, { title: review.productTitle, name: review.userName })}
                      disabled={moderate.isPending}
                      onClick={() =>
                        moderate.mutate(
                          { id: review.id, verdict },
                          {
                            onSuccess: () => toast.success(t(done)),
                            onError: (error) => toast.error(errorText(error, t)),
                          },
                        )
                      }
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </AdminScreen>
  );
}
