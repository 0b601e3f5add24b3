import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Variant } from '@krishi/contract';
import { paths } from '../config/paths';

/**
 * The cart control of cards and the product page. Until login and the cart exist (later
 * issues), a visitor is told to log in and sent to /login, as the spec says for no token.
 */
export function CartControl({ variants, selected }: { variants: Variant[]; selected: Variant | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inStock = variants.some((v) => v.inventory > 0);
  if (!inStock || !selected || selected.inventory <= 0) {
    return (
      <button type="button" className="button cart-control cart-control--out" disabled>
        {t('cart.outOfStock')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button cart-control"
      onClick={() => {
        toast.error(t('cart.loginRequired'));
        void navigate(paths.login());
      }}
    >
      {t('cart.addToCart')}
    </button>
  );
}

/** Spec: the first in-stock variant marked available, else the first in-stock one. */
export function initialVariant(variants: Variant[]): Variant | undefined {
  return (
    variants.find((v) => v.inventory > 0 && v.isProductAvailable) ??
    variants.find((v) => v.inventory > 0) ??
    variants[0]
  );
}
