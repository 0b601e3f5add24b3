import { useStrings } from '../../../lib/strings';
import { enCheckout } from '@krishi/contract';

/** Spec section 2: the full-screen view while the paid order is being created. */
export function ProcessingOverlay() {
  const t = useStrings(enCheckout);
  return (
    <div className="processing-overlay" role="status">
      <div className="processing-overlay__spinner" aria-hidden="true" />
      <h2>{t('checkout.processingTitle')}</h2>
      <p>{t('checkout.processingText')}</p>
    </div>
  );
}
