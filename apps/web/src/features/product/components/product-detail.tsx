import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { enProduct, type LanguageCode, type Product, type Variant } from '@krishi/contract';
import { Price } from '../../../components/price';
import { paths } from '../../../config/paths';
import { initialVariant } from '../../../lib/variants';
import { useStrings } from '../../../lib/strings';
import { localized } from '../lib/localized';
import { hasAnyStock } from '../lib/stock';
import { ImageGallery } from './image-gallery';
import { RatingLine, ReviewSummary } from './review-summary';
import { RichText } from './rich-text';
import { Serviceability, useDeliveryCheck } from './serviceability';
import { StockStatus } from './stock-status';
import { VariantPicker } from './variant-picker';
import './product.css';

const SECTIONS = ['description', 'application', 'features', 'dosage'] as const;

interface ProductDetailProps {
  product: Product;
  language: LanguageCode;
  /**
   * The review section (composed by the route: another feature), given the id its heading must
   * carry; without it, the summary the product came with.
   */
  reviews?: (headingId: string) => ReactNode;
  /** The pincode of the buyer's delivery address (composed by the route), which the delivery check starts with. */
  addressPinCode?: string | undefined;
  /**
   * The cart control for the chosen pack (composed by the route: the cart feature), told the
   * pincode the delivery check found the pack cannot reach.
   */
  cartControl: (selected: Variant | undefined, undeliverableTo: string | undefined) => ReactNode;
  /** The wishlist heart (composed by the route: the wishlist feature). */
  heart: ReactNode;
  /** What it contains, controls, is for and its dose (composed by the route: the agronomy feature). */
  agronomy?: ReactNode;
  /** The dose calculator and the label and safety facts (composed by the route: issue 21). */
  counter?: ReactNode;
  /** Sharing the chosen pack (composed by the route: the referral feature's WhatsApp button). */
  share?: (selected: Variant | undefined) => ReactNode;
}

/** Everything about one product: images, pack sizes and prices, stock, the cart control, texts and ratings. */
export function ProductDetail({
  product,
  language,
  reviews,
  addressPinCode,
  cartControl,
  heart,
  agronomy,
  counter,
  share,
}: ProductDetailProps) {
  const t = useStrings(enProduct);
  const [selected, setSelected] = useState<Variant | undefined>(() => initialVariant(product.variants));
  const title = localized(product.title, language);
  const brand = localized(product.brand, language);
  const category = localized(product.category.name, language);
  const inStock = hasAnyStock(product.variants);
  const reviewsId = `reviews-${product.id}`;
  const delivery = useDeliveryCheck(product.id, selected?.id, addressPinCode);

  return (
    <article className="product">
      <nav className="crumbs" aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to={paths.home()}>{t('product.home')}</Link>
          </li>
          <li>
            <Link
              to={paths.category({ id: product.category.id, name: product.category.name.en })}
              state={{ categoryName: category.text }}
              lang={category.lang}
            >
              {category.text}
            </Link>
          </li>
          <li aria-current="page" lang={title.lang}>
            {title.text}
          </li>
        </ol>
      </nav>

      <div className="product__top">
        <ImageGallery images={product.images} title={title.text} />

        <div className="product__buy">
          <Link className="product__brand" to={paths.brand({ id: product.seller.id, name: product.seller.name.en })}>
            <span lang={brand.lang}>{t('product.brandBy', { brand: brand.text })}</span>
          </Link>
          <h1 className="product__title" lang={title.lang}>
            {title.text}
          </h1>
          <RatingLine info={product.reviewInfo} href={`#${reviewsId}`} />
          <Price variant={selected} size="large" />
          <VariantPicker
            productId={product.id}
            variants={product.variants}
            selectedId={selected?.id}
            language={language}
            onSelect={setSelected}
          />
          <StockStatus variant={selected} />
          {!inStock && <p className="product__notice">{t('product.soldOutNotice')}</p>}
          <div className="product__cart">
            {cartControl(selected, delivery.undeliverableTo)}
            {heart}
          </div>
          {inStock && <Serviceability check={delivery} language={language} />}
          {share?.(selected)}
          {agronomy}
        </div>
      </div>

      {counter}

      <div className="product__texts">
        {SECTIONS.map((section) => {
          const text = localized(product[section], language);
          if (!text.text.trim()) return null;
          return (
            <section key={section} className="product__section">
              <h2>{t(`product.${section}`)}</h2>
              <RichText html={text.text} lang={text.lang} />
            </section>
          );
        })}
      </div>

      <section className="product__reviews" aria-labelledby={reviewsId}>
        {reviews ? reviews(reviewsId) : <ReviewSummary info={product.reviewInfo} headingId={reviewsId} />}
      </section>
    </article>
  );
}
