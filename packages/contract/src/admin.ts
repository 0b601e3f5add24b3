import { z } from 'zod';
import { pinCode } from './addresses.js';
import { doseRate, doseRateInput, productAgronomy, productAgronomyInput } from './agronomy.js';
import { productLabel, productLabelInput, sellerLicences, sellerLicencesInput } from './label.js';
import { id, localizedText, paged, variant } from './catalogue.js';
import { couponCode } from './coupons.js';
import { issueCode } from './error-codes.js';
import { order, orderStatus } from './orders.js';
import { codRefundView, paymentMethod } from './payment-methods.js';
import { calendarDate, isoDate } from './shipments.js';

/**
 * The back office's API (issue 5): every route is under `/admin/api`, answers 401 without a
 * login and 403 `messages.forbidden` to a user without the admin role. Lists are pages of
 * `{ content, totalPages, totalElements }`; amounts are integer paise as everywhere.
 */
export const ADMIN_API = '/admin/api';
export const ADMIN_ROLE = 'admin';

export const ADMIN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const adminStatus = z.enum(ADMIN_STATUSES, { error: issueCode('adminStatusInvalid') });
export type AdminStatus = z.infer<typeof adminStatus>;

export const ADMIN_PAGE_SIZE = 20;
export const adminPageQuery = z.object({
  pageNum: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** `{ message }` plus the changed thing, the answer of every change. */
export function changed<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: item });
}

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 20_000;

/** A text the operator must fill in English; Kannada is optional (empty means none). */
export const requiredLocalizedText = z.object({
  en: z
    .string({ error: issueCode('adminEnglishRequired') })
    .trim()
    .min(1, { error: issueCode('adminEnglishRequired'), abort: true })
    .max(TEXT_MAX, issueCode('tooLong')),
  kn: z.string().trim().max(TEXT_MAX, issueCode('tooLong')).optional(),
});
/** A long text (description, dosage, ...) that may be empty in every language. */
export const optionalLocalizedText = z
  .object({
    en: z.string().trim().max(LONG_TEXT_MAX, issueCode('tooLong')).default(''),
    kn: z.string().trim().max(LONG_TEXT_MAX, issueCode('tooLong')).optional(),
  })
  .default({ en: '' });

// ---- Who is asking ----

/** `GET /admin/api/me`: the operator, for the screens to greet and to gate on. */
export const adminMeResponse = z.object({
  data: z.object({ userId: z.number().int(), phoneNumber: z.string(), name: z.string().nullable(), role: z.string() }),
});
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

// ---- Reviews moderation ----

/**
 * A review in the moderation queue (the reviews feature's pending review); the comment is plain
 * text, to be shown as text.
 */
export const moderationReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The product's English title. */
  productTitle: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
});
export type ModerationReview = z.infer<typeof moderationReview>;

/** `GET /admin/api/reviews/pending`: oldest first. */
export const moderationQueueResponse = paged(moderationReview);
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

/** `POST /admin/api/reviews/{id}/accept` and `.../reject` (empty body). */
export const moderateReviewResponse = changed(moderationReview);
export type ModerateReviewResponse = z.infer<typeof moderateReviewResponse>;

// ---- Orders ----

