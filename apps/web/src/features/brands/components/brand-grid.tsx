import { Link } from 'react-router';
import type { LanguageCode, Seller } from '@krishi/contract';
import { pickText } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
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
