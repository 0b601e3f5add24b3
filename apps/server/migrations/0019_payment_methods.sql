-- UPI and cash on delivery beside cards, and payment orders that are never paid (issue 19).

-- How an order is paid. A cash-on-delivery order has no gateway payment (payment_id null) and
-- keeps the fee it was charged for it; its payment order (gateway 'cod') holds the priced cart
-- and makes identical concurrent calls one order, as a card payment's does.
ALTER TABLE orders ADD COLUMN payment_method text NOT NULL DEFAULT 'CARD'
  CHECK (payment_method IN ('CARD', 'UPI', 'COD'));
ALTER TABLE orders ALTER COLUMN payment_id DROP NOT NULL;
ALTER TABLE orders ADD COLUMN cod_fee integer NOT NULL DEFAULT 0 CHECK (cod_fee >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_cod_without_payment
  CHECK ((payment_method = 'COD') = (payment_id IS NULL));
-- The cash a COD order's courier collected, and the bank transfer a returned one was refunded by.
ALTER TABLE orders ADD COLUMN cash_collected_at timestamptz;
ALTER TABLE orders ADD COLUMN cod_refund jsonb;

CREATE INDEX orders_open_cod_idx ON orders (user_id) WHERE payment_method = 'COD' AND status IN ('Placed', 'Dispatched');

-- closed: unpaid after PAYMENT_ORDER_TTL_MINUTES. A payment that still comes for it is finished
-- as a pending one's is (an order, or a full refund when stock is gone).
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_status_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check
  CHECK (status IN ('pending', 'ordered', 'refunded', 'closed'));

-- Whether a seller takes cash on delivery (the back office sets it).
ALTER TABLE sellers ADD COLUMN accepts_cod boolean NOT NULL DEFAULT true;

-- How the sandbox's payment was made: card or upi, as Razorpay's payment entity says.
ALTER TABLE sandbox_payments ADD COLUMN method text NOT NULL DEFAULT 'card';
