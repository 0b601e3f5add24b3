import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enErrors, enReviews, RATING_MAX, RATING_MIN, reviewFormFields } from '@krishi/contract';
import { issueText } from '../../../lib/error-text';
import { useIsLoggedIn } from '../../../lib/session';
import { useSubmitReview } from '../api/submit-review';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/**
 * The review form (spec section 5): a rating (radio buttons) and a comment of at least 5
 * characters. A visitor is asked to log in; a saved review waits for approval.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const t = useStrings(enErrors, enReviews);
  const loggedIn = useIsLoggedIn();
  const submit = useSubmitReview();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reviewFormFields), defaultValues: { comment: '' } });
  const ratingError = issueText(t, errors.rating?.message);
  const commentError = issueText(t, errors.comment?.message);

  const onSubmit = handleSubmit(async (fields) => {
    try {
      await submit.mutateAsync({ productId, ...fields });
      toast.success(t('reviews.submitted'));
      reset();
    } catch {
      toast.error(t('reviews.submitFailed'));
    }
  });

  return (
    <form
      className="review-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (loggedIn) return void onSubmit(event);
        event.preventDefault();
        toast.error(t('reviews.loginRequired'));
      }}
    >
      <h3 id={`${id}-title`}>{t('reviews.formTitle')}</h3>
      <fieldset className="field review-form__rating" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="field__label">{t('reviews.rating')}</legend>
        <div className="review-form__stars">
          {RATINGS.map((star) => (
            <label key={star} className="review-form__star">
              <input type="radio" value={star} {...register('rating')} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.star', { star })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="field__error" role="alert">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-comment`}>
          {t('reviews.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="field__input"
          rows={4}
          aria-invalid={Boolean(commentError)}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          {...register('comment')}
        />
        {commentError && (
          <p id={`${id}-comment-error`} className="field__error" role="alert">
            {commentError}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? t('reviews.submitting') : t('reviews.submit')}
      </button>
    </form>
  );
}
