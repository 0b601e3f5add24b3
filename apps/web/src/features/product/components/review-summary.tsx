import { enProduct, type ReviewInfo } from '@krishi/contract';
import { formatAverage, ratingBars } from '../lib/rating';
import { useStrings, type StringsT } from '../../../lib/strings';

function Stars({ rating }: { rating: number }) {
  const percent = (Math.min(5, Math.max(0, rating)) / 5) * 100;
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars__base">★★★★★</span>
      <span className="stars__fill" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

function countText(t: StringsT<typeof enProduct>, count: number): string {
  return count === 1 ? t('product.ratingCountOne') : t('product.ratingCount', { count });
}

/** The compact rating line under the title, linking down to the summary. */
export function RatingLine({ info, href }: { info: ReviewInfo; href: string }) {
  const t = useStrings(enProduct);
  if (info.ratingCount <= 0) return null;
  const average = formatAverage(info.averageRating);
  return (
    <a className="rating-line" href={href}>
      <Stars rating={info.averageRating} />
      <span>{t('product.averageRating', { rating: average })}</span>
      <span className="rating-line__count">{countText(t, info.ratingCount)}</span>
    </a>
  );
}

/** Average, count and one bar per star; the review list and form come with the reviews feature. */
export function ReviewSummary({ info, headingId }: { info: ReviewInfo; headingId: string }) {
  const t = useStrings(enProduct);
  const bars = ratingBars(info);
  return (
    <div className="reviews">
      <h2 id={headingId}>{t('product.reviews')}</h2>
      {info.ratingCount <= 0 ? (
        <p className="reviews__empty">{t('product.noRatings')}</p>
      ) : (
        <div className="reviews__summary">
          <div className="reviews__average">
            <p className="reviews__score">{formatAverage(info.averageRating)}</p>
            <Stars rating={info.averageRating} />
            <p className="visually-hidden">
              {t('product.averageRating', { rating: formatAverage(info.averageRating) })}
            </p>
            <p className="reviews__count">{countText(t, info.ratingCount)}</p>
          </div>
          <ul className="reviews__bars">
            {bars.map((bar) => (
              <li key={bar.star} className="reviews__bar">
                <span className="visually-hidden">{t('product.starCount', { star: bar.star, count: bar.count })}</span>
                <span className="reviews__star" aria-hidden="true">
                  {t('product.starLabel', { star: bar.star })}
                </span>
                <span className="reviews__track" aria-hidden="true">
                  <span className="reviews__fill" style={{ width: `${bar.percent}%` }} />
                </span>
                <span className="reviews__n" aria-hidden="true">
                  {bar.count}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
