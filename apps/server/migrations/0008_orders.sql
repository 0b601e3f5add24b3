-- Card payment, orders, stock movements and refunds (issue 4). Amounts are integer paise.

-- One row per checkout: the amount the server priced, the gateway's order for it, and the cart as
-- priced then (the order is made from this snapshot, which the payment signature binds). A payment
-- order ends as exactly one order (order_id) or one refund; the row is locked while that happens.
CREATE TABLE payment_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gateway text NOT NULL,
  gateway_order_id text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  -- pending: waiting for the payment; ordered: an order was made; refunded: paid, but no order
  -- could be made (stock gone), so the payment went back.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ordered', 'refunded')),
  payment_id text UNIQUE,
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_orders_pending_idx ON payment_orders (created_at) WHERE status = 'pending';

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_order_id integer NOT NULL UNIQUE REFERENCES payment_orders (id),
  payment_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'Placed' CHECK (status IN ('Placed', 'Dispatched', 'Delivered', 'Cancelled')),
  -- The shipments, their items (with the prices paid) and the address, as they were ordered.
  shipments jsonb NOT NULL,
  address jsonb NOT NULL,
  coupon_id integer,
  coupon_code text,
  total_price integer NOT NULL,
  shipping_price integer NOT NULL,
  discount integer NOT NULL,
  user_points_discount integer NOT NULL,
  net_price integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);

-- Every change of a variant's inventory by the buying path: taken by an order, returned by a cancel.
CREATE TABLE stock_movements (
  id bigserial PRIMARY KEY,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  change integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('order', 'cancel')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX stock_movements_variant_idx ON stock_movements (variant_id);
CREATE INDEX stock_movements_order_idx ON stock_movements (order_id);

-- At most one refund per payment: a cancelled order's, or a payment no order could be made from.
-- Pending until the gateway accepts it; Failed ones are retried by the reconciler.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  payment_order_id integer NOT NULL UNIQUE REFERENCES payment_orders (id),
  order_id integer UNIQUE REFERENCES orders (id),
  payment_id text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  gateway_charge integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Processed', 'Failed')),
  gateway_refund_id text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refunds_unfinished_idx ON refunds (updated_at) WHERE status <> 'Processed';

-- The sandbox gateway's own state, in the database so that several server processes share it.
CREATE TABLE sandbox_orders (
  id text PRIMARY KEY,
  amount integer NOT NULL,
  currency text NOT NULL,
  receipt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- At most one captured payment per sandbox order: paying again answers the same payment.
CREATE TABLE sandbox_payments (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES sandbox_orders (id),
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  refunded_amount integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES sandbox_payments (id),
  amount integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
