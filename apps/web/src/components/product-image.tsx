import { useState, type ImgHTMLAttributes } from 'react';
import { DATA_SAVER_IMAGE_WIDTH } from '@krishi/contract';
import { useDataSaver } from '../lib/data-saver';
import { FALLBACK_IMAGE, mediaSrcSet, mediaUrl } from '../lib/media';

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** Media key, e.g. `products/p12-1`; missing shows the shop's logo. */
  mediaKey: string | undefined;
  /** CSS size hint for the browser's choice of width, e.g. `(max-width: 600px) 50vw, 240px`. */
  sizes: string;
  /** Intrinsic size: keeps the layout still while the image loads. */
  width: number;
  height: number;
}

/**
 * A catalogue image in the width the screen needs, falling back to the logo when it fails. In
 * data-saver mode (decision 043) it is the smallest width at any screen density, and it waits
 * for the text: lazy and at the browser's usual priority, even on the first screen.
 */
export function ProductImage({ mediaKey, sizes, alt, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const dataSaver = useDataSaver();
  if (!mediaKey || failed) return <img src={FALLBACK_IMAGE} alt={alt} {...rest} />;
  if (dataSaver) {
    return (
      <img
        src={mediaUrl(mediaKey, DATA_SAVER_IMAGE_WIDTH)}
        alt={alt}
        decoding="async"
        onError={() => setFailed(true)}
        {...rest}
        loading="lazy"
        fetchPriority="auto"
      />
    );
  }
  return (
    <img
      src={mediaUrl(mediaKey, 320)}
      srcSet={mediaSrcSet(mediaKey)}
      sizes={sizes}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
