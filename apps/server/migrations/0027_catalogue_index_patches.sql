-- A change to what the in-memory index holds of one product (its texts, category, seller,
-- creation time, crops and pests, or whether it is listed at all) is recorded against the
-- product, so each process patches its index with those products
-- (docs/decisions/063-catalogue-patched-per-product.md): moving the generation made every process
-- reload the whole catalogue, which at 100,000 products held PGlite's only thread for half a
-- minute. The generation (0002) still moves for what many products' entries depend on:
-- categories, agronomy terms, synonyms, and emptying a table.
--
-- One row per product, stamped as the card stamps are (0006): a reader re-reads the products
-- changed by transactions at or after the oldest one still running when it last looked.
CREATE TABLE catalogue_index_changes (
  product_id integer PRIMARY KEY,
  changed_txid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX catalogue_index_changes_txid_idx ON catalogue_index_changes (changed_txid);

CREATE FUNCTION catalogue_index_changed_for(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_index_changes (product_id)
  SELECT DISTINCT id FROM unnest(product_ids) AS id WHERE id IS NOT NULL
  ON CONFLICT (product_id) DO UPDATE SET changed_txid = pg_current_xact_id()
$$;

-- Inserted and deleted rows come as the statement's transition table `changed_rows`.
CREATE FUNCTION catalogue_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_index_changed_for(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_product_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_index_changed_for(ARRAY(SELECT product_id FROM changed_rows));
  RETURN NULL;
END $$;

-- Updates, row by row: PostgreSQL gives no transition table to a trigger on named columns.
CREATE FUNCTION catalogue_product_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_index_changed_for(ARRAY[OLD.id, NEW.id]);
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_product_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_index_changed_for(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;

DROP TRIGGER products_index_changed ON products;
DROP TRIGGER products_index_updated ON products;
DROP TRIGGER products_search_texts_changed ON products;
DROP TRIGGER products_agronomy_index_changed ON products;
DROP TRIGGER product_agronomy_terms_index_changed ON product_agronomy_terms;

CREATE TRIGGER products_index_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
CREATE TRIGGER products_index_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
CREATE TRIGGER products_index_updated
  AFTER UPDATE OF id, title, brand, status, category_id, seller_id, created_at, description, crop_tags, agronomy
  ON products FOR EACH ROW EXECUTE FUNCTION catalogue_product_updated();
-- An emptied table leaves no row to stamp: the generation moves, and every process reloads.
CREATE TRIGGER products_index_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();

CREATE TRIGGER product_agronomy_terms_index_inserted AFTER INSERT ON product_agronomy_terms
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_product_terms_changed();
CREATE TRIGGER product_agronomy_terms_index_deleted AFTER DELETE ON product_agronomy_terms
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_product_terms_changed();
CREATE TRIGGER product_agronomy_terms_index_updated AFTER UPDATE ON product_agronomy_terms
  FOR EACH ROW EXECUTE FUNCTION catalogue_product_terms_updated();
CREATE TRIGGER product_agronomy_terms_index_truncated AFTER TRUNCATE ON product_agronomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
