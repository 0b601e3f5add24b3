-- The back office (issue 5; docs/decisions/015-back-office.md): every change an operator makes is
-- recorded here, in the transaction of the change itself, so the log never tells of a change that
-- rolled back nor misses one that committed.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id integer NOT NULL REFERENCES users (id),
  -- `entity.verb`: order.dispatch, product.update, products.import, ...
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  -- Only the fields that changed, as they were and as they became.
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);

-- The operator's order list: newest first, by status, over every user.
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC, id DESC);
