import { useNavigate, useParams } from 'react-router';
import type { Control, Path } from 'react-hook-form';
import { enAdmin, enErrors, type AdminCategory, type AdminProduct, type AdminSeller } from '@krishi/contract';
import { useAdminProduct, useSaveProduct } from '../api/products';
import { useAdminCategories, useAdminSellers } from '../api/taxonomy';
import { adminPaths } from '../lib/paths';
import {
  emptyVariant,
  newProductForm,
  productForm,
  productValues,
  type ProductFields as ProductFieldsOutput,
  type ProductFormValues,
} from '../lib/product-form';
import { AdminScreen } from './admin-screen';
import { AgronomyFields } from './agronomy-fields';
import { LabelFields } from './label-fields';
import { AdminForm, useEditForm } from './edit-form';
import { ChoiceField, InputField, StatusField, type Binding } from './field';
import { ListState } from './list-state';
import { LocalizedPair } from './localized-pair';
import { ProductImages } from './product-images';
import { VariantFields } from './variant-fields';
import { VariantsTable } from './variants-table';
import { useStrings } from '../../../lib/strings';

const TEXTS = ['title', 'brand'] as const;
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
  return (
    <AdminScreen
      title={t(id === null ? 'admin.products.new' : 'admin.products.edit')}
      back={{ to: adminPaths.products(), label: t('admin.products.back') }}
    >
      {!lists ? (
        <ListState
          isPending={categories.isPending || sellers.isPending}
          isError={categories.isError || sellers.isError}
          isEmpty={false}
        />
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
    </AdminScreen>
  );
}

/** A new product: its fields and its first variant; once created, its page opens for the rest. */
function NewProductForm({ lists }: { lists: Choices }) {
  const t = useStrings(enAdmin, enErrors);
  const navigate = useNavigate();
  const { form, bind, formProps } = useEditForm({
    schema: newProductForm,
    defaultValues: { ...productValues(undefined), variant: emptyVariant },
    save: useSaveProduct(),
    variables: ({ variant, ...fields }) => ({ id: null, body: { ...fields, variants: [variant] } }),
    onSaved: ({ data }) => void navigate(adminPaths.product(data.id), { replace: true }),
  });
  return (
    <AdminForm {...formProps}>
      <ProductFields
        bind={bind}
        lists={lists}
        control={form.control as unknown as Control<ProductFormValues, unknown, ProductFieldsOutput>}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.variants.first')}</legend>
        <VariantFields bind={(name, options) => bind(`variant.${name}`, options)} />
      </fieldset>
    </AdminForm>
  );
}

/** A saved product's own fields. */
function EditProductForm({ product, lists }: { product: AdminProduct; lists: Choices }) {
  const { form, bind, formProps } = useEditForm({
    schema: productForm,
    defaultValues: productValues(product),
    save: useSaveProduct(),
    variables: (body) => ({ id: product.id, body }),
  });
  return (
    <AdminForm {...formProps}>
      <ProductFields bind={bind} lists={lists} control={form.control} />
    </AdminForm>
  );
}

interface Choices {
  categories: AdminCategory[];
  sellers: AdminSeller[];
}

interface ProductFieldsProps {
  bind: (name: Path<ProductFormValues>, options?: { setValueAs: (value: unknown) => unknown }) => Binding;
  lists: Choices;
  /** The form's, for the rows of ingredients. */
  control: Control<ProductFormValues, unknown, ProductFieldsOutput>;
}

function ProductFields({ bind, lists, control }: ProductFieldsProps) {
  const t = useStrings(enAdmin, enErrors);
  return (
    <>
      {[...TEXTS, ...LONG_TEXTS].map((name) => (
        <LocalizedPair
          key={name}
          label={t(`admin.products.${name}`)}
          en={bind(`${name}.en`)}
          kn={bind(`${name}.kn`)}
          multiline={(LONG_TEXTS as readonly string[]).includes(name)}
        />
      ))}
      <div className="admin-grid">
        <ChoiceField
          label={t('admin.products.category')}
          none={t('admin.form.choose')}
          choices={lists.categories}
          {...bind('categoryId')}
        />
        <ChoiceField
          label={t('admin.products.seller')}
          none={t('admin.form.choose')}
          choices={lists.sellers}
          {...bind('sellerId')}
        />
        <StatusField {...bind('status')} />
        <InputField label={t('admin.products.cropTags')} {...bind('cropTags')} />
      </div>
      <AgronomyFields bind={bind} control={control} />
      <LabelFields bind={bind} />
    </>
  );
}
