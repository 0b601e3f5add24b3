-- A refund being sent is claimed until `sending_until`: several processes' reconcilers retry
-- failed refunds, and two sends of one refund could both see nothing refunded yet at the gateway.
ALTER TABLE refunds ADD COLUMN sending_until timestamptz;
