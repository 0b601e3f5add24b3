import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  AgronomyKind,
  BilingualText,
  DoseRate,
  Gender,
  LocalizedText,
  ProductAgronomy,
  ProductLabel,
  SellerLicences,
  UserType,
} from '@krishi/contract';
import type {
  Address,
  Bill,
  CodRefund,
  Coupon,
  OrderLot,
  OrderStatus,
  PaymentMethod,
  PointsEntryKind,
  RefundStatus,
  Shipment,
} from '@krishi/contract';

/** Mirrors migrations/*.sql, which are the source of truth for the database (schema.test.ts compares them). */

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: text('slug').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
  status: text('status').notNull().default('ACTIVE'),
});

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: text('slug').notNull(),
  businessName: text('business_name').notNull(),
  image: text('image'),
  customerCareNumber: text('customer_care_number').notNull(),
  pincode: text('pincode').notNull(),
  state: text('state').notNull(),
  servedStates: text('served_states')
    .array()
    .notNull()
    .default(sql`'{}'`),
  status: text('status').notNull().default('ACTIVE'),
  position: integer('position').notNull().default(0),
  /** Pesticide, fertilizer and seed licence numbers (migration 0022). */
  licences: jsonb('licences')
    .$type<SellerLicences>()
    .notNull()
    .default(sql`'{"pesticide": null, "fertilizer": null, "seed": null}'`),
  acceptsCod: boolean('accepts_cod').notNull().default(true),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  sellerId: integer('seller_id')
    .notNull()
    .references(() => sellers.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  name: text('name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  brand: jsonb('brand').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  application: jsonb('application').$type<LocalizedText>().notNull(),
  features: jsonb('features').$type<LocalizedText>().notNull(),
  dosage: jsonb('dosage').$type<LocalizedText>().notNull(),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'`),
  cropTags: text('crop_tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  status: text('status').notNull().default('ACTIVE'),
  /** Ingredients, crop stage and doses; the crops and targets are rows of productAgronomyTerms. */
  agronomy: jsonb('agronomy')
    .$type<Pick<ProductAgronomy, 'ingredients' | 'cropStage' | 'dosePerAcre' | 'dosePerLitre' | 'applications'>>()
    .notNull()
    .default(
      sql`'{"ingredients": [], "cropStage": null, "dosePerAcre": null, "dosePerLitre": null, "applications": 1}'`,
    ),
  /** Label and safety facts by kind (migration 0022). */
  label: jsonb('label')
    .$type<ProductLabel>()
    .notNull()
    .default(sql`'{"pesticide": null, "fertilizer": null, "seed": null}'`),
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCounts: jsonb('rating_counts').$type<Record<'1' | '2' | '3' | '4' | '5', number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agronomyTerms = pgTable('agronomy_terms', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<AgronomyKind>().notNull(),
  name: jsonb('name').$type<BilingualText>().notNull(),
  imageUrl: text('image_url'),
  commonNames: text('common_names')
    .array()
    .notNull()
    .default(sql`'{}'`),
  romanised: text('romanised')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** What a pest, disease or weed is, for its page (migration 0018). */
  about: jsonb('about').$type<BilingualText>(),
});

export const productAgronomyTerms = pgTable(
  'product_agronomy_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => agronomyTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] })],
);

export const variants = pgTable('variants', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  price: integer('price').notNull(),
  salePrice: integer('sale_price'),
  inventory: integer('inventory').notNull().default(0),
  isProductAvailable: boolean('is_product_available').notNull().default(true),
  height: numeric('height', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  length: numeric('length', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  width: numeric('width', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  weight: numeric('weight', { precision: 8, scale: 3, mode: 'number' }).notNull().default(0),
  position: integer('position').notNull().default(0),
  /** What the pack holds in a dose unit, for the dose calculator (migration 0022). */
  packSize: jsonb('pack_size').$type<DoseRate>(),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  imageUrl: text('image_url').notNull(),
  onClickUrl: text('on_click_url').notNull(),
  position: integer('position').notNull().default(0),
  status: text('status').notNull().default('ACTIVE'),
});

/** Farmers' words search expands a query with (migration 0017). */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  means: text('means').array().notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  locale: text('locale').notNull().unique(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  position: integer('position').notNull().default(0),
});

export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  gender: text('gender').$type<Gender>(),
  userType: text('user_type').$type<UserType>(),
  imageUrl: text('image_url'),
  state: text('state'),
  district: text('district'),
  taluk: text('taluk'),
  addressLine1: text('address_line1'),
  pinCode: text('pin_code'),
  country: text('country').notNull().default('INDIA'),
  email: text('email'),
  role: text('role').notNull().default('customer'),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const otpCodes = pgTable('otp_codes', {
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionTokenHash: text('session_token_hash')
    .notNull()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Addresses, carts and coupons (migrations/0007_cart.sql) ----

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  village: text('village'),
  taluk: text('taluk').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pinCode: text('pin_code').notNull(),
  country: text('country').notNull().default('INDIA'),
  phoneNumber: text('phone_number').notNull(),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percentage: boolean('percentage').notNull(),
  discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  minOrderValue: integer('min_order_value').notNull().default(0),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  perUserLimit: integer('per_user_limit'),
  status: text('status').notNull().default('ACTIVE'),
});

export const couponRedemptions = pgTable('coupon_redemptions', {
  id: serial('id').primaryKey(),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  usePoints: boolean('use_points').notNull().default(false),
});

export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  cartId: integer('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id')
    .notNull()
    .references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
});

// ---- Payments, orders, stock movements and refunds (migrations/0008_orders.sql) ----

/** The cart as it was priced for a payment: the order is made from exactly this. */
export interface PaymentSnapshot {
  shipments: Shipment[];
  address: Address;
  coupon: Pick<Coupon, 'id' | 'couponCode'> | null;
  bill: Bill & { netPrice: number };
}

export const paymentOrders = pgTable('payment_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  gatewayOrderId: text('gateway_order_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'ordered' | 'refunded' | 'closed'>().notNull().default('pending'),
  paymentId: text('payment_id').unique(),
  snapshot: jsonb('snapshot').$type<PaymentSnapshot>().notNull(),
  /** When the reconciler last asked the gateway about it (it asks the least recently asked first). */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentOrderId: integer('payment_order_id')
    .notNull()
    .unique()
    .references(() => paymentOrders.id),
  /** Null for cash on delivery. */
  paymentId: text('payment_id').unique(),
  paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('CARD'),
  codFee: integer('cod_fee').notNull().default(0),
  cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
  codRefund: jsonb('cod_refund').$type<CodRefund>(),
  status: text('status').$type<OrderStatus>().notNull().default('Placed'),
  shipments: jsonb('shipments').$type<Shipment[]>().notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  couponId: integer('coupon_id'),
  couponCode: text('coupon_code'),
  totalPrice: integer('total_price').notNull(),
  shippingPrice: integer('shipping_price').notNull(),
  discount: integer('discount').notNull(),
  userPointsDiscount: integer('user_points_discount').notNull(),
  netPrice: integer('net_price').notNull(),
  /** The lots shipped, for traceability (migration 0023). */
  lots: jsonb('lots').$type<OrderLot[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A variant's stock received as one lot (migration 0023): pesticides, fertilizers and seeds. */
export const lots = pgTable('lots', {
  id: serial('id').primaryKey(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => variants.id, { onDelete: 'cascade' }),
  batch: text('batch').notNull(),
  mfgDate: date('mfg_date', { mode: 'string' }).notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  quantity: integer('quantity').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  variantId: integer('variant_id')
    .notNull()
    .references(() => variants.id, { onDelete: 'cascade' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  change: integer('change').notNull(),
  reason: text('reason').$type<'order' | 'cancel'>().notNull(),
  /** The lot taken from or given back to; null for a variant held without lots (migration 0023). */
  lotId: integer('lot_id').references(() => lots.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  paymentOrderId: integer('payment_order_id')
    .notNull()
    .unique()
    .references(() => paymentOrders.id),
  orderId: integer('order_id')
    .unique()
    .references(() => orders.id),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  gatewayCharge: integer('gateway_charge').notNull().default(0),
  status: text('status').$type<RefundStatus>().notNull().default('Pending'),
  gatewayRefundId: text('gateway_refund_id'),
  attempts: integer('attempts').notNull().default(0),
  /** Claimed by a send until then (a crashed sender's claim runs out); null when nobody sends it. */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => sandboxOrders.id),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  method: text('method').notNull().default('card'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Reviews and the wishlist (migrations/0009_reviews_wishlist.sql) ----

/** Unique per (user_id, product_id); a trigger keeps the product's rating summary. */
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  userName: text('user_name').notNull(),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  status: text('status').$type<'PENDING' | 'ACCEPTED' | 'REJECTED'>().notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

// Password reset and e-mail login (migrations/0010_passwords.sql).

/** A user's password as "scrypt$N$r$p$salt$key"; never read by a profile query. */
export const userPasswords = pgTable('user_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One reset code per e-mail, stored as an HMAC of e-mail and code; deleted once used. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  email: text('email').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// The back office's audit log (migrations/0011_admin.sql).

/** One operator change: who, what, when, which entity, and the changed fields before and after. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: integer('actor_id')
    .notNull()
    .references(() => users.id),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

// Referral points (migrations/0020_referral_points.sql).

export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/** A phone first seen through a referral link, and who referred it. */
export const referrals = pgTable('referrals', {
  referredUserId: integer('referred_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerId: integer('referrer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: the balance is the sum of a user's lines. */
export const pointsLedger = pgTable('points_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<PointsEntryKind>().notNull(),
  points: integer('points').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  referredUserId: integer('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  actorId: integer('actor_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
