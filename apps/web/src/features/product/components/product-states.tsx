import { Link } from 'react-router';
import { enProduct } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';
import './product.css';

/** Holds the page's shape while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const t = useStrings(enProduct);
  return (
    <div className="product" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('product.loading')}
      </p>
      <div className="crumbs crumbs--skeleton" aria-hidden="true" />
      <div className="product__top" aria-hidden="true">
        <div className="gallery">
          <div className="gallery__stage skeleton" />
        </div>
        <div className="product__buy">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--block" />
        </div>
      </div>
    </div>
  );
}

/** Spec section 8: 'Error fetching product with ID {id}', with a way home. */
export function ProductError({ id }: { id: string }) {
  const t = useStrings(enProduct);
  return (
    <div className="product-error" role="alert">
      <h1>{t('product.error', { id })}</h1>
      <p>{t('product.errorHint')}</p>
      <Link className="button" to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
