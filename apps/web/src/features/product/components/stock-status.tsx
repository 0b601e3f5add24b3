import { enProduct, type Variant } from '@krishi/contract';
import { stockState } from '../lib/stock';
import { useStrings } from '../../../lib/strings';

export function StockStatus({ variant }: { variant: Variant | undefined }) {
  const t = useStrings(enProduct);
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
