import { useTranslation } from 'react-i18next';

/** Spec section 2: the full-screen view while the paid order is being created. */
export function ProcessingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="processing-overlay" role="status">
      <div className="processing-overlay__spinner" aria-hidden="true" />
      <h2>{t('checkout.processingTitle')}</h2>
      <p>{t('checkout.processingText')}</p>
    </div>
  );
}
