import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCode, Seller } from '@krishi/contract';
import { pickText } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { pageItems } from '../lib/pages';
import './brands.css';

const TILE_IMAGE = 160;

/** Brand tiles; a tile opens that brand's products (spec: /products?sellerId={id}). */
export function BrandGrid({ brands, language }: { brands: Seller[]; language: LanguageCode }) {
  return (
    <ul className="brand-grid">
      {brands.map((brand, index) => {
        const name = pickText(brand.name, language);
        return (
          <li key={brand.id}>
            <Link className="brand-tile" to={paths.seller(brand.id)}>
              <span className="brand-tile__image">
                <ProductImage
                  mediaKey={brand.image ?? undefined}
                  alt=""
                  width={TILE_IMAGE}
                  height={TILE_IMAGE}
                  sizes={`${TILE_IMAGE}px`}
                  loading={index < 6 ? 'eager' : 'lazy'}
                />
              </span>
              <span className="brand-tile__name" lang={language === 'kn' && brand.name.kn ? 'kn' : 'en'}>
                {name}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Numbered pages for the brand grid; zero-based inside, one-based on screen. Plain links, so a page can be shared. */
export function BrandPagination({
  pageNum,
  totalPages,
  hrefFor,
}: {
  pageNum: number;
  totalPages: number;
  hrefFor: (pageNum: number) => string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="brand-pages" aria-label={t('brands.pages')}>
      <ul>
        <li>
          {pageNum > 0 ? (
            <Link to={hrefFor(pageNum - 1)} className="brand-pages__link" aria-label={t('brands.previous')}>
              <span aria-hidden="true">‹</span>
            </Link>
          ) : (
            <span className="brand-pages__link brand-pages__link--off" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageItems(pageNum, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="brand-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.pageNum}>
              <Link
                to={hrefFor(item.pageNum)}
                className="brand-pages__link"
                aria-label={t('brands.page', { page: item.pageNum + 1 })}
                aria-current={item.pageNum === pageNum ? 'page' : undefined}
              >
                {item.pageNum + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {pageNum < totalPages - 1 ? (
            <Link to={hrefFor(pageNum + 1)} className="brand-pages__link" aria-label={t('brands.next')}>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="brand-pages__link brand-pages__link--off" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
