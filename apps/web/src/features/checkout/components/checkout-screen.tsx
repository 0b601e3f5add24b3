import { useId, useRef, useState, type ReactNode } from 'react';
import { enCheckout, completeAddressIn, type Cart, type Order, type UndeliverableItem } from '@krishi/contract';
import { MarkedText } from '../../../components/marked-text';
import { paths } from '../../../config/paths';
import { currentLocale, currentLanguage } from '../../../lib/language';
import { useCodOption } from '../api/get-cod-option';
import { usePayment } from '../lib/use-payment';
import { CardCheckout } from './card-checkout';
import { OrderSummary } from './order-summary';
import { PaymentMethodChoice, type PaymentChoice } from './payment-method-choice';
import { ProcessingOverlay } from './processing-overlay';
import { UndeliverableModal } from './undeliverable-modal';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './checkout.css';

interface CheckoutScreenProps {
  cart: Cart;
  /** The cart's coupon panel and bill, composed by the route. */
  coupons: ReactNode;
  bill: ReactNode;
  removeProducts: (productIds: number[]) => Promise<unknown>;
  onOrderCreated: (order: Order) => void;
}

/**
 * The Checkout screen (/order-summary, spec sections 2 and 4): what is being bought and where
 * it goes, the bill, the policy to accept, and Make Payment.
 */
export function CheckoutScreen({ cart, coupons, bill, removeProducts, onOrderCreated }: CheckoutScreenProps) {
  const t = useStrings(enCheckout);
  const id = useId();
  const language = currentLanguage();
  const [accepted, setAccepted] = useState(false);
  const makePaymentRef = useRef<HTMLButtonElement>(null);
  const [undeliverable, setUndeliverable] = useState<UndeliverableItem[] | null>(null);
  const payment = usePayment(cart, { onUndeliverable: setUndeliverable, onOrderCreated });
  const cod = useCodOption(cart).data;
  const [choice, setChoice] = useState<PaymentChoice>('online');
  const byCod = choice === 'cod' && cod?.available === true;
  // Not while the card checkout is open: the page behind it is inert, and closing it returns focus here.
  const busy = payment.phase.kind !== 'idle' && payment.phase.kind !== 'card';

  const makePayment = () => {
    if (!accepted) {
      toast.error(t('checkout.acceptPolicy'));
      return;
    }
    void (byCod ? payment.placeCod() : payment.start());
  };

  return (
    <div className="checkout-screen">
      <h1>{t('checkout.checkoutHeading')}</h1>
      <div className="checkout-screen__columns">
        <div className="checkout-screen__main">
          <OrderSummary
            cart={cart}
            language={language}
            locale={currentLocale() === 'kn_In' ? 'kn-IN' : 'en-IN'}
            now={new Date()}
          />
          <section className="checkout-section" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="checkout-section__heading">
              {t('checkout.deliveryAddress')}
            </h2>
            {cart.userAddress ? (
              <address className="checkout-address">
                <strong>{cart.userAddress.name}</strong>
                <span>{completeAddressIn(cart.userAddress, currentLanguage())}</span>
                <span>{t('checkout.phone', { phone: cart.userAddress.phoneNumber })}</span>
              </address>
            ) : (
              <p>{t('checkout.selectAddress')}</p>
            )}
          </section>
        </div>
        <div className="checkout-screen__side">
          {coupons}
          {bill}
          <div className="checkout-pay">
            <PaymentMethodChoice cart={cart} cod={cod} choice={byCod ? 'cod' : 'online'} onChoose={setChoice} />
            <label className="checkout-pay__policy">
              <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
              <span>
                <MarkedText
                  text={t('checkout.policy')}
                  parts={{ policy: <a href={paths.refundPolicy(language)} target="_blank" rel="noopener" /> }}
                />
              </span>
            </label>
            <button
              ref={makePaymentRef}
              type="button"
              className="button checkout-pay__button"
              disabled={!accepted || busy}
              onClick={makePayment}
            >
              {payment.phase.kind === 'starting'
                ? t('checkout.processing')
                : t(byCod ? 'checkout.placeOrder' : 'checkout.makePayment')}
            </button>
          </div>
        </div>
      </div>

      {payment.phase.kind === 'card' && (
        <CardCheckout
          paymentOrder={payment.phase.paymentOrder}
          onPaid={payment.paid}
          onDismiss={payment.dismiss}
          returnFocusTo={makePaymentRef}
        />
      )}
      {payment.phase.kind === 'processing' && <ProcessingOverlay />}
      {undeliverable && (
        <UndeliverableModal
          items={undeliverable}
          removeProducts={removeProducts}
          onClose={() => setUndeliverable(null)}
        />
      )}
    </div>
  );
}
