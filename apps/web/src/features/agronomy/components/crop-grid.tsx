import { Link } from 'react-router';
import type { AgronomyTerm, LanguageCode } from '@krishi/contract';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { termName } from '../lib/terms';
import './agronomy.css';

const TILE_IMAGE = 120;

/** Every crop as a tile with its picture; a tile opens the crop's page. */
export function CropGrid({ crops, language }: { crops: readonly AgronomyTerm[]; language: LanguageCode }) {
  return (
    <ul className="crop-grid">
      {crops.map((crop, index) => {
        const name = termName(crop, language);
        return (
          <li key={crop.slug}>
            <Link className="crop-tile" to={paths.crop(crop.slug)}>
              <ProductImage
                mediaKey={crop.imageUrl ?? undefined}
                alt=""
                width={TILE_IMAGE}
                height={TILE_IMAGE}
                sizes={`${TILE_IMAGE}px`}
                loading={index < 9 ? 'eager' : 'lazy'}
              />
              <span className="crop-tile__name" lang={name.lang}>
                {name.text}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
