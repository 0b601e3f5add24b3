-- The reconciler asks the gateway about pending payment orders least recently asked first, and
-- stamps each one it asks: checkouts abandoned at the card form stay pending, and taking the
-- oldest hundred every time let a hundred of them hide every newer paid one for good.
ALTER TABLE payment_orders ADD COLUMN checked_at timestamptz;
DROP INDEX payment_orders_pending_idx;
CREATE INDEX payment_orders_pending_idx ON payment_orders ((coalesce(checked_at, created_at))) WHERE status = 'pending';
