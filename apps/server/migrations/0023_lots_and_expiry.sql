-- Lots and expiry (issue 21): pesticides, fertilizers and seeds are held per lot.

-- A lot of a variant as the shop received it. The variant's inventory is the sum of its
-- sellable lots (not expired, outlasting MIN_SHELF_DAYS), kept in the transaction that changes
-- a lot and by the sweep that follows the calendar (docs/decisions/044-lots-and-expiry.md).
CREATE TABLE lots (
  id serial PRIMARY KEY,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  batch text NOT NULL,
  mfg_date date NOT NULL,
  expiry_date date NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (variant_id, batch),
  CHECK (mfg_date < expiry_date)
);

-- First expiry, first out: a variant's lots are read in expiry order; the back office's expiry
-- screen reads lots with stock by expiry.
CREATE INDEX lots_variant_expiry_idx ON lots (variant_id, expiry_date, id);
CREATE INDEX lots_expiry_idx ON lots (expiry_date) WHERE quantity > 0;

-- The lot a movement took from or gave back to; null for a variant held without lots.
ALTER TABLE stock_movements ADD COLUMN lot_id integer REFERENCES lots (id);

-- What an order shipped of each lot ({variantId, batch, expiryDate, quantity}), for traceability.
ALTER TABLE orders ADD COLUMN lots jsonb NOT NULL DEFAULT '[]';