/** `GET /admin/api/orders`: newest first; `q` is an order id or a customer's 10-digit phone. */
export const adminOrdersQuery = adminPageQuery.extend({
  status: orderStatus.optional(),
  /** Indian calendar days, both included. */
  from: calendarDate(issueCode('dateInvalid')).optional(),
  to: calendarDate(issueCode('dateInvalid')).optional(),
  q: z.string().trim().max(20, issueCode('tooLong')).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const orderCustomer = z.object({
  userId: z.number().int(),
  phoneNumber: z.string(),
  name: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  status: orderStatus,
  netPrice: z.number().int(),
  paymentMethod,
  itemCount: z.number().int(),
  customer: orderCustomer,
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrdersResponse = paged(adminOrderRow);
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

/** `GET /admin/api/orders/{id}`: the order as its buyer sees it, plus who the buyer is. */
export const adminOrder = order.extend({
  customer: orderCustomer,
  /** A returned cash on delivery order's refund by bank transfer, once recorded. */
  codRefund: codRefundView.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderResponse = z.object({ data: adminOrder });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

/** The statuses an operator moves an order to, each only from the one before it. */
export const ORDER_STATUS_STEPS = { Dispatched: 'Placed', Delivered: 'Dispatched' } as const;
/** `POST /admin/api/orders/{id}/status`. */
export const orderStatusBody = z.object({
  status: z.enum(['Dispatched', 'Delivered'], { error: issueCode('adminOrderStatusInvalid') }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBody>;
/** `POST /admin/api/orders/{id}/status` and `POST /admin/api/orders/{id}/cancel` (empty body). */
export const adminOrderChangedResponse = changed(adminOrder);
export type AdminOrderChangedResponse = z.infer<typeof adminOrderChangedResponse>;

// ---- Catalogue: products and variants ----

/** Paise, a whole number of at least 0. */
const paise = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);
/**
 * Centimetres or kilograms. Below 100,000 however the database rounds it: the weight column
 * keeps three decimals in eight digits, so 99,999.9999 would round up past what it holds.
 */
const measure = z
  .number({ error: issueCode('adminMeasureInvalid') })
  .min(0, issueCode('adminMeasureInvalid'))
  .max(99_999, issueCode('adminMeasureInvalid'));

/** A variant as the operator writes it; `salePrice` null sells at `price`. */
export const variantInput = z
  .object({
    name: requiredLocalizedText,
    price: paise(issueCode('adminPriceInvalid')),
    salePrice: paise(issueCode('adminPriceInvalid')).nullable().default(null),
    inventory: z
      .number({ error: issueCode('adminInventoryInvalid') })
      .int(issueCode('adminInventoryInvalid'))
      .min(0, issueCode('adminInventoryInvalid'))
      .max(1_000_000, issueCode('adminInventoryInvalid')),
    isProductAvailable: z.boolean().default(true),
    /** Centimetres. */
    height: measure.default(0),
    length: measure.default(0),
    width: measure.default(0),
    /** Kilograms. */
    weight: measure.default(0),
    /**
     * What the pack holds, in a dose unit ('500 ml'): the dose calculator's pack size; null for
     * none, left as it is when absent (a CSV has no column for it).
     */
    packSize: doseRateInput.nullable().optional(),
  })
  .refine((v) => v.salePrice === null || v.salePrice <= v.price, {
    error: issueCode('adminSalePriceAbovePrice'),
    path: ['salePrice'],
  });
export type VariantInput = z.input<typeof variantInput>;

const cropTag = z.string().trim().min(1).max(40, issueCode('tooLong'));

/** A product's own fields; its variants are written with their own routes (or in the create). */
export const productFieldsInput = z.object({
  title: requiredLocalizedText,
  brand: requiredLocalizedText,
  description: optionalLocalizedText,
  application: optionalLocalizedText,
  features: optionalLocalizedText,
  /** Rich text (the storefront's small sanitised subset of HTML). */
  dosage: optionalLocalizedText,
  categoryId: id,
  sellerId: id,
  status: adminStatus.default('ACTIVE'),
  cropTags: z.array(cropTag).max(20).default([]),
  /** Ingredients, crops, targets, stage and dose (issue 18); left as it is when absent from an edit. */
  agronomy: productAgronomyInput.optional(),
  /** Label and safety facts (issue 21); left as they are when absent from an edit. */
  label: productLabelInput.optional(),
  /**
   * The product's pictures in display order: on an edit, a subset of its current ones (to
   * remove or reorder); new pictures are uploaded with `POST .../images`.
   */
  images: z.array(z.string().max(500)).max(20).optional(),
});
export type ProductFieldsInput = z.input<typeof productFieldsInput>;

/** `POST /admin/api/products`: a product with at least one variant. */
export const productCreateBody = productFieldsInput.extend({
  variants: z.array(variantInput).min(1, issueCode('adminVariantRequired')).max(50),
});
export type ProductCreateBody = z.input<typeof productCreateBody>;
/** `PUT /admin/api/products/{id}`. */
export const productUpdateBody = productFieldsInput;
export type ProductUpdateBody = z.input<typeof productUpdateBody>;

export const adminVariant = variant.extend({ packSize: doseRate.nullable() });
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminProduct = z.object({
  id: z.number().int(),
  /** The generic name (set from the English title when created). */
  name: z.string(),
  title: localizedText,
  brand: localizedText,
  description: localizedText,
  application: localizedText,
  features: localizedText,
  dosage: localizedText,
  categoryId: z.number().int(),
  sellerId: z.number().int(),
  status: z.string(),
  cropTags: z.array(z.string()),
  agronomy: productAgronomy,
  label: productLabel,
  images: z.array(z.string()),
  variants: z.array(adminVariant),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** `GET /admin/api/products`: newest first; `search` matches the title (any language) or id. */
export const adminProductsQuery = adminPageQuery.extend({
  search: z.string().trim().max(100, issueCode('searchTooLong')).optional(),
  status: adminStatus.optional(),
  categoryId: id.optional(),
  sellerId: id.optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;
export const adminProductsResponse = paged(adminProduct);
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;
/** `GET /admin/api/products/{id}`. */
export const adminProductResponse = z.object({ data: adminProduct });
/**
 * `POST /admin/api/products`, `PUT /admin/api/products/{id}`, `POST /admin/api/products/{id}/variants`,
 * `PUT /admin/api/variants/{id}`, `POST /admin/api/products/{id}/images`: the whole product after the change.
 */
export const adminProductChangedResponse = changed(adminProduct);
export type AdminProductChangedResponse = z.infer<typeof adminProductChangedResponse>;

/** Multipart field of every picture upload (product, seller, promotion): JPEG, PNG or WebP. */
export const ADMIN_IMAGE_FIELD = 'image';
export const ADMIN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---- Categories ----

export const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: localizedText,
  slug: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number().int(),
  status: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
/** `GET /admin/api/categories`: every category, flat, by parent then position (build the tree from parentId). */
export const adminCategoriesResponse = z.object({ data: z.array(adminCategory) });
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponse>;

/**
 * `POST /admin/api/categories` and `PUT /admin/api/categories/{id}` (rename, move under another
 * parent or to the top with null, change status or position). A category cannot be moved under itself
 * or one of its descendants.
 */
export const categoryInput = z.object({
  name: requiredLocalizedText,
  parentId: id.nullable().default(null),
  status: adminStatus.default('ACTIVE'),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryInput = z.input<typeof categoryInput>;
export const adminCategoryChangedResponse = changed(adminCategory);

// ---- Brands / sellers ----

export const adminSeller = z.object({
  id: z.number().int(),
  name: localizedText,
  slug: z.string(),
  businessName: z.string(),
  image: z.string().nullable(),
  customerCareNumber: z.string(),
  pincode: z.string(),
  /** The pincode's state, from the gazetteer. */
  state: z.string(),
  servedStates: z.array(z.string()),
  /** Whether checkout offers cash on delivery for this seller's items. */
  acceptsCod: z.boolean(),
  status: z.string(),
  position: z.number().int(),
  licences: sellerLicences,
});
export type AdminSeller = z.infer<typeof adminSeller>;
/** `GET /admin/api/sellers`: every seller by position. */
export const adminSellersResponse = z.object({ data: z.array(adminSeller) });
export type AdminSellersResponse = z.infer<typeof adminSellersResponse>;

/**
 * `POST /admin/api/sellers`, `PUT /admin/api/sellers/{id}`. The pincode must be in the gazetteer;
 * served states must be gazetteer state names (`GET /admin/api/states`). Picture: `POST .../image`.
 */
/**
 * A seller's customer care line as a buyer dials it: a mobile, a landline with its STD code or a
 * toll-free 1800 number, digits grouped by spaces or dashes.
 */
export const customerCareNumber = z
  .string({ error: issueCode('adminCustomerCareInvalid') })
  .trim()
  .regex(/^\+?\d(?:[\s-]?\d){7,14}$/, issueCode('adminCustomerCareInvalid'));

export const sellerInput = z.object({
  name: requiredLocalizedText,
  businessName: z
    .string({ error: issueCode('adminBusinessNameRequired') })
    .trim()
    .min(1, { error: issueCode('adminBusinessNameRequired'), abort: true })
    .max(TEXT_MAX, issueCode('tooLong')),
  customerCareNumber,
  pincode: pinCode,
  servedStates: z.array(z.string().trim().min(1)).min(1, issueCode('adminServedStatesRequired')).max(60),
  acceptsCod: z.boolean().default(true),
  status: adminStatus.default('ACTIVE'),
  position: z.number().int().min(0).max(10_000).optional(),
  /** Pesticide, fertilizer and seed licence numbers (issue 21). */
  licences: sellerLicencesInput,
});
export type SellerInput = z.input<typeof sellerInput>;
export const adminSellerChangedResponse = changed(adminSeller);
/**
 * `POST /admin/api/sellers`, `PUT /admin/api/sellers/{id}`: also how many of the seller's ACTIVE
 * products a removed licence set INACTIVE (the law lets only a licensed shop sell them).
 */
export const adminSellerSavedResponse = adminSellerChangedResponse.extend({
  productsDeactivated: z.number().int().min(0),
});
export type AdminSellerSavedResponse = z.infer<typeof adminSellerSavedResponse>;

/** `GET /admin/api/states`: the gazetteer's state names, the choices for served states. */
export const adminStatesResponse = z.object({ data: z.array(z.string()) });

// ---- CSV import / export of products ----

/**
 * The agronomy columns (issue 18), the last of the header; a file may leave out all of them (its
 * products' agronomy is then left as it is), not some. `ingredients` lists 'Imidacloprid 17.8% SL'
 * (name, strength, formulation) and `ingredients_kn` their Kannada names in the same order;
 * `crops` and `targets` are slugs of the reference table; doses are an amount and a unit
 * ('100 ml', '0.5 g'). Lists are separated by `|`.
 */
export const AGRONOMY_CSV_COLUMNS = [
  'ingredients',
  'ingredients_kn',
  'crops',
  'targets',
  'crop_stage_en',
  'crop_stage_kn',
  'dose_per_acre',
  'dose_per_litre',
] as const;

/**
 * The dose calculator's and the label's columns (issue 21), after the agronomy ones; a file may
 * leave out all of them (its products' pack sizes, applications and labels are then left as they
 * are), not some. `pack_size` is the variant's, an amount and a unit ('500 ml'; blank for none);
 * `applications` a whole number from 1 to 20 (blank leaves it as it is). The pesticide label is
 * `cib_registration` to `protective_gear_kn` (all blank for none), the fertilizer's `fco_grade`,
 * the seed's `seed_variety` to `seed_test_date` (YYYY-MM-DD); `toxicity` is red, yellow, blue or
 * green.
 */
/** The pesticide label's columns: a product has that label when any of them is filled. */
export const PESTICIDE_LABEL_CSV_COLUMNS = [
  'cib_registration',
  'toxicity',
  'first_aid_en',
  'first_aid_kn',
  'antidote_en',
  'antidote_kn',
  'pre_harvest_days',
  'protective_gear_en',
  'protective_gear_kn',
] as const;

export const COUNTER_CSV_COLUMNS = [
  'pack_size',
  'applications',
  ...PESTICIDE_LABEL_CSV_COLUMNS,
  'fco_grade',
  'seed_variety',
  'germination_percent',
  'seed_lot',
  'seed_test_date',
] as const;

/** Column groups a file may leave out, each whole. */
export const OPTIONAL_CSV_COLUMN_GROUPS = [AGRONOMY_CSV_COLUMNS, COUNTER_CSV_COLUMNS] as const;

/**
 * The CSV's header, in this order: one row per variant. `product_id` names an existing product
 * (blank for a new one); rows of one new product share a `product_ref` (any text). `variant_id`
 * names an existing variant of that product (blank for a new one). Prices are rupees with up to
 * two decimals (`sale_price` blank for none); lists (`crop_tags`, `images`) are separated by `|`;
 * `available` is true or false. Product columns are read from a product's first row.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'product_ref',
  'variant_id',
  'title_en',
  'title_kn',
  'brand_en',
  'brand_kn',
  'description_en',
  'description_kn',
  'application_en',
  'application_kn',
  'features_en',
  'features_kn',
  'dosage_en',
  'dosage_kn',
  'category_id',
  'seller_id',
  'status',
  'crop_tags',
  'images',
  'variant_en',
  'variant_kn',
  'price',
  'sale_price',
  'inventory',
  'available',
  'height',
  'length',
  'width',
  'weight',
  ...AGRONOMY_CSV_COLUMNS,
  ...COUNTER_CSV_COLUMNS,
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Largest CSV upload; beyond it the import answers 413. */
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field of the CSV file (a `text/csv` body is read as well). */
export const PRODUCT_CSV_FIELD = 'file';

/** `GET /admin/api/products/export.csv`: the same filters as the list, without paging. */
export const productExportQuery = adminProductsQuery.omit({ pageNum: true, pageSize: true });

/** `POST /admin/api/products/import?dryRun=true|false`. */
export const productImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** One bad cell: `row` is the record's number in the file as a spreadsheet numbers it (the header is row 1). */
export const csvRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CsvRowError = z.infer<typeof csvRowError>;

/**
 * The import's answer: a dry run lists every bad row and writes nothing; a real run writes all
 * rows in one transaction, or (400, `errorDetails` = the same list) nothing.
 */
export const productImportResponse = z.object({
  message: z.string(),
  data: z.object({
    dryRun: z.boolean(),
    rows: z.number().int(),
    productsCreated: z.number().int(),
    productsUpdated: z.number().int(),
    variantsCreated: z.number().int(),
    variantsUpdated: z.number().int(),
    errors: z.array(csvRowError),
  }),
});
export type ProductImportResponse = z.infer<typeof productImportResponse>;

// ---- Coupons ----

export const adminCoupon = z.object({
  id: z.number().int(),
  couponCode: z.string(),
  percentage: z.boolean(),
  discountValue: z.number(),
  minOrderValue: z.number().int(),
  expiryDate: isoDate,
  description: localizedText,
  perUserLimit: z.number().int().nullable(),
  status: z.string(),
  /** Orders that used it (cancelled ones give their use back). */
  redemptions: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
/** `GET /admin/api/coupons`: newest first. */
export const adminCouponsResponse = z.object({ data: z.array(adminCoupon) });
export type AdminCouponsResponse = z.infer<typeof adminCouponsResponse>;

/**
 * `POST /admin/api/coupons`, `PUT /admin/api/coupons/{id}`. `discountValue` is a percentage
 * (0-100, two decimals) when `percentage`, else paise (more than 0). Disable = status INACTIVE.
 */
export const couponInput = z
  .object({
    couponCode,
    percentage: z.boolean({ error: issueCode('adminCouponKindRequired') }),
    discountValue: z.number({ error: issueCode('adminDiscountInvalid') }),
    minOrderValue: paise(issueCode('adminMinOrderInvalid')).default(0),
    expiryDate: calendarDate(issueCode('adminExpiryInvalid')),
    description: requiredLocalizedText,
    perUserLimit: z.number().int().min(1).max(1000).nullable().default(1),
    status: adminStatus.default('ACTIVE'),
  })
  .superRefine((v, ctx) => {
    const ok = v.percentage
      ? v.discountValue >= 0 && v.discountValue <= 100 && Math.round(v.discountValue * 100) === v.discountValue * 100
      : Number.isInteger(v.discountValue) && v.discountValue > 0 && v.discountValue <= 100_000_000;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: v.percentage ? issueCode('adminPercentageInvalid') : issueCode('adminFlatDiscountInvalid'),
      });
    }
  });
export type CouponInput = z.input<typeof couponInput>;
export const adminCouponChangedResponse = changed(adminCoupon);

// ---- Promotions ----

export const adminPromotion = z.object({
  id: z.number().int(),
  title: localizedText,
  /** Empty until a picture is uploaded; a promotion without one cannot be ACTIVE. */
  imageUrl: z.string(),
  onClickUrl: z.string(),
  position: z.number().int(),
  status: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;
/** `GET /admin/api/promotions`: by position. */
export const adminPromotionsResponse = z.object({ data: z.array(adminPromotion) });
export type AdminPromotionsResponse = z.infer<typeof adminPromotionsResponse>;

/** A storefront path (`/products/...`) or an https:// address. */
const onClickUrl = z
  .string({ error: issueCode('adminLinkInvalid') })
  .trim()
  .max(500, issueCode('tooLong'))
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, issueCode('adminLinkInvalid'));

/** `POST /admin/api/promotions` (status INACTIVE until a picture exists), `PUT /admin/api/promotions/{id}`. */
export const promotionInput = z.object({
  title: requiredLocalizedText,
  onClickUrl,
  status: adminStatus.default('INACTIVE'),
});
export type PromotionInput = z.input<typeof promotionInput>;
/** `PUT /admin/api/promotions/order`: every promotion id, in the new order. */
export const promotionOrderBody = z.object({ ids: z.array(id).min(1).max(500) });
export type PromotionOrderBody = z.infer<typeof promotionOrderBody>;
export const adminPromotionChangedResponse = changed(adminPromotion);

// ---- Search synonyms ----

/** A farmer's word and the catalogue words search takes it for (`search_synonyms`, decision 039). */
export const adminSearchSynonym = z.object({
  id: z.number().int(),
  /** One word in Latin letters, lower case: 'gobbara', 'khad'. */
  word: z.string(),
  /** English catalogue words or short phrases: ['fertilizer', 'manure']. */
  means: z.array(z.string()),
});
export type AdminSearchSynonym = z.infer<typeof adminSearchSynonym>;
/** `GET /admin/api/search-synonyms`: by word. */
export const adminSearchSynonymsResponse = z.object({ data: z.array(adminSearchSynonym) });
export type AdminSearchSynonymsResponse = z.infer<typeof adminSearchSynonymsResponse>;

/** `POST /admin/api/search-synonyms`, `PUT /admin/api/search-synonyms/{id}`. */
export const searchSynonymInput = z.object({
  word: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,40}$/, issueCode('adminSynonymWordInvalid')),
  means: z
    .array(z.string().trim().toLowerCase().min(1).max(60, issueCode('tooLong')))
    .min(1, issueCode('adminSynonymMeansRequired'))
    .max(10),
});
export type SearchSynonymInput = z.input<typeof searchSynonymInput>;
export const adminSearchSynonymChangedResponse = changed(adminSearchSynonym);

// ---- Audit log ----

export const AUDIT_ENTITIES = [
  'review',
  'order',
  'product',
  'variant',
  'category',
  'seller',
  'coupon',
  'promotion',
  'searchSynonym',
  'userPoints',
] as const;
export const auditEntity = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof auditEntity>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  actor: orderCustomer,
  /** What was done, as `entity.verb`: `order.dispatch`, `product.update`, `products.import`, ... */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The changed fields only, as they were and as they became. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `GET /admin/api/audit`: newest first. */
export const auditQuery = adminPageQuery.extend({
  entity: auditEntity.optional(),
  entityId: z.string().trim().max(40).optional(),
  actorId: id.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditResponse = paged(auditEntry);
export type AuditResponse = z.infer<typeof auditResponse>;
