-- The buying path before payment (issue 4): delivery addresses, one cart per user, coupons and
-- their redemptions. A cart stores only what the buyer chose (variants, quantities, coupon,
-- address); every amount is computed again from the catalogue whenever the cart is read.

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  address_line1 text NOT NULL,
  village text,
  taluk text NOT NULL,
  district text NOT NULL,
  state text NOT NULL,
  pin_code text NOT NULL CHECK (pin_code ~ '^[0-9]{6}$'),
  country text NOT NULL DEFAULT 'INDIA',
  phone_number text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The address list is newest first.
CREATE INDEX addresses_user_idx ON addresses (user_id, created_at DESC, id DESC);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  -- Stored as typed codes are compared: trimmed and upper-case.
  code text NOT NULL UNIQUE CHECK (code = upper(btrim(code)) AND code <> ''),
  percentage boolean NOT NULL,
  -- A percentage (two decimals) when percentage, else paise off.
  discount_value numeric(12, 2) NOT NULL CHECK (discount_value >= 0),
  min_order_value integer NOT NULL DEFAULT 0 CHECK (min_order_value >= 0),
  -- The last Indian calendar day the coupon can be used.
  expiry_date date NOT NULL,
  description jsonb NOT NULL,
  -- Times one user may use it; null for no limit.
  per_user_limit integer CHECK (per_user_limit > 0),
  status text NOT NULL DEFAULT 'ACTIVE',
  CHECK (NOT percentage OR discount_value <= 100)
);

-- One row per use of a coupon by an order; a cancelled order's row is deleted, giving the use back.
CREATE TABLE coupon_redemptions (
  id serial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_redemptions_user_idx ON coupon_redemptions (user_id, coupon_id);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  coupon_id integer REFERENCES coupons (id) ON DELETE SET NULL,
  address_id integer REFERENCES addresses (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  UNIQUE (cart_id, variant_id)
);
