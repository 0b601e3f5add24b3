-- Referral points (issue 20): every user's code, who referred whom, and an append-only ledger
-- of points whose sum is the balance. Points are whole (1 point = 1 rupee, spec section 9).

CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{6,12}$')
);

-- A phone seen for the first time through a referral link; the referrer earns once it registers.
CREATE TABLE referrals (
  referred_user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_id <> referred_user_id)
);

CREATE TABLE points_ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('earned', 'spent', 'returned', 'adjusted')),
  points integer NOT NULL CHECK (points <> 0),
  order_id integer REFERENCES orders (id),
  referred_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  reason text,
  actor_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_user_idx ON points_ledger (user_id, created_at DESC, id DESC);
-- Once per referred account, and one spend and one return per order.
CREATE UNIQUE INDEX points_ledger_earned_once ON points_ledger (referred_user_id) WHERE kind = 'earned';
CREATE UNIQUE INDEX points_ledger_order_once ON points_ledger (order_id, kind) WHERE order_id IS NOT NULL;

-- Append-only: a correction is a new line, never an edit.
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only';
END;
$$;
CREATE TRIGGER points_ledger_no_update BEFORE UPDATE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();

-- The buyer's 'Use my points' choice, kept with the cart like the coupon.
ALTER TABLE carts ADD COLUMN use_points boolean NOT NULL DEFAULT false;
