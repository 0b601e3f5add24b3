import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  enAdmin,
  enErrors,
  ADMIN_STATUSES,
  type AdminCategory,
  type AdminProduct,
  type AdminSeller,
} from '@krishi/contract';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAdminProduct, useSaveProduct } from '../api/products';
import { useAdminCategories, useAdminSellers } from '../api/taxonomy';
import { saveFeedback } from '../lib/error-text';
import { adminLanguage, inLanguage } from '../lib/localized';
import { adminPaths } from '../lib/paths';
import {
  emptyVariant,
  newProductForm,
  productForm,
  productValues,
  type NewProduct,
  type NewProductFormValues,
  type ProductFields as ProductFieldsOutput,
  type ProductFormValues,
} from '../lib/product-form';
import { Field } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';
import { ProductImages } from './product-images';
import { VariantFields } from './variant-fields';
import { VariantsTable } from './variants-table';

const LONG_TEXTS = ['description', 'application', 'features', 'dosage'] as const;

/** /admin/products/new and /admin/products/{id}: the product's fields, and for a saved one its variants and pictures. */
export function ProductEditor() {
  const t = useStrings(enAdmin, enErrors);
  const raw = useParams().productId;
  const id = raw ? Number(raw) : null;
  const product = useAdminProduct(id);
  // The category and seller boxes need their choices before the form sets them.
  const categories = useAdminCategories();
  const sellers = useAdminSellers();
  const lists = categories.data && sellers.data ? { categories: categories.data, sellers: sellers.data } : null;
  const listsState = {
    isPending: categories.isPending || sellers.isPending,
    isError: categories.isError || sellers.isError,
  };
  usePageTitle(t(id === null ? 'admin.products.new' : 'admin.products.edit'));
  return (
    <section aria-labelledby="admin-heading">
      <p>
        <Link to={adminPaths.products()}>{t('admin.products.back')}</Link>
      </p>
      <h1 id="admin-heading">{t(id === null ? 'admin.products.new' : 'admin.products.edit')}</h1>
      {!lists ? (
        <ListState isPending={listsState.isPending} isError={listsState.isError} isEmpty={false} />
      ) : id === null ? (
        <NewProductForm lists={lists} />
      ) : product.data ? (
        <>
          <EditProductForm key={product.data.updatedDate} product={product.data} lists={lists} />
          <VariantsTable product={product.data} />
          <ProductImages product={product.data} />
        </>
      ) : (
        <ListState isPending={product.isPending} isError={product.isError} isEmpty={false} />
      )}
    </section>
  );
}

/** A new product: its fields and its first variant; once created, its page opens for the rest. */
function NewProductForm({ lists }: { lists: Choices }) {
  const t = useStrings(enAdmin, enErrors);
  const navigate = useNavigate();
  const save = useSaveProduct();
  const form = useForm<NewProductFormValues, unknown, NewProduct>({
    resolver: zodResolver(newProductForm),
    defaultValues: { ...productValues(undefined), variant: emptyVariant },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit((values) => {
    const { variant, ...fields } = values;
    save.mutate(
      { id: null, body: { ...fields, variants: [variant] } },
      saveFeedback(
        t,
        ({ data }: { data: { id: number } }) => void navigate(adminPaths.product(data.id), { replace: true }),
      ),
    );
  });
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <ProductFields field={(name) => register(name)} errors={formState.errors} lists={lists} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.variants.first')}</legend>
        <VariantFields
          field={(name, options) => register(`variant.${name}`, options)}
          errors={formState.errors.variant}
        />
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('admin.save')}
        </button>
      </div>
    </form>
  );
}

/** A saved product's own fields. */
function EditProductForm({ product, lists }: { product: AdminProduct; lists: Choices }) {
  const t = useStrings(enAdmin, enErrors);
  const save = useSaveProduct();
  const form = useForm<ProductFormValues, unknown, ProductFieldsOutput>({
    resolver: zodResolver(productForm),
    defaultValues: productValues(product),
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit((values) => save.mutate({ id: product.id, body: values }, saveFeedback(t)));
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <ProductFields field={(name) => register(name)} errors={formState.errors} lists={lists} />
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('admin.save')}
        </button>
      </div>
    </form>
  );
}

interface Choices {
  categories: AdminCategory[];
  sellers: AdminSeller[];
}

interface ProductFieldsProps {
  field: (name: Path<ProductFormValues>) => UseFormRegisterReturn;
  errors: FieldErrors<ProductFormValues>;
  lists: Choices;
}

function ProductFields({ field, errors, lists }: ProductFieldsProps) {
  const t = useStrings(enAdmin, enErrors);
  const language = adminLanguage();
  return (
    <>
      <LocalizedPair
        label={t('admin.products.title')}
        en={field('title.en')}
        kn={field('title.kn')}
        enError={errors.title?.en?.message}
        knError={errors.title?.kn?.message}
      />
      <LocalizedPair
        label={t('admin.products.brand')}
        en={field('brand.en')}
        kn={field('brand.kn')}
        enError={errors.brand?.en?.message}
        knError={errors.brand?.kn?.message}
      />
      {LONG_TEXTS.map((name) => (
        <LocalizedPair
          key={name}
          label={t(`admin.products.${name}`)}
          en={field(`${name}.en`)}
          kn={field(`${name}.kn`)}
          enError={errors[name]?.en?.message}
          knError={errors[name]?.kn?.message}
          multiline
        />
      ))}
      <div className="admin-grid">
        <Field label={t('admin.products.category')} error={errors.categoryId?.message}>
          {(control) => (
            <select className="field__input" {...control} {...field('categoryId')}>
              <option value="">{t('admin.form.choose')}</option>
              {lists.categories.map((c) => {
                const name = inLanguage(c.name, language);
                return (
                  <option key={c.id} value={c.id} lang={name.lang}>
                    {name.text}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        <Field label={t('admin.products.seller')} error={errors.sellerId?.message}>
          {(control) => (
            <select className="field__input" {...control} {...field('sellerId')}>
              <option value="">{t('admin.form.choose')}</option>
              {lists.sellers.map((s) => {
                const name = inLanguage(s.name, language);
                return (
                  <option key={s.id} value={s.id} lang={name.lang}>
                    {name.text}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        <Field label={t('admin.products.status')} error={errors.status?.message}>
          {(control) => (
            <select className="field__input" {...control} {...field('status')}>
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.products.cropTags')} error={errors.cropTags?.message}>
          {(control) => <input className="field__input" {...control} {...field('cropTags')} />}
        </Field>
      </div>
    </>
  );
}
