import { useTranslation } from 'react-i18next';
import { enCart } from '@krishi/contract';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enCart);

/** /cart, behind the login guard (spec section 2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('cart.title'));
  return (
    <main className="page">
      <CartScreen />
    </main>
  );
}
