import { z } from 'zod';
import {
  issueCode,
  paiseToRupees,
  productFieldsInput,
  rupeesToPaise,
  variantInput,
  type AdminProduct,
  type AdminVariant,
} from '@krishi/contract';
import { agronomyForm, agronomyValues, doseBox, doseValues } from './agronomy-form';
import { labelForm, labelValues } from './label-form';
import { checkedBy } from './checked-by';

const rupees = z.number({ error: issueCode('adminPriceInvalid') }).min(0, issueCode('adminPriceInvalid'));

/** A variant as the operator types it, prices in rupees; it leaves the form in the contract's paise. */
export const variantForm = variantInput
  .safeExtend({ price: rupees, salePrice: rupees.nullable(), pack: doseBox })
  .transform(({ pack, ...v }, ctx) =>
    checkedBy(variantInput, ctx, {
      ...v,
      packSize: pack,
      price: rupeesToPaise(v.price),
      salePrice: v.salePrice === null ? null : rupeesToPaise(v.salePrice),
    }),
  );
export type VariantFormValues = z.input<typeof variantForm>;
export type VariantFormOutput = z.output<typeof variantForm>;

/** A product's own fields, crop tags typed as one comma-separated line; its agronomy is always sent whole. */
export const productForm = productFieldsInput.omit({ images: true }).extend({
  agronomy: agronomyForm,
  label: labelForm,
  cropTags: z.string().transform((line, ctx) =>
    checkedBy(
      productFieldsInput.shape.cropTags,
      ctx,
      line
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ),
});
export type ProductFormValues = z.input<typeof productForm>;
export type ProductFields = z.output<typeof productForm>;

/** A new product is its fields and its first variant. */
export const newProductForm = productForm.extend({ variant: variantForm });
export type NewProductFormValues = z.input<typeof newProductForm>;
export type NewProduct = z.output<typeof newProductForm>;

export const emptyVariant: VariantFormValues = {
  name: { en: '', kn: '' },
  price: Number.NaN,
  salePrice: null,
  inventory: 0,
  isProductAvailable: true,
  height: 0,
  length: 0,
  width: 0,
  weight: 0,
  pack: doseValues(null),
};

export function variantValues(variant: AdminVariant): VariantFormValues {
  return {
    name: { en: variant.name.en, kn: variant.name.kn ?? '' },
    price: paiseToRupees(variant.price),
    salePrice: variant.salePrice === null ? null : paiseToRupees(variant.salePrice),
    inventory: variant.inventory,
    isProductAvailable: variant.isProductAvailable,
    height: variant.height,
    length: variant.length,
    width: variant.width,
    weight: variant.weight,
    pack: doseValues(variant.packSize),
  };
}

const text = (t: { en: string; kn?: string }) => ({ en: t.en, kn: t.kn ?? '' });

export function productValues(product: AdminProduct | undefined): ProductFormValues {
  return {
    title: text(product?.title ?? { en: '' }),
    brand: text(product?.brand ?? { en: '' }),
    description: text(product?.description ?? { en: '' }),
    application: text(product?.application ?? { en: '' }),
    features: text(product?.features ?? { en: '' }),
    dosage: text(product?.dosage ?? { en: '' }),
    categoryId: product?.categoryId ?? '',
    sellerId: product?.sellerId ?? '',
    status: product?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    cropTags: product?.cropTags.join(', ') ?? '',
    agronomy: agronomyValues(product?.agronomy),
    label: labelValues(product?.label),
  };
}

/** The product's fields as they stand, with a new list of pictures: removing one is an edit of the product. */
export function withImages(product: AdminProduct, images: string[]) {
  return {
    ...productForm.parse(productValues(product)),
    images,
  };
}
