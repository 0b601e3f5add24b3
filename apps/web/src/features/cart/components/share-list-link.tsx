import { enReferral, whatsAppShareLink, type Cart } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useBrowserValue } from '../../../lib/hydrated';
import { useStrings } from '../../../lib/strings';
import { encodeList } from '../lib/shared-list';
import './cart.css';

/** 'Share this list': WhatsApp with a link that shows these products and quantities to whoever opens it. */
export function ShareListLink({ cart }: { cart: Cart }) {
  const t = useStrings(enReferral);
  const origin = useBrowserValue(() => window.location.origin, '');
  const items = encodeList(
    cart.cartItems.map((item) => ({ productId: item.product.id, variantId: item.variant.id, quantity: item.quantity })),
  );
  const link = origin + paths.sharedList(items);
  return (
    <a
      className="button button--outline cart__share"
      href={whatsAppShareLink(t('referral.listMessage', { link }))}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('referral.shareList')}
    </a>
  );
}
