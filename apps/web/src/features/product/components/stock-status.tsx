import { useTranslation } from 'react-i18next';
import type { Variant } from '@krishi/contract';
import { stockState } from '../lib/stock';

export function StockStatus({ variant }: { variant: Variant | undefined }) {
  const { t } = useTranslation();
  const state = stockState(variant);
  const text =
    state.kind === 'out'
      ? t('product.outOfStock')
      : state.kind === 'low'
        ? t('product.fewLeft', { count: state.count })
        : t('product.inStock');
  return (
    <p className={`stock stock--${state.kind}`} aria-live="polite">
      <span className="stock__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
