import { useId, useState, type FormEvent } from 'react';
import {
  enCart,
  enErrors,
  couponCode as couponCodeSchema,
  couponShortfall,
  formatPrice,
  formatRupees,
  pickText,
  type Cart,
  type Coupon,
} from '@krishi/contract';
import { currentLanguage } from '../../../lib/language';
import { useApplyCoupon, useCoupons, useRemoveCoupon } from '../api/cart-api';
import { errorText } from '../../../lib/error-text';
import { formatDay } from '../lib/format-day';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './cart.css';

/**
 * The cart's coupons (spec sections 2, 4, 8): the one applied with what it saves and Remove, the
 * user's coupons each with Apply ('Add ₹X more to use' while the cart is short of its minimum;
 * the server still decides), and a box for a typed code.
 */
export function CouponPanel({ cart }: { cart: Cart }) {
  const t = useStrings(enCart, enErrors);
  const headingId = useId();
  const coupons = useCoupons();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const busy = apply.isPending || remove.isPending;

  const applyCode = (code: string) =>
    apply.mutate(code, {
      onSuccess: (answered) =>
        toast.success(t('cart.coupon.applied', { code: answered.coupon?.couponCode ?? code.toUpperCase() })),
      onError: (error) => toast.error(errorText(t, error, 'cart.coupon.applyFailed')),
    });
  const removeApplied = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('cart.coupon.removed')),
      onError: (error) => toast.error(errorText(t, error, 'cart.coupon.removeFailed')),
    });

  const applied = cart.coupon;
  return (
    <section className="card coupons" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-heading">
        {t('cart.coupon.title')}
      </h2>
      {applied && (
        <div className="coupons__applied" role="status">
          <div>
            <p className="coupons__applied-code">{t('cart.coupon.inUse', { code: applied.couponCode })}</p>
            <p className="coupons__note">
              {cart.discount > 0
                ? t('cart.coupon.saving', { amount: formatRupees(cart.discount) })
                : t('cart.coupon.notApplying')}
            </p>
          </div>
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={t('cart.coupon.removeCode', { code: applied.couponCode })}
            disabled={busy}
            onClick={removeApplied}
          >
            {t('cart.coupon.remove')}
          </button>
        </div>
      )}
      {/* A new coupon on the cart starts the box afresh: the code typed for it has done its work. */}
      <CodeForm key={applied?.couponCode ?? ''} disabled={busy} onApply={applyCode} />
      {coupons.isPending ? (
        <p className="coupons__note">{t('cart.coupon.loading')}</p>
      ) : coupons.isError ? (
        <p className="coupons__note coupons__note--error">{t('cart.coupon.loadFailed')}</p>
      ) : coupons.data.length === 0 ? (
        <p className="coupons__note">{t('cart.coupon.none')}</p>
      ) : (
        <ul className="coupons__list">
          {coupons.data.map((coupon) => (
            <CouponRow
              key={coupon.id}
              coupon={coupon}
              subTotal={cart.totalPrice}
              isApplied={applied?.couponCode === coupon.couponCode}
              disabled={busy}
              onApply={() => applyCode(coupon.couponCode)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CodeForm({ disabled, onApply }: { disabled: boolean; onApply: (code: string) => void }) {
  const t = useStrings(enCart, enErrors);
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('cart.error.couponCodeInvalid'));
      return;
    }
    setError(null);
    onApply(parsed.data);
  };
  return (
    <form className="coupons__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="coupons__label">
        {t('cart.coupon.codeLabel')}
      </label>
      <div className="coupons__field">
        <input
          id={inputId}
          className="coupons__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--small" disabled={disabled}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="coupons__note coupons__note--error">
          {error}
        </p>
      )}
    </form>
  );
}

interface CouponRowProps {
  coupon: Coupon;
  subTotal: number;
  isApplied: boolean;
  disabled: boolean;
  onApply: () => void;
}

function CouponRow({ coupon, subTotal, isApplied, disabled, onApply }: CouponRowProps) {
  const t = useStrings(enCart, enErrors);
  const language = currentLanguage();
  const shortfall = couponShortfall(subTotal, coupon.minOrderValue);
  const description = pickText(coupon.description, language);
  return (
    <li className={`coupon${isApplied ? ' coupon--applied' : ''}`}>
      <div className="coupon__text">
        <p className="coupon__head">
          <span className="coupon__code">{coupon.couponCode}</span>
          <span className="coupon__offer">
            {coupon.percentage
              ? t('cart.coupon.percentOff', { value: coupon.discountValue })
              : t('cart.coupon.flatOff', { amount: formatPrice(coupon.discountValue) })}
          </span>
        </p>
        {description && <p className="coupons__note">{description}</p>}
        {/* A coupon's description usually names its minimum; without one the terms say it. */}
        {!description && coupon.minOrderValue > 0 && (
          <p className="coupons__note">{t('cart.coupon.minOrder', { amount: formatPrice(coupon.minOrderValue) })}</p>
        )}
        <p className="coupons__note">{t('cart.coupon.validTill', { date: formatDay(coupon.expiryDate, language) })}</p>
        {shortfall > 0 && (
          <p className="coupon__shortfall">{t('cart.coupon.addMore', { amount: formatPrice(shortfall) })}</p>
        )}
      </div>
      {isApplied ? (
        <span className="coupon__badge">{t('cart.coupon.inUse', { code: coupon.couponCode })}</span>
      ) : (
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={t('cart.coupon.applyCode', { code: coupon.couponCode })}
          disabled={disabled}
          onClick={onApply}
        >
          {t('cart.coupon.apply')}
        </button>
      )}
    </li>
  );
}
