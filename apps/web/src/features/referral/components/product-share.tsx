import {
  enReferral,
  formatPrice,
  pickText,
  shownPrice,
  type LanguageCode,
  type Product,
  type Variant,
} from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';
import { useOrigin } from '../lib/origin';
import { WhatsAppShare } from './whatsapp-share';

/**
 * The product page's WhatsApp button: the title and the chosen pack's price in the page's
 * language, and the product's link, whose preview (Open Graph) shows its picture.
 */
export function ProductShare({
  product,
  selected,
  language,
}: {
  product: Product;
  selected: Variant | undefined;
  language: LanguageCode;
}) {
  const t = useStrings(enReferral);
  const origin = useOrigin();
  const link = origin + paths.product({ id: product.id, title: product.title.en, brand: product.brand.en });
  const text = t('referral.productMessage', {
    title: pickText(product.title, language),
    price: formatPrice(shownPrice(selected)),
    link,
  });
  return <WhatsAppShare text={text} label={t('referral.shareProduct')} />;
}
