import { useId, useState, type FormEvent } from 'react';
import { useBrowserValue } from '../../../lib/hydrated';
import { useQuery } from '@tanstack/react-query';
import { enCart, districtNameIn, formatPrice, maskPinCode, type LanguageCode } from '@krishi/contract';
import { ApiError } from '../../../lib/api-client';
import { useStrings } from '../../../lib/strings';
import type { ServiceabilityAnswer } from '../api/check-serviceability';
import { deliveryDay, deliveryWhen, rememberedPinCode, rememberPinCode } from '../lib/delivery';
import './serviceability.css';

/** The check's schemas load with the first check (or a remembered pincode), not with the page. */
const loadCheck = () => import('../api/check-serviceability');

/** Deliverable: where, when and for how much; else that it cannot be delivered there. */
function DeliveryAnswer({ answer, language }: { answer: NonNullable<ServiceabilityAnswer>; language: LanguageCode }) {
  const t = useStrings(enCart);
  if (!answer.deliverable || answer.estimatedDeliveryDate === null || answer.shippingPrice === null) {
    return (
      <p className="delivery-check__line delivery-check__line--bad">
        {t('cart.delivery.notDeliverable', { pinCode: answer.pinCode })}
      </p>
    );
  }
  const when = deliveryWhen(answer.estimatedDeliveryDate, new Date());
  return (
    <>
      <p className="delivery-check__line">
        {t('cart.delivery.place', {
          place: districtNameIn(answer.district, answer.state, language),
          pinCode: answer.pinCode,
        })}
      </p>
      <p className="delivery-check__line delivery-check__line--good">
        {t(when.key, when.values)}
        {' · '}
        {t('cart.delivery.by', { date: deliveryDay(answer.estimatedDeliveryDate, language) })}
      </p>
      <p className="delivery-check__line">{t('cart.delivery.charge', { amount: formatPrice(answer.shippingPrice) })}</p>
    </>
  );
}

/** The delivery check's state, held by the product page so its cart control can heed the answer. */
export type DeliveryCheck = ReturnType<typeof useDeliveryCheck>;

/**
 * The pincode the check starts with is the delivery address's (`addressPinCode`, which may arrive
 * after the page) until the buyer types another; without an address, the pincode last checked.
 */
export function useDeliveryCheck(productId: number, variantId: number | undefined, addressPinCode: string | undefined) {
  const [typedOwn, setTypedOwn] = useState<string | null>(null);
  const [checkedOwn, setCheckedOwn] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const remembered = useBrowserValue(rememberedPinCode, '');
  const start = addressPinCode || remembered;
  const typed = typedOwn ?? start;
  const checked = checkedOwn ?? start;
  const result = useQuery({
    queryKey: ['serviceability', productId, variantId ?? null, checked],
    queryFn: async ({ signal }) => (await loadCheck()).checkServiceability(productId, variantId, checked, signal),
    enabled: checked !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

  const submit = async () => {
    // Offline before the check's code was ever fetched, the pincode cannot be validated here: it
    // goes to the query, which waits for the connection like any other, and the server judges it.
    const check = await loadCheck().catch(() => null);
    if (check && !check.isPinCode(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    rememberPinCode(typed);
    setCheckedOwn(typed);
  };

  /** The pincode the checked pack cannot be delivered to, or undefined while that is not known to be so. */
  const undeliverableTo =
    !invalid && checked !== '' && result.data && !result.data.deliverable ? result.data.pinCode : undefined;

  return { typed, setTyped: setTypedOwn, checked, invalid, result, submit, undeliverableTo };
}

/**
 * 'Check delivery' on the product page, before adding to cart: whether the chosen pack can be
 * delivered to a pincode, by when and for what shipping charge. It starts with the delivery
 * address's pincode, else the last one checked.
 */
export function Serviceability({ check, language }: { check: DeliveryCheck; language: LanguageCode }) {
  const t = useStrings(enCart);
  const inputId = useId();
  const errorId = useId();
  const { typed, setTyped, checked, invalid, result } = check;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check.submit();
  };

  return (
    <section className="delivery-check" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="delivery-check__title">
        {t('cart.delivery.title')}
      </h2>
      <form className="delivery-check__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('cart.delivery.pinLabel')}
        </label>
        <input
          id={inputId}
          className="delivery-check__input"
          value={typed}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('cart.delivery.pinLabel')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setTyped(maskPinCode(event.target.value))}
        />
        <button type="submit" className="button button--outline button--small">
          {t('cart.delivery.check')}
        </button>
      </form>
      <div className="delivery-check__result" aria-live="polite">
        {invalid ? (
          <p id={errorId} className="delivery-check__line delivery-check__line--bad">
            {t('cart.delivery.pinInvalid')}
          </p>
        ) : checked === '' ? null : result.isPending ? (
          <p className="delivery-check__line">{t('cart.delivery.checking')}</p>
        ) : result.isError ? (
          <p className="delivery-check__line delivery-check__line--bad">{t('cart.delivery.failed')}</p>
        ) : result.data === null ? (
          <p className="delivery-check__line delivery-check__line--bad">{t('cart.delivery.pinUnknown')}</p>
        ) : (
          <DeliveryAnswer answer={result.data} language={language} />
        )}
      </div>
    </section>
  );
}
