-- Each active product's card, encoded once and kept in the narrow catalogue_entries table. A
-- listing page is forty primary-key reads of this table, which stays in PGlite's buffer cache;
-- building cards from products read rows spread over the whole wide table (rich texts
-- included), mostly from disk, for every cold page.
ALTER TABLE catalogue_entries ADD COLUMN card text;

-- A new product's entry is written at commit, once its variants exist too: writing it at insert
-- and again for the variants left a dead copy of every row, doubling what a page read touches.
DROP TRIGGER products_entries_insert ON products;
DROP FUNCTION catalogue_entries_insert();

CREATE FUNCTION catalogue_entry_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_entries
  SELECT id, category_id, seller_id, created_at, coalesce(title->>'en', ''), coalesce(title->>'kn', ''),
         coalesce(brand->>'en', ''), coalesce(brand->>'kn', ''),
         product_card(id, title, brand, images, seller_id, category_id)
  FROM products WHERE id = NEW.id AND status = 'ACTIVE'
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER products_entries_insert AFTER INSERT ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_entry_add();

CREATE OR REPLACE FUNCTION catalogue_entries_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_entries WHERE product_id = OLD.id;
  IF NEW.status = 'ACTIVE' THEN
    INSERT INTO catalogue_entries VALUES (
      NEW.id, NEW.category_id, NEW.seller_id, NEW.created_at, coalesce(NEW.title->>'en', ''),
      coalesce(NEW.title->>'kn', ''), coalesce(NEW.brand->>'en', ''), coalesce(NEW.brand->>'kn', ''),
      product_card(NEW.id, NEW.title, NEW.brand, NEW.images, NEW.seller_id, NEW.category_id));
  END IF;
  RETURN NULL;
END $$;

-- The card shows the images too, so an image change rewrites the entry as well.
DROP TRIGGER products_entries_update ON products;
CREATE TRIGGER products_entries_update
  AFTER UPDATE OF id, title, brand, images, status, category_id, seller_id, created_at ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_entries_update();

-- Variants are part of the card: any change to them re-encodes the cards of their products.
CREATE FUNCTION catalogue_cards_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE catalogue_entries e
    SET card = product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)
    FROM products p
    WHERE p.id = e.product_id AND e.product_id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE catalogue_entries e
    SET card = product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)
    FROM products p
    WHERE p.id = e.product_id
      AND e.product_id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  ELSE
    UPDATE catalogue_entries e
    SET card = product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)
    FROM products p
    WHERE p.id = e.product_id AND e.product_id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER variants_cards_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_cards_refresh();
CREATE TRIGGER variants_cards_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_cards_refresh();
CREATE TRIGGER variants_cards_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_cards_refresh();

UPDATE catalogue_entries e
SET card = product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)
FROM products p WHERE p.id = e.product_id;
