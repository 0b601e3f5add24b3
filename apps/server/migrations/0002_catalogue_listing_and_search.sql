-- Listing and search order, filters and counts are answered from an index each server keeps in
-- memory (docs/decisions/025-catalogue-index.md); the database builds the page itself.

-- A product card exactly as the product list sends it, encoded by the database: a page is one
-- query returning one text, with no JSON parsed and re-encoded in the server's only thread.
-- Columns, not the whole row, are passed: a row value would detoast the long rich texts.
CREATE FUNCTION product_card(
  product_id integer, title jsonb, brand jsonb, images text[], seller_id integer, category_id integer
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', product_id, 'title', title, 'brand', brand, 'images', images,
    'sellerId', seller_id, 'categoryId', category_id,
    'variants', coalesce((
      SELECT json_agg(json_build_object(
        'id', v.id, 'name', v.name, 'price', v.price, 'salePrice', v.sale_price,
        'inventory', v.inventory, 'isProductAvailable', v.is_product_available,
        'height', v.height, 'length', v.length, 'width', v.width, 'weight', v.weight
      ) ORDER BY v.position, v.id)
      FROM variants v WHERE v.product_id = product_card.product_id
    ), '[]'::json)
  )::text
$$;

-- What the index is built from, one narrow row per active product in listing order: reading
-- these beats scanning the wide products table with its rich texts. Kept by triggers, so
-- no writer needs to know it exists.
CREATE TABLE catalogue_entries (
  product_id integer PRIMARY KEY,
  category_id integer NOT NULL,
  seller_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  title_en text NOT NULL,
  title_kn text NOT NULL,
  brand_en text NOT NULL,
  brand_kn text NOT NULL
);
CREATE INDEX catalogue_entries_order_idx ON catalogue_entries (created_at DESC, product_id DESC);

CREATE FUNCTION catalogue_entries_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_entries
  SELECT id, category_id, seller_id, created_at, coalesce(title->>'en', ''), coalesce(title->>'kn', ''),
         coalesce(brand->>'en', ''), coalesce(brand->>'kn', '')
  FROM new_rows WHERE status = 'ACTIVE';
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_entries_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_entries WHERE product_id = OLD.id;
  IF NEW.status = 'ACTIVE' THEN
    INSERT INTO catalogue_entries VALUES (
      NEW.id, NEW.category_id, NEW.seller_id, NEW.created_at, coalesce(NEW.title->>'en', ''),
      coalesce(NEW.title->>'kn', ''), coalesce(NEW.brand->>'en', ''), coalesce(NEW.brand->>'kn', ''));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_entries_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalogue_entries;
  RETURN NULL;
END $$;

CREATE FUNCTION catalogue_entries_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_entries WHERE product_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER products_entries_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_insert();
CREATE TRIGGER products_entries_update
  AFTER UPDATE OF id, title, brand, status, category_id, seller_id, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_entries_update();
CREATE TRIGGER products_entries_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_delete();
CREATE TRIGGER products_entries_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_truncate();

INSERT INTO catalogue_entries
SELECT id, category_id, seller_id, created_at, coalesce(title->>'en', ''), coalesce(title->>'kn', ''),
       coalesce(brand->>'en', ''), coalesce(brand->>'kn', '')
FROM products WHERE status = 'ACTIVE';

-- The in-memory index is rebuilt only when what it holds changed, which this counter tells in
-- one cheap read. Price and stock changes (variants, ratings) do not move it.
CREATE TABLE catalogue_index_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_index_state DEFAULT VALUES;

CREATE FUNCTION catalogue_index_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_index_state SET generation = generation + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER products_index_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
CREATE TRIGGER products_index_updated
  AFTER UPDATE OF title, brand, status, category_id, seller_id, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
CREATE TRIGGER categories_index_changed
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, parent_id, status ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
