-- The public catalogue: categories (a tree), sellers (brand tiles), products and their variants,
-- promotions, and the languages with their UI strings. Amounts are integer paise.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES categories(id) ON DELETE RESTRICT,
  name jsonb NOT NULL,
  slug text NOT NULL,
  image_url text,
  position integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE'
);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);

CREATE TABLE sellers (
  id serial PRIMARY KEY,
  name jsonb NOT NULL,
  slug text NOT NULL,
  business_name text NOT NULL,
  image text,
  customer_care_number text NOT NULL,
  pincode text NOT NULL,
  state text NOT NULL,
  served_states text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'ACTIVE',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX sellers_status_idx ON sellers (status, position, id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers(id),
  category_id integer NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  title jsonb NOT NULL,
  brand jsonb NOT NULL,
  description jsonb NOT NULL,
  application jsonb NOT NULL,
  features jsonb NOT NULL,
  dosage jsonb NOT NULL,
  images text[] NOT NULL DEFAULT '{}',
  crop_tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'ACTIVE',
  rating_count integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  rating_counts jsonb NOT NULL DEFAULT '{"1":0,"2":0,"3":0,"4":0,"5":0}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Listing order is newest first; these serve the three listing filters without a sort.
CREATE INDEX products_status_created_idx ON products (status, created_at DESC, id DESC);
CREATE INDEX products_category_idx ON products (category_id, status, created_at DESC, id DESC);
CREATE INDEX products_seller_idx ON products (seller_id, status, created_at DESC, id DESC);

CREATE TABLE variants (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  sale_price integer CHECK (sale_price >= 0),
  inventory integer NOT NULL DEFAULT 0 CHECK (inventory >= 0),
  is_product_available boolean NOT NULL DEFAULT true,
  height numeric(8,2) NOT NULL DEFAULT 0,
  length numeric(8,2) NOT NULL DEFAULT 0,
  width numeric(8,2) NOT NULL DEFAULT 0,
  weight numeric(8,3) NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX variants_product_idx ON variants (product_id, position);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  image_url text NOT NULL,
  on_click_url text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE'
);

CREATE TABLE languages (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  locale text NOT NULL UNIQUE,
  name text NOT NULL,
  display_name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE translations (
  locale text NOT NULL REFERENCES languages(locale),
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (locale, key)
);
