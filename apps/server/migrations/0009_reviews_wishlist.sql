-- Reviews with moderation, and the wishlist (issue 5; docs/decisions/013-reviews-and-wishlist.md).

-- One review per user and product: a second one from the same user edits this row and sends it
-- back to moderation. The name shown is the author's, written by the server when saving.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (char_length(comment) BETWEEN 5 AND 2000),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);
-- A product's accepted reviews, newest first; the moderation queue, oldest first.
CREATE INDEX reviews_product_status_idx ON reviews (product_id, status, created_at DESC, id DESC);
CREATE INDEX reviews_pending_idx ON reviews (created_at, id) WHERE status = 'PENDING';

-- The product's summary (rating_count, rating_sum, rating_counts) counts accepted reviews only.
-- A trigger keeps it in the transaction of every change that moves a review in or out of
-- ACCEPTED (moderation, an edit, a deleted user or product), so no caller can forget it.
CREATE FUNCTION review_summary_add(p_product integer, p_rating integer, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET
    rating_count = rating_count + p_delta,
    rating_sum = rating_sum + p_delta * p_rating,
    rating_counts = jsonb_set(rating_counts, ARRAY[p_rating::text],
      to_jsonb(coalesce((rating_counts ->> p_rating::text)::integer, 0) + p_delta))
  WHERE id = p_product;
  -- Stamps the card as rewritten (migration 0006), so every other server process notices the
  -- change within seconds and drops its cached product page; the card itself is unchanged.
  UPDATE catalogue_entries SET card = card WHERE product_id = p_product;
END $$;

CREATE FUNCTION reviews_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'ACCEPTED' THEN
    PERFORM review_summary_add(OLD.product_id, OLD.rating, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'ACCEPTED' THEN
    PERFORM review_summary_add(NEW.product_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_summary AFTER INSERT OR DELETE OR UPDATE OF status, rating, product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_summary();

-- A user's wishlist: a product at most once.
CREATE TABLE wishlist_items (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
