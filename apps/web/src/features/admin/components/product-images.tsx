import { enAdmin, enErrors, ADMIN_IMAGE_MAX_BYTES, type AdminProduct } from '@krishi/contract';
import { useEffect, useState } from 'react';
import { mediaUrl } from '../../../lib/media';
import { useSaveProduct, useUploadProductImage } from '../api/products';
import { errorText } from '../lib/error-text';
import { withImages } from '../lib/product-form';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { PICTURE_TYPES, PictureField } from './field';
import { RowButton } from './row-button';

/** The product's pictures: a preview of the chosen file before it is uploaded (and resized by the server), and removal. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const t = useStrings(enAdmin, enErrors);
  const upload = useUploadProductImage();
  const save = useSaveProduct();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  // A chosen file's preview address is let go when another is chosen, and when the screen goes.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const choose = (next: File | null) => setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);
  const fileOk = file !== null && PICTURE_TYPES.includes(file.type) && file.size <= ADMIN_IMAGE_MAX_BYTES;
  const send = () => {
    if (!file) return;
    upload.mutate(
      { productId: product.id, file },
      {
        onSuccess: () => {
          toast.success(t('admin.images.uploaded'));
          choose(null);
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };
  const remove = (image: string) =>
    save.mutate(
      {
        id: product.id,
        body: withImages(
          product,
          product.images.filter((i) => i !== image),
        ),
      },
      { onError: (error) => toast.error(errorText(error, t)) },
    );
  return (
    <section className="admin-section" aria-labelledby="images-heading">
      <h2 id="images-heading">{t('admin.images.title')}</h2>
      <ul className="admin-images">
        {product.images.map((image, index) => (
          <li key={image}>
            <img
              src={mediaUrl(image, 160)}
              alt={t('admin.images.alt', { number: index + 1 })}
              width={120}
              height={120}
            />
            <RowButton
              label={t('admin.images.remove')}
              name={t('admin.images.removeNumbered', { number: index + 1 })}
              disabled={save.isPending}
              onClick={() => remove(image)}
            />
          </li>
        ))}
      </ul>
      <PictureField onChoose={choose} />
      {file && !fileOk && <p className="field__error">{t('admin.images.invalid')}</p>}
      {preview && fileOk && (
        <figure className="admin-preview">
          <img src={preview} alt={t('admin.images.previewAlt')} width={160} height={160} />
          <figcaption>{file?.name}</figcaption>
        </figure>
      )}
      <button type="button" className="button" disabled={!fileOk || upload.isPending} onClick={send}>
        {t('admin.images.upload')}
      </button>
    </section>
  );
}
