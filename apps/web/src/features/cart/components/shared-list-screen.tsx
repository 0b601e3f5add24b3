import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  enErrors,
  enReferral,
  formatRupees,
  pickText,
  shownPrice,
  type LanguageCode,
  type Product,
} from '@krishi/contract';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useIsLoggedIn } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';
import { toast } from '../../../lib/toast';
import { ensureCart, toSaveCartBody, useSaveCart } from '../api/cart-api';
import { withList, type SharedLine } from '../lib/shared-list';
import './cart.css';

interface SharedListScreenProps {
  lines: SharedLine[];
  /** The product of a line, once loaded (composed by the route: the product feature's query). */
  productOf: (productId: number) => Product | undefined;
  loading: boolean;
  language: LanguageCode;
}

/** A list someone shared: the products and quantities, and one button to put them all in one's own cart. */
export function SharedListScreen({ lines, productOf, loading, language }: SharedListScreenProps) {
  const t = useStrings(enReferral, enErrors);
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useSaveCart();

  const variantOf = (line: SharedLine) => productOf(line.productId)?.variants.find((v) => v.id === line.variantId);
  const stockOf = (variantId: number) => {
    const line = lines.find((l) => l.variantId === variantId);
    const variant = line && variantOf(line);
    return variant?.isProductAvailable ? variant.inventory : 0;
  };

  const addAll = async () => {
    try {
      const cart = await ensureCart(queryClient);
      const current = cart.cartItems.map((item) => ({
        productId: item.product.id,
        variantId: item.variant.id,
        quantity: item.quantity,
      }));
      await save.mutateAsync(toSaveCartBody(cart, { cartItems: withList(current, lines, stockOf) }));
      toast.success(t('referral.addedAll'));
      void navigate(paths.cart());
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  if (lines.length === 0) return <p role="alert">{t('referral.listEmpty')}</p>;
  return (
    <section className="card shared-list">
      <p>{t('referral.listIntro')}</p>
      <ul className="shared-list__lines">
        {lines.map((line) => {
          const product = productOf(line.productId);
          const variant = variantOf(line);
          return (
            <li key={line.variantId} className="shared-list__line">
              <span>
                {product ? (
                  <Link to={paths.product({ id: product.id, title: product.title.en, brand: product.brand.en })}>
                    {pickText(product.title, language)}
                  </Link>
                ) : (
                  !loading && t('referral.listUnavailable')
                )}
                {variant && <span className="shared-list__pack">{pickText(variant.name, language)}</span>}
                <span className="shared-list__pack">{t('referral.quantity', { count: line.quantity })}</span>
              </span>
              {variant && <span>{formatRupees(shownPrice(variant) * line.quantity)}</span>}
            </li>
          );
        })}
      </ul>
      {loggedIn ? (
        <button type="button" className="button" disabled={loading || save.isPending} onClick={() => void addAll()}>
          {t('referral.addAll')}
        </button>
      ) : (
        <Link className="button" to={paths.login()}>
          {t('referral.logInToAdd')}
        </Link>
      )}
    </section>
  );
}
