-- Listing and search order, filters and counts are answered from an index each server keeps in
-- memory (docs/decisions/004-catalogue-index.md); the database builds the page itself.

-- A product card exactly as the product list sends it, encoded by the database: a page is one
-- query returning one text, with no JSON parsed and re-encoded in the server's only thread.
CREATE FUNCTION product_summary(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', p.id, 'title', p.title, 'brand', p.brand, 'images', p.images,
    'sellerId', p.seller_id, 'categoryId', p.category_id,
    'variants', coalesce((
      SELECT json_agg(json_build_object(
        'id', v.id, 'name', v.name, 'price', v.price, 'salePrice', v.sale_price,
        'inventory', v.inventory, 'isProductAvailable', v.is_product_available,
        'height', v.height, 'length', v.length, 'width', v.width, 'weight', v.weight
      ) ORDER BY v.position, v.id)
      FROM variants v WHERE v.product_id = p.id
    ), '[]'::json)
  )::text
$$;

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
