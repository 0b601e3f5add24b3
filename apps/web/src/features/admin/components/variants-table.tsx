import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { enAdmin, enErrors, formatRupees, type AdminProduct, type AdminVariant } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { useSaveVariant } from '../api/products';
import { saveFeedback } from '../lib/error-text';
import { adminLanguage, inLanguage } from '../lib/localized';
import {
  emptyVariant,
  variantForm,
  variantValues,
  type VariantFormOutput,
  type VariantFormValues,
} from '../lib/product-form';
import { VariantFields } from './variant-fields';
import { useStrings } from '../../../lib/strings';

/** The product's variants: price, sale price, stock; each edited, or a new one added, in a dialog. */
export function VariantsTable({ product }: { product: AdminProduct }) {
  const t = useStrings(enAdmin, enErrors);
  const language = adminLanguage();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  return (
    <section className="admin-section" aria-labelledby="variants-heading">
      <div className="admin-head">
        <h2 id="variants-heading">{t('admin.variants.title')}</h2>
        <button type="button" className="button button--outline" onClick={() => setEditing('new')}>
          {t('admin.variants.add')}
        </button>
      </div>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.variants.name')}</th>
            <th scope="col">{t('admin.variants.price')}</th>
            <th scope="col">{t('admin.variants.salePrice')}</th>
            <th scope="col">{t('admin.variants.inventory')}</th>
            <th scope="col">{t('admin.variants.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => {
            const name = inLanguage(variant.name, language);
            return (
              <tr key={variant.id}>
                <td data-label={t('admin.variants.name')} lang={name.lang}>
                  {name.text}
                </td>
                <td data-label={t('admin.variants.price')}>{formatRupees(variant.price)}</td>
                <td data-label={t('admin.variants.salePrice')}>
                  {variant.salePrice === null ? '' : formatRupees(variant.salePrice)}
                </td>
                <td data-label={t('admin.variants.inventory')}>{variant.inventory}</td>
                <td data-label={t('admin.variants.actions')}>
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => setEditing(variant)}
                    aria-label={t('admin.variants.editNamed', { name: name.text })}
                  >
                    {t('admin.edit')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editing && (
        <VariantDialog
          productId={product.id}
          variant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function VariantDialog({
  productId,
  variant,
  onClose,
}: {
  productId: number;
  variant: AdminVariant | null;
  onClose: () => void;
}) {
  const t = useStrings(enAdmin, enErrors);
  const save = useSaveVariant();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VariantFormValues, unknown, VariantFormOutput>({
    resolver: zodResolver(variantForm),
    defaultValues: variant ? variantValues(variant) : emptyVariant,
  });
  const submit = handleSubmit((values) =>
    save.mutate({ productId, variantId: variant?.id ?? null, body: values }, saveFeedback(t, onClose)),
  );
  return (
    <Dialog
      title={t(variant ? 'admin.variants.edit' : 'admin.variants.add')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      variant="drawer"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <VariantFields field={(name, options) => register(name, options)} errors={errors} />
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('admin.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
